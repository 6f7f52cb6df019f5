/**
 * Original texts for the big three: for every sign, keywords and a short
 * description of the sign as Sun (identity), Moon (emotional needs) and Rising
 * (first impression, approach to life). Written for this service.
 */
import type { SignKey } from './zodiac';

export type BigThreeRole = 'sun' | 'moon' | 'rising';

export interface RoleText {
  keywords: string;
  description: string;
}

export const BIG_THREE_TEXTS: Record<SignKey, Record<BigThreeRole, RoleText>> = {
  aries: {
    sun: {
      keywords: 'initiative, courage, directness, drive',
      description:
        'Your core self comes alive when you are starting something. You learn by doing, prefer a clear challenge to a slow consensus, and your honesty is quick and uncomplicated. Purpose grows from acting on your own impulse and owning the result.',
    },
    moon: {
      keywords: 'quick feelings, independence, candour, restlessness',
      description:
        'Emotions arrive fast and leave fast. You feel safest when you can move, decide and speak up at once, and bottled-up frustration is what unsettles you most. Room to act on a feeling, and people who do not take a flare-up personally, bring you back to calm.',
    },
    rising: {
      keywords: 'bold, energetic, frank, competitive',
      description:
        'People meet you as someone already in motion: direct eye contact, a brisk pace, little small talk. You tackle new situations head-on, and others often look to you to make the first move.',
    },
  },
  taurus: {
    sun: {
      keywords: 'steadiness, patience, sensuality, loyalty',
      description:
        'You build a life the way a gardener builds soil: slowly, deliberately and for the long term. Comfort, beauty and reliability matter to you, and once you commit to a person or a plan you hold your ground with remarkable persistence.',
    },
    moon: {
      keywords: 'security, comfort, calm, constancy',
      description:
        'You need emotional ground that does not shift. Good food, familiar places, physical warmth and predictable routines restore you. You are slow to anger and slow to forgive, and you show care through practical, tangible gestures.',
    },
    rising: {
      keywords: 'composed, grounded, pleasant, unhurried',
      description:
        'Your first impression is one of calm and solidity. You take in a situation before acting, dress and move with an eye for comfort and quality, and others tend to find your presence reassuring.',
    },
  },
  gemini: {
    sun: {
      keywords: 'curiosity, wit, versatility, communication',
      description:
        'You are fed by ideas, conversations and variety. Your mind links things quickly, you enjoy learning a little about a lot, and you find your purpose by asking questions, sharing what you know and keeping several doors open.',
    },
    moon: {
      keywords: 'talking it through, mental stimulation, lightness, change',
      description:
        'You process feelings by naming them and discussing them. Boredom unsettles you more than conflict does, and a lively exchange or a new piece of information can lift your mood in minutes. You need companions who can keep up with your changes of mind.',
    },
    rising: {
      keywords: 'chatty, alert, youthful, adaptable',
      description:
        'You come across as quick, friendly and interested in everything. You ask questions, crack jokes and adjust to any group, so people often remember you as the one who got the conversation going.',
    },
  },
  cancer: {
    sun: {
      keywords: 'care, memory, protection, intuition',
      description:
        'Home, family and belonging sit at the centre of who you are. You remember how things felt, notice what others need before they say it, and put great energy into protecting the people and traditions you love.',
    },
    moon: {
      keywords: 'nurturing, sensitivity, attachment, moods',
      description:
        'Feelings run deep and colour everything. You need a safe place to retreat to, people who stay, and the chance to look after someone. Tides of mood are natural for you; being allowed to feel them without judgement lets them pass.',
    },
    rising: {
      keywords: 'gentle, approachable, cautious, caring',
      description:
        'Others first see a soft and attentive manner, sometimes with a protective shell while you work out whether a place is safe. Once at ease, you make people feel looked after and at home.',
    },
  },
  leo: {
    sun: {
      keywords: 'creativity, warmth, pride, generosity',
      description:
        'You are here to express yourself wholeheartedly. You shine when you create, lead or perform, you give loyally and lavishly, and you need your efforts to be seen. Dignity and playfulness live side by side in you.',
    },
    moon: {
      keywords: 'recognition, affection, play, loyalty',
      description:
        'You feel secure when you are appreciated and when you can give warmth openly. Being ignored hurts more than being criticised. Fun, creative outlets and a loyal inner circle keep your heart generous and bright.',
    },
    rising: {
      keywords: 'radiant, confident, expressive, magnetic',
      description:
        'You enter a room with presence, whether you intend to or not. People notice your warmth, your style and a certain theatrical flair, and they often expect you to take the lead.',
    },
  },
  virgo: {
    sun: {
      keywords: 'precision, service, analysis, improvement',
      description:
        'You find meaning in doing things well and in being useful. You see details others miss, enjoy refining a method until it works, and your care often shows as practical help rather than grand words.',
    },
    moon: {
      keywords: 'order, usefulness, routine, reassurance',
      description:
        'A tidy space and a workable plan calm your feelings. Worry is your sign of stress; a task you can complete turns it into focus. You show love by fixing, organising and remembering the small things.',
    },
    rising: {
      keywords: 'modest, observant, neat, helpful',
      description:
        'You come across as thoughtful, well-prepared and a little reserved. People sense that you are quietly assessing the situation, and they come to you when something needs to be sorted out properly.',
    },
  },
  libra: {
    sun: {
      keywords: 'harmony, fairness, partnership, grace',
      description:
        'Relationships are the mirror in which you discover yourself. You weigh every side, value fairness and beauty, and you are at your best when you bring people together and make a shared space more balanced.',
    },
    moon: {
      keywords: 'peace, companionship, beauty, balance',
      description:
        'Discord in your surroundings quickly becomes discord inside you. You need kindness, pleasant company and a partner to share feelings with. You sometimes set your own needs aside to keep the peace, so naming them is part of your emotional health.',
    },
    rising: {
      keywords: 'charming, diplomatic, polished, agreeable',
      description:
        'Your first impression is gracious and easy to like. You read the mood of a group, soften hard edges and pay attention to how things look, so people feel comfortable with you from the start.',
    },
  },
  scorpio: {
    sun: {
      keywords: 'intensity, depth, resilience, transformation',
      description:
        'You want the truth beneath the surface and you commit completely. Power, intimacy and change fascinate you. You can endure a great deal and come back renewed, and your loyalty, once given, is profound.',
    },
    moon: {
      keywords: 'emotional depth, privacy, trust, passion',
      description:
        'You feel everything at full strength but show little until trust is earned. Betrayal is your deepest fear and closeness your deepest need. Time alone to process, and people who can handle honesty, keep you steady.',
    },
    rising: {
      keywords: 'magnetic, guarded, perceptive, intense',
      description:
        'People sense a strong, contained presence behind a calm surface. You watch before you reveal, and your gaze can feel as though it sees straight through pretence.',
    },
  },
  sagittarius: {
    sun: {
      keywords: 'adventure, optimism, meaning, freedom',
      description:
        'You are a seeker. Travel, study, philosophy and big questions draw you forward, and you keep faith that the next horizon holds something worth finding. Honesty and a sense of humour carry you through almost anything.',
    },
    moon: {
      keywords: 'space, enthusiasm, frankness, hope',
      description:
        'You need room to roam, physically or in your mind. Feeling fenced in is what upsets you most, while a new plan, an open road or a good laugh restores you. You bounce back quickly and rarely hold on to gloom.',
    },
    rising: {
      keywords: 'cheerful, open, outspoken, adventurous',
      description:
        'You come across as friendly, candid and ready for anything. Your enthusiasm is infectious, you speak your mind, and people often picture you on your way somewhere new.',
    },
  },
  capricorn: {
    sun: {
      keywords: 'ambition, discipline, responsibility, endurance',
      description:
        'You climb steadily towards goals that matter. Structure, competence and lasting achievement give you purpose, and you take responsibility seriously. Your dry humour and patience often grow richer with age.',
    },
    moon: {
      keywords: 'self-reliance, restraint, stability, duty',
      description:
        'You feel safe when you are in control of your circumstances and making progress. You tend to handle feelings privately and practically. Respect, reliable commitments and visible results nourish you more than words of comfort.',
    },
    rising: {
      keywords: 'serious, capable, reserved, dignified',
      description:
        'Your first impression is composed and competent, sometimes older than your years. People trust you to be responsible, and your warmth shows gradually once a relationship has proven itself.',
    },
  },
  aquarius: {
    sun: {
      keywords: 'originality, independence, ideals, community',
      description:
        'You think ahead of the crowd and follow your own logic. Causes, friendships and new ideas give you purpose, and you value freedom for yourself as much as fairness for everyone. Being different does not trouble you.',
    },
    moon: {
      keywords: 'detachment, friendship, freedom, reason',
      description:
        'You step back from feelings to understand them. You need space, mental rapport and friends who accept your quirks. Emotional pressure makes you withdraw, while respect for your independence brings you closer.',
    },
    rising: {
      keywords: 'unconventional, friendly, cool, inventive',
      description:
        'People meet someone a little unexpected: sociable yet hard to pin down, open-minded and interested in ideas. Your style or opinions may stand out, and you are at ease being the odd one in the room.',
    },
  },
  pisces: {
    sun: {
      keywords: 'compassion, imagination, intuition, surrender',
      description:
        'You sense the connections between people and worlds. Art, music, spirituality and service speak to you, and your empathy can be boundless. Purpose comes from giving form to what you feel and imagine.',
    },
    moon: {
      keywords: 'empathy, sensitivity, dreaminess, retreat',
      description:
        'You absorb the moods around you like water takes on colour. Quiet time, creative escape and gentle company help you find your own feelings again. Clear boundaries keep your kindness from wearing you out.',
    },
    rising: {
      keywords: 'gentle, dreamy, receptive, elusive',
      description:
        'You come across as soft-spoken, kind and a little otherworldly. People feel understood in your presence, and they may project onto you, because you reflect back what they bring.',
    },
  },
};
