/**
 * Sky primitives shared by the transit core (shared/transits) and the daily sky (shared/daily):
 * positions of the moving bodies, angle helpers, exact aspect moments (to a fixed point and
 * between two bodies), stations, sign ingresses and the lunar phase, all on the ephemeris.
 * Pure functions (plus caches scoped to a `SkyContext`); no I/O besides the ephemeris files.
 */
export { MOVING_BODIES, SCAN_STEP_DAYS, SHARED_CACHE_LIMIT, SPAN_STEP_DAYS, cachedPositionAt, clearPositionCache, isMovingBody, isoFromJd, positionAt, positionsAt, siderealShiftAt } from './bodies';
export type { MovingBody, NodeKind, SkyPosition } from './bodies';
export { aspectOffset, aspectTargets, norm360, separation, signedSeparation, wrap180 } from './angles';
export { SkyContext, SPAN_ANCHOR_JD } from './context';
export type { SkyFrame } from './context';
export { findAspectsBetween, findAspectsToPoint, findIngresses, findStations, signAt } from './events';
export type { ExactHit, Ingress, Station } from './events';
export { findLunarPhases, lunarPhaseAt, LUNAR_PHASES } from './lunar';
export type { LunarEvent, LunarEventType, LunarPhaseInfo, LunarPhaseName } from './lunar';
export { ANGLE_TOLERANCE, solveLevel, solveStation } from './solver';
export type { Signal, SignalSample } from './solver';
export { Track } from './track';
export type { Closest, Piece, Span } from './track';
