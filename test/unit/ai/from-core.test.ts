import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { computeHumanDesign } from '#shared/human-design/chart';
import { computeNumerology } from '#shared/numerology/index';
import { blueprintFacts } from '#shared/ai/from-core';
import { aspectScore, isMajor } from '#shared/ai/offline/chart-analysis';
import { ASTRO_BODIES } from '#shared/ai/facts';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { silentLogger } from '#shared/ai/log';
import { AI_MODULES, SECTION_COUNT } from '#shared/ai/sections';

const birth = { date: '1990-07-15', time: '14:30', timezone: 'Europe/Paris', latitude: 48.8566, longitude: 2.3522 };

describe('facts from the real cores', () => {
  const chart = computeNatalChart(birth);
  const hd = computeHumanDesign(birth);
  const numbers = computeNumerology('Ada Example', birth.date, '2026-11-22');
  const facts = blueprintFacts({ name: 'Ada Example', chart, humanDesign: hd, numerology: numbers });

  it('carries every body with the core sign, degree, house and retrograde flag', () => {
    for (const key of ASTRO_BODIES) {
      const b = facts.astrology!.bodies[key]!;
      expect(b, key).toBeDefined();
      expect(b.sign).toBe(chart.bodies[key].sign);
      expect(b.degree).toBe(chart.bodies[key].degree);
      expect(b.house).toBe(chart.bodies[key].house);
      expect(b.isRetrograde ?? false).toBe(chart.bodies[key].isRetrograde);
    }
    expect(facts.astrology!.aspects!.length).toBeGreaterThan(0);
    expect(facts.astrology!.aspects!.length).toBeLessThanOrEqual(12);
  });

  it('keeps the strongest aspects by weight, not the tightest between derived points', () => {
    const kept = facts.astrology!.aspects!;
    const all = chart.aspects.map((a) => ({ body1: a.body1, body2: a.body2, type: a.type, orb: Math.round(a.orb * 100) / 100 }));
    const weakestKept = Math.min(...kept.filter((a) => isMajor(a.type)).map(aspectScore));
    // no major aspect left out weighs more than the weakest major kept
    for (const a of all.filter((x) => isMajor(x.type) && !kept.some((k) => k.body1 === x.body1 && k.body2 === x.body2 && k.type === x.type))) expect(aspectScore(a), `${a.body1} ${a.type} ${a.body2}`).toBeLessThanOrEqual(weakestKept);
    // the first one involves a luminary, a personal planet or an angle
    const personal = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'midheaven'];
    expect(personal.includes(kept[0]!.body1) || personal.includes(kept[0]!.body2)).toBe(true);
  });

  it('carries the Human Design and numerology facts', () => {
    const h = facts.humanDesign!;
    expect(h.type).toBe(hd.type);
    expect(h.profile).toBe(`${hd.profile.personalityLine}/${hd.profile.designLine}`);
    expect(h.definedCenters.length + h.undefinedCenters.length).toBe(9);
    expect(h.channels).toHaveLength(hd.channels.length);
    expect(h.variables?.motivation).toBe(hd.variables.motivation.name);
    expect(facts.numerology).toMatchObject({ lifePathNumber: numbers.lifePathNumber, personalYear: numbers.personalYear });
  });

  it('lets the offline writer write all 34 sections that agree with the core', async () => {
    const out = await new OfflineWriter({ logger: silentLogger }).writeBlueprintSections(AI_MODULES, facts);
    let n = 0;
    for (const m of AI_MODULES) {
      const r = out[m]!;
      expect(r.ok).toBe(true);
      if (r.ok) n += Object.values(r.sections).filter((t) => (t as string).length > 100).length;
    }
    expect(n).toBe(SECTION_COUNT.astrology + SECTION_COUNT.humanDesign + SECTION_COUNT.numerology);
    const astro = out.astrology!;
    if (astro.ok) {
      const sunSign = chart.bodies.sun.sign;
      expect(astro.sections.sun.toLowerCase()).toContain(sunSign);
    }
    const human = out.humanDesign!;
    if (human.ok) expect(human.sections.type).toContain(hd.type);
  });
});
