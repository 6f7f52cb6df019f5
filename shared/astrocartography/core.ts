/**
 * Astrocartography, the pure core: where on Earth each body stood on an angle at one moment.
 *
 * In mundo, from the body's apparent right ascension α and declination δ and the Greenwich
 * apparent sidereal time θ₀ (degrees) of the moment; the local sidereal time at east longitude λ is
 * θ₀ + λ, the body's hour angle H = θ₀ + λ − α.
 * - MC line: the body on the upper meridian, H = 0, so λ = α − θ₀ at every latitude (a meridian).
 * - IC line: the lower meridian, H = 180°, λ = α + 180° − θ₀.
 * - ASC and DSC lines: the body on the horizon (true altitude 0, no refraction, as astrocartography
 *   draws them). At latitude φ the semi-diurnal arc H₀ has cos H₀ = −tan φ tan δ: rising (ASC) at
 *   H = −H₀, setting (DSC) at H = +H₀, so λ = α ∓ H₀ − θ₀. Defined where |φ| ≤ 90° − |δ|; beyond it
 *   the body never rises or never sets, and the two lines meet at that latitude.
 * Lines are GeoJSON (RFC 7946): longitude, latitude; a line that crosses the antimeridian is split
 * there into a MultiLineString (points on both sides at ±180°).
 */

export const ANGLES = ['MC', 'IC', 'ASC', 'DSC'] as const;
export type Angle = (typeof ANGLES)[number];

/** One body at the moment: its key and apparent equatorial coordinates (degrees). */
export interface BodyRaDec {
  body: string;
  ra: number;
  dec: number;
}

export type Position = [number, number];

export interface LineFeature {
  type: 'Feature';
  properties: { body: string; angle: Angle };
  geometry: { type: 'LineString'; coordinates: Position[] } | { type: 'MultiLineString'; coordinates: Position[][] };
}

export interface Paran {
  /** The two lines that cross: body and angle of each. */
  lines: [{ body: string; angle: Angle }, { body: string; angle: Angle }];
  latitude: number;
  longitude: number;
}

export interface CityLines {
  name: string;
  latitude: number;
  longitude: number;
  /** The lines within the distance asked, nearest first. */
  lines: { body: string; angle: Angle; distanceKm: number }[];
}

const RAD = Math.PI / 180;
/** The latitudes lines stop at (the poles themselves are degenerate for every line). */
export const MAX_LATITUDE = 89.9;
/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** An angle in degrees into [-180, 180). */
export const wrap180 = (x: number): number => {
  const r = (((x + 180) % 360) + 360) % 360;
  return r - 180;
};

const r6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** The latitude beyond which the body is circumpolar or never rises (90° − |δ|), capped at MAX_LATITUDE. */
export const horizonLimit = (dec: number): number => Math.min(MAX_LATITUDE, 90 - Math.abs(dec));

/** The semi-diurnal arc H₀ (degrees) at latitude φ, or undefined where the body does not rise and set. */
export function semiDiurnalArc(dec: number, lat: number): number | undefined {
  if (Math.abs(lat) > horizonLimit(dec)) return undefined;
  const c = -Math.tan(lat * RAD) * Math.tan(dec * RAD);
  return Math.acos(Math.max(-1, Math.min(1, c))) / RAD;
}

/** The longitude of a body's line at a latitude, or undefined where the line does not reach. */
export function lineLongitude(b: BodyRaDec, angle: Angle, gst: number, lat: number): number | undefined {
  if (angle === 'MC') return wrap180(b.ra - gst);
  if (angle === 'IC') return wrap180(b.ra + 180 - gst);
  const h0 = semiDiurnalArc(b.dec, lat);
  if (h0 === undefined) return undefined;
  return wrap180(angle === 'ASC' ? b.ra - h0 - gst : b.ra + h0 - gst);
}

/**
 * The latitudes an ASC or DSC line is sampled at: every `latStep` degrees, and every `arcStep`
 * degrees of the semi-diurnal arc (dense where the curve turns, near the limit latitude), ascending,
 * within the limit.
 */
