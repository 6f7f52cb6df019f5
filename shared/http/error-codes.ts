/**
 * The machine-readable side of every error answer. Each error body carries, beside the
 * specification's `error` string and `message` (unchanged), `success: false`, a stable `code`,
 * the `requestId` and a `docUrl` (the docs page's anchor of the code, `/v1/docs#error-<code>`).
 *
 * `code` is the `error` string in snake_case ("Invalid birth date" -> `invalid_birth_date`,
 * "Missing required field: blueprintId" -> `missing_required_field_blueprint_id`): one code per
 * distinct error string, stable as long as the string is (the spec fixes the strings), and a new
 * error of any room gets its code without a list to keep. ERROR_CODES is the catalogue the API
 * description and the docs page list (with what each means); a test checks that every error answer
 * of the test suite carries a code listed here (test/support/openapi-check.ts).
 */

/** The stable code of an error string. */
export const codeOf = (error: string): string =>
  error
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase() || 'error';

export interface ErrorCodeDoc {
  /** The `error` string of the answers carrying this code. */
  error: string;
  /** The HTTP statuses it comes with. */
  status: number[];
  /** When it is answered. */
  when: string;
}

const e = (error: string, status: number | number[], when: string): ErrorCodeDoc => ({ error, status: Array.isArray(status) ? status : [status], when });

