/**
 * The birth data's own switches, read by the validate middleware before the route's schema: an
 * unknown birth time (`timeUnknown: true`, birthTime left out). Birth data sits at the top of the
 * body, or in `people[i]` of the two-person routes.
 *
 * - `timeUnknown: true` with birthTime: 400 "Invalid birth time" (one or the other).
 * - `timeUnknown: true` on a route that needs the time: 400 "Birth time required", naming the routes
 *   that accept it (nothing charged: before the charge).
 * - otherwise the schema gets birthTime "12:00" (the chart of an unknown time is cast at noon) and
 *   `timeUnknown: true` stays in the parsed input for the route to leave out what depends on it.
 * - `timeUnknown: false` is the same as leaving it out (birthTime required, as always).
 *
 * And a place of GET /v1/places (`placeId`, "geonames:<id>") instead of city, country, latitude,
 * longitude and timezone: they are filled in from it (city: the place's name, country: its English
 * country name, the zone: the one its coordinates lie in). With any of them too, or an id that is no
 * place: 400 "Invalid place". Routes that take birth data ship the places file (their route's
 * `data: ['places']`); the file is read on the first placeId only.
 *
 * And a subject saved with PUT /v1/subjects/{subject} (`subject` with none of the birth fields and no
 * `blueprintId`) stands for its birth data: `withSubjects` fills them in from its record first (the
 * display name as `fullName` where the route takes one), so every route that takes birth data takes a
 * subject, at the top of the body or in `people[i]`. An unknown subject is 404 "Subject not found"
 * (nothing charged). A subject with birth fields sent too is only the record's tag (docs/subjects.md).
 */
import { AppError } from '../errors';

/** An issue as the validate middleware lists it. */
export interface BirthIssue {
  path: string;
  error: string;
  message: string;
}

/** The local time a chart of an unknown birth time is cast for. */
export const NOON = '12:00';

/** The routes that accept `timeUnknown: true` (their handlers pass `timeUnknown: true` to defineRoute). */
export const TIME_UNKNOWN_ROUTES = ['POST /calculators/natal-chart', 'POST /calculators/big-3', 'POST /generate-blueprint', 'POST /generate-blueprint-modular', 'POST /images/natal-wheel', 'POST /chinese/bazi', 'POST /transits', 'POST /vedic/chart', 'POST /vedic/gochar', 'POST /vedic/match', 'POST /predictive/solar-return', 'POST /predictive/progressions', 'POST /predictive/solar-arc'] as const;

/**
 * Why a route that refuses `timeUnknown: true` needs the birth time (the English message of its 400
 * "Birth time required"; the other languages say it in general, shared/i18n/messages). docs/subjects.md
 * "Unknown birth time" tables every birth-taking route.
 */
export const BIRTH_TIME_NEEDED_FOR: Readonly<Record<string, string>> = {
  'POST /relationships': 'the house overlays, the composite and Davison angles and each person’s Human Design (the gates of the Moon) change within the day',
  'POST /predictive/lunar-return': 'a lunar return is the moment the Moon comes back to its exact natal degree, and the Moon moves 12-15° over the birth day',
  'POST /predictive/profections': 'the profected house and the lord of the year are counted from the ascendant, which needs the birth time',
  'POST /predictive/firdaria': 'the order of the firdaria follows a day or a night birth (the Sun above or below the horizon at the birth time)',
  'POST /images/transit-wheel': 'the natal chart inside the transit wheel is drawn with its houses and angles',
  'POST /images/bodygraph': 'the Human Design gates of the Moon (and of the design) change within the day',
  'POST /images/connection-bodygraph': 'the Human Design gates of the Moon (and of the design) change within the day',
  'POST /images/synastry-wheel': 'the wheels draw each person’s houses and angles, which the birth time places',
  'POST /images/composite-wheel': 'the composite chart’s houses and angles are the midpoints of both people’s, which the birth time places',
  'POST /images/davison-wheel': 'the Davison chart is cast for the midpoint of the two birth moments',
  'POST /images/vedic-chart': 'the square chart is drawn from the lagna (house 1), which the birth time places (POST /vedic/chart answers without it)',
  'POST /astrocartography': 'each line is where a body was on an angle at the birth moment: the lines move 15° of longitude per hour',
  'POST /images/astrocartography': 'each line is where a body was on an angle at the birth moment: the lines move 15° of longitude per hour',
  'POST /vedic/dasha': 'the Vimshottari periods start from the Moon’s exact degree in its nakshatra, and the Moon crosses about a whole nakshatra in a day: an unknown time moves every period by up to years',
  'POST /vedic/kp': 'KP reads the house cusps and their sub-lords, which the birth time places',
  'POST /vedic/ashtakavarga': 'the lagna gives its own bindus and the houses are counted from it: both need the birth time',
  'POST /vedic/strength': 'shadbala’s directional and temporal strengths and the bhava bala need the lagna and the time of day',
  'POST /vedic/jaimini': 'the chara karakas follow exact degrees (the Moon’s moves 12-15° a day), the arudhas and the karakamsa count from the lagna',
  'POST /vedic/yogas': 'the yogas are read from the houses counted from the lagna, which needs the birth time',
  'POST /birth-time/sensitivity': 'it tells how the chart changes around a given birth time',
};

