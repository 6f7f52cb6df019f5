/** What groups of routes share (shared/routes/<room>.ts): the tables of charged and free routes, the birth-data file, the managing roles, the image routes. */
/**
 * Every authenticated, charged route reads keys, moves credits and counts requests in the
 * account item (which also carries the journal; the ledger is written by the accounts table's
 * stream consumer) and keeps Idempotency-Key records. The chat profile adds the rate-limit table.
 */
export const CHARGED = { keys: 'read', accounts: 'readwrite', idempotency: 'readwrite', requests: 'append' } as const;
/** Free routes still authenticate and are rate limited: the count is an update of the account item. Every authenticated request appends its line to the account's request log. */
export const FREE = { keys: 'read', accounts: 'readwrite', requests: 'append' } as const;
/**
 * Routes that take birth data ship the places file: their birth data may name a place of GET /v1/places
 * (`placeId`) instead of city, country, latitude, longitude and timezone (shared/http/birth-input.ts).
 */
export const BIRTH_DATA: readonly 'places'[] = ['places'];
/** Self-service routes that read usage, keys and the account's data (issue 25, docs/self-service.md). */
export const MANAGERS = ['owner', 'admin'] as const;

/**
 * What every image route shares: 1 credit, SVG or PNG (binary through API Gateway), the caller's
 * saved blueprints readable (a person may be given by blueprintId), the rasterizer's time and memory.
 */
export const IMAGE_ROUTE = {
  price: 1,
  rateLimit: 'standard',
  binary: true,
  produces: ['image/svg+xml', 'image/png'],
  tables: { ...CHARGED, blueprints: 'read' },
  timeoutSeconds: 15,
  memoryMb: 1024,
} as const;