function horizonLatitudes(dec: number, latStep = 1, arcStep = 2): number[] {
  const limit = horizonLimit(dec);
  const out = new Set<number>([-limit, limit]);
  for (let lat = Math.ceil(-limit / latStep) * latStep; lat <= limit; lat += latStep) out.add(lat);
  const t = Math.tan(dec * RAD);
  if (Math.abs(t) > 1e-9) {
    for (let h = 0; h <= 180; h += arcStep) {
      const lat = Math.atan(-Math.cos(h * RAD) / t) / RAD;
      if (Math.abs(lat) < limit) out.add(lat);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Splits a path of [lon, lat] points (longitudes in [-180, 180)) where it jumps across the
 * antimeridian, ending one part at ±180° and starting the next at ∓180°, at the latitude
 * `crossing` finds between the two points (linear interpolation when not given).
 */
export function splitAtAntimeridian(points: readonly Position[], crossing?: (latA: number, latB: number) => number): Position[][] {
  const parts: Position[][] = [];
  let current: Position[] = [];
  for (const p of points) {
    const prev = current[current.length - 1];
    if (prev && Math.abs(p[0] - prev[0]) > 180) {
      const edge = p[0] < prev[0] ? 180 : -180;
      const unwrapped = p[0] + (edge === 180 ? 360 : -360);
      const f = (edge - prev[0]) / (unwrapped - prev[0]);
      const lat = r6(crossing ? crossing(prev[1], p[1]) : prev[1] + f * (p[1] - prev[1]));
      current.push([edge, lat]);
      parts.push(current);
      current = [[-edge, lat]];
    }
    current.push(p);
  }
  if (current.length > 1) parts.push(current);
  return parts.filter((part) => part.length > 1);
}

/** The latitude between latA and latB where a horizon line crosses the antimeridian (bisection to 1e-9°). */
function antimeridianLatitude(b: BodyRaDec, angle: Angle, gst: number, latA: number, latB: number): number {
  const side = (lat: number): boolean => lineLongitude(b, angle, gst, lat)! >= 0;
  let lo = latA;
  let hi = latB;
  const sLo = side(lo);
  for (let n = 0; n < 60 && Math.abs(hi - lo) > 1e-9; n++) {
    const mid = (lo + hi) / 2;
    if (side(mid) === sLo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The four lines of one body. */
export function bodyLines(b: BodyRaDec, gst: number): LineFeature[] {
  const out: LineFeature[] = [];
  for (const angle of ANGLES) {
    let points: Position[];
    if (angle === 'MC' || angle === 'IC') {
      const lon = r6(lineLongitude(b, angle, gst, 0)!);
      points = [];
      for (let lat = -MAX_LATITUDE; lat <= MAX_LATITUDE + 1e-9; lat += MAX_LATITUDE / 2) points.push([lon, r6(lat)]);
    } else {
      points = horizonLatitudes(b.dec).map((lat) => [r6(lineLongitude(b, angle, gst, lat)!), r6(lat)] as Position);
    }
    const parts = splitAtAntimeridian(points, (latA, latB) => antimeridianLatitude(b, angle, gst, latA, latB));
    out.push({
      type: 'Feature',
      properties: { body: b.body, angle },
      geometry: parts.length === 1 ? { type: 'LineString', coordinates: parts[0]! } : { type: 'MultiLineString', coordinates: parts },
    });
  }
  return out;
}

/** Every line of every body, in the order given (MC, IC, ASC, DSC each). */
export const astrocartographyLines = (bodies: readonly BodyRaDec[], gst: number): LineFeature[] => bodies.flatMap((b) => bodyLines(b, gst));

/**
 * Parans: the latitudes where two lines of different bodies cross (an MC or IC line with an ASC or
 * DSC line, or two horizon lines), found by scanning the shared latitudes every half degree for a
 * sign change of the longitude difference and refining by bisection to 1e-7°. Two meridian lines
 * never cross.
 */
export function parans(bodies: readonly BodyRaDec[], gst: number): Paran[] {
  const out: Paran[] = [];
  const lines = bodies.flatMap((b) => ANGLES.map((angle) => ({ b, angle })));
  const limitOf = (l: { b: BodyRaDec; angle: Angle }): number => (l.angle === 'MC' || l.angle === 'IC' ? MAX_LATITUDE : horizonLimit(l.b.dec));
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const A = lines[i]!;
      const B = lines[j]!;
      if (A.b.body === B.b.body) continue;
      const meridian = (a: Angle): boolean => a === 'MC' || a === 'IC';
      if (meridian(A.angle) && meridian(B.angle)) continue;
      const limit = Math.min(limitOf(A), limitOf(B));
      const diff = (lat: number): number | undefined => {
        const la = lineLongitude(A.b, A.angle, gst, lat);
        const lb = lineLongitude(B.b, B.angle, gst, lat);
        return la === undefined || lb === undefined ? undefined : wrap180(la - lb);
      };
      const steps = Math.max(2, Math.ceil((2 * limit) / 0.5));
      let prevLat = -limit;
      let prev = diff(prevLat);
      for (let k = 1; k <= steps; k++) {
        const lat = -limit + (2 * limit * k) / steps;
        const d = diff(lat);
        // a sign change that is a crossing, not the jump of the difference at ±180
        if (prev !== undefined && d !== undefined && Math.sign(prev) !== Math.sign(d) && Math.abs(prev) < 90 && Math.abs(d) < 90) {
          let lo = prevLat;
          let hi = lat;
          let dlo = prev;
          for (let n = 0; n < 60 && hi - lo > 1e-7; n++) {
            const mid = (lo + hi) / 2;
            const dm = diff(mid)!;
            if (Math.sign(dm) === Math.sign(dlo)) {
              lo = mid;
              dlo = dm;
            } else hi = mid;
          }
          const latitude = (lo + hi) / 2;
          out.push({
            lines: [
              { body: A.b.body, angle: A.angle },
              { body: B.b.body, angle: B.angle },
            ],
            latitude: r6(latitude),
            longitude: r6(lineLongitude(A.b, A.angle, gst, latitude)!),
          });
        }
        prevLat = lat;
        prev = d;
      }
    }
  }
  return out.sort((x, y) => y.latitude - x.latitude);
}

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A line sampled for distance searches: its latitudes and longitudes (every half degree of latitude, and every degree of the semi-diurnal arc where a horizon line turns). */
export interface LineSamples {
  b: BodyRaDec;
  angle: Angle;
  gst: number;
  limit: number;
  lats: number[];
  lons: number[];
}

export function lineSamples(b: BodyRaDec, angle: Angle, gst: number): LineSamples {
  const meridian = angle === 'MC' || angle === 'IC';
  const limit = meridian ? MAX_LATITUDE : horizonLimit(b.dec);
  const lats = meridian ? Array.from({ length: Math.floor((2 * limit) / 0.5) + 1 }, (_, i) => -limit + i * 0.5).concat(limit) : horizonLatitudes(b.dec, 0.5, 1);
  return { b, angle, gst, limit, lats, lons: lats.map((lat) => lineLongitude(b, angle, gst, lat)!) };
}

/**
 * The shortest distance from a place to a line: the nearest of the line's samples, then a
 * golden-section search on the exact line between that sample's neighbours.
 */
export function distanceToLine(b: BodyRaDec, angle: Angle, gst: number, lat: number, lon: number, samples: LineSamples = lineSamples(b, angle, gst)): number {
  const { limit, lats, lons } = samples;
  const at = (phi: number): number => {
    const p = Math.max(-limit, Math.min(limit, phi));
    return distanceKm(lat, lon, p, lineLongitude(b, angle, gst, p)!);
  };
  let i0 = 0;
  let bestD = Infinity;
  for (let i = 0; i < lats.length; i++) {
    const d = distanceKm(lat, lon, lats[i]!, lons[i]!);
    if (d < bestD) {
      bestD = d;
      i0 = i;
    }
  }
  let lo = lats[Math.max(0, i0 - 1)]!;
  let hi = lats[Math.min(lats.length - 1, i0 + 1)]!;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let n = 0; n < 60 && hi - lo > 1e-9; n++) {
    const m1 = hi - g * (hi - lo);
    const m2 = lo + g * (hi - lo);
    if (at(m1) < at(m2)) hi = m2;
    else lo = m1;
  }
  return Math.min(bestD, at((lo + hi) / 2));
}

/** For each place, the lines within `withinKm`, nearest first (distances to 0.1 km). */
export function linesNear(bodies: readonly BodyRaDec[], gst: number, places: readonly { name: string; latitude: number; longitude: number }[], withinKm: number): CityLines[] {
  // each line sampled once for all the places
  const lines = bodies.flatMap((b) => ANGLES.map((angle) => lineSamples(b, angle, gst)));
  return places.map((p) => ({
    name: p.name,
    latitude: p.latitude,
    longitude: p.longitude,
    lines: lines
      .map((l) => ({ body: l.b.body, angle: l.angle, distanceKm: Math.round(distanceToLine(l.b, l.angle, gst, p.latitude, p.longitude, l) * 10) / 10 }))
      .filter((l) => l.distanceKm <= withinKm)
      .sort((x, y) => x.distanceKm - y.distanceKm),
  }));
}
