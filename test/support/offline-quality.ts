/**
 * The charts and writer calls every language's offline-writer quality test reads
 * (test/unit/ai/offline-quality-<language>.test.ts): the two fixture charts and four computed
 * births (both hemispheres, four time zones), the 19 astrology sections through the writer, and a
 * week's, a month's and a day's transit reading in time zones of the language's readers.
 */
import { expect } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import type { BirthInput } from '#shared/astro/types';
import { blueprintFacts } from '#shared/ai/from-core';
import type { BlueprintFacts, HdCenter, TransitTextFacts } from '#shared/ai/facts';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import type { AiLanguage } from '#shared/ai/types';
import { transitFacts } from '#shared/transits/ai';
import { computeTransits, natalFrameFromChart } from '#shared/transits/compute';
import { transitWindow } from '#shared/transits/window';
import { hasOfflineRoom, offlineRoom, type OfflineRoom } from '#shared/ai/offline/pack';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { CHART_A, CHART_B } from './ai-fixtures';

/** The offline writer the quality tests read. */
export const qualityWriter = new OfflineWriter({ logger: silentLogger });
const writer = qualityWriter;

export const QUALITY_BIRTHS: readonly BirthInput[] = [
  { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
  { date: '1975-01-03', time: '06:10', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  { date: '2001-10-28', time: '23:45', timezone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
  { date: '1962-04-19', time: '12:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
];

/** The fixture charts and the charts of the births (the four above, then any given). */
export const qualityCharts = (births: readonly BirthInput[] = QUALITY_BIRTHS): BlueprintFacts[] => [CHART_A, CHART_B, ...births.map((b) => blueprintFacts({ name: 'Lena Ortiz', chart: computeNatalChart(b) }))];

/** The 19 astrology sections of a chart, written in the language (never an English fallback). */
export async function astrologyIn(language: AiLanguage, facts: BlueprintFacts): Promise<Record<string, string>> {
  const r = await writer.writeModuleSections('astrology', facts, { language });
  if (!r.ok) throw new Error('astrology failed');
  expect(r.language).toBe(language);
  expect(r.languageFallback).toBeUndefined();
  return r.sections;
}

/** A transit reading for each birth, in turn a week (in `week`'s time zone), a month (`month`'s) and a day (UTC). */
export async function transitsIn(language: AiLanguage, zones: { week: string; month: string }, births: readonly BirthInput[] = QUALITY_BIRTHS): Promise<{ facts: TransitTextFacts; text: string }[]> {
  const cases = [
    { date: '2026-11-22', period: 'week', timezone: zones.week },
    { date: '2026-12-01', period: 'month', timezone: zones.month },
    { date: '2027-03-10', period: 'day', timezone: 'UTC' },
  ] as const;
  const out = [];
  for (const [i, b] of births.entries()) {
    const c = cases[i % cases.length]!;
    const frame = natalFrameFromChart(computeNatalChart(b));
    const facts = transitFacts(computeTransits(frame, transitWindow(c.date, c.period, c.timezone)), frame);
    const r = await writer.writeText({ purpose: 'transit', facts, language });
    expect(r.language).toBe(language);
    out.push({ facts, text: r.text });
  }
  return out;
}

const CENTERS: HdCenter[] = ['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solarPlexus', 'spleen', 'root'];
const TYPES = [
  ['Generator', 'To Respond', 'Emotional'],
  ['Manifesting Generator', 'To Respond', 'Sacral'],
  ['Manifestor', 'To Inform', 'Ego Manifested'],
  ['Projector', 'Wait for the Invitation', 'Self-Projected'],
  ['Reflector', 'Wait a Lunar Cycle', 'Lunar'],
  ['Projector', 'Wait for the Invitation', 'Mental'],
  ['Projector', 'Wait for the Invitation', 'Ego Projected'],
] as const;
const PROFILES = ['1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3'];
const DEFINITIONS = ['None', 'Single', 'Split', 'Triple Split', 'Quadruple Split'];
const CROSSES = [
  { name: 'Right Angle Cross of the Sleeping Phoenix', angle: 'Right Angle', gates: [55, 59, 20, 34] },
  { name: 'Juxtaposition Cross of Moods', angle: 'Juxtaposition', gates: [55, 59, 9, 16] },
  { name: 'Left Angle Cross of Wishes', angle: 'Left Angle', gates: [3, 50, 41, 31] },
];
const VARIABLES = [
  { motivation: 'Fear', perspective: 'Survival', digestion: 'Appetite (consecutive)', environment: 'Caves', designSense: 'Smell' },
  { motivation: 'Hope', perspective: 'Possibility', digestion: 'Taste (open)', environment: 'Markets', designSense: 'Taste' },
  { motivation: 'Desire', perspective: 'Power', digestion: 'Thirst (hot)', environment: 'Kitchens', designSense: 'Outer Vision' },
  { motivation: 'Need', perspective: 'Wanting', digestion: 'Touch (calm)', environment: 'Mountains', designSense: 'Inner Vision' },
  { motivation: 'Guilt', perspective: 'Probability', digestion: 'Sound (high)', environment: 'Valleys', designSense: 'Feeling' },
  { motivation: 'Innocence', perspective: 'Personal', digestion: 'Light (direct)', environment: 'Shores', designSense: 'Touch' },
  {},
];

/**
 * Facts that walk every table of the Human Design and numerology rooms: the two fixture charts and a
 * variant per type, profile, definition, cross angle, variable and life path number, so that each
 * sentence of a language's tables is read at least once.
 */
export function roomFactSweep(): BlueprintFacts[] {
  const out: BlueprintFacts[] = [CHART_A, CHART_B];
  for (let i = 0; i < 12; i++) {
    const [type, strategy, authority] = TYPES[i % TYPES.length]!;
    const defined = type === 'Reflector' ? [] : CENTERS.filter((_, k) => (k + i) % 3 !== 0);
    out.push({
      humanDesign: {
        type,
        strategy,
        authority,
        profile: PROFILES[i]!,
        definition: type === 'Reflector' ? 'None' : DEFINITIONS[1 + (i % 4)]!,
        ...(i % 5 === 4 ? {} : { incarnationCross: CROSSES[i % CROSSES.length]! }),
        definedCenters: i === 11 ? CENTERS : defined,
        undefinedCenters: i === 11 ? [] : CENTERS.filter((c) => !defined.includes(c)),
        channels: type === 'Reflector' ? [] : i % 2 ? [{ gates: [34, 20] }] : [{ gates: [59, 6] }, { gates: [1, 8] }, { gates: [32, 54] }],
        variables: VARIABLES[i % VARIABLES.length]!,
      },
      numerology: { lifePathNumber: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33][i]!, ...(i % 2 ? { expressionNumber: (i % 9) + 1, soulUrgeNumber: [11, 22, 33, 4][i % 4]! } : {}) },
    });
  }
  return out;
}

/**
 * Every text of a language's other rooms that the language has written (rooms it has not written
 * are skipped, never read in English): the Human Design and numerology sections of the fact sweep,
 * the life path prose of every number, the big three of each sign in each role, the personal cycles
 * 1..9, and the day's insight and twelve sign horoscopes on four days (stations, lunations, ingresses).
 */
export async function otherRoomTextsIn(language: AiLanguage): Promise<string[]> {
  const texts: string[] = [];
  const has = (room: OfflineRoom): boolean => hasOfflineRoom(language, room);
  for (const f of roomFactSweep()) {
    for (const [module, room] of [['humanDesign', 'humanDesignSection'], ['numerology', 'numerologySection']] as const) {
      if (!has(room)) continue;
      const r = await writer.writeModuleSections(module, f, { language });
      expect(r.language).toBe(language);
      expect(r.languageFallback).toBeUndefined();
      if (!r.ok) throw new Error(`${module} failed`);
      texts.push(...Object.values<string>(r.sections));
    }
  }
  if (has('lifePath'))
    for (const date of ['1990-07-15', '1985-11-11', '1980-01-02', '1991-02-03', '1989-12-21', '1977-03-04', '1982-05-05', '1990-12-10', '1979-11-29', '1992-09-18', '1975-06-06', '1984-08-09']) {
      const l = localizeLifePath(lifePath(date), language);
      texts.push(l.description, `${l.strengths.join('. ')}. ${l.challenges.join('. ')}.`);
    }
  const bigThree = offlineRoom(language, 'bigThree');
  if (has('bigThree')) for (const sign of SIGN_KEYS) for (const role of ['sun', 'moon', 'rising'] as const) texts.push(`${bigThree.text[sign][role].keywords}. ${bigThree.text[sign][role].description}`);
  if (has('personalCycles'))
    for (let n = 1; n <= 9; n++) {
      const c = localizeCycles({ personalYear: { number: n, description: '' }, personalMonth: { number: n, description: '' }, personalDay: { number: n, description: '' } }, language);
      texts.push(`${c.personalYear.description} ${c.personalMonth.description} ${c.personalDay.description}`);
    }
  for (const day of ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01']) {
    const f = dayFacts(day);
    if (has('dailyInsight')) texts.push(offlineRoom(language, 'dailyInsight').text(insightFacts(f)));
    if (has('signHoroscope')) for (const sign of SIGN_KEYS) texts.push(offlineRoom(language, 'signHoroscope').text({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return texts;
}
