/**
 * Declinations: each body's distance north (+) or south (-) of the celestial equator, from its
 * apparent ecliptic longitude and latitude of date and the true obliquity
 * (sin dec = sin lat cos eps + cos lat sin eps sin lon); out of bounds beyond the Sun's greatest
 * declination (|dec| > eps); parallels (same declination, same side) and contra-parallels (same
 * declination, opposite sides) within DECLINATION_ORB. Plain functions.
 */
const RAD = Math.PI / 180;

/** Orb of parallels and contra-parallels, degrees (the limit included). */
export const DECLINATION_ORB = 1;

/** Declination (degrees) of an ecliptic position of date (tropical longitude). */
export function declinationOf(longitude: number, latitude: number, obliquity: number): number {
  const s = Math.sin(latitude * RAD) * Math.cos(obliquity * RAD) + Math.cos(latitude * RAD) * Math.sin(obliquity * RAD) * Math.sin(longitude * RAD);
  return Math.asin(Math.max(-1, Math.min(1, s))) / RAD;
}

export interface DeclinationContact {
  body1: string;
  body2: string;
  type: 'parallel' | 'contra-parallel';
  /** |dec1 - dec2| for a parallel, |dec1 + dec2| for a contra-parallel */
  orb: number;
}

export interface Declinations {
  bodies: Record<string, { declination: number; outOfBounds: boolean }>;
  contacts: DeclinationContact[];
}

/**
 * Declinations of the bodies (key -> tropical longitude and latitude), their out-of-bounds status and
 * the parallels and contra-parallels between them; `skip` names pairs never reported (the nodes,
 * always contra-parallel).
 */
export function findDeclinations(
  bodies: readonly { key: string; longitude: number; latitude: number }[],
  obliquity: number,
  skip: readonly (readonly [string, string])[] = [],
): Declinations {
  const out: Declinations = { bodies: {}, contacts: [] };
  const decs = bodies.map((b) => declinationOf(b.longitude, b.latitude, obliquity));
  bodies.forEach((b, i) => {
    out.bodies[b.key] = { declination: decs[i]!, outOfBounds: Math.abs(decs[i]!) > obliquity };
  });
  const skipped = (a: string, b: string) => skip.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (let i = 0; i < bodies.length; i++)
    for (let j = i + 1; j < bodies.length; j++) {
      if (skipped(bodies[i]!.key, bodies[j]!.key)) continue;
      const p = Math.abs(decs[i]! - decs[j]!);
      const c = Math.abs(decs[i]! + decs[j]!);
      // same side (or on the equator): parallel; opposite sides: contra-parallel
      if (Math.sign(decs[i]!) * Math.sign(decs[j]!) >= 0 && p <= DECLINATION_ORB) out.contacts.push({ body1: bodies[i]!.key, body2: bodies[j]!.key, type: 'parallel', orb: p });
      else if (Math.sign(decs[i]!) * Math.sign(decs[j]!) < 0 && c <= DECLINATION_ORB) out.contacts.push({ body1: bodies[i]!.key, body2: bodies[j]!.key, type: 'contra-parallel', orb: c });
    }
  return out;
}
