/**
 * Sign facts (solar houses, ruler, aspects to the ruler), the offline texts (distinct per sign and
 * per day, grounded in the facts) and the prompts of the Anthropic path.
 */
import { describe, expect, it } from 'vitest';
import { dailyContext, dailyInstruction, dailyWriterFor } from '#shared/ai/daily';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { computeDayFacts, signFacts } from '#shared/daily/record';
import { insightFacts, previewOf } from '#shared/daily/service';
import { SIGN_RULERS, solarHouse } from '#shared/daily/signs';

const DAY1 = computeDayFacts('2026-11-23');
const DAY2 = computeDayFacts('2026-11-24');
const writer = dailyWriterFor(new OfflineWriter({ logger: () => undefined }));
const signText = async (f: typeof DAY1, sign: (typeof SIGN_KEYS)[number]) =>
  (await writer.write({ purpose: 'sign-horoscope', facts: { ...signFacts(f, sign), theme: f.theme, energy: f.energy }, day: insightFacts(f) })).text;

describe('sign facts', () => {
  it('solar houses count from the sign: Leo sees Sagittarius as its 5th house, Sagittarius as its 1st', () => {
    expect(solarHouse('leo', 245)).toBe(5);
    expect(solarHouse('sagittarius', 245)).toBe(1);
    expect(solarHouse('scorpio', 245)).toBe(2);
    expect(solarHouse('aries', 359)).toBe(12);
  });

  it('the Moon’s solar houses through the day, the ruler and its aspects', () => {
    const f = signFacts(DAY1, 'leo');
    expect(f.ruler).toBe('sun');
    expect(f.rulerPlacement).toMatchObject({ body: 'sun', sign: 'sagittarius', solarHouse: 5 });
    // the Moon starts 2026-11-23 in Taurus: Leo's 10th house
    expect(f.moonHouses[0]).toBe(10);
    expect(f.moonHouses.length).toBeLessThanOrEqual(2);
    expect(f.rulerAspects.length).toBeGreaterThan(0);
    for (const a of f.rulerAspects) expect([a.planet1, a.planet2]).toContain('sun');
    expect(SIGN_RULERS.scorpio).toBe('pluto');
    expect(signFacts(DAY1, 'taurus').moonHouses[0]).toBe(1);
  });
});

describe('offline texts', () => {
  it('are distinct for the twelve signs and from one day to the next', async () => {
    const d1 = await Promise.all(SIGN_KEYS.map((s) => signText(DAY1, s)));
    const d2 = await Promise.all(SIGN_KEYS.map((s) => signText(DAY2, s)));
    expect(new Set(d1).size).toBe(12);
    expect(new Set(d2).size).toBe(12);
    for (let i = 0; i < 12; i++) expect(d1[i]).not.toBe(d2[i]);
    // grounded: Leo's text names its ruler, its solar house and the Moon's house
    expect(d1[4]).toMatch(/^Leo, Monday 23 November 2026\./);
    expect(d1[4]).toContain('The Sun, your ruling light, is in Sagittarius, your 5th house');
    expect(d1[4]).toContain('10th house of career');
  });

  it('are deterministic (the same facts give the same text)', async () => {
    expect(await signText(DAY1, 'pisces')).toBe(await signText(computeDayFacts('2026-11-23'), 'pisces'));
  });

  it('the daily insight names the date, the theme, the top highlights and the phase', async () => {
    const r = await writer.write({ purpose: 'daily-insight', facts: insightFacts(DAY1) });
    expect(r.writer).toBe('offline');
    expect(r.text).toContain('Monday 23 November 2026');
    expect(r.text).toContain(DAY1.theme);
    expect(r.text).toContain(DAY1.highlights[0]!.description.replace(/\.$/, ''));
    expect(r.text.split('\n\n')).toHaveLength(3);
    const r2 = await writer.write({ purpose: 'daily-insight', facts: insightFacts(DAY2) });
    expect(r2.text).not.toBe(r.text);
  });
});

describe('prompts of the Anthropic path', () => {
  it('the system context is the day’s sky, shared by the insight and the twelve signs; the sign view is in the message', () => {
    const req = { purpose: 'sign-horoscope' as const, facts: { ...signFacts(DAY1, 'leo'), theme: DAY1.theme, energy: DAY1.energy }, day: insightFacts(DAY1) };
    const ins = { purpose: 'daily-insight' as const, facts: insightFacts(DAY1) };
    const ctx = dailyContext(req);
    expect(ctx).toBe(dailyContext(ins));
    expect(ctx).toBe(dailyContext({ ...req, facts: { ...signFacts(DAY1, 'pisces'), theme: DAY1.theme, energy: DAY1.energy } }));
    expect(ctx).toContain('DAILY SKY CONTEXT for 2026-11-23');
    expect(ctx).toContain('- Sun in Sagittarius 0.7°');
    expect(ctx).toContain(DAY1.highlights[0]!.description);
    const msg = dailyInstruction(req);
    expect(msg).toMatch(/^Sign horoscope leo 2026-11-23\n/);
    expect(msg).toContain('SIGN HOROSCOPE CONTEXT: Leo, 2026-11-23');
    expect(msg).toContain('Ruler: Sun in Sagittarius, 5th solar house');
    expect(msg).toContain('The Moon crosses solar house');
    expect(msg).toContain('Aspects to the ruler today');
    expect(dailyInstruction(ins)).toMatch(/^Daily insight 2026-11-23\n/);
  });
});

describe('preview', () => {
  it('about the first 100 characters, cut at a word boundary', () => {
    const text = 'Leo, Monday 23 November 2026. The Moon stays in your 10th house of career, reputation and long-term aims: your public side is in view.';
    const p = previewOf(text);
    expect(p.length).toBeLessThanOrEqual(101);
    expect(p.endsWith('…')).toBe(true);
    expect(text.startsWith(p.slice(0, -1))).toBe(true);
    expect(text.charAt(p.length - 1)).toMatch(/[\s,:.]/);
    expect(previewOf('Short text.')).toBe('Short text.');
  });
});
