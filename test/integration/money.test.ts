/**
 * The money path through the local stack (real dynalite over HTTP): the hung-AI timeout,
 * Idempotency-Key, refusals before any charge, unknown keys, security headers, the hot path's
 * DynamoDB calls, the journal copy and the audit command.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKey, revokeKey } from '#shared/accounts/admin';
import { journalEntry } from '#shared/accounts/credits';
import { flushJournal } from '#shared/accounts/journal';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { setBlueprintServices } from '#shared/blueprint/services';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { createDocumentClient } from '#shared/store/dynamo-client';
import type { Stores } from '#shared/store/types';
import type { RelationshipRecord } from '#shared/relationships/store';
import type { TransitRecord } from '#shared/transits/store';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';
import { TEST_ROUTES } from '#test/support/test-routes';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ routes: [...ROUTES, ...TEST_ROUTES] });
});
afterAll(async () => {
  await stack?.close();
});
afterEach(() => {
  setBlueprintServices();
  setDeps({ stores: stack.deps.stores });
});

const LIFE = { birthDate: '1990-07-15' };
const BLUEPRINT = { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false }, includeAI: { astrology: true } };

const directEvent = (key: string, path: string, body: unknown): APIGatewayProxyEvent =>
  ({
    httpMethod: 'POST',
    path,
    resource: path,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { requestId: `direct-${Math.random().toString(36).slice(2)}` },
  }) as unknown as APIGatewayProxyEvent;

describe('a request that times out', () => {
  it('hung AI past the function timeout: 503, the balance exactly as if the request had failed once, nothing saved', async () => {
    let finished!: () => void;
    const useCaseDone = new Promise<void>((r) => (finished = r));
    setBlueprintServices({
      writer: {
        // the model hangs; it gives up only when the request's signal aborts (just before the timeout)
        writeBlueprintSections: (_m, _f, opts) =>
          new Promise((res) => {
            opts?.signal?.addEventListener('abort', () => setTimeout(() => res({}), 150));
          }),
      },
    });
    const a = await newAccount(stack, 1000);
    const { handler } = await import('#functions/blueprints/generate');
    let remaining = 1200;
    const started = Date.now();
    const out = (await handler(directEvent(a.apiKey, '/generate-blueprint', BLUEPRINT), {
      awsRequestId: 'timeout-test',
      getRemainingTimeInMillis: () => remaining - (Date.now() - started),
    } as unknown as Context)) as APIGatewayProxyResult;
    expect(out.statusCode).toBe(503);
    expect(JSON.parse(out.body).error).toBe('Service unavailable');
    // the use case is still running: let it come back from the "model", try to settle, and fail
    setTimeout(finished, 600);
    await useCaseDone;
    remaining = 0;
    expect(await balanceOf(stack, a.accountId)).toBe(1000);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.map((r) => [r.kind, r.credits])).toEqual([
      ['reserve', 501],
      ['release', 501],
    ]);
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((list.body.data as { pagination: { total: number } }).pagination.total).toBe(0);
    expect((await audit(stack.deps.stores, a.accountId))?.agree).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('a repeat with the same body returns the first answer without a second charge; another body is 422', async () => {
    const a = await newAccount(stack, 10);
    const headers = { 'Idempotency-Key': 'order-42' };
    const first = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ creditsUsed: 1, creditsRemaining: 9, writer: { name: 'offline' } });
    const again = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(stack, a.accountId)).toBe(9);

    const other = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1961-08-04' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('Idempotency key reused');
    expect(await balanceOf(stack, a.accountId)).toBe(9);

    // scoped to the API key: another key with the same Idempotency-Key is a new request
    const k2 = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
    const theirs = await call(stack, 'POST', '/calculators/life-path', { key: k2.apiKey, body: LIFE, headers });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(stack, a.accountId)).toBe(8);
    expect((await ledgerOf(stack, a.accountId)).filter((r) => r.kind === 'charge')).toHaveLength(2);
  });

  it('409 while the first request runs; a failed request can be retried with the same key', async () => {
    const a = await newAccount(stack, 100);
    const headers = { 'Idempotency-Key': 'slow-1' };
    const body = { reserve: 10, keep: 4, delayMs: 400 };
    const [one, two] = await Promise.all([
      call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body, headers }),
      new Promise((r) => setTimeout(r, 100)).then(() => call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body, headers })),
    ]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(409);
    expect(two.body.error).toBe('Request in progress');
    expect(await balanceOf(stack, a.accountId)).toBe(96);

    const failing = { reserve: 10, keep: 0, failAfter: true };
    const h2 = { 'Idempotency-Key': 'fails-1' };
    expect((await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: failing, headers: h2 })).status).toBe(500);
    expect((await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: failing, headers: h2 })).status).toBe(500);
    expect(await balanceOf(stack, a.accountId)).toBe(96);
  });

  it('an answer that could not be kept (the idempotency store refused it) is refunded, and the key is free again at once', async () => {
    const a = await newAccount(stack, 10);
    const headers = { 'Idempotency-Key': 'unkept-1' };
    const proto = DynamoDBPersistenceLayer.prototype as unknown as { _updateRecord: () => Promise<void> };
    const refused = vi.spyOn(proto, '_updateRecord').mockRejectedValueOnce(new Error('the store refused the item'));
    try {
      const first = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers });
      expect(first.status).toBe(500);
      expect(refused).toHaveBeenCalledTimes(1);
    } finally {
      refused.mockRestore();
    }
    expect(await balanceOf(stack, a.accountId)).toBe(10);
    // not 409 `Request in progress` until the record's in-progress expiry: the failed attempt left nothing behind
    const retry = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(stack, a.accountId)).toBe(9);
  });

  it('a replay is authenticated first: a revoked key gets 401, not the stored answer (natal chart and life path)', async () => {
    const a = await newAccount(stack, 10);
    const life = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers: { 'Idempotency-Key': 'rv-1' } });
    const natal = await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: LONDON_1990, headers: { 'Idempotency-Key': 'rv-2' } });
    expect([life.status, natal.status]).toEqual([200, 200]);
    await revokeKey(stack.deps.stores, a.keyId);
    for (const [path, body, k] of [['/calculators/life-path', LIFE, 'rv-1'], ['/calculators/natal-chart', LONDON_1990, 'rv-2']] as const) {
      const r = await call(stack, 'POST', path, { key: a.apiKey, body, headers: { 'Idempotency-Key': k } });
      expect(r.status, path).toBe(401);
      expect(r.body).toMatchObject({ error: 'Invalid API key', message: 'The API key has been revoked' });
      expect(r.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await balanceOf(stack, a.accountId)).toBe(8);
  });

  it('replays count against the rate limit before they are served: 250 replays over a limit of 100 get 429s', { timeout: 120_000 }, async () => {
    const t0 = Date.parse('2031-01-01T00:00:05Z');
    setDeps({ now: () => new Date(t0) });
    try {
      const a = await newAccount(stack, 10);
      const headers = { 'Idempotency-Key': 'burst-1' };
      expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers })).status).toBe(200);
      const statuses: number[] = [];
      for (let batch = 0; batch < 5; batch++) {
        const rs = await Promise.all(Array.from({ length: 50 }, () => call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers })));
        statuses.push(...rs.map((r) => r.status));
      }
      // the first request and 99 replays fill the minute's 100; the other 151 replays are refused
      expect(statuses.filter((s) => s === 200)).toHaveLength(99);
      expect(statuses.filter((s) => s === 429)).toHaveLength(151);
      const over = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers });
      expect(over.status).toBe(429);
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(over.headers.get('retry-after')).toBe('55');
      expect(await balanceOf(stack, a.accountId)).toBe(9);
    } finally {
      setDeps({ now: () => new Date() });
    }
  });

  it('a retry after a crash that left the blueprint stored and unpaid answers with that blueprint, paid once', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 1000);
    const body = { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: true } };
    const key = 'crash-retry-1';
    // the first attempt, as a process that dies right after storing the blueprint (before its settle and its answer)
    const { generateBlueprint } = await import('#shared/blueprint/generate');
    const { generateBlueprintSchema } = await import('#shared/blueprint/request');
    const { blueprintServices } = await import('#shared/blueprint/services');
    const { createCreditsService } = await import('#shared/accounts/credits');
    const { bodyHash } = await import('#shared/http/middleware/idempotency');
    const services = blueprintServices(stack.deps);
    const real = services.store;
    const dying: typeof real = {
      put: async (r) => {
        await real.put(r);
        throw new Error('process killed');
      },
      get: (o, id) => real.get(o, id),
      list: (o, p, l) => real.list(o, p, l),
      delete: (o, id) => real.delete(o, id),
      workRef: (o, id) => real.workRef(o, id),
    };
    await expect(
      generateBlueprint(generateBlueprintSchema.parse(body), { ownerId: a.accountId, keyId: a.keyId }, {
        ...services,
        store: dying,
        credits: createCreditsService({ stores: stack.deps.stores, accountId: a.accountId, keyId: a.keyId, route: 'blueprints-generate', requestId: 'dead-1', now: () => new Date(), holdTtlSeconds: 90 }),
        now: () => new Date(),
        attempt: { scope: `blueprints-generate:${a.keyId}:${key}:${bodyHash(body)}`, store: stack.deps.stores.attempts },
      }),
    ).rejects.toThrow('process killed');
    expect(await balanceOf(stack, a.accountId)).toBe(998); // held, not settled
    const retry = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body, headers: { 'Idempotency-Key': key } });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const data = retry.body.data as { blueprintId: string; numerology: unknown; astrology: unknown };
    expect(data.blueprintId).toMatch(/^bp_/);
    expect(data.numerology).not.toBeNull();
    expect(retry.body.meta).toMatchObject({ creditsUsed: 2, creditsRemaining: 998 });
    // the headers say what the body says, as a replay's do
    expect([retry.headers.get('x-credits-used'), retry.headers.get('x-credits-remaining')]).toEqual(['2', '998']);
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((list.body.data as { pagination: { total: number } }).pagination.total).toBe(1);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.map((r) => [r.kind, r.credits])).toEqual([
      ['reserve', 2],
      ['settle', 2],
    ]);
    expect((await audit(stack.deps.stores, a.accountId))?.agree).toBe(true);
  });

  describe('a retry after a crash that stored the work answers like a replay (Idempotent-Replayed: true), paid once, with the stored body', () => {
    /** `real`, keeping the arguments of each `method` call in `seen`. */
    const recording = <T extends object>(real: T, method: keyof T, seen: unknown[][]): T =>
      new Proxy(real, {
        get: (t, p) => {
          const v: unknown = Reflect.get(t, p);
          if (typeof v !== 'function') return v;
          const f = v as (...args: unknown[]) => Promise<unknown>;
          if (p !== method) return f.bind(t);
          return async (...args: unknown[]) => {
            const r = await f.apply(t, args);
            seen.push(args);
            return r;
          };
        },
      });

    const LENNON = { fullName: 'John Winston Lennon', ...LONDON_1990 };
    const ONO = { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
    const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

    interface Case {
      route: string;
      path: string;
      body: Record<string, unknown>;
      price: number;
      saved: boolean;
      /** The first attempt through the use case, dying before its settle (what the store or, not saved, the attempts store wrote is kept in `seen`). */
      first: (a: { accountId: string; keyId: string }, scope: string, seen: unknown[][]) => Promise<unknown>;
      /** The answer's data the stored work stands for (from what the dead attempt wrote). */
      expected: (written: unknown[]) => unknown;
    }

    /** The credits of a process that dies once its work is stored: right before the settle (the hold stays open). */
    const creditsFor = async (a: { accountId: string; keyId: string }, route: string) => {
      const { createCreditsService } = await import('#shared/accounts/credits');
      const real = createCreditsService({ stores: stack.deps.stores, accountId: a.accountId, keyId: a.keyId, route, requestId: `dead-${Math.random().toString(36).slice(2)}`, now: () => new Date(), holdTtlSeconds: 90 });
      const dying: typeof real = Object.create(real) as typeof real;
      dying.reserve = async (...args) => ({
        ...(await real.reserve(...args)),
        settle: () => Promise.reject(new Error('process killed')),
      });
      return dying;
    };
    /** The container's writer, its texts tagged as a model's: the retry must answer the writer the dead attempt stored, not the offline default. */
    const MODEL_TAG = { name: 'anthropic', model: 'claude-retry-test' } as const;
    const tagged = <W extends { writeText: (req: never) => Promise<{ writer: string; model: string }> }>(w: W): W =>
      ({ writeText: async (req: never) => ({ ...(await w.writeText(req)), writer: MODEL_TAG.name, model: MODEL_TAG.model }) }) as unknown as W;
    const attemptsFor = (saved: boolean, seen: unknown[][]) => (saved ? stack.deps.stores.attempts : recording(stack.deps.stores.attempts, 'complete', seen));
    /** What `attempts.complete(scope, receipt, result)` kept: the answer of unsaved work. */
    const keptData = (written: unknown[]) => json((written[2] as { data: unknown }).data);

    const relationship = (saved: boolean): Case => {
      const body = { people: [LENNON, ONO], modules: { numerology: true }, includeAI: true, saveToAccount: saved };
      return {
        route: 'relationships-create',
        path: '/relationships',
        body,
        price: 1 + 40,
        saved,
        first: async (a, scope, seen) => {
          const { createRelationship } = await import('#shared/relationships/create');
          const { relationshipRequestSchema } = await import('#shared/relationships/request');
          const { relationshipServices } = await import('#shared/relationships/services');
          const services = relationshipServices(stack.deps);
          return createRelationship(relationshipRequestSchema.parse(body), { ownerId: a.accountId, keyId: a.keyId }, {
            ...services,
            writer: tagged(services.writer),
            store: saved ? recording(services.store, 'put', seen) : services.store,
            credits: await creditsFor(a, 'relationships-create'),
            now: () => new Date(),
            attempt: { scope, store: attemptsFor(saved, seen) },
          });
        },
        expected: (written) => {
          if (!saved) return keptData(written);
          const r = written[0] as RelationshipRecord;
          return json({ relationshipId: r.relationshipId, people: r.people, houseSystem: r.houseSystem, ...r.content });
        },
      };
    };

    const transit = (saved: boolean): Case => {
      const body = { ...LONDON_1990, date: '2026-06-01', period: 'week', includeAI: true, saveToAccount: saved };
      return {
        route: 'transits-create',
        path: '/transits',
        body,
        price: 2 + 20,
        saved,
        first: async (a, scope, seen) => {
          const { createTransits } = await import('#shared/transits/create');
          const { transitRequestSchema } = await import('#shared/transits/request');
          const { transitServices } = await import('#shared/transits/services');
          const services = transitServices(stack.deps);
          return createTransits(transitRequestSchema.parse(body), { ownerId: a.accountId, keyId: a.keyId }, {
            ...services,
            writer: tagged(services.writer),
            store: saved ? recording(services.store, 'put', seen) : services.store,
            credits: await creditsFor(a, 'transits-create'),
            now: () => new Date(),
            attempt: { scope, store: attemptsFor(saved, seen) },
          });
        },
        expected: (written) => {
          if (!saved) return keptData(written);
          const r = written[0] as TransitRecord;
          return { id: r.transitId, period: 'week', date: '2026-06-01', aiInterpretation: r.content.aiInterpretation };
        },
      };
    };

    const blueprintUnsaved: Case = (() => {
      const body = { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: false, humanDesign: false, numerology: true }, includeAI: { numerology: true }, saveToAccount: false };
      return {
        route: 'blueprints-generate',
        path: '/generate-blueprint',
        body,
        price: 1 + 26,
        saved: false,
        first: async (a, scope, seen) => {
          const { generateBlueprint } = await import('#shared/blueprint/generate');
          const { generateBlueprintSchema } = await import('#shared/blueprint/request');
          const { blueprintServices } = await import('#shared/blueprint/services');
          return generateBlueprint(generateBlueprintSchema.parse(body), { ownerId: a.accountId, keyId: a.keyId }, {
            ...blueprintServices(stack.deps),
            credits: await creditsFor(a, 'blueprints-generate'),
            now: () => new Date(),
            attempt: { scope, store: attemptsFor(false, seen) },
          });
        },
        expected: keptData,
      };
    })();

    const CASES: Record<string, Case> = {
      'relationships (saved)': relationship(true),
      'relationships (saveToAccount false)': relationship(false),
      'transits with AI (saved)': transit(true),
      'transits with AI (saveToAccount false)': transit(false),
      'generate-blueprint (saveToAccount false)': blueprintUnsaved,
    };

    for (const [name, c] of Object.entries(CASES))
    for (const reconcileFirst of [false, true]) {
      it(`${name}, the reconciler ${reconcileFirst ? 'before' : 'after'} the retry`, { timeout: 60_000 }, async () => {
        const { bodyHash } = await import('#shared/http/middleware/idempotency');
        const a = await newAccount(stack, 1000);
        const key = `crash-retry-${name.replace(/[^a-z-]/gi, '_')}`;
        const seen: unknown[][] = [];
        await expect(c.first(a, `${c.route}:${a.keyId}:${key}:${bodyHash(c.body)}`, seen)).rejects.toThrow('process killed');
        expect(seen).toHaveLength(1); // the work is stored (with its receipt), its hold still open
        expect(await balanceOf(stack, a.accountId)).toBe(1000 - c.price);

        // the hold expired first: the reconciler settles it for the stored work's receipt (the retry's settle then finds it ended)
        if (reconcileFirst) expect((await reconcile(stack.deps.stores, new Date(Date.now() + 3_600_000))).holdsSettled).toBeGreaterThanOrEqual(1);
        const retry = await call(stack, 'POST', c.path, { key: a.apiKey, body: c.body, headers: { 'Idempotency-Key': key } });
        expect(retry.status).toBe(200);
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        // like a blueprint's: what the stored work cost, and the balance now
        expect(retry.body.meta).toMatchObject({ creditsUsed: c.price, creditsRemaining: 1000 - c.price });
        expect([retry.headers.get('x-credits-used'), retry.headers.get('x-credits-remaining')]).toEqual([String(c.price), String(1000 - c.price)]);
        // the writer of the stored texts, and their language
        expect((retry.body.meta as { writer?: unknown }).writer).toEqual(c.route === 'blueprints-generate' ? { name: 'offline' } : MODEL_TAG);
        expect(retry.headers.get('content-language')).toBe('en');
        const expected = c.expected(seen[0]!);
        if (name.startsWith('transits') && c.saved) expect(retry.body.data).toMatchObject(expected as object);
        else expect(retry.body.data).toEqual(expected);
        // paid once: the dead attempt's hold settled for the stored work's price, no second reserve
        expect((await ledgerOf(stack, a.accountId)).map((r) => [r.kind, r.credits])).toEqual([
          ['reserve', c.price],
          ['settle', c.price],
        ]);
        expect(await balanceOf(stack, a.accountId)).toBe(1000 - c.price);
        expect((await audit(stack.deps.stores, a.accountId))?.agree).toBe(true);
      });
    }
  });

  it('refuses a malformed key, and the header on the streaming route', async () => {
    const a = await newAccount(stack, 10);
    const bad = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers: { 'Idempotency-Key': 'x'.repeat(300) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid Idempotency-Key');
    const streamed = await call(stack, 'POST', '/test/stream', { key: a.apiKey, body: {}, headers: { 'Idempotency-Key': 'k1' } });
    expect(streamed.status).toBe(400);
    expect(streamed.body.message).toMatch(/not supported on the streaming/);
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });
});

