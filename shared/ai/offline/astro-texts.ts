/**
 * The team's own astrology interpretation texts for the offline writer (original wording).
 * Sections are composed from: what the point means, how its sign colours it, the life area of
 * its house, its degree, retrograde motion and its tightest aspect.
 */
import type { AstroBody, ZodiacSign } from '../facts';

export interface PointText {
  /** Display name used in sentences. */
  name: string;
  /** Opening sentence: what this point describes. */
  meaning: string;
  /** Short noun phrase, e.g. "your emotional nature". */
  noun: string;
  /** A practical invitation that closes the section. */
  invitation: string;
}

export const POINT_TEXTS: Record<AstroBody, PointText> = {
  sun: {
    name: 'Sun',
    meaning: 'The Sun describes the centre of your personality: the light you are here to grow into, and the activities that leave you feeling most alive.',
    noun: 'your sense of self',
    invitation: 'Give yourself regular time for whatever makes you feel like the author of your own life; your vitality follows purpose.',
  },
  moon: {
    name: 'Moon',
    meaning: 'The Moon shows your inner weather: how you feel before you think, what comforts you, and what you need in order to feel safe.',
    noun: 'your emotional nature',
    invitation: 'Notice what reliably settles you on a hard day and treat it as a real need rather than an indulgence.',
  },
  mercury: {
    name: 'Mercury',
    meaning: 'Mercury is the way your mind moves: how you take in information, make connections, and put thoughts into words.',
    noun: 'your mind and voice',
    invitation: 'Learn and speak in the rhythm that suits this placement instead of the one others expect; your clearest ideas come that way.',
  },
  venus: {
    name: 'Venus',
    meaning: 'Venus reveals what you find beautiful and valuable, how you give and receive affection, and what makes a relationship feel nourishing.',
    noun: 'your way of loving and valuing',
    invitation: 'Let the people close to you know what makes you feel appreciated; being specific is itself an act of love.',
  },
  mars: {
    name: 'Mars',
    meaning: 'Mars is your drive: how you go after what you want, how you handle conflict, and where your physical and creative energy flows.',
    noun: 'your drive and courage',
    invitation: 'Give this energy a clear, healthy outlet, a goal, a craft or movement, so that it works for you rather than simmering.',
  },
  jupiter: {
    name: 'Jupiter',
    meaning: 'Jupiter shows where you expand most easily: your faith in life, your generosity, and the areas where opportunities tend to find you.',
    noun: 'your sense of growth and meaning',
    invitation: 'Say yes to the learning and the open doors connected with this placement, while keeping an honest eye on excess.',
  },
  saturn: {
    name: 'Saturn',
    meaning: 'Saturn marks where life asks for patience and structure. It often begins as a feeling of pressure or inadequacy and matures into real, earned mastery.',
    noun: 'your relationship with responsibility and time',
    invitation: 'Choose one small, steady commitment in this area and keep it; Saturn rewards consistency far more than intensity.',
  },
  uranus: {
    name: 'Uranus',
    meaning: 'Uranus points to where you refuse to follow the script: your originality, your need for freedom, and the sudden insights that change your direction.',
    noun: 'your originality',
    invitation: 'Leave room for experiment here; what looks unusual to others may be exactly your contribution.',
  },
  neptune: {
    name: 'Neptune',
    meaning: 'Neptune describes your imagination and longing for something greater, the place where you are most intuitive and where boundaries can soften.',
    noun: 'your dreams and intuition',
    invitation: 'Give your imagination a form, art, music, service or reflection, and keep one foot on practical ground while you dream.',
  },
  pluto: {
    name: 'Pluto',
    meaning: 'Pluto shows where you meet intensity and transformation: what you are invited to let go of, and the deep personal power that grows from renewal.',
    noun: 'your capacity for transformation',
    invitation: 'When something in this area ends, trust that you have the resilience to rebuild it in a truer form.',
  },
  chiron: {
    name: 'Chiron',
    meaning: 'Chiron is often called the wounded healer: a sensitive spot in your story that, once accepted with kindness, becomes a source of empathy and wisdom for others.',
    noun: 'your sensitive, healing place',
    invitation: 'Treat this tender area with the patience you would offer a friend; your understanding here can become a gift you share.',
  },
  north_node: {
    name: 'North Node',
    meaning: 'The North Node points to the direction of growth: qualities that may feel unfamiliar at first but bring a deep sense of fulfilment as you develop them.',
    noun: 'your direction of growth',
    invitation: 'Take small, regular steps toward these unfamiliar qualities; progress here tends to feel meaningful rather than easy.',
  },
  south_node: {
    name: 'South Node',
    meaning: 'The South Node describes gifts and habits that already come naturally, a familiar resource that supports you as long as it does not become a comfort zone.',
    noun: 'your familiar gifts',
    invitation: 'Use these talents generously, and notice when you reach for them simply because they are safe.',
  },
  lilith: {
    name: 'Black Moon Lilith',
    meaning: 'Lilith represents the untamed part of you: instincts and truths you may once have been told to hide, and the place where you refuse to be made smaller.',
    noun: 'your untamed self',
    invitation: 'Notice where you have been quieting this part of you, and look for safe ways to let it speak.',
  },
  ascendant: {
    name: 'Ascendant',
    meaning: 'The Ascendant, or rising sign, is the doorway of your chart: the style with which you meet new people and situations, and the first impression you tend to make.',
    noun: 'your outward approach',
    invitation: 'Use this natural style consciously when you begin something new; it is the easiest door for your other qualities to walk through.',
  },
  midheaven: {
    name: 'Midheaven',
    meaning: 'The Midheaven is the highest point of your chart: your public direction, the contribution and reputation you build over time, and what vocation means to you.',
    noun: 'your calling and public path',
    invitation: 'Measure your career less by titles than by whether it lets these qualities show; that is where recognition tends to come.',
  },
  descendant: {
    name: 'Descendant',
    meaning: 'The Descendant sits opposite the Ascendant and describes partnership: the qualities you look for, and often meet, in the people you commit to.',
    noun: 'your way of partnering',
    invitation: 'Notice which of these qualities you admire in partners, and how you might also develop them in yourself.',
  },
  ic: {
    name: 'IC',
    meaning: 'The IC (Imum Coeli) is the root of your chart: home, family inheritance, private life and the inner foundation you return to when the world is loud.',
    noun: 'your roots and private world',
    invitation: 'Build a home life, whatever form it takes, that reflects these qualities; it is the ground everything else stands on.',
  },
  part_of_fortune: {
    name: 'Part of Fortune',
    meaning: 'The Part of Fortune, calculated from the Sun, Moon and Ascendant, shows where ease, joy and a sense of flow come most naturally to you.',
    noun: 'your natural joy',
    invitation: 'When life feels heavy, return to activities linked with this placement; they tend to restore your sense of good fortune.',
  },
};

