/**
 * Events of moving bodies inside a window [startJd, endJd): exact aspects to a fixed longitude
 * and between two bodies, stations and sign ingresses. All are found by bracketing on a grid
 * adapted to the bodies' speeds (see track.ts) and solving on the ephemeris, never by sampling,
 * so retrograde double and triple passes are all reported.
 */
import { signIndex, SIGNS, type SignKey } from '../astro/zodiac';
import { aspectTargets, norm360, separation } from './angles';
import { isoFromJd, type MovingBody } from './bodies';
import { SkyContext } from './context';

export interface ExactHit {
  /** UT Julian day of the exact aspect. */
  jd: number;
  /** The same moment, ISO 8601 UTC. */
  at: string;
  /** Longitude of the (first) moving body at that moment. */
  longitude: number;
  /** Its speed (degrees per day; negative when retrograde). */
  speed: number;
  /** Angle between the two at that moment (0..180): the aspect's angle, to the solver's tolerance. */
  separation: number;
}

export interface Station {
  body: MovingBody;
  jd: number;
  at: string;
  longitude: number;
  /** 'retrograde': the body turns retrograde; 'direct': it resumes direct motion. */
  kind: 'retrograde' | 'direct';
}

export interface Ingress {
  body: MovingBody;
  jd: number;
  at: string;
  /** The sign entered. */
  sign: SignKey;
  /** The sign left. */
  from: SignKey;
  /** true when the body enters the sign moving backwards. */
  retrograde: boolean;
}

const ctxFor = (startJd: number, ctx?: SkyContext): SkyContext => ctx ?? new SkyContext(startJd);

const assertWindow = (startJd: number, endJd: number): void => {
  if (!(endJd > startJd)) throw new Error(`empty window: ${startJd} .. ${endJd}`);
};

/**
 * Every moment in [startJd, endJd) when `body` makes an aspect of `angle` degrees (0..180) to the
 * fixed longitude `pointLongitude` (a natal point), in time order. Both sides of the aspect count
 * (point + angle and point - angle). Pass a shared `ctx` to reuse ephemeris calls across searches.
 */
export function findAspectsToPoint(body: MovingBody, pointLongitude: number, angle: number, startJd: number, endJd: number, ctx?: SkyContext): ExactHit[] {
  assertWindow(startJd, endJd);
  const c = ctxFor(startJd, ctx);
  const track = c.bodyTrack(body);
  const hits: ExactHit[] = [];
  for (const target of aspectTargets(pointLongitude, angle)) {
    for (const s of track.crossings(target, startJd, endJd)) {
      const lon = norm360(s.value);
      hits.push({ jd: s.t, at: isoFromJd(s.t), longitude: lon, speed: s.rate, separation: separation(lon, pointLongitude) });
    }
  }
  return hits.sort((x, y) => x.jd - y.jd);
}

/**
 * Every moment in [startJd, endJd) when bodies `a` and `b` are exactly `angle` degrees (0..180)
 * apart, in time order (both sides of the aspect count). `longitude` and `speed` are body a's.
 */
export function findAspectsBetween(a: MovingBody, b: MovingBody, angle: number, startJd: number, endJd: number, ctx?: SkyContext): ExactHit[] {
  assertWindow(startJd, endJd);
  const c = ctxFor(startJd, ctx);
  const track = c.pairTrack(a, b);
  const hits: ExactHit[] = [];
  for (const target of aspectTargets(0, angle)) {
    for (const s of track.crossings(target, startJd, endJd)) {
      const pa = c.position(a, s.t);
      const pb = c.position(b, s.t);
      hits.push({ jd: s.t, at: isoFromJd(s.t), longitude: pa.longitude, speed: pa.speed, separation: separation(pa.longitude, pb.longitude) });
    }
  }
  return hits.sort((x, y) => x.jd - y.jd);
}

/** Stations of `body` in [startJd, endJd): the moments its longitude speed changes sign. */
export function findStations(body: MovingBody, startJd: number, endJd: number, ctx?: SkyContext): Station[] {
  assertWindow(startJd, endJd);
  const c = ctxFor(startJd, ctx);
  const track = c.bodyTrack(body);
  return track.stations(startJd, endJd).map((s) => {
    // The speed just before tells the direction of the turn.
    const before = c.position(body, s.t - 1e-3).speed;
    return { body, jd: s.t, at: isoFromJd(s.t), longitude: norm360(s.value), kind: before > 0 ? 'retrograde' : 'direct' };
  });
}

/**
 * Sign ingresses of `body` in [startJd, endJd), in time order (a retrograde re-entry counts too).
 * `step`: the scan's grid (days), by default the body's; a caller may widen it for a body that
 * never stations (the Sun, the Moon, the mean node), keeping the motion per step far below 180°.
 */
export function findIngresses(body: MovingBody, startJd: number, endJd: number, ctx?: SkyContext, step?: number): Ingress[] {
  assertWindow(startJd, endJd);
  const c = ctxFor(startJd, ctx);
  const track = step === undefined ? c.bodyTrack(body) : c.bodyTrack(body, step);
  const out: Ingress[] = [];
  for (let i = 0; i < 12; i++) {
    const boundary = i * 30;
    for (const s of track.crossings(boundary, startJd, endJd)) {
      const forward = s.rate >= 0;
      // Entering sign i when moving forward, sign i - 1 when moving backward.
      const entered = forward ? i : (i + 11) % 12;
      const left = forward ? (i + 11) % 12 : i;
      out.push({ body, jd: s.t, at: isoFromJd(s.t), sign: SIGNS[entered]!.key, from: SIGNS[left]!.key, retrograde: !forward });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

/** Sign of a longitude (re-exported convenience for callers of the sky primitives). */
export const signAt = (longitude: number): SignKey => SIGNS[signIndex(longitude)]!.key;
