import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deliveredCost, priceBlueprint, PRICES } from '#shared/blueprint/pricing';
import { MODULE_KEYS } from '#shared/blueprint/types';
import type { ModuleFlags } from '#shared/blueprint/types';

const f = (astrology: boolean, humanDesign: boolean, numerology: boolean): ModuleFlags => ({ astrology, humanDesign, numerology });
const ALL = f(true, true, true);
const NONE = f(false, false, false);

describe('priceBlueprint', () => {
  it.each([
    ['all data only', ALL, NONE, 4],
    ['astrology data plus AI', f(true, false, false), f(true, false, false), 501],
    ['all data plus astrology AI', ALL, f(true, false, false), 504],
    ['numerology data plus AI', f(false, false, true), f(false, false, true), 27],
    ['everything', ALL, ALL, 900],
  ])('%s costs %i (spec 4.1)', (_l, modules, ai, total) => {
    expect(priceBlueprint(modules, ai).total).toBe(total);
  });

  it('sells AI only with the module data', () => {
    const p = priceBlueprint(f(false, true, false), ALL);
    expect(p.total).toBe(2 + 370);
    expect(p.modules.astrology).toEqual({ data: 0, ai: 0, total: 0 });
  });

  it('is the sum of the per-module prices for every combination', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (b) => {
        const modules = f(b[0]!, b[1]!, b[2]!);
        const ai = f(b[3]!, b[4]!, b[5]!);
        const p = priceBlueprint(modules, ai);
        const expected = MODULE_KEYS.reduce((s, m) => s + (modules[m] ? PRICES[m].data + (ai[m] ? PRICES[m].ai : 0) : 0), 0);
        expect(p.total).toBe(expected);
        expect(MODULE_KEYS.reduce((s, m) => s + p.modules[m].total, 0)).toBe(p.total);
        // Delivering everything costs exactly the price; delivering nothing costs nothing.
        const all = Object.fromEntries(MODULE_KEYS.map((m) => [m, { data: true, ai: true }]));
        expect(deliveredCost(p, all)).toBe(p.total);
        expect(deliveredCost(p, {})).toBe(0);
      }),
    );
  });
});

describe('deliveredCost', () => {
  const p = priceBlueprint(ALL, ALL);
  it('drops a failed module with its AI', () => {
    expect(deliveredCost(p, { astrology: { data: true, ai: true }, humanDesign: { data: false, ai: false }, numerology: { data: true, ai: true } })).toBe(900 - 372);
  });
  it('keeps the data and drops the AI when only the AI failed', () => {
    expect(deliveredCost(p, { astrology: { data: true, ai: false }, humanDesign: { data: true, ai: true }, numerology: { data: true, ai: true } })).toBe(900 - 500);
  });
  it('never charges AI without data', () => {
    expect(deliveredCost(p, { numerology: { data: false, ai: true } })).toBe(0);
  });
});
