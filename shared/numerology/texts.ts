/** The team's own interpretation texts for numerology numbers. */

export interface NumberText {
  name: string;
  /** Comma-separated. */
  keywords: string;
  description: string;
  strengths: string[];
  challenges: string[];
}

export const LIFE_PATH_TEXTS: Readonly<Record<number, NumberText>> = {
  1: {
    name: 'The Leader',
    keywords: 'independence, initiative, courage, originality',
    description:
      'Life path 1 is about standing on your own feet. You learn by starting things, choosing a direction before others do and taking responsibility for where it leads. Your growth comes from trusting your own judgment while remembering that leading also means bringing people along.',
    strengths: ['Self-motivated and decisive', 'Original thinking', 'Courage to go first', 'Strong will and drive'],
    challenges: ['Impatience with slower people', 'Reluctance to ask for help', 'Stubbornness', 'Taking on too much alone'],
  },
  2: {
    name: 'The Peacemaker',
    keywords: 'cooperation, diplomacy, sensitivity, partnership',
    description:
      'Life path 2 is about working with others. You notice what people feel and need, and you are at your best when you help two sides meet. Your growth comes from valuing your own needs as much as you value harmony, and from speaking up before resentment builds.',
    strengths: ['Tact and diplomacy', 'Deep empathy', 'Patience with detail', 'Loyal in partnership'],
    challenges: ['Avoiding conflict at any cost', 'Oversensitivity to criticism', 'Indecision', 'Losing yourself in others'],
  },
  3: {
    name: 'The Communicator',
    keywords: 'expression, creativity, joy, sociability',
    description:
      'Life path 3 is about expressing what is inside you, in words, art or play. You lift the mood of a room and turn experience into stories. Your growth comes from giving your talents discipline and depth rather than scattering them across too many starts.',
    strengths: ['Natural storyteller', 'Creative imagination', 'Optimism that spreads', 'Ease with people'],
    challenges: ['Scattered energy', 'Avoiding difficult feelings', 'Sensitivity to being ignored', 'Unfinished projects'],
  },
  4: {
    name: 'The Builder',
    keywords: 'stability, discipline, order, reliability',
    description:
      'Life path 4 is about building something that lasts. You are steady, practical and willing to do the work step by step. Your growth comes from letting structure serve you rather than confine you, and from accepting change as part of any solid plan.',
    strengths: ['Dependable and hard-working', 'Practical problem solving', 'Strong sense of order', 'Persistence'],
    challenges: ['Rigidity', 'Resistance to change', 'Overwork', 'Being too critical of self and others'],
  },
  5: {
    name: 'The Adventurer',
    keywords: 'freedom, change, curiosity, versatility',
    description:
      'Life path 5 is about freedom and experience. You learn through variety, travel, people and the senses, and you adapt quickly when plans change. Your growth comes from finding commitments that feel like choices rather than cages.',
    strengths: ['Adaptable and resourceful', 'Curious about everything', 'Persuasive and lively', 'Quick learner'],
    challenges: ['Restlessness', 'Avoiding commitment', 'Excess and impulsiveness', 'Boredom with routine'],
  },
  6: {
    name: 'The Nurturer',
    keywords: 'responsibility, care, family, harmony',
    description:
      'Life path 6 is about love expressed as responsibility. You care for family, friends and community and feel at home when the people around you are well. Your growth comes from caring without controlling and from including yourself in the circle you look after.',
    strengths: ['Warm and protective', 'Sense of duty', 'Eye for beauty and balance', 'Reliable support for others'],
    challenges: ['Perfectionism', 'Meddling in others’ lives', 'Self-sacrifice to exhaustion', 'Worry'],
  },
  7: {
    name: 'The Seeker',
    keywords: 'analysis, introspection, wisdom, spirituality',
    description:
      'Life path 7 is about the search for what is true beneath the surface. You need time alone to think, study and reflect, and your insights often come from quiet observation. Your growth comes from trusting others enough to share what you find.',
    strengths: ['Deep and analytical mind', 'Intuition backed by study', 'Independence of thought', 'Calm under pressure'],
    challenges: ['Isolation', 'Suspicion and distrust', 'Coldness when hurt', 'Overthinking'],
  },
  8: {
    name: 'The Achiever',
    keywords: 'ambition, authority, abundance, power',
    description:
      'Life path 8 is about power used well: money, organisation and influence. You think in goals and results and can handle large responsibilities. Your growth comes from balancing material success with integrity, generosity and time for the people you work for.',
    strengths: ['Executive ability', 'Resilience after setbacks', 'Good judgment with resources', 'Confidence'],
    challenges: ['Workaholism', 'Controlling behaviour', 'Measuring worth by status', 'Impatience with weakness'],
  },
  9: {
    name: 'The Humanitarian',
    keywords: 'compassion, idealism, generosity, completion',
    description:
      'Life path 9 is about serving something larger than yourself. You are broad-minded and moved by the needs of the world, and you often carry the experience of many endings and new beginnings. Your growth comes from letting go gracefully and giving without expecting a return.',
    strengths: ['Compassion and tolerance', 'Creative and artistic gifts', 'Wide view of life', 'Generosity'],
    challenges: ['Difficulty letting go', 'Martyrdom', 'Disappointment when ideals are not met', 'Neglecting personal needs'],
  },
  11: {
    name: 'The Intuitive',
    keywords: 'intuition, inspiration, vision, sensitivity',
    description:
      'Master number 11 carries the cooperation of the 2 with a heightened charge. You sense ideas and moods before they are spoken and can inspire others with a glimpse of what is possible. Your growth comes from grounding that sensitivity so that nervous tension becomes guidance.',
    strengths: ['Strong intuition', 'Inspiring presence', 'Spiritual and artistic insight', 'Empathy'],
    challenges: ['Nervous tension', 'Self-doubt', 'Feeling overwhelmed by others', 'Impractical dreams'],
  },
  22: {
    name: 'The Master Builder',
    keywords: 'vision, mastery, practical idealism, legacy',
    description:
      'Master number 22 joins the vision of the 11 with the method of the 4. You can turn large ideas into real structures that serve many people. Your growth comes from accepting the size of your potential without being crushed by the pressure it brings.',
    strengths: ['Turns vision into plans', 'Organises people and resources', 'Disciplined and patient', 'Thinks long term'],
    challenges: ['Pressure of high expectations', 'Controlling the details', 'Fear of failure', 'Burnout'],
  },
  33: {
    name: 'The Master Teacher',
    keywords: 'compassion, healing, guidance, service',
    description:
      'Master number 33 raises the care of the 6 to a calling. You teach by example and support others in growing, often through creative or healing work. Your growth comes from serving from strength rather than from self-sacrifice.',
    strengths: ['Unconditional care', 'Gift for teaching and encouraging', 'Creative expression', 'Sense of responsibility'],
    challenges: ['Carrying others’ burdens', 'Perfectionism', 'Neglecting yourself', 'Taking criticism to heart'],
  },
};