describe('refused before any charge', () => {
  it('conflicting keys in Authorization and X-API-Key: 400, even when one of them is revoked', async () => {
    const a = await newAccount(stack, 10);
    const revoked = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
    await revokeKey(stack.deps.stores, revoked.keyId);
    const r = await call(stack, 'POST', '/calculators/life-path', {
      key: a.apiKey,
      body: LIFE,
      headers: { 'X-API-Key': revoked.apiKey },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Conflicting API keys');
    const same = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers: { 'X-API-Key': a.apiKey } });
    expect(same.status).toBe(200);
    expect(await balanceOf(stack, a.accountId)).toBe(9);
  });

  it('an out-of-range date on an empty account is 400, not 402', async () => {
    const a = await newAccount(stack, 0);
    const r = await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: { ...LONDON_1990, birthDate: '2400-01-01' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Date out of range');
  });

  it('an unknown key writes nothing: no rate-limit item, no money', async () => {
    const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
    const count = async () =>
      (await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames.rateLimits, Select: 'COUNT' }))).Count ?? 0;
    const before = await count();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(stack, 'POST', '/calculators/life-path', { key: `bp_live_unknown${i}`, body: LIFE })),
    );
    expect(replies.every((r) => r.status === 401)).toBe(true);
    expect(await count()).toBe(before);
  });
});

