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
 */
/** An issue as the validate middleware lists it. */
export interface BirthIssue {
  path: string;
  error: string;
  message: string;
}

/** The local time a chart of an unknown birth time is cast for. */
export const NOON = '12:00';

/** The routes that accept `timeUnknown: true` (their handlers pass `timeUnknown: true` to defineRoute). */
export const TIME_UNKNOWN_ROUTES = ['POST /calculators/natal-chart', 'POST /calculators/big-3', 'POST /generate-blueprint', 'POST /generate-blueprint-modular', 'POST /images/natal-wheel'] as const;

export const BIRTH_TIME_REQUIRED = 'Birth time required';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The input as the schema should see it (a copy where something changed) and the issues that stop
 * the request. `accepts`: whether the route answers an unknown birth time.
 */
export function prepareBirthInput(raw: unknown, accepts: boolean): { input: unknown; issues: BirthIssue[] } {
  if (!isObject(raw)) return { input: raw, issues: [] };
  const issues: BirthIssue[] = [];
  const prepare = (b: Record<string, unknown>, path: string): Record<string, unknown> => {
    if (b.timeUnknown !== true) return b;
    const at = (field: string) => (path ? `${path}.${field}` : field);
    if (!accepts) {
      issues.push({
        path: at('timeUnknown'),
        error: BIRTH_TIME_REQUIRED,
        message: `This route needs the birth time: timeUnknown: true is accepted by ${TIME_UNKNOWN_ROUTES.join(', ')}`,
      });
      return b;
    }
    if (b.birthTime !== undefined) {
      issues.push({ path: at('birthTime'), error: 'Invalid birth time', message: 'give birthTime or timeUnknown: true, not both' });
      return b;
    }
    return { ...b, birthTime: NOON };
  };
  let input: Record<string, unknown> = prepare(raw, '');
  if (Array.isArray(raw.people)) {
    const people = raw.people.map((p, i) => (isObject(p) ? prepare(p, `people.${i}`) : p));
    if (people.some((p, i) => p !== (raw.people as unknown[])[i])) input = { ...input, people };
  }
  return { input, issues };
}
