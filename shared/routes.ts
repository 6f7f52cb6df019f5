/**
 * THE route table: the single source of truth for the API surface. The CDK stack
 * (infra/), the local server (scripts/start.ts) and the API description
 * (OpenAPI, generated) are all derived from this list. Nothing else lists routes.
 *
 * The table is kept by room, one file each under shared/routes/ (their order here is the order of the
 * API description and the client). Order matters only for humans; matching gives literal segments precedence over
 * `{param}` segments (see shared/http/router.ts), so `/transits/today` beats
 * `/transits/{id}` wherever it is listed.
 */
import { ACCOUNT_ROUTES } from './routes/account';
import { CALCULATORS_ROUTES } from './routes/calculators';
import { BLUEPRINTS_ROUTES } from './routes/blueprints';
import { TRANSITS_ROUTES } from './routes/transits';
import { RELATIONSHIPS_ROUTES } from './routes/relationships';
import { SKY_ROUTES } from './routes/sky';
import { ADVISOR_ROUTES } from './routes/advisor';
import { PREDICTIVE_ROUTES } from './routes/predictive';
import { PLACES_ROUTES } from './routes/places';
import { IMAGES_ROUTES } from './routes/images';
import { SUBJECTS_ROUTES } from './routes/subjects';
import { VEDIC_ROUTES } from './routes/vedic';
import { CHINESE_ROUTES } from './routes/chinese';
import { CALENDARS_ROUTES } from './routes/calendars';
import { WEBHOOKS_ROUTES } from './routes/webhooks';
import { mergeAccess, type RouteDef } from './routes/types';

export { mergeAccess } from './routes/types';
export type { Access, HttpMethod, RouteDef } from './routes/types';

/**
 * The public pages and documents (no key, no credits, GET only): the API description, its
 * reference page and the renderer's files, and the console (shared/http/console-page.ts), whose
 * script and style are served under /docs/{file}. One docs function serves them deployed
 * (functions/docs/docs.ts, infra/stack.ts), the local server locally.
 */
export const PUBLIC_PATHS = ['/openapi.json', '/docs', '/docs/{file}', '/console'] as const;

const ROUTE_LIST: readonly RouteDef[] = [
  ...ACCOUNT_ROUTES,
  ...CALCULATORS_ROUTES,
  ...BLUEPRINTS_ROUTES,
  ...TRANSITS_ROUTES,
  ...RELATIONSHIPS_ROUTES,
  ...SKY_ROUTES,
  ...ADVISOR_ROUTES,
  ...PREDICTIVE_ROUTES,
  ...PLACES_ROUTES,
  ...IMAGES_ROUTES,
  ...SUBJECTS_ROUTES,
  ...VEDIC_ROUTES,
  ...CHINESE_ROUTES,
  ...CALENDARS_ROUTES,
  ...WEBHOOKS_ROUTES,
];

/**
 * The routes. Every route that takes birth data (it ships the places file: `data: BIRTH_DATA`) also
 * takes a saved subject in its place (shared/http/birth-input.ts), so it reads the subjects table.
 */
export const ROUTES: readonly RouteDef[] = ROUTE_LIST.map((r) =>
  r.data?.includes('places') && r.name !== 'places-search' ? { ...r, tables: { ...r.tables, subjects: mergeAccess(r.tables.subjects, 'read') } } : r,
);

/** A streaming route that answers the JSON envelope (written as it is read) rather than a text stream. */
export const streamsJson = (route: Pick<RouteDef, 'streaming' | 'produces'>): boolean => route.streaming === true && route.produces?.includes('application/json') === true;

/**
 * Whether a route takes the `Idempotency-Key` header: POSTs that can charge (the middleware,
 * shared/http/middleware/idempotency.ts; a streamed answer refuses it there with 400). The MCP
 * tools of these routes (but the streamed one) take it as the `idempotencyKey` argument.
 */
export const takesIdempotencyKey = (route: Pick<RouteDef, 'method' | 'price'>): boolean => route.method === 'POST' && route.price !== 0;
