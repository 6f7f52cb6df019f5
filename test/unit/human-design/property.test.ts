import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SE, bodyPosition } from '#shared/astro/ephemeris';
import { computeHumanDesign } from '#shared/human-design/chart';
import type { HumanDesignChart } from '#shared/human-design/chart';

// Channels re-typed from the reference (gate-gate center-center), independent of the implementation's tables.
const CHANNEL_TEXT = `1-8 G-T 2-14 G-S 3-60 S-R 4-63 H-A 5-15 S-G 6-59 P-S 7-31 G-T 9-52 S-R 10-20 G-T 10-34 G-S 10-57 G-L
11-56 A-T 12-22 T-P 13-33 G-T 16-48 T-L 17-62 A-T 18-58 L-R 19-49 R-P 20-34 T-S 20-57 T-L 21-45 E-T 23-43 A-T
24-61 H-A 25-51 G-E 26-44 E-L 27-50 S-L 28-38 L-R 29-46 S-G 30-41 P-R 32-54 L-R 34-57 S-L 35-36 T-P 37-40 P-E
39-55 R-P 42-53 S-R 47-64 H-A`;
// H head, A ajna, T throat, G g, E heart (ego), S sacral, P solar plexus, L spleen, R root
const LETTER: Record<string, string> = { H: 'head', A: 'ajna', T: 'throat', G: 'g', E: 'heart', S: 'sacral', P: 'solarPlexus', L: 'spleen', R: 'root' };
const CHANNEL_LIST = CHANNEL_TEXT.trim()
  .split(/\s+/)
  .reduce<Array<{ a: number; b: number; c1: string; c2: string }>>((acc, tok, i, arr) => {
    if (i % 2 === 0) {
      const [a, b] = tok.split('-').map(Number);
      const [x, y] = arr[i + 1]!.split('-');
      acc.push({ a: a!, b: b!, c1: LETTER[x!]!, c2: LETTER[y!]! });
    }
    return acc;
  }, []);

const PROFILES = ['1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3'];
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Adelaide', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Auckland'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Type and authority by breadth-first search from the Throat over the defined channels. */
function expected(chart: HumanDesignChart) {
  const on = new Set(chart.activations.map((a) => a.gate));
  const live = CHANNEL_LIST.filter((c) => on.has(c.a) && on.has(c.b));
  const defined = new Set(live.flatMap((c) => [c.c1, c.c2]));
  const reach = new Set<string>();
  if (defined.has('throat')) {
    const queue = ['throat'];
    reach.add('throat');
    while (queue.length) {
      const cur = queue.shift()!;
      for (const c of live) {
        const other = c.c1 === cur ? c.c2 : c.c2 === cur ? c.c1 : undefined;
        if (other && !reach.has(other)) {
          reach.add(other);
          queue.push(other);
        }
      }
    }
  }
  let type: string;
  if (defined.size === 0) type = 'Reflector';
  else if (defined.has('sacral')) type = ['sacral', 'solarPlexus', 'heart', 'root'].some((m) => reach.has(m)) ? 'Manifesting Generator' : 'Generator';
  else type = ['solarPlexus', 'heart', 'root'].some((m) => reach.has(m)) ? 'Manifestor' : 'Projector';
  const authority = defined.has('solarPlexus')
    ? 'Emotional'
    : defined.has('sacral')
      ? 'Sacral'
      : defined.has('spleen')
        ? 'Splenic'
        : defined.has('heart')
          ? reach.has('heart')
            ? 'Ego Manifested'
            : 'Ego Projected'
          : defined.has('g')
            ? 'Self-Projected'
            : defined.size > 0
              ? 'Mental'
              : 'Lunar';
  return { type, authority, defined, channels: live.map((c) => `${c.a}-${c.b}`).sort() };
}

const angleDiff = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180);

describe('property: 2,000 random births 1850-2350', () => {
  it('profile, type, authority, design moment', () => {
    const seen = { types: new Set<string>(), authorities: new Set<string>() };
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 1850, max: 2350 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
          timezone: fc.constantFrom(...ZONES),
        }),
        (b) => {
          const chart = computeHumanDesign({
            date: `${b.year}-${pad(b.month)}-${pad(b.day)}`,
            time: `${pad(b.hour)}:${pad(b.minute)}`,
            timezone: b.timezone,
          });
          expect(PROFILES).toContain(chart.profile.label);
          const exp = expected(chart);
          expect(chart.type).toBe(exp.type);
          expect(chart.authority).toBe(exp.authority);
          expect(chart.channels.map((c) => c.gates.join('-')).sort()).toEqual(exp.channels);
          for (const [id, c] of Object.entries(chart.centers)) expect(c.defined).toBe(exp.defined.has(id));
          expect(chart.activations).toHaveLength(26);

          const days = chart.birth.jdUT - chart.design.jdUT;
          expect(days).toBeGreaterThanOrEqual(86);
          expect(days).toBeLessThanOrEqual(93);
          const sunBirth = bodyPosition(chart.birth.jdUT, SE.SUN).longitude;
          const sunDesign = bodyPosition(chart.design.jdUT, SE.SUN).longitude;
          expect(angleDiff(sunBirth - sunDesign, 88)).toBeLessThan(1e-4);
          seen.types.add(chart.type);
          seen.authorities.add(chart.authority);
        },
      ),
      { seed: 20261122, numRuns: 2000 },
    );
    // the sample really exercises the rules
    expect(seen.types.size).toBe(5);
    expect(seen.authorities.size).toBeGreaterThanOrEqual(6);
  });
});
