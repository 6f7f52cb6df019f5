/**
 * Antiscia: the mirror of each point across the solstice axis (0 Cancer - 0 Capricorn of the chart's
 * zodiac), antiscion = 180 - longitude, and across the equinox axis, contra-antiscion =
 * 360 - longitude; two bodies are in antiscion (or contra-antiscion) when one sits on the other's
 * mirror within ANTISCIA_ORB. Plain functions.
 */
import { wrap360 } from './houses';
import { norm360 } from './ephemeris';

/** Orb of an antiscion contact, degrees (the limit included). */
export const ANTISCIA_ORB = 1;

export const antiscionOf = (longitude: number): number => wrap360(180 - longitude);
export const contraAntiscionOf = (longitude: number): number => wrap360(360 - longitude);

export interface AntisciaContact {
  body1: string;
  body2: string;
  type: 'antiscion' | 'contra-antiscion';
  orb: number;
}

export interface Antiscia {
  bodies: Record<string, { antiscion: number; contraAntiscion: number }>;
  contacts: AntisciaContact[];
}

const distance = (a: number, b: number): number => {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
};

export function findAntiscia(bodies: readonly { key: string; longitude: number }[], skip: readonly (readonly [string, string])[] = []): Antiscia {
  const out: Antiscia = { bodies: {}, contacts: [] };
  for (const b of bodies) out.bodies[b.key] = { antiscion: antiscionOf(b.longitude), contraAntiscion: contraAntiscionOf(b.longitude) };
  const skipped = (a: string, b: string) => skip.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (let i = 0; i < bodies.length; i++)
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      if (skipped(a.key, b.key)) continue;
      const an = distance(antiscionOf(a.longitude), b.longitude);
      const ca = distance(contraAntiscionOf(a.longitude), b.longitude);
      if (an <= ANTISCIA_ORB) out.contacts.push({ body1: a.key, body2: b.key, type: 'antiscion', orb: an });
      if (ca <= ANTISCIA_ORB) out.contacts.push({ body1: a.key, body2: b.key, type: 'contra-antiscion', orb: ca });
    }
  return out;
}
