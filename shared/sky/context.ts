/**
 * A `SkyContext` caches ephemeris positions and tracks for one computation (a request, a day):
 * every search that shares a context shares its ephemeris calls. Create one per computation;
 * it holds no global state.
 */
import { norm360 } from '../astro/ephemeris';
import { cachedPositionAt, SCAN_STEP_DAYS, siderealShiftAt, SPAN_STEP_DAYS, type MovingBody, type NodeKind, type SkyPosition } from './bodies';
import type { SignalSample } from './solver';
import { Track } from './track';

/** 2000-01-01T00:00Z. */
export const SPAN_ANCHOR_JD = 2451544.5;

/**
 * The frame a context reads the sky in: the zodiac (tropical, or sidereal in a Swiss Ephemeris
 * sidereal mode: every longitude less the ayanamsha of its moment, every speed less its rate) and
 * the lunar node the node bodies follow. The default is the tropical zodiac with the true node.
 */
export interface SkyFrame {
  /** SE_SIDM_* number of the sidereal zodiac; undefined: tropical. */
  siderealMode?: number;
  node?: NodeKind;
}

export class SkyContext {
  private readonly positions = new Map<MovingBody, Map<number, SkyPosition>>();
  private readonly tracks = new Map<string, Track>();

  /**
   * @param anchor a UT Julian day every grid of this context passes through (usually the start of
   *   the window), so that body and pair tracks share their samples.
   * @param frame the zodiac and node of every position (default: tropical, true node).
   */
  constructor(
    readonly anchor: number,
    readonly frame: SkyFrame = {},
  ) {}

  /** Position of a body at a UT Julian day in the context's frame (cached). */
  position(body: MovingBody, t: number): SkyPosition {
    let m = this.positions.get(body);
    if (!m) this.positions.set(body, (m = new Map()));
    let p = m.get(t);
    if (!p) {
      p = cachedPositionAt(body, t, this.frame.node);
      if (this.frame.siderealMode !== undefined) {
        const shift = siderealShiftAt(this.frame.siderealMode, t);
        p = { longitude: norm360(p.longitude - shift.value), latitude: p.latitude, speed: p.speed - shift.rate };
      }
      m.set(t, p);
    }
    return p;
  }

  /**
   * The track of a body's longitude (value = longitude, rate = speed), on a grid of `step` days
   * (default: the body's scan step) through `anchor` (default: the context's anchor).
   */
  bodyTrack(body: MovingBody, step: number = SCAN_STEP_DAYS[body], anchor: number = this.anchor): Track {
    const key = `${body}@${step}@${anchor}`;
    let t = this.tracks.get(key);
    if (!t) {
      t = new Track((jd): SignalSample => {
        const p = this.position(body, jd);
        return { t: jd, value: p.longitude, rate: p.speed };
      }, step, anchor);
      this.tracks.set(key, t);
    }
    return t;
  }

  /**
   * The track a body's orb spans are followed on (durations): its span step, on a grid anchored at
   * J2000 (2000-01-01 00:00 UT) that every computation shares, so the process-wide position cache
   * serves the slow bodies' long walks of different requests.
   */
  spanTrack(body: MovingBody): Track {
    return this.bodyTrack(body, SPAN_STEP_DAYS[body], SPAN_ANCHOR_JD);
  }

  /**
   * The track of the angle from body b to body a (value = lon(a) - lon(b), rate = speed(a) - speed(b)),
   * on a grid of `step` days (default: the smaller of the two bodies' scan steps).
   */
  pairTrack(a: MovingBody, b: MovingBody, step: number = Math.min(SCAN_STEP_DAYS[a], SCAN_STEP_DAYS[b])): Track {
    const key = `${a}|${b}@${step}`;
    let t = this.tracks.get(key);
    if (!t) {
      t = new Track((jd): SignalSample => {
        const pa = this.position(a, jd);
        const pb = this.position(b, jd);
        return { t: jd, value: norm360(pa.longitude - pb.longitude), rate: pa.speed - pb.speed };
      }, step, this.anchor);
      this.tracks.set(key, t);
    }
    return t;
  }
}