/** Every error of the API (the spec's strings and the platform's own), grouped by status. */
export const ERROR_CATALOGUE: readonly ErrorCodeDoc[] = [
  // 400: bad input, nothing charged
  e('Invalid request', 400, 'a field of the wrong type or size, or text with control characters; `issues` lists every wrong field'),
  e('Unknown field', 400, 'the body has a field the route does not know (names are case-sensitive); `fields` names each with the nearest known one'),
  e('Invalid request body', 400, 'the body is not a JSON object'),
  e('Invalid JSON body', 400, 'the body is not valid JSON (or not UTF-8)'),
  e('Invalid birth date', 400, 'birthDate is not a YYYY-MM-DD calendar date'),
  e('Invalid birth time', 400, 'birthTime is not HH:MM (24 hours)'),
  e('Birth time required', 400, 'timeUnknown: true on a route that needs the birth time: the lagna (ascendant), the houses or the Moon’s exact degree (docs/subjects.md, unknown birth time); the message says which'),
  e('Moon changes sign on birth date', 400, 'timeUnknown: true on a route that reads the natal Moon’s sign (the Vedic gochar) when the Moon changes sign that day: send the birth time'),
  e('Moon changes nakshatra on birth date', 400, 'timeUnknown: true on a route that reads the natal Moon’s nakshatra (the Vedic match) when a person’s Moon changes nakshatra or sign that day: send that person’s birth time'),
  e('Birth location required', 400, 'city, country, latitude, longitude or timezone is missing'),
  e('Invalid coordinates', 400, 'latitude or longitude is not a number in range'),
  e('Invalid timezone', 400, 'timezone is not an IANA zone name'),
  e('Invalid UTC offset', 400, 'utcOffset is not +HH:MM or +HH:MM:SS within ±14:00'),
  e('Date out of range', 400, 'a date outside the ephemeris (1800-01-02 to 2399-12-30)'),
  e('Invalid date', 400, 'a date parameter that is not YYYY-MM-DD, or out of the allowed range'),
  e('Invalid house system', 400, 'houseSystem is not one of the supported systems'),
  e('Invalid zodiac', 400, 'zodiac is not tropical or sidereal'),
  e('Invalid ayanamsha', 400, 'ayanamsha is not one of the supported ones'),
  e('Invalid node type', 400, 'nodeType is not true or mean'),
  e('Invalid lilith type', 400, 'lilithType is not mean or true'),
  e('Invalid orbs', 400, 'orbs is not an object of aspect type to degrees in range'),
  e('Invalid chart option', 400, 'a natal chart option (asteroids, fixedStars, lots, dignities, patterns, declinations, antiscia, midpoints) is not true or false'),
  e('Invalid module selection', 400, 'modules lacks numerology, astrology and/or humanDesign flags'),
  e('Missing required field: fullName', 400, 'fullName is absent or empty'),
  e('Missing required field: blueprintId', 400, 'blueprintId is absent'),
  e('Invalid name', 400, 'a name with no letter numerology can read'),
  e('Unsupported script', 400, 'a name with a letter of a script the numerology report cannot count (Latin, Greek, Cyrillic and Devanagari are read)'),
  e('Invalid language', 400, 'language is not one of the supported languages'),
  e('Missing facts', 400, 'an AI interpretation was asked for without the facts it needs'),
  e('Invalid period', 400, 'period is not day, week or month'),
  e('Too many calendars', 400, 'the account keeps 50 calendar feeds already: delete one first'),
  e('Invalid webhook URL', 400, 'the webhook url is missing, not https, carries credentials, or its host is (or resolves to) a loopback, private, link-local or metadata address'),
  e('Too many subjects', 400, 'the account keeps its limit of subjects already (docs/limits.md): delete one first'),
  e('Invalid metadata', 400, 'a subject’s metadata is not an object of at most 50 string values (keys up to 40 characters, values up to 500)'),
  e('Too many webhooks', 400, 'the account keeps 20 webhooks already: delete one first'),
  e('Invalid pagination', 400, 'page or limit out of range (limit 1 to 100, page from 1), or a cursor that is not one'),
  e('Invalid zodiac sign', 400, 'the sign is not one of the 12 signs (or all)'),
  e('Invalid messages', 400, 'the chat messages are missing, too many, too long or out of order'),
  e('Invalid model', 400, 'the advisor model tier is not one of the offered ones'),
  e('Invalid agent', 400, 'the advisor agent fields are not valid'),
  e('Invalid image format', 400, 'format is not svg or png'),
  e('Invalid image size', 400, 'size is out of range (600 to 2000 pixels: smaller wheels could not keep every label readable)'),
  e('Invalid aspects', 400, 'aspects is not major or all'),
  e('Invalid full name', 400, 'fullName (the title of an image) is not 1 to 100 characters of one line'),
  e('Invalid theme', 400, 'theme is not one of the offered themes'),
  e('Invalid varga', 400, 'vargas names a divisional chart that is not one of the sixteen (D1 ... D60)'),
  e('Dasha not applicable', 400, 'the dasha system asked for does not apply to the chart by its classical rule (Ashtottari: Rahu in a kendra or trikona from the lagna lord, not in the lagna); force: true computes it anyway'),
  e('No sunrise', 400, 'the Sun does not rise or set at this place on this date (polar day or night): the day of a panchang or of planetary hours begins at sunrise'),
  e('Invalid place', 400, 'placeId is not a place of GET /v1/places'),
  e('Invalid moment', 400, 'the moment of a transit image is not a valid date and time'),
  e('Blueprint module missing', 400, 'the saved blueprint has no data for the module to draw'),
  e('Invalid Idempotency-Key', 400, 'the Idempotency-Key header is empty, too long or not printable ASCII'),
  e('Conflicting API keys', 400, 'two different keys were sent (Authorization and X-API-Key)'),
  e('Invalid credits', 400, 'an administrative credit amount that is not a positive integer'),
  e('Invalid plan', 400, 'an administrative advisor plan that is not one of the plans'),
  e('Invalid quota', 400, 'an administrative advisor quota that is not a non-negative integer'),
  e('Bad request', 400, 'a request API Gateway refused before any function saw it'),
  // 401, 402, 403
  e('Missing API key', 401, 'no key was sent: use "Authorization: Bearer <key>" or "X-API-Key: <key>"'),
  e('Invalid API key', 401, 'the key is unknown or revoked'),
  e('Insufficient credits', 402, 'the balance is below the cost; `required` and `available` say by how much'),
  e('Forbidden', 403, 'the key’s role may not use this route'),
  // 404
  e('Not found', 404, 'no route for this method and path, or no such file'),
  e('Blueprint not found', 404, 'the blueprint is unknown or not the caller’s'),
  e('Subject not found', 404, 'no subject of this id in the caller’s account (PUT /v1/subjects/{subject} creates one)'),
  e('Transit not found', 404, 'the saved horoscope is unknown or not the caller’s'),
  e('Relationship not found', 404, 'the relationship is unknown or not the caller’s'),
  e('Calendar not found', 404, 'the calendar feed is unknown or not the caller’s; a feed URL that was deleted, whose blueprint was deleted or whose creating key was revoked'),
  e('Webhook not found', 404, 'the webhook is unknown or not the caller’s'),
  e('Delivery not found', 404, 'the delivery is unknown or not of this webhook'),
  e('Conversation not found', 404, 'the conversation is unknown or not the caller’s'),
  e('Key not found', 404, 'the key is unknown or not the account’s'),
  e('Account not found', 404, 'the account is unknown (or deleted)'),
  // 405, 409, 413, 415, 422, 429
  e('Method not allowed', 405, 'the path exists but not with this method: `allow` lists the right ones'),
  e('Blueprint is not ready or has no content', 409, 'the blueprint is not completed or has no content'),
  e('Request in progress', 409, 'a request with this Idempotency-Key is still running: retry when it has finished'),
  e('Work in progress', 409, 'a paid request of the account is still running: retry when it has finished'),
  e('Last owner key', 409, 'the account’s last live owner key is never revoked'),
  e('Webhook changed', 409, 'the webhook’s secret was rotated by another request at the same moment: list it and rotate again if needed'),
  e('Account exists', 409, 'an account with this id already exists'),
  e('Payload too large', 413, 'the body exceeds the size limit'),
  e('Unsupported media type', 415, 'a body sent without "Content-Type: application/json"'),
  e('Idempotency key reused', 422, 'this Idempotency-Key was used with a different request body'),
  e('Too many revocations', 429, 'the account revoked 1,000 keys within 7 minutes: retry in a few minutes'),
  e('Too many test events', 429, 'a webhook takes at most 5 test events a minute: retry in the next minute'),
  e('Rate limit exceeded', 429, 'too many requests for this key (or the stage): wait `Retry-After` seconds'),
  // 5xx: nothing charged (refunded); quote the requestId
  e('Internal server error', 500, 'an unexpected error: quote `requestId` when reporting it'),
  e('Configuration error', 500, 'the deployment is missing a setting or a secret'),
  e('Invalid configuration', 500, 'a setting of the deployment is not valid'),
  e('Ephemeris error', 500, 'the ephemeris could not compute a position'),
  e('Places unavailable', 500, 'the place data could not be loaded'),
  e('Ephemeris unavailable', 500, 'the ephemeris files could not be loaded'),
  e('Advisor unavailable', 500, 'the advisor could not start an answer; nothing was charged. A streamed answer that stops half-way ends with a line `[advisor error] …` carrying the code `advisor_unavailable`'),
  e('Service unavailable', 503, 'timed out or a dependency is unavailable (refunded): retry after `Retry-After` seconds'),
];

/** code -> its documentation. */
export const ERROR_CODES: ReadonlyMap<string, ErrorCodeDoc> = new Map(ERROR_CATALOGUE.map((d) => [codeOf(d.error), d]));

/** The docs page's anchor of a code, below the stage's docs page (`/v1/docs`, or an absolute URL of it). */
export const docUrlOf = (code: string, docsBase = '/v1/docs'): string => `${docsBase}#error-${code}`;

/** The machine-readable fields an error body carries beside `error` and `message`. */
export const errorFields = (error: string, requestId: string, docsBase?: string): { success: false; code: string; requestId: string; docUrl: string } => {
  const code = codeOf(error);
  return { success: false, code, requestId, docUrl: docUrlOf(code, docsBase) };
};