export const BIRTH_TIME_REQUIRED = 'Birth time required';
export const INVALID_PLACE = 'Invalid place';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const PLACE_FIELDS = ['city', 'country', 'latitude', 'longitude', 'timezone'] as const;
export type PlaceFields = { city: string; country: string; latitude: number; longitude: number; timezone: string };
/** The place fields of a placeId; throws a typed 400 (AppError "Invalid place") for an unknown id. */
export type PlaceResolver = (placeId: string) => PlaceFields;

/** Every field of the birth data: any of them sent means the caller gives the birth data itself. */
export const BIRTH_FIELDS = ['birthDate', 'birthTime', 'timeUnknown', 'utcOffset', 'placeId', ...PLACE_FIELDS] as const;
export const SUBJECT_NOT_FOUND = 'Subject not found';

/** A subject's birth data as a request would send it (absent when no such subject): `birthTime` absent when unknown, with `timeUnknown: true`. */
export type SubjectResolver = (subject: string) => Promise<{ birth: Record<string, unknown>; name?: string } | undefined>;

/** Whether a body (or a person of it) names a subject in place of birth data. */
const standsForBirth = (b: Record<string, unknown>): b is Record<string, unknown> & { subject: string } =>
  typeof b.subject === 'string' && b.blueprintId === undefined && BIRTH_FIELDS.every((f) => b[f] === undefined);

/** Whether the input names a subject in place of birth data (the middleware then reads the subjects). */
export const hasSubjectRef = (raw: unknown): boolean =>
  isObject(raw) && (Array.isArray(raw.people) ? raw.people.some((p) => isObject(p) && standsForBirth(p)) : standsForBirth(raw));

/**
 * The input with each subject that stands for birth data replaced by its birth data (the subject kept:
 * it is the record's tag on the routes that save). `knows(input)`: the fields of the schema that are
 * not known (the added `fullName` is left out where the route does not take it). Throws a 404 AppError
 * "Subject not found" for a subject the account does not have.
 */
