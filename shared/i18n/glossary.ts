/**
 * The glossary of the seven languages (docs/glossary.md, written by `npm run glossary`): the
 * astrology, Human Design and Vedic terms each language uses, taken from the label tables the
 * texts, images, PDF and GET /labels use (one source), and the few terms of the written texts
 * that are not display names (the orb, a stellium, the compromise channels, a sign's lord).
 * Pure: no I/O.
 */
import { labelsFor, type LabelCategory } from './labels/index';
import { LANGUAGES, type Language } from './languages';

/** The categories of the glossary, in the order a reader meets them, with their headings. */
const SECTIONS: readonly [LabelCategory, string][] = [
  ['signs', 'Signs'],
  ['bodies', 'Bodies and points'],
  ['aspects', 'Aspects'],
  ['aspectPatterns', 'Aspect patterns'],
  ['elements', 'Elements'],
  ['modalities', 'Modalities'],
  ['houses', 'Houses'],
  ['lunarPhases', 'Lunar phases'],
  ['hdTypes', 'Human Design types'],
  ['hdStrategies', 'Human Design strategies'],
  ['hdAuthorities', 'Human Design authorities'],
  ['hdDefinitions', 'Human Design definitions'],
  ['hdCenters', 'Human Design centres'],
  ['hdMotivation', 'Human Design motivation'],
  ['hdPerspective', 'Human Design perspective'],
  ['grahas', 'Grahas (Vedic)'],
  ['rashis', 'Rashis (Vedic)'],
  ['nakshatras', 'Nakshatras (Vedic)'],
  ['dignities', 'Dignities (Vedic)'],
  ['yoginis', 'Yoginis (Vedic, Yogini dasha)'],
  ['poruthams', 'Poruthams (Vedic, South Indian matching)'],
];

/** Terms of the written texts that are no display name of an identifier: one word per language, kept to everywhere. */
export const TEXT_TERMS: readonly [string, Record<Language, string>][] = [
  ['orb (of an aspect)', { en: 'orb', fr: 'orbe', es: 'orbe', de: 'Orbis', pt: 'orbe', it: 'orbe', hi: 'अंतर (… के भीतर)' }],
  ['stellium', { en: 'stellium', fr: 'stellium', es: 'stellium', de: 'Stellium', pt: 'stellium', it: 'stellium', hi: 'ग्रह-पुंज' }],
  ['retrograde', { en: 'retrograde', fr: 'rétrograde', es: 'retrógrado', de: 'rückläufig', pt: 'retrógrado', it: 'retrogrado', hi: 'वक्री' }],
  ['ruler of the chart', { en: 'ruler of the chart', fr: 'maître de votre thème', es: 'regente de tu carta', de: 'Herrscher', pt: 'regente do seu mapa', it: 'governatore del tuo tema', hi: 'लग्नेश' }],
  ['lord of a sign (traditional ruler)', { en: 'ruler', fr: 'maître', es: 'regente', de: 'Herrscher', pt: 'regente', it: 'governatore', hi: 'स्वामी (केवल पारंपरिक: शनि, मंगल, बृहस्पति)' }],
  ['modern co-ruler (Uranus, Neptune, Pluto)', { en: 'modern co-ruler', fr: 'maître moderne', es: 'regente moderno', de: 'Mitherrscher (modern)', pt: 'regente moderno', it: 'governatore moderno', hi: 'आधुनिक शासक ग्रह' }],
  ['electromagnetic channel (two people)', { en: 'electromagnetic', fr: 'électromagnétique', es: 'electromagnético', de: 'elektromagnetisch', pt: 'eletromagnético', it: 'elettromagnetico', hi: 'इलेक्ट्रोमैग्नेटिक' }],
  ['compromise channel (two people)', { en: 'compromise', fr: 'compromis', es: 'concesión', de: 'Kompromiss', pt: 'compromisso', it: 'compromesso', hi: 'समझौता' }],
  ['blueprint', { en: 'blueprint', fr: 'blueprint', es: 'blueprint', de: 'Blueprint', pt: 'blueprint', it: 'blueprint', hi: 'ब्लूप्रिंट' }],
];

const cell = (s: string): string => s.replace(/\|/g, '\\|');
const row = (xs: readonly string[]): string => `| ${xs.map(cell).join(' | ')} |`;

/** The glossary as Markdown. */
export function glossaryMarkdown(): string {
  const head = row(['key', ...LANGUAGES]);
  const rule = row(['---', ...LANGUAGES.map(() => '---')]);
  const out = [
    '# Glossary',
    '',
    '<!-- Written by `npm run glossary` from shared/i18n/glossary.ts and the label tables (shared/i18n/labels/<language>.ts); a test keeps it in step. Do not edit by hand. -->',
    '',
    'The terms each language uses, in every text room, image, the PDF and `GET /labels`: the names come from',
    'the label tables (one source), the terms of the texts from `TEXT_TERMS`. The varieties are in',
    '[languages.md](languages.md) ("One variety per language").',
    '',
    '## Terms of the texts',
    '',
    head,
    rule,
    ...TEXT_TERMS.map(([key, names]) => row([key, ...LANGUAGES.map((l) => names[l])])),
  ];
  const tables = Object.fromEntries(LANGUAGES.map((l) => [l, labelsFor(l)]));
  for (const [category, title] of SECTIONS) {
    const keys = Object.keys(tables.en![category]);
    out.push('', `## ${title}`, '', head, rule, ...keys.map((k) => row([`\`${k}\``, ...LANGUAGES.map((l) => tables[l]![category][k] ?? k)])));
  }
  return `${out.join('\n')}\n`;
}
