/**
 * Chart options on the relationship core (issue 24): the sidereal zodiac moves both natal charts,
 * the composite and the Davison chart by the Swiss Ephemeris's ayanamsha (its own sidereal mode,
 * SEFLG_SIDEREAL, as the reference), the orbs decide which synastry and composite aspects there
 * are, and the defaults give exactly the relationship computed without options.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { initEphemeris, SE, sweph } from '#shared/astro/ephemeris';
import { AYANAMSHA_CODES } from '#shared/astro/options';
import { chartPoints, computeRelationship, Pair, SYNASTRY_ASPECTS, synastryAspects, type PersonInput } from '#shared/relationships/index';
import { relationshipRequestSchema } from '#shared/relationships/request';

initEphemeris();
const C = sweph.constants;

const LENNON: PersonInput = { fullName: 'John Lennon', birth: { date: '1940-10-09', time: '18:30', timezone: 'Europe/London', latitude: 53.4084, longitude: -2.9916 } };
const ONO: PersonInput = { fullName: 'Yoko Ono', birth: { date: '1933-02-18', time: '20:30', timezone: 'Asia/Tokyo', latitude: 35.6762, longitude: 139.6503 } };
const ALL = { synastry: true, composite: true, davison: true, humanDesign: true, numerology: true };

const arc = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** The Swiss Ephemeris's own sidereal longitude of a body at a UT Julian day. */
function seSidereal(jdUT: number, body: number, ayanamsha: string): number {
  sweph.set_sid_mode(AYANAMSHA_CODES[ayanamsha]!, 0, 0);
  return sweph.calc_ut(jdUT, body, C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL).data[0]!;
}

