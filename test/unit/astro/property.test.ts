/**
 * Property test: for any valid input (a date 1800-01-02..2399-12-30 so that UT stays
 * in the ephemeris range, any HH:MM including DST gaps and overlaps, latitude
 * -89.9..89.9, any longitude, any zone the runtime knows, any house system) the chart
 * never throws, has 12 cusps that go once round the zodiac in order, and every body
 * and point with a sign, a degree and a house. Inside the polar circles Placidus and
 * Koch take the Porphyry fallback and report it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { BODY_KEYS } from '#shared/astro/bodies';
import { HOUSE_SYSTEM_DEFS, HOUSE_SYSTEMS } from '#shared/astro/houses';
import { SIGN_KEYS } from '#shared/astro/zodiac';

const ZONES = Intl.supportedValuesOf('timeZone');
const pad = (n: number): string => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;
const FIRST = Date.UTC(1800, 0, 2);
const LAST = Date.UTC(2399, 11, 30);

const inputArb = fc.record({
  day: fc.integer({ min: 0, max: Math.floor((LAST - FIRST) / DAY_MS) }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  timezone: fc.constantFrom(...ZONES),
  latitude: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  houseSystem: fc.constantFrom(...HOUSE_SYSTEMS),
});

/** The seven systems of the first release; the later ones (Sunshine, Horizontal...) may fall back away from the poles too. */
const ORIGINAL_SYSTEMS: readonly string[] = HOUSE_SYSTEMS.slice(0, 7);

describe('natal chart properties', () => {
  it('never throws and always returns 12 ordered cusps and every body', () => {
    fc.assert(
      fc.property(inputArb, (v) => {
        const date = new Date(FIRST + v.day * DAY_MS).toISOString().slice(0, 10);
        const chart = computeNatalChart(
          { date, time: `${pad(v.hour)}:${pad(v.minute)}`, timezone: v.timezone, latitude: v.latitude, longitude: v.longitude },
          { houseSystem: v.houseSystem },
        );
        expect(chart.cusps).toHaveLength(12);
        let total = 0;
        for (let i = 0; i < 12; i++) {
          const c = chart.cusps[i]!;
          expect(c.house).toBe(i + 1);
          expect(c.cusp).toBeGreaterThanOrEqual(0);
          expect(c.cusp).toBeLessThan(360);
          const arc = (((chart.cusps[(i + 1) % 12]!.cusp - c.cusp) % 360) + 360) % 360;
          expect(arc).toBeGreaterThan(0);
          total += arc;
        }
        expect(total).toBeCloseTo(360, 6);
        expect(Object.keys(chart.bodies)).toEqual([...BODY_KEYS]);
        for (const b of Object.values(chart.bodies)) {
          expect(Number.isFinite(b.longitude) && Number.isFinite(b.latitude) && Number.isFinite(b.speed)).toBe(true);
          expect(b.longitude >= 0 && b.longitude < 360).toBe(true);
          expect(b.house >= 1 && b.house <= 12).toBe(true);
          expect(SIGN_KEYS).toContain(b.sign);
          expect(b.degree >= 0 && b.degree < 30).toBe(true);
        }
        // The Ascendant opens house 1 in the systems whose cusp 1 it is (Morinus, Meridian, Vehlow... differ).
        if (HOUSE_SYSTEM_DEFS[chart.houseSystem.used].ascOnCusp1) {
          expect(chart.bodies.ascendant.house).toBe(1);
          expect(chart.bodies.descendant.house).toBe(7);
        }

        const polarLimit = 90 - chart.obliquity;
        const polar = Math.abs(v.latitude) > polarLimit + 1e-3;
        const timeBased = v.houseSystem === 'placidus' || v.houseSystem === 'koch';
        if (polar && timeBased) {
          // Porphyry, or Equal when the Porphyry quadrants run backwards too.
          expect(['porphyry', 'equal']).toContain(chart.houseSystem.used);
          expect(chart.houseSystem.fallback).toBe(true);
          expect(chart.houseSystem.fallbackReason).toBeTruthy();
        } else if (ORIGINAL_SYSTEMS.includes(v.houseSystem) && (Math.abs(v.latitude) < polarLimit - 1e-3 || v.houseSystem === 'equal' || v.houseSystem === 'whole-sign')) {
          // Outside the polar circles (and for the two systems that never fail) no fallback.
          expect(chart.houseSystem).toEqual({ requested: v.houseSystem, used: v.houseSystem, fallback: false });
        } else {
          // Polar Porphyry, Regiomontanus, Campanus...: kept unless their cusps run backwards; Horizontal
          // houses also run backwards at some moments near the equator.
          expect(chart.houseSystem.fallback).toBe(chart.houseSystem.used !== v.houseSystem);
          if (chart.houseSystem.fallback) expect(chart.houseSystem.fallbackReason).toMatch(ORIGINAL_SYSTEMS.includes(v.houseSystem) ? /backwards/ : /./);
        }
      }),
      { numRuns: 400, seed: 42 },
    );
  });

  it('polar latitudes always report the Porphyry fallback for Placidus', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Math.floor((LAST - FIRST) / DAY_MS) }),
        fc.double({ min: 66.65, max: 89.9, noNaN: true }),
        fc.boolean(),
        (day, lat, south) => {
          const date = new Date(FIRST + day * DAY_MS).toISOString().slice(0, 10);
          const chart = computeNatalChart({ date, time: '12:00', timezone: 'UTC', latitude: south ? -lat : lat, longitude: 25 });
          expect(chart.houseSystem.fallback).toBe(true);
          expect(chart.houseSystem.requested).toBe('placidus');
          expect(['porphyry', 'equal']).toContain(chart.houseSystem.used);
          expect(chart.houseSystem.fallbackReason).toMatch(/polar circle/);
        },
      ),
      { numRuns: 100, seed: 7 },
    );
  });
});
