/**
 * Astrocartography against the Swiss Ephemeris itself: every point of every line is where the body
 * stands on that angle (MC/IC: the local sidereal time of the point's chart, its ARMC, equals the
 * body's right ascension, or that plus 180°; ASC/DSC: the body's true altitude there is 0, rising in
 * the east or setting in the west), within 0.01°; lines split at the antimeridian end and start at
 * ±180°; each paran is a crossing; the distance from a place to a line is the smallest of a dense
 * brute-force scan.
 */
import { describe, expect, it } from 'vitest';
import { ANGLES, astrocartographyLines, distanceKm, distanceToLine, horizonLimit, lineLongitude, linesNear, parans, wrap180, type Position } from '#shared/astrocartography/core';
import { bodiesRaDec } from '#shared/astrocartography/service';
import { DEFAULT_ACG_BODIES, ACG_BODIES } from '#shared/astrocartography/request';
import { seBodyOf } from '#shared/astro/bodies';
import { initEphemeris, siderealTimeDeg, sweph } from '#shared/astro/ephemeris';
import { localToUtc } from '#shared/astro/time';

initEphemeris();
const C = sweph.constants;
const BIRTHS = [
  { name: 'Lennon', date: '1940-10-09', time: '18:30', timezone: 'Europe/London' },
  { name: 'a southern winter birth', date: '1985-06-21', time: '03:10', timezone: 'Australia/Sydney' },
];

/** The ecliptic position of date of a body (what swe_azalt takes). */
const ecliptic = (jd: number, body: string): [number, number, number] => {
  if (body === 'south_node') {
    const n = sweph.calc_ut(jd, seBodyOf('north_node'), C.SEFLG_SWIEPH).data as number[];
    return [(n[0]! + 180) % 360, -n[1]!, n[2]!];
  }
  const p = sweph.calc_ut(jd, seBodyOf(body as 'sun'), C.SEFLG_SWIEPH).data as number[];
  return [p[0]!, p[1]!, p[2]!];
};

const points = (g: { type: string; coordinates: unknown }): Position[] => (g.type === 'LineString' ? (g.coordinates as Position[]) : (g.coordinates as Position[][]).flat());

