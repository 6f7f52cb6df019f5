/**
 * Where a request's birth comes from (the birth data sent, or a saved blueprint's moment and place):
 * the one reading of the birth fields every birth-data service shares (predictive, Vedic, Chinese,
 * numerology, sensitivity, astrocartography, calendars), the room's public face. The moment itself is
 * found by the one birth-to-moment function (shared/astro/moment.ts).
 */
import type { BlueprintStore } from '../blueprint/store';
import { blueprintStore } from '../blueprint/store-access';
import type { Deps } from '../deps';
import { blueprintMoment, notFound as blueprintNotFound, refuseTimeUnknown } from '../blueprint/index';
import { invalidInput } from '../errors';
import { birthDayBounds, birthMoment, type BirthMoment } from '../astro/moment';
export { birthInfo, toBirthInput } from './birth-data';

/** What the use cases need besides the request: the clock and the caller's saved blueprints. */
export interface BirthDeps {
  now: Date;
  blueprints: Pick<BlueprintStore, 'get'>;
  ownerId: string;
}

/** The deps of a request: the container's blueprint store (read), its clock, the paying account. */
export const birthDeps = (ctx: { deps: Deps; caller: { accountId: string } }): BirthDeps => ({
  now: ctx.deps.now(),
  blueprints: blueprintStore(ctx.deps),
  ownerId: ctx.caller.accountId,
});

/** Where a request's birth data come from: the moment, the place, the zone, and the blueprint if one was named. */
export interface BirthSource {
  jdUT: number;
  /** The birth moment and how it was found (shared/astro/moment.ts). */
  moment: BirthMoment;
  latitude: number;
  longitude: number;
  timezone: string;
  birthDate: string;
  blueprint?: NonNullable<Awaited<ReturnType<BlueprintStore['get']>>>;
  /**
   * Only when the birth time is unknown (a caller that allows it): the moment is 12:00 local time, and
   * the UT Julian days of 00:00:00 and 23:59:59 local time of the birth date, for what moves over the day.
   */
  timeUnknown?: { startJd: number; endJd: number };
}

/** The birth fields of spec 2.2, or a blueprintId with the birthplace fields that override its own. */
export type BirthOrBlueprint =
  | { birthDate: string; birthTime: string; timezone: string; utcOffset?: string | undefined; latitude: number; longitude: number; timeUnknown?: boolean | undefined }
  | { blueprintId: string; latitude?: number | undefined; longitude?: number | undefined; timezone?: string | undefined };

/**
 * The birth moment and place of a request: its birth data, or a saved blueprint's birth moment (the
 * UT it was cast for; for blueprints saved before that was kept, its local time in the zone) at its
 * kept birthplace, or the latitude and longitude sent with it. 404 for a blueprint not the caller's.
 */
export async function birthSourceOf(req: BirthOrBlueprint, deps: BirthDeps, opts: { allowTimeUnknown?: boolean } = {}): Promise<BirthSource> {
  if (!('blueprintId' in req)) {
    // an unknown time reaches here only on a route that accepts it (the validate middleware refuses it elsewhere)
    const unknown = req.timeUnknown === true;
    const t = birthMoment({ date: req.birthDate, time: unknown ? null : req.birthTime, timeUnknown: unknown, timezone: req.timezone, longitude: req.longitude, utcOffset: req.utcOffset });
    const day = unknown ? { timeUnknown: birthDayBounds({ date: req.birthDate, timezone: req.timezone, longitude: req.longitude, utcOffset: req.utcOffset }) } : {};
    return { jdUT: t.jdUT, moment: t, latitude: req.latitude, longitude: req.longitude, timezone: req.timezone, birthDate: req.birthDate, ...day };
  }
  const bp = await deps.blueprints.get(deps.ownerId, req.blueprintId);
  if (!bp) throw blueprintNotFound(req.blueprintId);
  if (!opts.allowTimeUnknown) refuseTimeUnknown(bp);
  const latitude = req.latitude ?? bp.place?.latitude;
  const longitude = req.longitude ?? bp.place?.longitude;
  if (latitude === undefined || longitude === undefined || (req.latitude === undefined) !== (req.longitude === undefined)) {
    throw invalidInput('Birth location required', 'This blueprint keeps no birthplace: send latitude, longitude (and timezone) with blueprintId');
  }
  const timezone = req.timezone ?? bp.place?.timezone ?? 'UTC';
  // the blueprint's own moment (its kept UT, or its birth data at its kept birthplace): a place sent moves the houses, not the moment
  const unknown = bp.timeUnknown === true;
  const moment = blueprintMoment(bp) ?? birthMoment({ date: bp.birthDate, time: unknown ? null : bp.birthTime, timeUnknown: unknown, timezone, longitude, utcOffset: bp.utcOffset });
  // the birth day at the blueprint's birthplace (its longitude: the local mean time of an LMT era)
  const day = unknown ? { timeUnknown: birthDayBounds({ date: bp.birthDate, timezone: bp.place?.timezone ?? timezone, longitude: bp.place?.longitude ?? longitude, utcOffset: bp.utcOffset }) } : {};
  return { jdUT: moment.jdUT, moment, latitude, longitude, timezone, birthDate: bp.birthDate, blueprint: bp, ...day };
}