describe('relationship chart options', () => {
  it('defaults give exactly the relationship without options', () => {
    const plain = computeRelationship(LENNON, ONO, ALL);
    expect(computeRelationship(LENNON, ONO, ALL, { zodiac: 'tropical', houseSystem: 'placidus', nodeType: 'true', lilithType: 'mean', orbs: {} })).toEqual(plain);
    expect(computeRelationship(LENNON, ONO, ALL, 'placidus')).toEqual(plain);
  });

  it('sidereal: both natal charts and the Davison chart equal the Swiss Ephemeris sidereal mode; the composite is the midpoint of the sidereal charts', () => {
    for (const ayanamsha of ['lahiri', 'fagan-bradley', 'krishnamurti']) {
      const pair = new Pair(LENNON, ONO, { zodiac: 'sidereal', ayanamsha });
      const tropical = new Pair(LENNON, ONO);
      for (const i of [0, 1] as const) {
        const jd = pair.natal(i).instant.jdUT;
        for (const [key, body] of [['sun', SE.SUN], ['moon', SE.MOON], ['saturn', SE.SATURN]] as const) {
          expect(arc(pair.natal(i).bodies[key].longitude, seSidereal(jd, body, ayanamsha)), `${ayanamsha} ${i} ${key}`).toBeLessThan(1e-7);
        }
        // about 23-25 degrees in the 20th century, and not the same for both birth moments
        const shift = tropical.natal(i).bodies.sun.longitude - pair.natal(i).bodies.sun.longitude;
        expect(shift).toBeGreaterThan(22);
        expect(shift).toBeLessThan(26);
      }
      const davison = pair.davison();
      expect(arc(davison.bodies.sun.longitude, seSidereal(davison.moment.jdUT, SE.SUN, ayanamsha))).toBeLessThan(1e-7);
      expect(arc(davison.bodies.mars.longitude, seSidereal(davison.moment.jdUT, SE.MARS, ayanamsha))).toBeLessThan(1e-7);
      const composite = pair.composite();
      const a = pair.natal(0).bodies.venus.longitude;
      const b = pair.natal(1).bodies.venus.longitude;
      const mid = arc(a, b) / 2;
      expect(Math.min(arc(composite.bodies.venus.longitude, a), arc(composite.bodies.venus.longitude, b))).toBeCloseTo(mid, 9);
      // synastry aspects barely move (both charts shift by nearly the same ayanamsha), but the houses use sidereal cusps
      expect(pair.natal(0).cusps[0]!.cusp).toBeCloseTo(pair.natal(0).bodies.ascendant.longitude, 9);
    }
  });

  it('orbs decide the synastry aspects: wider orbs add aspects within them, 0 switches an aspect off', () => {
    const a = chartPoints(computeNatalChart(LENNON.birth));
    const b = chartPoints(computeNatalChart(ONO.birth));
    const plain = synastryAspects(a, b);
    const wide = synastryAspects(a, b, { conjunction: 12, opposition: 12 });
    const off = synastryAspects(a, b, { trine: 0, sextile: 0 });
    const conj = (list: typeof plain) => list.filter((x) => x.type === 'conjunction');
    expect(conj(wide).length).toBeGreaterThan(conj(plain).length);
    for (const x of wide) if (x.type === 'conjunction' || x.type === 'opposition') expect(x.orb).toBeLessThanOrEqual(12);
    expect(wide.some((x) => x.type === 'conjunction' && x.orb > 10.5)).toBe(true); // beyond every default conjunction orb
    expect(off.filter((x) => x.type === 'trine' || x.type === 'sextile')).toEqual([]);
    expect(plain.some((x) => x.type === 'trine')).toBe(true);
    // the aspects left untouched keep the published orbs
    expect(off.filter((x) => x.type === 'square')).toEqual(plain.filter((x) => x.type === 'square'));
    // through the pair: the synastry module and the composite's own aspects follow the orbs too
    const tight = new Pair(LENNON, ONO, { orbs: Object.fromEntries(SYNASTRY_ASPECTS.map((d) => [d.type, 1])) });
    expect(tight.synastry().aspects.every((x) => x.orb <= 1)).toBe(true);
    expect(tight.synastry().aspects.length).toBeLessThan(new Pair(LENNON, ONO).synastry().aspects.length);
    const compOff = new Pair(LENNON, ONO, { orbs: { conjunction: 0 } }).composite();
    expect(compOff.aspects.filter((x) => x.type === 'conjunction')).toEqual([]);
    expect(new Pair(LENNON, ONO).composite().aspects.some((x) => x.type === 'conjunction')).toBe(true);
  });

  it('the mean node is used when asked', () => {
    const mean = new Pair(LENNON, ONO, { nodeType: 'mean' });
    const jd = mean.natal(0).instant.jdUT;
    const se = sweph.calc_ut(jd, SE.MEAN_NODE, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0]!;
    expect(arc(mean.natal(0).bodies.north_node.longitude, se)).toBeLessThan(1e-9);
    expect(arc(new Pair(LENNON, ONO).natal(0).bodies.north_node.longitude, se)).toBeGreaterThan(0.01);
  });

  it('the request takes the chart options and refuses bad ones with their error strings', () => {
    const people = [
      { fullName: 'A', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4, longitude: -3, timezone: 'Europe/London' },
      { blueprintId: 'bp_01JD7N4Q2R0000000000000000' },
    ];
    const ok = relationshipRequestSchema.parse({ people, modules: { synastry: true }, zodiac: 'sidereal', ayanamsha: 'Fagan Bradley', orbs: { conjunction: 4 }, houseSystem: 'whole-sign' });
    expect(ok.houseSystem).toBe('whole-sign');
    expect(ok.chartOptions).toEqual({ zodiac: 'sidereal', ayanamsha: 'fagan-bradley', orbs: { conjunction: 4 } });
    expect(relationshipRequestSchema.parse({ people, modules: { synastry: true } }).chartOptions).toBeUndefined();
    for (const [body, error] of [
      [{ zodiac: 'draconic' }, 'Invalid zodiac'],
      [{ zodiac: 'sidereal', ayanamsha: 'nope' }, 'Invalid ayanamsha'],
      [{ orbs: { conjunction: 13 } }, 'Invalid orbs'],
      [{ orbs: { quintile: 6 } }, 'Invalid orbs'],
      [{ nodeType: 'fast' }, 'Invalid node type'],
    ] as const) {
      const r = relationshipRequestSchema.safeParse({ people, modules: { synastry: true }, ...body });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message.split('|')[0]).toBe(error);
    }
  });
});