export interface SignText {
  name: string;
  element: 'fire' | 'earth' | 'air' | 'water';
  modality: 'cardinal' | 'fixed' | 'mutable';
  /** Comma-separated qualities. */
  qualities: string;
  /** How a placement in this sign tends to express itself. */
  style: string;
}

export const SIGN_TEXTS: Record<ZodiacSign, SignText> = {
  aries: {
    name: 'Aries',
    element: 'fire',
    modality: 'cardinal',
    qualities: 'direct, courageous and quick to start',
    style: 'Aries lends it a pioneering, straightforward quality: you tend to act first and refine later, and you feel most yourself when there is something to initiate.',
  },
  taurus: {
    name: 'Taurus',
    element: 'earth',
    modality: 'fixed',
    qualities: 'steady, sensual and loyal',
    style: 'Taurus gives it a calm, grounded pace: you trust what you can touch and build over time, and you value comfort, beauty and reliability.',
  },
  gemini: {
    name: 'Gemini',
    element: 'air',
    modality: 'mutable',
    qualities: 'curious, versatile and talkative',
    style: 'Gemini makes it lively and inquisitive: you thrive on variety, conversation and ideas, and you keep learning by connecting one thing to another.',
  },
  cancer: {
    name: 'Cancer',
    element: 'water',
    modality: 'cardinal',
    qualities: 'caring, protective and intuitive',
    style: 'Cancer makes it tender and protective: you respond through feeling, care deeply for your own people, and need a safe base to be at your best.',
  },
  leo: {
    name: 'Leo',
    element: 'fire',
    modality: 'fixed',
    qualities: 'warm, expressive and generous',
    style: 'Leo gives it warmth and presence: you want to create, to be seen for who you really are, and to encourage others with your own wholeheartedness.',
  },
  virgo: {
    name: 'Virgo',
    element: 'earth',
    modality: 'mutable',
    qualities: 'attentive, practical and helpful',
    style: 'Virgo brings care for detail and usefulness: you improve things quietly, notice what others miss, and feel good when your skills make a real difference.',
  },
  libra: {
    name: 'Libra',
    element: 'air',
    modality: 'cardinal',
    qualities: 'fair-minded, gracious and relational',
    style: 'Libra colours it with diplomacy and a sense of balance: you weigh perspectives, seek harmony and beauty, and come alive in good company.',
  },
  scorpio: {
    name: 'Scorpio',
    element: 'water',
    modality: 'fixed',
    qualities: 'intense, perceptive and loyal',
    style: 'Scorpio gives it depth and focus: you look beneath the surface, commit fully, and prefer honest intensity to polite distance.',
  },
  sagittarius: {
    name: 'Sagittarius',
    element: 'fire',
    modality: 'mutable',
    qualities: 'adventurous, optimistic and frank',
    style: 'Sagittarius gives it a restless, searching spirit: you want meaning, space and horizons, and you lift others with your humour and candour.',
  },
  capricorn: {
    name: 'Capricorn',
    element: 'earth',
    modality: 'cardinal',
    qualities: 'ambitious, responsible and patient',
    style: 'Capricorn gives it structure and staying power: you think long-term, take commitments seriously, and quietly build something that lasts.',
  },
  aquarius: {
    name: 'Aquarius',
    element: 'air',
    modality: 'fixed',
    qualities: 'independent, inventive and idealistic',
    style: 'Aquarius brings originality and perspective: you think for yourself, care about the wider group, and often see where things are heading before others do.',
  },
  pisces: {
    name: 'Pisces',
    element: 'water',
    modality: 'mutable',
    qualities: 'compassionate, imaginative and receptive',
    style: 'Pisces makes it gentle and porous: you sense atmospheres, feel with others, and draw on an imagination that is rich and sometimes boundless.',
  },
};