/** Personal cycle numbers 1..9: [year, month, day] short descriptions. */
export const PERSONAL_TEXTS: Readonly<Record<number, { year: string; month: string; day: string }>> = {
  1: {
    year: 'A year of new beginnings: start projects, take the initiative and set the direction for the next nine years.',
    month: 'A month to begin something and act on your own ideas.',
    day: 'A day to start, decide and take the lead.',
  },
  2: {
    year: 'A year of patience and partnership: let plans grow slowly, cooperate and pay attention to relationships.',
    month: 'A month for cooperation, listening and small careful steps.',
    day: 'A day for diplomacy, teamwork and quiet attention to detail.',
  },
  3: {
    year: 'A year of expression and social life: create, communicate and enjoy the people around you.',
    month: 'A month to express yourself, socialise and create.',
    day: 'A day for conversation, creativity and lightness.',
  },
  4: {
    year: 'A year of work and foundations: organise, build steadily and attend to health and practical matters.',
    month: 'A month for steady work, planning and order.',
    day: 'A day to get organised and finish practical tasks.',
  },
  5: {
    year: 'A year of change and freedom: expect movement, new experiences and a need for variety.',
    month: 'A month of change, travel and unexpected openings.',
    day: 'A day for flexibility, variety and trying something new.',
  },
  6: {
    year: 'A year of home and responsibility: family, relationships and commitments take centre stage.',
    month: 'A month to care for home, family and commitments.',
    day: 'A day to help, support and make things harmonious.',
  },
  7: {
    year: 'A year of reflection: study, rest, look inward and refine what you have built.',
    month: 'A month for reflection, study and time alone.',
    day: 'A day to think, research and recharge.',
  },
  8: {
    year: 'A year of achievement: ambition, finances and recognition for earlier effort come to the fore.',
    month: 'A month for business, decisions and results.',
    day: 'A day to handle money, authority and important decisions.',
  },
  9: {
    year: 'A year of completion: finish cycles, let go of what is outgrown and make room for a new start.',
    month: 'A month to finish, clear out and forgive.',
    day: 'A day to complete tasks and release what is done.',
  },
};