describe('security headers', () => {
  it('no-store and nosniff on every answer; WWW-Authenticate on 401', async () => {
    const a = await newAccount(stack, 10);
    const ok = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
    const unauth = await call(stack, 'GET', '/account');
    const missing = await call(stack, 'GET', '/nowhere', { key: a.apiKey });
    for (const r of [ok, unauth, missing]) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(ok.headers.get('www-authenticate')).toBeNull();
  });
});

describe('the hot path', () => {
  it('a charged request makes one DynamoDB call once its key is known: the debit that also records its journal entry and counts it against the rate limit', async () => {
    const a = await newAccount(stack, 10);
    expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })).status).toBe(200);
    const calls: string[] = [];
    const count = <T extends object>(name: string, target: T): T =>
      new Proxy(target, {
        get(t, prop, recv) {
          const v = Reflect.get(t, prop, recv) as unknown;
          if (typeof v !== 'function') return v;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(prop)}`);
            return (v as (...x: unknown[]) => unknown).apply(t, args);
          };
        },
      });
    const s = stack.deps.stores;
    const counted: Stores = { accounts: count('accounts', s.accounts), keys: count('keys', s.keys), ledger: count('ledger', s.ledger), rateLimits: count('rateLimits', s.rateLimits), receipts: s.receipts, attempts: s.attempts, limits: s.limits };
    setDeps({ stores: counted, journal: undefined });
    try {
      // the first request through these stores learns the key's identity (one key read)
      expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })).status).toBe(200);
      expect(calls.sort()).toEqual(['accounts.debit', 'keys.getByHash']);
      calls.length = 0;
      const r = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('97');
      expect(calls.sort()).toEqual(['accounts.debit']);
      // a free route: one update that counts the request and returns the account (no separate read)
      calls.length = 0;
      expect((await call(stack, 'GET', '/account', { key: a.apiKey })).status).toBe(200);
      expect(calls.sort()).toEqual(['accounts.count']);
    } finally {
      setDeps({ stores: s, journal: stack.deps.journal });
    }
  });
});

describe('journal, ledger and audit', () => {
  // two admin CLI processes compiling TypeScript: 16-19.5 s at load average 9-14 on 2 cores, so a
  // hang guard above the default 30 s
  it('every movement reaches the ledger, opening balance and top-up included; the audit command agrees (exit 0)', { timeout: 90_000 }, async () => {
    const a = await newAccount(stack, 30);
    await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
    await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 10, keep: 3 } });
    await call(stack, 'POST', '/test/fail', { key: a.apiKey, body: {} });
    await stack.deps.journal?.drain();
    const all = await stack.deps.stores.ledger.listByAccount(a.accountId);
    expect(all.map((r) => r.kind).sort()).toEqual(['charge', 'charge', 'opening', 'refund', 'reserve', 'settle'].sort());
    expect((await stack.deps.stores.accounts.get(a.accountId))?.journal).toEqual({});

    const run = promisify(execFile);
    const env = { ...process.env, DYNAMODB_ENDPOINT: stack.deps.config.dynamodbEndpoint, NODE_NO_WARNINGS: '1' };
    const out = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'audit', '--account', a.accountId, '--json'], { env });
    const report = JSON.parse(out.stdout) as { balance: number; ledgerSum: number; agree: boolean };
    expect(report).toMatchObject({ balance: 26, ledgerSum: 26, agree: true });

    // a balance changed behind the ledger's back is caught: exit code 1
    const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(new UpdateCommand({ TableName: stack.deps.config.tableNames.accounts, Key: { accountId: a.accountId }, UpdateExpression: 'SET balance = :b', ExpressionAttributeValues: { ':b': 1000 } }));
    const bad = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'audit', '--account', a.accountId, '--json'], { env }).catch((e: { code: number; stdout: string }) => e);
    expect((bad as { code: number }).code).toBe(1);
    expect(JSON.parse((bad as { stdout: string }).stdout)).toMatchObject({ agree: false, balance: 1000, ledgerSum: 26 });
  });

  it('the audit agrees while the copier moves entries between its reads (copied and removed after the ledger was read)', async () => {
    const a = await newAccount(stack, 30);
    await flushJournal(stack.deps.stores, a.accountId);
    // two charges the copier has not seen yet (written straight to the store: no notice)
    const at = new Date();
    for (const n of [1, 2]) expect(await stack.deps.stores.accounts.debit(a.accountId, 1, a.keyId, journalEntry(at, `race-${n}`, 0, 'charge', 1))).toMatchObject({ ok: true });
    expect(Object.keys((await stack.deps.stores.accounts.get(a.accountId))!.journal)).toHaveLength(2);
    // the first ledger read returns, then the copier copies both entries and removes them from the
    // journal before the account is read: they are in neither of those two reads
    let reads = 0;
    const racing = {
      accounts: stack.deps.stores.accounts,
      ledger: {
        ...stack.deps.stores.ledger,
        listByAccount: async (id: string) => {
          const rows = await stack.deps.stores.ledger.listByAccount(id);
          if (++reads === 1) expect(await flushJournal(stack.deps.stores, id)).toBe(2);
          return rows;
        },
      } as Stores['ledger'],
    };
    expect(await audit(racing, a.accountId)).toMatchObject({ balance: 28, ledgerSum: 28, pendingEntries: 0, agree: true });
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});
