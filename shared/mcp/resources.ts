/**
 * The MCP resources: reference texts an agent needs to read the tools' results, built from the
 * texts and tables the service already uses (the big-three texts, the offline writer's astrology,
 * Human Design and numerology texts, the orb table, the bodygraph). Free: no key check beyond the
 * MCP request's own, no count, no charge. Markdown, one resource per topic.
 */
import { ASPECT_TEXTS, HOUSE_TEXTS, SIGN_TEXTS } from '../ai/offline/astro-texts';
import { AUTHORITY_TEXTS, CENTER_TEXTS, PROFILE_LINES, TYPE_TEXTS } from '../ai/offline/hd-texts';
import { ASPECTS } from '../astro/aspects';
import { BIG_THREE_TEXTS } from '../astro/big-three-texts';
import { SIGNS } from '../astro/zodiac';
import { CENTER_IDS, CENTER_GATES, CENTER_NAMES, CHANNELS, GATE_CENTER, WHEEL_INDEX } from '../human-design/bodygraph';
import { GATE_WIDTH } from '../human-design/gates';
import { LIFE_PATH_TEXTS, PERSONAL_TEXTS } from '../numerology/texts';

export interface ReferenceResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: 'text/markdown';
  text: () => string;
}

const URI = 'blueprint-api://reference/';

const degrees = (lon: number): string => {
  const sign = SIGNS[Math.floor(lon / 30) % 12]!;
  const d = lon % 30;
  return `${Math.floor(d)}°${String(Math.round((d % 1) * 60)).padStart(2, '0')}′ ${sign.name}`;
};

const zodiac = (): string =>
  [
    '# Zodiac signs',
    'Signs are lower case in the API (`"libra"`). Tropical zodiac; each sign spans 30° from its start.',
    ...SIGNS.map((s) => {
      const t = SIGN_TEXTS[s.key];
      const b = BIG_THREE_TEXTS[s.key];
      return [
        `## ${s.symbol} ${s.name} (\`${s.key}\`)`,
        `${s.start}°–${s.start + 30}° of ecliptic longitude; ${s.element}, ${s.modality}. Qualities: ${t.qualities}.`,
        t.style,
        `- **Sun** (${b.sun.keywords}): ${b.sun.description}`,
        `- **Moon** (${b.moon.keywords}): ${b.moon.description}`,
        `- **Rising** (${b.rising.keywords}): ${b.rising.description}`,
      ].join('\n\n');
    }),
  ].join('\n\n');

const houses = (): string =>
  [
    '# Houses',
    'Houses 1 to 12 of a chart (`house` in the API). In the daily sky and the sign horoscopes, without a birth chart, each sign is the house of the same number (Aries = 1 … Pisces = 12).',
    ...HOUSE_TEXTS.slice(1).map((t, i) => `## House ${i + 1}\n\n${t.charAt(0).toUpperCase()}${t.slice(1)}.`),
  ].join('\n\n');

const aspects = (): string =>
  [
    '# Aspects',
    'Angles between two bodies (`type` in the API). Orbs in degrees for luminaries (Sun, Moon), planets and points.',
    '| Aspect | Angle | Major | Orb luminary | Orb planet | Orb point |',
    '|---|---|---|---|---|---|',
    ...ASPECTS.map((a) => `| ${a.type} | ${a.angle}° | ${a.major ? 'yes' : 'no'} | ${a.orb.luminary} | ${a.orb.planet} | ${a.orb.point} |`),
    ...ASPECTS.filter((a) => ASPECT_TEXTS[a.type]).map((a) => `## ${a.type}\n\nA ${a.type} (${a.angle}°) ${ASPECT_TEXTS[a.type]}.`),
  ].join('\n\n');

