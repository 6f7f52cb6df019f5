/**
 * One line for each term the PDF uses, printed in small grey type under its heading: the
 * Human Design terms of the data pages, and the subject of each interpretation section.
 */

/** Human Design terms, by their label in the PDF. */
export const HD_TERMS: Readonly<Record<string, string>> = {
  Type: 'Your energy type: how your energy meets the world and other people.',
  Strategy: 'The way of engaging with life that suits your type and keeps resistance low.',
  Authority: 'Where your most reliable decisions come from.',
  Profile: 'The two lines of your Sun gates: the role you tend to play and how you learn.',
  Definition: 'How your defined centres connect: as one whole, split in parts, or not at all.',
  'Incarnation Cross': 'Your life theme, from the gates of the Sun and Earth at birth and at design.',
  Signature: 'The feeling that tells you that you live by your design.',
  'Not-Self Theme': 'The feeling that signals you have drifted from it.',
  Motivation: 'Variable: what truly moves you.',
  Perspective: 'Variable: how you best see and understand the world.',
  Digestion: 'Variable: how you best take in food and experience.',
  Environment: 'Variable: the surroundings where you thrive.',
  'Design Sense': 'Variable: how your mind best takes in information.',
  Sense: 'Variable: the tone your conscious mind trusts (from the personality Sun).',
};

/** What each interpretation section is about, by its normalised title. */
const SECTION_TERMS: Readonly<Record<string, string>> = {
  sun: 'The Sun: your core self, vitality and the way you shine.',
  moon: 'The Moon: your emotions, needs and instincts, what makes you feel safe.',
  mercury: 'Mercury: how you think, learn and communicate.',
  venus: 'Venus: how you love, what you value and find beautiful.',
  mars: 'Mars: your drive, courage and the way you act and assert yourself.',
  jupiter: 'Jupiter: where you grow, find luck and meaning.',
  saturn: 'Saturn: your discipline, limits and the lessons that build lasting strength.',
  uranus: 'Uranus: where you seek freedom, change and originality (a generational planet).',
  neptune: 'Neptune: your dreams, intuition and ideals (a generational planet).',
  pluto: 'Pluto: deep transformation, power and renewal (a generational planet).',
  chiron: 'Chiron: the wounded healer, where an old hurt becomes the gift you offer others.',
  ascendant: 'The Ascendant: the sign rising in the east at your birth, the way you meet the world.',
  ic: 'The IC (Imum Coeli): the lowest point of the chart, your roots, home and inner foundation.',
  icimumcoeli: 'The IC (Imum Coeli): the lowest point of the chart, your roots, home and inner foundation.',
  descendant: 'The Descendant: opposite the Ascendant, what you seek in partners.',
  midheaven: 'The Midheaven (MC): the highest point of the chart, your calling and public life.',
  lilith: 'Lilith (the Black Moon): your untamed, instinctive side and what you refuse to give up.',
  northnode: 'The North Node: the direction of growth your life is drawn towards.',
  southnode: 'The South Node: the familiar gifts and habits you grow from.',
  partoffortune: 'The Part of Fortune: a point computed from the Sun, Moon and Ascendant, where ease and joy come to you.',
  definedcenters: 'Your defined centres: the energies that work consistently in you.',
  undefinedcenters: 'Your open centres: where you take in and amplify the energy of others, and can grow wise.',
  lifepathnumber: 'Your Life Path Number, from your full birth date: the road your life tends to take.',
};

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

/** The line under an interpretation section's title, if the PDF knows the term. */
export function sectionTerm(title: string): string | undefined {
  const n = norm(title);
  const hd = Object.entries(HD_TERMS).find(([k]) => norm(k) === n)?.[1];
  return SECTION_TERMS[n] ?? hd;
}
