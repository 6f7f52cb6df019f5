/**
 * Every bound and default a query parameter declares in the API description is the server's: read
 * from the description (not from the zod source), then probed against the running API. A value one
 * past a declared maximum (or below a minimum) is 400, the bound itself is not; an answer that echoes
 * its page size (`pagination.limit`) echoes the declared default when the parameter is left out,
 * and GET /places answers its declared default number of places.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { REQUEST_EXAMPLES } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';
import { description } from '#test/support/openapi-check';
import { call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

type Json = Record<string, unknown>;
let stack: LocalStack;
let acct: TestAccount;
let doc: Json;

beforeAll(async () => {
  [stack, doc] = await Promise.all([startTestStack(), description()]);
  acct = await newAccount(stack, 1000);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

interface Bounded {
  route: string;
  path: string;
  name: string;
  schema: Json;
}
const bounded = (): Bounded[] =>
  ROUTES.filter((r) => r.method === 'GET' && r.auth !== 'token').flatMap((r) => {
    const op = ((doc.paths as Json)[r.path] as Json).get as Json;
    return ((op.parameters ?? []) as Json[])
      .filter((p) => p.in === 'query' && (p.schema as Json).type === 'integer')
      .map((p) => ({ route: r.name, path: r.path, name: String(p.name), schema: p.schema as Json }));
  });

const url = (b: Bounded, value: number | undefined): string => {
  const example = REQUEST_EXAMPLES[b.route] ?? {};
  const path = b.path.replace(/\{([^}]+)\}/g, (_m, n: string) => encodeURIComponent(String(example.params?.[n] ?? 'x')));
  const query = { ...(example.query ?? {}), ...(value === undefined ? {} : { [b.name]: value }) } as Record<string, unknown>;
  if (value === undefined) delete query[b.name];
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
};

describe('query parameters: the description’s bounds and defaults are the server’s', () => {
  it('refuses one past each declared bound, accepts the bound, and answers the declared defaults', { timeout: 180_000 }, async () => {
    const all = bounded();
    // the parameters the issue named are among them, declared as the server has them
    const places = all.find((b) => b.route === 'places-search' && b.name === 'limit')!;
    expect(places.schema).toMatchObject({ minimum: 1, maximum: 50, default: 10 });
    expect(all.filter((b) => typeof b.schema.maximum === 'number').length).toBeGreaterThanOrEqual(4);
    for (const b of all) {
      const get = (v: number | undefined) => call(stack, 'GET', url(b, v), { key: acct.apiKey });
      for (const edge of ['minimum', 'maximum'] as const) {
        const bound = b.schema[edge];
        if (typeof bound !== 'number') continue;
        const past = await get(edge === 'maximum' ? bound + 1 : bound - 1);
        expect(past.status, `${b.route} ${b.name}=${edge === 'maximum' ? bound + 1 : bound - 1}`).toBe(400);
        const at = await get(bound);
        expect(at.status, `${b.route} ${b.name}=${bound}`).not.toBe(400);
      }
      if (b.schema.default !== undefined && b.name === 'limit') {
        const r = await get(undefined);
        if (r.status !== 200) continue;
        const data = r.body.data as Json;
        const pagination = data.pagination as Json | undefined;
        if (pagination) expect(pagination.limit, `${b.route} default ${b.name}`).toBe(b.schema.default);
      }
    }
    // GET /places without limit: the declared default number of places for a common prefix
    const r = await call(stack, 'GET', '/places?q=san', { key: acct.apiKey });
    expect(r.status).toBe(200);
    expect(((r.body.data as Json).places as unknown[]).length).toBe(places.schema.default);
  });
});