export const ELEMENT_NOTES: Record<SignText['element'], string> = {
  fire: 'As a fire placement it is fuelled by enthusiasm and needs room to move.',
  earth: 'As an earth placement it grows through practical results and steady routines.',
  air: 'As an air placement it works through ideas, words and exchange with others.',
  water: 'As a water placement it works through feeling, intuition and emotional bonds.',
};

/** Life area of each house (index 1..12; slot 0 unused). */
export const HOUSE_TEXTS: readonly string[] = [
  '',
  'the first house, the house of self, body and personal initiative, so these themes show up visibly in how you present yourself and start things',
  'the second house of resources, possessions and self-worth, so this energy is tied to what you value and how you build security',
  'the third house of communication, learning, siblings and your neighbourhood, so it is expressed through everyday exchanges and curiosity',
  'the fourth house of home, family and inner foundations, so it lives most strongly in your private world and sense of belonging',
  'the fifth house of creativity, play, romance and children, so it wants joyful self-expression and things made for the pleasure of it',
  'the sixth house of daily work, health routines and service, so it shows in your habits, your craft and the way you help',
  'the seventh house of partnership and one-to-one relationships, so you often meet this energy through close others and agreements',
  'the eighth house of shared resources, intimacy and transformation, so it works in deep bonds and in the cycles of letting go and renewal',
  'the ninth house of travel, study, belief and meaning, so it seeks wider horizons, teachers and a philosophy of life',
  'the tenth house of career, public role and reputation, so it tends to be visible in your work and your standing in the world',
  'the eleventh house of friends, communities and hopes for the future, so it flourishes in groups, networks and shared causes',
  'the twelfth house of solitude, the unconscious and compassion, so it works quietly, behind the scenes, and through retreat and reflection',
];

export const ASPECT_TEXTS: Record<string, string> = {
  conjunction: 'blends the two energies so closely that they act as one',
  opposition: 'sets the two energies facing each other, asking you to find a balance between them',
  trine: 'lets the two energies support each other with natural ease',
  square: 'creates a productive tension between the two energies, a spur to growth and effort',
  sextile: 'links the two energies in a friendly way that opens opportunities when you act on them',
  quincunx: 'joins two energies that do not naturally understand each other, inviting ongoing adjustment',
  'semi-sextile': 'connects the two energies subtly, as neighbours learning to cooperate',
  semisextile: 'connects the two energies subtly, as neighbours learning to cooperate',
  'semi-square': 'adds a small, persistent friction between the two energies that keeps you moving',
  semisquare: 'adds a small, persistent friction between the two energies that keeps you moving',
  sesquiquadrate: 'brings an occasional restlessness between the two energies that asks for fine-tuning',
  sesquisquare: 'brings an occasional restlessness between the two energies that asks for fine-tuning',
  quintile: 'links the two energies through a creative talent waiting to be developed',
};

export const aspectText = (type: string): string =>
  ASPECT_TEXTS[type.toLowerCase()] ?? 'connects the two energies in a way worth exploring';
