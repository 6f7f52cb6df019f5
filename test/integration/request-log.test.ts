/**
 * The request log (issue 34, the console's "Requests"): every authenticated request of an account
 * is in GET /v1/requests, newest first, with its key, route, status, credits and request id (the
 * X-Request-Id of its answer); paged; only the account's own; owner and admin keys only; nothing
 * older than 7 days; the account's deletion removes it.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { MCP_PATH } from '#shared/mcp/server';
import { shardAccount } from '#shared/accounts/shards';
import { logPartitionCount, REQUEST_LOG_DAYS } from '#shared/requests/log';
import { requestLogStore } from '#shared/requests/store-access';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { call, newAccount, startTestStack } from '#test/support/stack';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

type Line = { at: string; requestId: string; keyId: string; route: string; method: string; path: string; status: number; credits: number; error?: string; via?: string };
const lines = async (key: string, query = ''): Promise<{ requests: Line[]; nextPage: string | null }> => {
  const r = await call(stack, 'GET', `/requests${query}`, { key });
  expect(r.status, r.text).toBe(200);
  return r.body.data as { requests: Line[]; nextPage: string | null };
};

describe('GET /v1/requests', () => {
  it('shows each request of the account, newest first, with the key, route, status, credits and the answer’s request id', async () => {
    const a = await newAccount(stack, 10);
    const other = await newAccount(stack, 10);
    const ok = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1990-07-15' } });
    expect(ok.status).toBe(200);
    const bad = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1990-13-45' } });
    expect(bad.status).toBe(400);
    const missing = await call(stack, 'GET', '/blueprints/bp_missing', { key: a.apiKey });
    expect(missing.status).toBe(404);
    await call(stack, 'POST', '/calculators/life-path', { key: other.apiKey, body: { birthDate: '1961-08-04' } });
    // an unauthenticated request belongs to no account
    expect((await call(stack, 'GET', '/account', { key: 'bp_live_nope' })).status).toBe(401);

    const { requests } = await lines(a.apiKey);
    // the list call itself is logged after its answer: the three before it, newest first
    expect(requests.map((l) => [l.route, l.status, l.credits])).toEqual([
      ['blueprints-get', 404, 0],
      ['calculators-life-path', 400, 0],
      ['calculators-life-path', 200, 1],
    ]);
    expect(requests.map((l) => l.requestId)).toEqual([missing, bad, ok].map((r) => r.headers.get('x-request-id')));
    for (const l of requests) expect(l.keyId).toBe(a.keyId);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/blueprints/{id}', error: 'Blueprint not found' });
    expect(requests[1]!.error).toBe(bad.body.error);
    expect(requests.map((l) => l.at)).toEqual([...requests.map((l) => l.at)].sort().reverse());

    // the next read shows the first list call too; the other account sees only its own
    const again = await lines(a.apiKey);
    expect(again.requests[0]).toMatchObject({ route: 'requests-list', status: 200, credits: 0 });
    const theirs = await lines(other.apiKey);
    expect(theirs.requests.map((l) => l.route)).toEqual(['calculators-life-path']);
  });

  it('pages with limit and nextPage without gaps or repeats; a made-up page is a 400; member keys are refused', async () => {
    const a = await newAccount(stack, 10);
    for (let i = 0; i < 5; i++) expect((await call(stack, 'GET', '/account', { key: a.apiKey })).status).toBe(200);
    const all = (await lines(a.apiKey, '?limit=100')).requests.map((l) => l.requestId);
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let page: string | null = null;
    // each list call adds a line of its own: pages after the first go on below where the last one stopped
    let first = true;
    do {
      const r: { requests: Line[]; nextPage: string | null } = await lines(a.apiKey, `?limit=2${page ? `&page=${page}` : ''}`);
      const ids = r.requests.filter((l) => l.route !== 'requests-list').map((l) => l.requestId);
      if (first) expect(r.requests[0]!.route).toBe('requests-list');
      first = false;
      seen.push(...ids);
      page = r.nextPage;
    } while (page);
    expect(seen).toEqual(all);

    const badPage = await call(stack, 'GET', '/requests?page=abc', { key: a.apiKey });
    expect(badPage.status).toBe(400);
    expect(badPage.body.error).toBe('Invalid pagination');
    const badLimit = await call(stack, 'GET', '/requests?limit=1001', { key: a.apiKey });
    expect(badLimit.status).toBe(400);

    const member = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { role: 'member' } });
    const refused = await call(stack, 'GET', '/requests', { key: String((member.body.data as { key: string }).key) });
    expect(refused.status).toBe(403);
  });

  it(`shows nothing older than ${REQUEST_LOG_DAYS} days, even before the table’s TTL removed it`, async () => {
    const a = await newAccount(stack, 10);
    const old = new Date(Date.now() - (REQUEST_LOG_DAYS * 86_400 + 60) * 1000).toISOString();
    await requestLogStore(stack.deps).record(a.accountId, { at: old, requestId: 'old-one', keyId: a.keyId, route: 'account-get', method: 'GET', path: '/v1/account', status: 200, credits: 0, durationMs: 1 });
    expect((await call(stack, 'GET', '/account', { key: a.apiKey })).status).toBe(200);
    const { requests } = await lines(a.apiKey);
    expect(requests.map((l) => l.requestId)).not.toContain('old-one');
    expect(requests.map((l) => l.route)).toEqual(['account-get']);
  });

  it('an MCP tool call is logged as its route, via the tool', async () => {
    const a = await newAccount(stack, 10);
    const res = await fetch(`${stack.api.url}${MCP_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Mcp-Protocol-Version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } } }),
    });
    expect(res.status).toBe(200);
    await res.text();
    const { requests } = await lines(a.apiKey);
    const tool = requests.find((l) => l.route === 'calculators-life-path');
    expect(tool).toMatchObject({ status: 200, credits: 1, via: 'mcp:calculators_life_path' });
  });

  it('a sharded account’s lines are spread over its partitions (no hot partition) and page as one log, newest first, without gaps or repeats', async () => {
    const a = await newAccount(stack, 10, 'organization');
    await shardAccount(stack.deps.stores, a.accountId, 8);
    const base = Date.now() - 60_000;
    const store = requestLogStore(stack.deps);
    const written: string[] = [];
    for (let i = 0; i < 60; i++) {
      const requestId = `spread-${String(i).padStart(2, '0')}`;
      written.push(requestId);
      await store.record(a.accountId, { at: new Date(base + i * 10).toISOString(), requestId, keyId: a.keyId, route: 'account-get', method: 'GET', path: '/v1/account', status: 200, credits: 0, durationMs: 1 }, 8);
    }
    // one account, 8 partitions (before: every line under the account id, one hot partition)
    const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
    const items = ((await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames.requests }))).Items ?? []).filter(
      (i) => i.ownerId === a.accountId || String(i.ownerId).startsWith(`${a.accountId}#`),
    );
    const perPartition = new Map<string, number>();
    for (const i of items) perPartition.set(String(i.ownerId), (perPartition.get(String(i.ownerId)) ?? 0) + 1);
    expect(items).toHaveLength(60);
    expect(perPartition.size).toBe(logPartitionCount(8));
    expect(Math.max(...perPartition.values())).toBeLessThanOrEqual(15);
    // the API reads every partition: the 60 lines, newest first, in pages of 7
    const seen: string[] = [];
    let page: string | null = null;
    do {
      const r: { requests: Line[]; nextPage: string | null } = await lines(a.apiKey, `?limit=7${page ? `&page=${page}` : ''}`);
      expect(r.requests.length).toBeLessThanOrEqual(7);
      seen.push(...r.requests.filter((l) => l.route !== 'requests-list').map((l) => l.requestId));
      page = r.nextPage;
    } while (page);
    expect(seen).toEqual([...written].reverse());
    // the deletion removes every partition
    const del = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(del.status, del.text).toBe(200);
    const left = ((await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames.requests }))).Items ?? []).filter((i) => String(i.ownerId).startsWith(a.accountId));
    expect(left).toEqual([]);
  });

  it('the account’s deletion removes its log: no line of it is left in the table', async () => {
    const a = await newAccount(stack, 10);
    for (let i = 0; i < 3; i++) await call(stack, 'GET', '/account', { key: a.apiKey });
    const del = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(del.status, del.text).toBe(200);
    expect((del.body.data as { recordsDeleted: Record<string, number> }).recordsDeleted.requestLog).toBe(3);
    const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
    const items = (await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames.requests }))).Items ?? [];
    expect(items.filter((i) => i.ownerId === a.accountId)).toEqual([]);
  });
});
