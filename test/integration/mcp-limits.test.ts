/**
 * The audit's amplification and rebinding probes against POST /v1/mcp (issue 31, failures 3 and
 * 4): protocol messages count against the key's rate limits (a batch of N counts N), one HTTP
 * answer carries at most MCP_ANSWER_BUDGET bytes of lists and resource texts, the `Origin` header
 * is refused unless absent or allowed, and arguments nested deeper than the one nesting limit are
 * JSON-RPC invalid params with nothing charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDeps } from '#shared/deps';
import { MAX_JSON_DEPTH } from '#shared/http/json-depth';
import type { LocalStack } from '#shared/http/local-stack';
import { BUDGET_EXCEEDED, listBudgetFor, MCP_ANSWER_BUDGET, MCP_PATH } from '#shared/mcp/server';
import { balanceOf, ledgerOf, newAccount, startTestStack } from '#test/support/stack';

const ALLOWED = 'https://app.example.com';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ config: { mcpAllowedOrigins: [ALLOWED] } });
});
afterAll(async () => {
  await stack?.close();
});

interface Posted {
  status: number;
  headers: Headers;
  /** Bytes of the answer's body (read up to `cap`, then the read stops). */
  bytes: number;
  text: string;
}

/** POSTs a JSON-RPC body to the MCP endpoint, reading at most `cap` bytes of the answer. */
const post = async (key: string, body: unknown, headers: Record<string, string> = {}, cap = 4 * MCP_ANSWER_BUDGET): Promise<Posted> => {
  const res = await fetch(`${stack.api.url}${MCP_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const chunks: Buffer[] = [];
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (bytes > cap) {
      await reader.cancel();
      break;
    }
    chunks.push(Buffer.from(value));
  }
  return { status: res.status, headers: res.headers, bytes, text: Buffer.concat(chunks).toString('utf8') };
};

const minuteCount = async (accountId: string, keyId: string): Promise<number> => {
  const a = await stack.deps.stores.accounts.get(accountId);
  return a?.rates?.[`rl_${keyId}_min`]?.n ?? 0;
};

const toolsListBatch = (n: number) => Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' }));

/** `{"a": {"a": … {"a": 1}}}`, `depth` objects deep, as text (JSON.stringify would recurse). */
const nested = (depth: number): string => '{"a":'.repeat(depth - 1) + '{"a":1' + '}'.repeat(depth);

describe('MCP protocol messages', () => {
  it('30 parallel batches of 100 tools/list move the key’s rate-limit counter and send no more than one answer budget', { timeout: 120_000 }, async () => {
    // the middle of a minute: the window cannot turn during the test
    setDeps({ now: () => new Date('2030-01-01T00:00:20Z') });
    try {
      const a = await newAccount(stack, 10);
      const limit = stack.deps.config.rateLimits.standard[0]!.limit;
      expect(limit).toBe(100);
      const answers = await Promise.all(Array.from({ length: 30 }, () => post(a.apiKey, toolsListBatch(100))));
      // one batch of 100 fits the minute's 100; the other 29 are refused whole, before any work
      const served = answers.filter((r) => r.status === 200);
      const refused = answers.filter((r) => r.status === 429);
      expect([served.length, refused.length]).toEqual([1, 29]);
      for (const r of refused) {
        expect(JSON.parse(r.text)).toMatchObject({ error: 'Rate limit exceeded' });
        expect(Number(r.headers.get('retry-after'))).toBe(40);
        expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      }
      expect(await minuteCount(a.accountId, a.keyId)).toBe(100);
      // the served batch: as many tool lists as the budget holds, the rest -32000 (cheap), every id answered once
      const results = JSON.parse(served[0]!.text) as { id: number; result?: { tools: unknown[] }; error?: { code: number } }[];
      expect(results.map((r) => r.id).sort((x, y) => x - y)).toEqual(toolsListBatch(100).map((m) => m.id));
      const lists = results.filter((r) => r.result);
      const listBytes = Buffer.byteLength(JSON.stringify(lists[0]!.result));
      expect(lists.length).toBe(Math.floor(listBudgetFor(100, Buffer.byteLength(JSON.stringify(toolsListBatch(100)))) / listBytes));
      expect(results.filter((r) => r.error?.code === BUDGET_EXCEEDED).length).toBe(100 - lists.length);
      const total = answers.reduce((n, r) => n + r.bytes, 0);
      expect(total).toBeLessThanOrEqual(MCP_ANSWER_BUDGET);
      expect(await balanceOf(stack, a.accountId)).toBe(10);
    } finally {
      setDeps({ now: () => new Date() });
    }
  });

  it('a single protocol message counts one; a notification counts too', async () => {
    const a = await newAccount(stack, 0);
    const before = await minuteCount(a.accountId, a.keyId);
    expect((await post(a.apiKey, { jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(200);
    expect((await post(a.apiKey, { jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    const r = await post(a.apiKey, [{ jsonrpc: '2.0', id: 1, method: 'ping' }, { jsonrpc: '2.0', id: 2, method: 'resources/list' }]);
    expect(r.status).toBe(200);
    expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(100 - before - 4);
    expect((await minuteCount(a.accountId, a.keyId)) - before).toBe(4);
  });
});

describe('Origin', () => {
  it('refuses the Origin of another site with a 403 JSON error, counts nothing; no Origin and an allowed one pass', async () => {
    const a = await newAccount(stack, 0);
    const ping = { jsonrpc: '2.0', id: 7, method: 'ping' };
    const other = await post(a.apiKey, ping, { Origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(other.text)).toMatchObject({ error: 'Forbidden' });
    expect(await minuteCount(a.accountId, a.keyId)).toBe(0);
    // an opaque origin (a sandboxed page, a file) is another site too
    expect((await post(a.apiKey, ping, { Origin: 'null' })).status).toBe(403);
    const none = await post(a.apiKey, ping);
    expect([none.status, JSON.parse(none.text)]).toEqual([200, { jsonrpc: '2.0', id: 7, result: {} }]);
    const allowed = await post(a.apiKey, ping, { Origin: ALLOWED });
    expect(allowed.status).toBe(200);
    // an allowed origin in another letter case is the same origin
    expect((await post(a.apiKey, ping, { Origin: 'HTTPS://APP.EXAMPLE.COM' })).status).toBe(200);
  });
});

describe('nested arguments', () => {
  it('arguments nested 5,000 deep are JSON-RPC invalid params, nothing charged; at the limit the route answers', async () => {
    const a = await newAccount(stack, 10);
    const deep = `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"calculators_life_path","arguments":{"birthDate":"1961-08-04","x":${nested(5000)}}}}`;
    const r = await post(a.apiKey, deep);
    expect(r.status).toBe(200);
    const answer = JSON.parse(r.text) as { id: number; error: { code: number; message: string } };
    expect(answer.id).toBe(3);
    expect(answer.error.code).toBe(-32602);
    expect(answer.error.message).toMatch(/nests objects and arrays more than/);
    // in a batch: the deep call refused, the other served
    const batch = await post(a.apiKey, `[${deep},{"jsonrpc":"2.0","id":4,"method":"ping"}]`);
    const answers = JSON.parse(batch.text) as { id: number; error?: { code: number } }[];
    expect(answers.map((x) => [x.id, x.error?.code ?? 0]).sort()).toEqual([[3, -32602], [4, 0]]);
    expect(await balanceOf(stack, a.accountId)).toBe(10);
    expect(await ledgerOf(stack, a.accountId)).toEqual([]);
    // arguments exactly MAX_JSON_DEPTH deep reach the route (its schema refuses the unknown object, a tool error, free)
    const atLimit = `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"calculators_life_path","arguments":{"birthDate":"1961-08-04","x":${nested(MAX_JSON_DEPTH - 1)}}}}`;
    const ok = JSON.parse((await post(a.apiKey, atLimit)).text) as { result?: { isError?: boolean } };
    expect(ok.result).toBeDefined();
  });
});
