/**
 * The advisor's Vedic tool (get_vedic_chart) on a saved blueprint's birth data: offered only when
 * the blueprint keeps its birthplace, the chart's lagna and grahas as the Vedic core casts them, the
 * Vimshottari periods running on the date asked (checked against the arithmetic written out here),
 * and bad inputs answered as errors the model can read.
 */
import { describe, expect, it } from 'vitest';
import { factsFromBlueprint, type AdvisorFacts } from '#shared/advisor/facts';
import { runTool, toolsFor } from '#shared/advisor/tools';
import { initEphemeris } from '#shared/astro/ephemeris';
import { jdFromEpochMs, localToUtc } from '#shared/astro/time';
import type { BlueprintRecord } from '#shared/blueprint/store';
import { computeVedicChart } from '#shared/vedic/chart';

initEphemeris();
const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const jdUT = localToUtc({ date: '1990-07-15', time: '14:30', timezone: LONDON.timezone }).jdUT;
const base: AdvisorFacts = { blueprintId: 'bp_me', person: { fullName: 'Ada Test', birthDate: '1990-07-15', birthTime: '14:30', location: 'London, UK' }, astrology: null, humanDesign: null, numerology: null };
const facts: AdvisorFacts = { ...base, birth: { jdUT, latitude: LONDON.latitude, longitude: LONDON.longitude } };

// Vimshottari written out independently: the lords in order, their years, 27 nakshatras from Ashwini (ketu)
const LORDS = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
const YEARS: Record<string, number> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };
function expectedDasha(moonLon: number, atJd: number): { maha: string; antar: string } {
  const span = 360 / 27;
  const idx = Math.floor(moonLon / span);
  const first = idx % 9;
  const elapsedYears = YEARS[LORDS[first]!]! * ((moonLon - idx * span) / span);
  let t = jdUT - elapsedYears * 365.25;
  for (let k = 0; k < 9; k++) {
    const lord = LORDS[(first + k) % 9]!;
    const len = YEARS[lord]! * 365.25;
    if (atJd < t + len) {
      let u = t;
      for (let j = 0; j < 9; j++) {
        const sub = LORDS[(first + k + j) % 9]!;
        const subLen = (len * YEARS[sub]!) / 120;
        if (atJd < u + subLen) return { maha: lord, antar: sub };
        u += subLen;
      }
    }
    t += len;
  }
  throw new Error('outside the 120 years');
}

describe('advisor Vedic tool', () => {
  it('is offered with a blueprint that keeps its birthplace, not without one, not in general mode', () => {
    expect(toolsFor(facts).map((t) => t.name)).toContain('get_vedic_chart');
    expect(toolsFor(base).map((t) => t.name)).not.toContain('get_vedic_chart');
    expect(toolsFor(null).map((t) => t.name)).toEqual(['get_sky']);
  });

  it('answers the Vedic core’s chart and the mahadasha and antardasha running on the date', () => {
    const out = runTool('get_vedic_chart', { date: '2026-11-26' }, facts);
    expect(out.isError).toBe(false);
    const r = JSON.parse(out.content) as {
      ayanamsha: { name: string };
      lagna: { sign: string; rashi: string };
      grahas: Record<string, { sign: string; house: number; nakshatra: string; dignity: string | null }>;
      dasha: { date: string; maha: { lord: string; start: string; end: string }; antar: { lord: string; start: string; end: string } };
    };
    const chart = computeVedicChart(jdUT, LONDON.latitude, LONDON.longitude, { ayanamsha: 'lahiri', nodeType: 'mean' }, ['D1']);
    expect(r.ayanamsha.name).toBe('lahiri');
    expect(r.lagna).toMatchObject({ sign: chart.lagna.sign, rashi: chart.lagna.rashi });
    expect(Object.keys(r.grahas)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']);
    // 1990-07-15 London: the sidereal Sun in Gemini (Punarvasu)
    expect(r.grahas.sun).toMatchObject({ sign: 'gemini', house: chart.grahas.sun.house, nakshatra: `Punarvasu ${chart.grahas.sun.nakshatra.pada}` });
    const at = jdFromEpochMs(Date.parse('2026-11-26T12:00:00Z'));
    const want = expectedDasha(chart.grahas.moon.longitude, at);
    expect(r.dasha.date).toBe('2026-11-26');
    expect(r.dasha.maha.lord).toBe(want.maha);
    expect(r.dasha.antar.lord).toBe(want.antar);
    expect(Date.parse(r.dasha.maha.start)).toBeLessThanOrEqual(Date.parse('2026-11-26T12:00:00Z'));
    expect(Date.parse(r.dasha.antar.end)).toBeGreaterThan(Date.parse('2026-11-26T12:00:00Z'));
    // another date in another period: the running lords follow the date
    const later = JSON.parse(runTool('get_vedic_chart', { date: '2050-01-01' }, facts).content) as { dasha: { maha: { lord: string }; antar: { lord: string } } };
    const want2 = expectedDasha(chart.grahas.moon.longitude, jdFromEpochMs(Date.parse('2050-01-01T12:00:00Z')));
    expect([later.dasha.maha.lord, later.dasha.antar.lord]).toEqual([want2.maha, want2.antar]);
    expect([later.dasha.maha.lord, later.dasha.antar.lord]).not.toEqual([want.maha, want.antar]);
  });

  it('another ayanamsha shifts the grahas; bad inputs are errors the model can read', () => {
    const lahiri = JSON.parse(runTool('get_vedic_chart', { date: '2026-11-26' }, facts).content) as { grahas: Record<string, { degree: number; sign: string }> };
    const kp = JSON.parse(runTool('get_vedic_chart', { date: '2026-11-26', ayanamsha: 'krishnamurti' }, facts).content) as { ayanamsha: { name: string }; grahas: Record<string, { degree: number; sign: string }> };
    expect(kp.ayanamsha.name).toBe('krishnamurti');
    expect(kp.grahas.moon!.degree).not.toBe(lahiri.grahas.moon!.degree);
    expect(runTool('get_vedic_chart', { date: 'soon' }, facts)).toEqual({ isError: true, content: JSON.stringify({ error: 'date must be YYYY-MM-DD' }) });
    expect(JSON.parse(runTool('get_vedic_chart', { ayanamsha: 'vedic' }, facts).content).error).toMatch(/^ayanamsha must be one of .*lahiri/);
    expect(JSON.parse(runTool('get_vedic_chart', {}, base).content).error).toMatch(/birthplace/);
    expect(runTool('get_vedic_chart', {}, null).isError).toBe(true);
  });

  it('factsFromBlueprint takes the birth moment and place of a blueprint that keeps them', () => {
    const record = {
      ownerId: 'acc',
      blueprintId: 'bp_1',
      fullName: 'Ada Test',
      birthDate: '1990-07-15',
      birthTime: '14:30',
      location: 'London, UK',
      place: LONDON,
      content: { birthInfo: {} },
    } as unknown as BlueprintRecord;
    const f = factsFromBlueprint(record)!;
    expect(f.birth).toEqual({ jdUT, latitude: LONDON.latitude, longitude: LONDON.longitude });
    const withUtc = factsFromBlueprint({ ...record, content: { birthInfo: { utc: '1990-07-15T13:30:00.000Z' } } } as unknown as BlueprintRecord)!;
    expect(withUtc.birth!.jdUT).toBeCloseTo(jdUT, 9);
    expect(factsFromBlueprint({ ...record, place: undefined } as unknown as BlueprintRecord)!.birth).toBeUndefined();
  });
});