describe.each(BIRTHS)('astrocartography of $name', (birth) => {
  const jd = localToUtc({ date: birth.date, time: birth.time, timezone: birth.timezone }).jdUT;
  const gst = siderealTimeDeg(jd);
  const bodies = bodiesRaDec(jd, ACG_BODIES);
  const lines = astrocartographyLines(bodies, gst);

  it('has the four lines of every body', () => {
    expect(lines).toHaveLength(ACG_BODIES.length * 4);
    expect(lines.map((l) => `${l.properties.body} ${l.properties.angle}`)).toEqual(ACG_BODIES.flatMap((b) => ANGLES.map((a) => `${b} ${a}`)));
  });

  it('puts every point of every line where the body is on that angle (within 0.01°)', () => {
    let checked = 0;
    for (const line of lines) {
      const b = bodies.find((x) => x.body === line.properties.body)!;
      for (const [lon, lat] of points(line.geometry)) {
        const angle = line.properties.angle;
        if (angle === 'MC' || angle === 'IC') {
          const armc = (sweph.houses_ex2(jd, 0, lat, lon, 'P').data as { points: number[] }).points[2]!;
          expect(Math.abs(wrap180(armc - b.ra - (angle === 'IC' ? 180 : 0))), `${b.body} ${angle} at ${lon},${lat}`).toBeLessThan(0.01);
        } else {
          const [azimuth, trueAltitude] = sweph.azalt(jd, C.SE_ECL2HOR, [lon, lat, 0], 0, 0, ecliptic(jd, b.body)) as unknown as number[];
          expect(Math.abs(trueAltitude!), `${b.body} ${angle} altitude at ${lon},${lat}`).toBeLessThan(0.01);
          // azimuth from the south, westwards: the rising body stands east (180-360), the setting one west (0-180)
          const limit = horizonLimit(b.dec);
          if (Math.abs(lat) < limit - 0.01) expect(angle === 'ASC' ? azimuth! > 180 : azimuth! < 180, `${b.body} ${angle} azimuth ${azimuth} at ${lon},${lat}`).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('splits lines at the antimeridian: every part of a MultiLineString ends or starts at ±180°, and no step jumps across', () => {
    let split = 0;
    for (const line of lines) {
      const parts = line.geometry.type === 'LineString' ? [line.geometry.coordinates] : line.geometry.coordinates;
      if (parts.length > 1) {
        split++;
        for (let i = 0; i < parts.length - 1; i++) {
          expect(Math.abs(parts[i]!.at(-1)![0])).toBe(180);
          expect(Math.abs(parts[i + 1]![0]![0])).toBe(180);
          expect(parts[i]!.at(-1)![1]).toBe(parts[i + 1]![0]![1]);
        }
      }
      for (const part of parts) for (let i = 1; i < part.length; i++) expect(Math.abs(part[i]![0] - part[i - 1]![0])).toBeLessThan(180);
    }
    expect(split).toBeGreaterThan(0);
  });

  it('finds parans where two lines of different bodies meet', () => {
    const found = parans(bodies.slice(0, 10), gst);
    expect(found.length).toBeGreaterThan(20);
    for (const p of found) {
      const [a, b] = p.lines.map((l) => ({ ...l, rd: bodies.find((x) => x.body === l.body)! }));
      expect(a!.body).not.toBe(b!.body);
      const la = lineLongitude(a!.rd, a!.angle, gst, p.latitude)!;
      const lb = lineLongitude(b!.rd, b!.angle, gst, p.latitude)!;
      // compared on the ground (longitude degrees shrink towards the poles): the two lines meet within
      // 50 m at the latitude given (rounded to 1e-6°, where a steep horizon line moves tens of metres)
      expect(distanceKm(p.latitude, la, p.latitude, lb), JSON.stringify(p)).toBeLessThan(0.05);
      expect(distanceKm(p.latitude, la, p.latitude, p.longitude)).toBeLessThan(0.05);
    }
    // an MC/IC line never crosses another meridian line
    expect(found.some((p) => ['MC', 'IC'].includes(p.lines[0].angle) && ['MC', 'IC'].includes(p.lines[1].angle))).toBe(false);
  });

  it('measures the distance from a place to each line as a dense scan does (within 0.5 km)', () => {
    const places = [
      { name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 },
      { name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
      { name: 'Lima', latitude: -12.0464, longitude: -77.0428 },
    ];
    for (const place of places) {
      for (const b of bodies.slice(0, 10)) {
        for (const angle of ANGLES) {
          const limit = angle === 'MC' || angle === 'IC' ? 89.9 : horizonLimit(b.dec);
          let brute = Infinity;
          for (const lat of [...Array.from({ length: Math.floor((2 * limit) / 0.01) + 1 }, (_, i) => -limit + i * 0.01), limit]) {
            brute = Math.min(brute, distanceKm(place.latitude, place.longitude, lat, lineLongitude(b, angle, gst, lat)!));
          }
          expect(Math.abs(distanceToLine(b, angle, gst, place.latitude, place.longitude) - brute), `${place.name} ${b.body} ${angle}`).toBeLessThan(0.5);
        }
      }
    }
    // a place on a line: distance 0, and listed first
    const sun = bodies[0]!;
    const onMc = { name: 'on the Sun MC line', latitude: 10, longitude: lineLongitude(sun, 'MC', gst, 10)! };
    const near = linesNear(bodies.slice(0, 10), gst, [onMc], 500)[0]!;
    expect(near.lines[0]).toEqual({ body: 'sun', angle: 'MC', distanceKm: 0 });
    for (const l of near.lines) expect(l.distanceKm).toBeLessThanOrEqual(500);
  });
});

describe('the default bodies', () => {
  it('are the ten planets', () => {
    expect(DEFAULT_ACG_BODIES).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
  });
});