export async function withSubjects(raw: unknown, resolve: SubjectResolver, unknown: (input: unknown) => string[]): Promise<unknown> {
  if (!isObject(raw)) return raw;
  const fill = async (b: Record<string, unknown>, path: string): Promise<Record<string, unknown>> => {
    if (!standsForBirth(b)) return b;
    const found = await resolve(b.subject);
    if (!found) throw new AppError('not_found', SUBJECT_NOT_FOUND, `No subject ${JSON.stringify(b.subject)} in this account${path ? ` (${path}.subject)` : ''}: create it with PUT /v1/subjects/{subject}`);
    return { ...found.birth, ...(found.name !== undefined && b.fullName === undefined ? { fullName: found.name } : {}), ...b };
  };
  // a two-person body carries its birth data in people[]: its own `subject` is the record's tag, not a person
  let input: Record<string, unknown> = Array.isArray(raw.people) ? raw : await fill(raw, '');
  if (Array.isArray(raw.people)) {
    const people = await Promise.all(raw.people.map((p, i) => (isObject(p) ? fill(p, `people.${i}`) : p)));
    if (people.some((p, i) => p !== (raw.people as unknown[])[i])) input = { ...input, people };
  }
  if (input === raw) return raw;
  // the display name only where the route takes a fullName (`unknown`: the paths of the fields the schema does not know)
  const extra = new Set(unknown(input));
  const { fullName: _dropped, ...withoutName } = input;
  if (extra.has('fullName')) input = withoutName;
  if (Array.isArray(input.people)) {
    input = {
      ...input,
      people: input.people.map((p: unknown, i) => {
        if (!isObject(p) || !extra.has(`people.${i}.fullName`)) return p;
        const { fullName: _n, ...rest } = p;
        return rest;
      }),
    };
  }
  return input;
}

/** Whether the input holds a placeId where birth data sit (the middleware then loads the resolver). */
export const hasPlaceId = (raw: unknown): boolean =>
  isObject(raw) && (raw.placeId !== undefined || (Array.isArray(raw.people) && raw.people.some((p) => isObject(p) && p.placeId !== undefined)));

/**
 * The input as the schema should see it (a copy where something changed) and the issues that stop
 * the request. `accepts`: whether the route answers an unknown birth time; `place`: the placeId
 * resolver (absent: the route does not ship the places file; every route whose schema takes
 * placeId does, test/integration/place-id.test.ts checks it).
 */
export function prepareBirthInput(raw: unknown, accepts: boolean, place?: PlaceResolver, why?: string): { input: unknown; issues: BirthIssue[] } {
  if (!isObject(raw)) return { input: raw, issues: [] };
  const issues: BirthIssue[] = [];
  const prepare = (given: Record<string, unknown>, path: string): Record<string, unknown> => {
    const at = (field: string) => (path ? `${path}.${field}` : field);
    const b = withPlace(given, at);
    if (b.timeUnknown !== true) return b;
    if (!accepts) {
      issues.push({
        path: at('timeUnknown'),
        error: BIRTH_TIME_REQUIRED,
        message: `This route needs the birth time${why ? ` (${why})` : ''}: timeUnknown: true is accepted by ${TIME_UNKNOWN_ROUTES.join(', ')}`,
      });
      return b;
    }
    if (b.birthTime !== undefined) {
      issues.push({ path: at('birthTime'), error: 'Invalid birth time', message: 'give birthTime or timeUnknown: true, not both' });
      return b;
    }
    return { ...b, birthTime: NOON };
  };
  const withPlace = (b: Record<string, unknown>, at: (field: string) => string): Record<string, unknown> => {
    if (b.placeId === undefined || !place) return b;
    if (typeof b.placeId !== 'string') {
      issues.push({ path: at('placeId'), error: INVALID_PLACE, message: 'placeId must be a string geonames:<id> from GET /v1/places' });
      return b;
    }
    const both = PLACE_FIELDS.filter((f) => b[f] !== undefined);
    if (both.length > 0) {
      issues.push({ path: at('placeId'), error: INVALID_PLACE, message: `give placeId or city, country, latitude, longitude and timezone, not both (${both.join(', ')} sent with placeId)` });
      return b;
    }
    try {
      return { ...b, ...place(b.placeId) };
    } catch (e) {
      const err = e as { kind?: string; error?: string; message?: string };
      if (err.kind !== 'invalid_input' || typeof err.error !== 'string') throw e;
      issues.push({ path: at('placeId'), error: err.error, message: String(err.message) });
      return b;
    }
  };
  let input: Record<string, unknown> = prepare(raw, '');
  if (Array.isArray(raw.people)) {
    const people = raw.people.map((p, i) => (isObject(p) ? prepare(p, `people.${i}`) : p));
    if (people.some((p, i) => p !== (raw.people as unknown[])[i])) input = { ...input, people };
  }
  return { input, issues };
}
