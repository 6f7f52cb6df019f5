/**
 * Test-only routes (never in shared/routes.ts): they exercise seams no production route uses
 * yet — a handler that fails after the charge, a dynamic-price route, a streaming route.
 */
import type { RouteDef } from '#shared/routes';

const CHARGED = { keys: 'read', accounts: 'readwrite', ledger: 'readwrite', rateLimits: 'readwrite' } as const;

export const FAILING_ROUTE: RouteDef = {
  name: 'test-fails-after-charge',
  method: 'POST',
  path: '/test/fail',
  handler: 'test/support/handlers/fail.ts',
  price: 3,
  rateLimit: 'standard',
  tables: CHARGED,
  summary: 'test: charges 3 then throws',
};

export const DYNAMIC_ROUTE: RouteDef = {
  name: 'test-dynamic',
  method: 'POST',
  path: '/test/dynamic',
  handler: 'test/support/handlers/dynamic.ts',
  price: 'dynamic',
  rateLimit: 'chat',
  tables: CHARGED,
  summary: 'test: reserves `reserve`, keeps `keep`',
};

export const STREAM_ROUTE: RouteDef = {
  name: 'test-stream',
  method: 'POST',
  path: '/test/stream',
  handler: 'test/support/handlers/stream.ts',
  price: 2,
  rateLimit: 'standard',
  streaming: true,
  tables: CHARGED,
  summary: 'test: streams three chunks',
};

export const TEST_ROUTES = [FAILING_ROUTE, DYNAMIC_ROUTE, STREAM_ROUTE];

/**
 * A heavy route (its path is under /images/: shared/http/admission.ts) whose handler waits for the
 * test to open `globalThis.__gatedRoute` (test/support/handlers/gated.ts): admission control tests.
 */
export const GATED_HEAVY_ROUTE: RouteDef = {
  name: 'test-gated',
  method: 'POST',
  path: '/images/test-gated',
  handler: 'test/support/handlers/gated.ts',
  price: 1,
  rateLimit: 'standard',
  tables: CHARGED,
  summary: 'test: charges 1, answers once the test opens the gate',
};
