/**
 * The team's own numerology interpretation texts for the offline writer (original wording).
 */

export interface NumberText {
  keywords: string;
  lesson: string;
  gifts: string;
  challenge: string;
}

export const LIFE_PATH_TEXTS: Record<number, NumberText> = {
  1: {
    keywords: 'independence, initiative and leadership',
    lesson: 'Life path 1 is the path of the pioneer. Your lesson is to trust your own judgement and to stand on your own feet, starting things that did not exist before.',
    gifts: 'You bring originality, courage and the drive to turn an idea into a first step.',
    challenge: 'The growth edge is to lead without isolating yourself, and to let others help without feeling smaller for it.',
  },
  2: {
    keywords: 'cooperation, sensitivity and partnership',
    lesson: 'Life path 2 is the path of the peacemaker. Your lesson is to value your quiet influence: the connections you make and the balance you bring.',
    gifts: 'You bring tact, patience and a fine perception of what others feel and need.',
    challenge: 'The growth edge is to keep your own voice in a relationship and to avoid dissolving into other people\'s wishes.',
  },
  3: {
    keywords: 'expression, creativity and joy',
    lesson: 'Life path 3 is the path of the communicator. Your lesson is to let your creativity and your words out into the world, lightly and generously.',
    gifts: 'You bring imagination, humour and the ability to inspire with language, art or presence.',
    challenge: 'The growth edge is to focus your many talents long enough for them to ripen, and to share deeper feelings as well as bright ones.',
  },
  4: {
    keywords: 'stability, work and structure',
    lesson: 'Life path 4 is the path of the builder. Your lesson is to create solid foundations, step by step, that others can rely on.',
    gifts: 'You bring persistence, order and a talent for making plans real.',
    challenge: 'The growth edge is to stay flexible when plans change, and to remember that rest is also part of building.',
  },
  5: {
    keywords: 'freedom, change and experience',
    lesson: 'Life path 5 is the path of the explorer. Your lesson is to use freedom well: to learn from variety and change rather than simply chase it.',
    gifts: 'You bring adaptability, curiosity and a talent for connecting with all kinds of people.',
    challenge: 'The growth edge is to choose commitments that still leave room to breathe, and to stay with something long enough to master it.',
  },
  6: {
    keywords: 'care, responsibility and harmony',
    lesson: 'Life path 6 is the path of the nurturer. Your lesson is to love and support others from a full cup rather than an empty one.',
    gifts: 'You bring warmth, a sense of beauty and a gift for creating homes and communities where people feel looked after.',
    challenge: 'The growth edge is to care without controlling, and to let people, including you, be imperfect.',
  },
  7: {
    keywords: 'reflection, insight and truth',
    lesson: 'Life path 7 is the path of the seeker. Your lesson is to trust your inner knowing while continuing to study and question.',
    gifts: 'You bring depth, analysis and an intuition that sees beneath appearances.',
    challenge: 'The growth edge is to let others in, and to balance solitude with connection.',
  },
  8: {
    keywords: 'achievement, authority and abundance',
    lesson: 'Life path 8 is the path of the executive. Your lesson is to handle power and material life with integrity and balance.',
    gifts: 'You bring vision, organisational strength and resilience after setbacks.',
    challenge: 'The growth edge is to measure success by more than results, and to make space for relationships and rest.',
  },
  9: {
    keywords: 'compassion, completion and service',
    lesson: 'Life path 9 is the path of the humanitarian. Your lesson is to give from a wide heart and to let go gracefully when a chapter ends.',
    gifts: 'You bring idealism, tolerance and a creative, generous spirit.',
    challenge: 'The growth edge is to care for your own needs too, and to release the past rather than carrying it.',
  },
  11: {
    keywords: 'intuition, inspiration and illumination',
    lesson: 'Life path 11 is a master number path, the path of the inspirer. It carries the sensitivity of the 2 at a higher intensity; your lesson is to trust your intuition and share the insights it brings.',
    gifts: 'You bring vision, spiritual sensitivity and the ability to uplift others simply by being yourself.',
    challenge: 'The growth edge is to ground your high sensitivity in daily routines so that nervous energy becomes inspiration.',
  },
  22: {
    keywords: 'vision, mastery and large-scale building',
    lesson: 'Life path 22 is a master number path, the path of the master builder. It combines the practicality of the 4 with a large vision; your lesson is to turn ideals into lasting structures.',
    gifts: 'You bring a rare mix of dreaming big and working methodically.',
    challenge: 'The growth edge is to meet the pressure of your own potential with patience, one achievable stage at a time.',
  },
  33: {
    keywords: 'compassion, teaching and healing presence',
    lesson: 'Life path 33 is a master number path, the path of the master teacher. It deepens the caring 6; your lesson is to serve with love while keeping healthy boundaries.',
    gifts: 'You bring compassion, creativity and an encouraging presence that helps others grow.',
    challenge: 'The growth edge is to avoid taking on everyone\'s burdens and to let service be joyful rather than heavy.',
  },
};

export const numberKeywords = (n: number): string => LIFE_PATH_TEXTS[n]?.keywords ?? 'a distinctive personal theme';

/** Personal year themes (1..9), used in transit texts. */
export const PERSONAL_YEAR_TEXTS: Record<number, string> = {
  1: 'a year of new beginnings and planting seeds',
  2: 'a year of patience, partnership and quiet growth',
  3: 'a year of expression, creativity and social life',
  4: 'a year of work, structure and solid foundations',
  5: 'a year of change, movement and fresh experience',
  6: 'a year of home, responsibility and relationships',
  7: 'a year of reflection, study and inner work',
  8: 'a year of achievement, ambition and practical results',
  9: 'a year of completion, release and preparing for the next cycle',
};
