/**
 * A complete blueprint document in the shapes of spec 2.3, independent of the cores:
 * used by the PDF tests and the benchmark. Texts use the accents of the six languages
 * the service speaks and the degree sign.
 */
import type { BlueprintAspect, BlueprintDocument, ModuleKey, SectionRef } from '#shared/blueprint/types';

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const sign = (lon: number): string => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)]!;

const LONGITUDES: Record<string, number> = {
  sun: 84.52, moon: 212.08, mercury: 70.4, venus: 101.77, mars: 160.3, jupiter: 12.9, saturn: 289.15,
  uranus: 275.6, neptune: 283.2, pluto: 225.45, chiron: 110.1, lilith: 341.8, north_node: 300.5,
  south_node: 120.5, ascendant: 187.25, midheaven: 97.6, part_of_fortune: 315.3,
};
const ASC = 187.25;

export const ASPECT_DEFS: ReadonlyArray<readonly [string, number, number]> = [
  ['conjunction', 0, 8], ['opposition', 180, 8], ['trine', 120, 7], ['square', 90, 7], ['sextile', 60, 5],
  ['quincunx', 150, 3], ['semi-sextile', 30, 2],
];

function aspects(): BlueprintAspect[] {
  const keys = Object.keys(LONGITUDES).filter((k) => !['south_node', 'part_of_fortune'].includes(k));
  const out: BlueprintAspect[] = [];
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++) {
      let d = Math.abs(LONGITUDES[keys[i]!]! - LONGITUDES[keys[j]!]!) % 360;
      if (d > 180) d = 360 - d;
      for (const [type, angle, orb] of ASPECT_DEFS)
        if (Math.abs(d - angle) <= orb) out.push({ planet1: keys[i]!, planet2: keys[j]!, type, orb: Math.round(Math.abs(d - angle) * 100) / 100 });
    }
  return out;
}

const houseOf = (lon: number): number => Math.floor((((lon - ASC) % 360) + 360) % 360 / 30) + 1;

export const ASTRO_TITLES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron',
  'Ascendant', 'IC', 'Descendant', 'Midheaven', 'Lilith', 'North Node', 'South Node', 'Part of Fortune',
];
export const HD_TITLES = [
  'Type', 'Strategy', 'Authority', 'Profile', 'Definition', 'Incarnation Cross', 'Signature', 'Motivation',
  'Perspective', 'Digestion', 'Environment', 'Design Sense', 'Defined Centers', 'Undefined Centers',
];
export const NUM_TITLES = ['Life Path Number'];

const PHRASES = [
  'Your chart shows a steady rhythm: you move forward when the ground feels solid beneath you, and you rest without guilt when it does not.',
  'En français : la créativité naît souvent d’un élan spontané ; élève, forêt, garçon, où, naïf, cœur.',
  'En español: la constancia es tu mayor fortaleza; mañana, corazón, acción, pequeño, ¿por qué? ¡Adelante!',
  'Auf Deutsch: Geduld öffnet Türen, die Eile verschließt; Größe, Übung, Fußweg, schön.',
  'Em português: a intuição guia as decisões; coração, ação, irmã, você, pão, avô.',
  'In italiano: la curiosità è una bussola; perché, città, più, virtù, così.',
  'The Sun at 24°31′ Gemini in the ninth house favours long journeys of the mind, teaching and translation.',
  'When tension rises, return to your breath and to the body: clarity comes after the wave, not inside it.',
];

/** About 200 words of multilingual text, with a sub-heading and a bullet list. */
export function sampleText(seed: number, title: string): string {
  const pick = (i: number): string => PHRASES[(seed + i) % PHRASES.length]!;
  return [
    `${title}: ${pick(0)} ${pick(1)} ${pick(2)}`,
    `${pick(3)} ${pick(4)} ${pick(5)} ${pick(6)}`,
    '## In practice',
    `- ${pick(7)}\n- ${pick(0)}\n- ${pick(2)}`,
    `${pick(5)} ${pick(6)} ${pick(1)} ${pick(3)}`,
  ].join('\n\n');
}

const keyOf = (module: ModuleKey, title: string): string => `${module}_${title.toLowerCase().replace(/[^a-z]+/g, '_')}`;

export function fixtureDocument(opts: { ai?: boolean; name?: string } = {}): BlueprintDocument {
  const sections: SectionRef[] = [];
  const aiContent: Record<string, string> = {};
  if (opts.ai !== false) {
    const add = (module: ModuleKey, titles: string[]): void =>
      titles.forEach((title, i) => {
        const key = keyOf(module, title);
        sections.push({ key, title, module });
        aiContent[key] = sampleText(i + sections.length, title);
      });
    add('astrology', ASTRO_TITLES);
    add('humanDesign', HD_TITLES);
    add('numerology', NUM_TITLES);
  }
  const celestialBodies = Object.fromEntries(
    Object.entries(LONGITUDES).map(([k, lon]) => [k, { sign: sign(lon), longitude: lon, house: houseOf(lon), isRetrograde: k === 'saturn' }]),
  );
  const houses = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => {
      const lon = (ASC + i * 30 + (i % 3) * 2.5) % 360;
      return [String(i + 1), { sign: sign(lon), longitude: lon }];
    }),
  );
  return {
    birthInfo: { fullName: opts.name ?? 'Zoë Müller-Çelik', date: '1990-06-15', time: '14:30', location: 'São Paulo, Brazil', utc: '1990-06-15T17:30:00.000Z', utcOffset: '-03:00' },
    astrology: { celestialBodies, houses, aspects: aspects() },
    humanDesign: {
      type: 'Manifesting Generator',
      strategy: 'To respond',
      authority: 'Sacral',
      profile: '3/5',
      definition: 'Split definition',
      incarnationCross: 'Right Angle Cross of Explanation (12/11 | 15/10)',
      motivation: 'Innocence',
      birthUtc: '1990-06-15T17:30:00.000Z',
      designUtc: '1990-03-16T09:12:27.836Z',
      perspective: 'Possibility',
      centers: {
        head: { defined: false }, ajna: { defined: false }, throat: { defined: true }, g: { defined: true },
        heart: { defined: false }, sacral: { defined: true }, solarPlexus: { defined: false }, spleen: { defined: true },
        root: { defined: true },
      },
      channels: [
        { gates: [10, 20], name: 'Awakening' },
        { gates: [34, 57], name: 'Power' },
        { gates: [3, 60], name: 'Mutation' },
      ],
      gates: [
        { gate: 12, line: 3, planet: 'sun', activation: 'personality' },
        { gate: 11, line: 3, planet: 'earth', activation: 'personality' },
        { gate: 20, line: 1, planet: 'moon', activation: 'personality' },
        { gate: 57, line: 5, planet: 'mercury', activation: 'personality' },
        { gate: 3, line: 2, planet: 'venus', activation: 'personality' },
        { gate: 34, line: 4, planet: 'mars', activation: 'personality' },
        { gate: 15, line: 5, planet: 'sun', activation: 'design' },
        { gate: 10, line: 5, planet: 'earth', activation: 'design' },
        { gate: 60, line: 2, planet: 'moon', activation: 'design' },
        { gate: 34, line: 1, planet: 'mercury', activation: 'design' },
        { gate: 41, line: 6, planet: 'venus', activation: 'design' },
        { gate: 25, line: 3, planet: 'mars', activation: 'design' },
      ],
    },
    numerology: { lifePathNumber: 4, expressionNumber: 7, soulUrgeNumber: 11, personalYear: 9, personalMonth: 2, personalDay: 6 },
    aiContent,
    sections,
    createdAt: '2026-11-22T04:00:00.000Z',
  };
}