const hdTypes = (): string =>
  [
    '# Human Design types, authorities and profile lines',
    ...Object.values(TYPE_TEXTS).map((t) =>
      [`## ${t.name}`, t.aura, t.gift, `**Strategy.** ${t.strategy}`, `**Signature.** ${t.signature}`, `**Not-self theme.** ${t.notSelf}`].join('\n\n'),
    ),
    '## Authorities',
    ...Object.entries(AUTHORITY_TEXTS).map(([k, t]) => `### ${k}\n\n${t}`),
    '## Profile lines',
    ...Object.entries(PROFILE_LINES).map(([n, l]) => `- **Line ${n}, ${l.name}**: ${l.text}.`),
  ].join('\n\n');

const hdCentres = (): string =>
  [
    '# Human Design centres and gates',
    'Nine centres; a centre is defined when a channel connects it (both gates of the channel activated).',
    ...CENTER_IDS.map((id) => {
      const t = CENTER_TEXTS[id];
      return [`## ${CENTER_NAMES[id]} (\`${id}\`)`, `Gates: ${CENTER_GATES[id].join(', ')}.`, `**Defined.** ${t.defined}`, `**Open.** ${t.open}`].join('\n\n');
    }),
    '## Channels',
    ...CHANNELS.map((c) => `- **${c.gates[0]}-${c.gates[1]} ${c.name}**: ${CENTER_NAMES[c.centers[0]]} to ${CENTER_NAMES[c.centers[1]]}`),
    '## Gates',
    'Each gate spans 5°37′30″ of the zodiac (six lines of 56′15″); the wheel starts with gate 41 at 2° Aquarius.',
    '| Gate | Centre | Channels | From | To |',
    '|---|---|---|---|---|',
    ...Array.from({ length: 64 }, (_, i) => i + 1).map((g) => {
      const from = (302 + WHEEL_INDEX[g]! * GATE_WIDTH) % 360;
      const channels = CHANNELS.filter((c) => c.gates.includes(g)).map((c) => `${c.gates[0]}-${c.gates[1]} ${c.name}`);
      return `| ${g} | ${CENTER_NAMES[GATE_CENTER[g]!]} | ${channels.join('; ') || '—'} | ${degrees(from)} | ${degrees((from + GATE_WIDTH) % 360)} |`;
    }),
  ].join('\n\n');

const numerology = (): string =>
  [
    '# Numerology numbers',
    'Life path, expression, soul urge and personality numbers reduce to 1–9, keeping the master numbers 11, 22 and 33.',
    ...Object.entries(LIFE_PATH_TEXTS).map(([n, t]) =>
      [`## ${n}: ${t.name}`, `Keywords: ${t.keywords}.`, t.description, `Strengths: ${t.strengths.join('; ')}.`, `Challenges: ${t.challenges.join('; ')}.`].join('\n\n'),
    ),
    '## Personal year, month and day',
    ...Object.entries(PERSONAL_TEXTS).map(([n, t]) => `- **${n}**: year: ${t.year} Month: ${t.month} Day: ${t.day}`),
  ].join('\n\n');

const md = (name: string, title: string, description: string, text: () => string): ReferenceResource => ({
  uri: `${URI}${name}`,
  name,
  title,
  description,
  mimeType: 'text/markdown',
  text,
});

export const RESOURCES: readonly ReferenceResource[] = [
  md('zodiac-signs', 'Zodiac signs', 'The twelve signs: element, modality, qualities, and each as Sun, Moon and rising sign', zodiac),
  md('houses', 'Houses', 'The life areas of the twelve houses', houses),
  md('aspects', 'Aspects', 'The aspects with their angles, orbs and meaning', aspects),
  md('human-design-types', 'Human Design types', 'Human Design types with strategy, signature and not-self theme; authorities; profile lines', hdTypes),
  md('human-design-centres', 'Human Design centres and gates', 'The nine centres (defined and open), the 36 channels and the 64 gates with their centre and zodiac span', hdCentres),
  md('numerology-numbers', 'Numerology numbers', 'The numbers 1-9, 11, 22 and 33, and the personal year, month and day cycles', numerology),
];

export const findResource = (uri: string): ReferenceResource | undefined => RESOURCES.find((r) => r.uri === uri);
