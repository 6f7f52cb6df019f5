/**
 * The local server under load (issue 31, failure 6): heavy routes run a bounded number at a time
 * with a bounded queue, overflow is a 503 with Retry-After and nothing charged, a light request
 * (GET /account) is answered while the heavy ones wait; a streamed export waits for its reader, so
 * a client that never reads holds a bounded number of bytes in the server.
 */
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deltaOf } from '#shared/accounts/credits';
import { routeClass } from '#shared/http/admission';
import type { LocalStack } from '#shared/http/local-stack';
import { MCP_PATH, toolName } from '#shared/mcp/tools';
import { ROUTES } from '#shared/routes';
import type { LedgerEntry } from '#shared/store/types';
import { gate } from '#test/support/handlers/gated';
import { balanceOf, call, newAccount, startTestStack } from '#test/support/stack';
import { GATED_HEAVY_ROUTE } from '#test/support/test-routes';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ routes: [...ROUTES, GATED_HEAVY_ROUTE], heavy: { concurrency: 2, queue: 3 } });
});
afterAll(async () => {
  gate().open();
  await stack?.close();
});

/** Polls a state of the server (never a fixed sleep): resolves once `ok()` holds. */
const until = async (ok: () => boolean | Promise<boolean>): Promise<void> => {
  while (!(await ok())) await new Promise((res) => setTimeout(res, 10));
};

describe('route classes', () => {
  it('images, PDF, blueprint generation and predictive are heavy; the account, lists, calculators, chat and export are light', () => {
    const heavy = ROUTES.filter((r) => routeClass(r) === 'heavy').map((r) => r.name);
    expect(heavy).toEqual(expect.arrayContaining(['images-natal-wheel', 'images-bodygraph', 'blueprints-pdf', 'blueprints-generate', 'blueprints-generate-modular', 'predictive-solar-return']));
    for (const light of ['account-get', 'keys-list', 'calculators-natal-chart', 'advisor-chat', 'account-export', 'ledger-list']) expect(heavy).not.toContain(light);
  });
});

describe('admission control', () => {
  it('with the heavy queue full, GET /account answers while the heavy requests wait, and overflow is 503 with Retry-After, nothing charged', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 100);
    const heavy = (): Promise<Response> =>
      fetch(`${stack.api.url}/images/test-gated`, { method: 'POST', headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' }, body: '{}' });
    let finished = 0;
    const admitted = Array.from({ length: 5 }, () =>
      heavy().then(async (r) => {
        finished++;
        return { status: r.status, body: await r.text() };
      }),
    );
    // two run (both reached the gate, both paid), three wait their turn
    await until(() => gate().entered === 2 && stack.api.heavyLoad().queued === 3);
    expect(stack.api.heavyLoad()).toEqual({ running: 2, queued: 3 });

    const over = await heavy();
    expect(over.status).toBe(503);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await over.json()).toMatchObject({ error: 'Service unavailable' });

    // a light request bypasses the queue: answered while no heavy request can finish (the gate is shut)
    const account = await call(stack, 'GET', '/account', { key: a.apiKey });
    expect(account.status).toBe(200);
    expect(finished).toBe(0);
    expect(stack.api.heavyLoad()).toEqual({ running: 2, queued: 3 });
    // an MCP tool call of a heavy route takes the same slots: refused, a tool error with the 503 body
    const mcp = await fetch(`${stack.api.url}${MCP_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: toolName(GATED_HEAVY_ROUTE), arguments: {} } }),
    });
    const tool = (await mcp.json()) as { result: { isError?: boolean; content: { text: string }[] } };
    expect(tool.result.isError).toBe(true);
    expect(JSON.parse(tool.result.content[1]!.text)).toMatchObject({ error: 'Service unavailable' });
    // only the two running were charged; the queued pay when they run, the refused ones never
    expect(await balanceOf(stack, a.accountId)).toBe(98);

    gate().open();
    const answers = await Promise.all(admitted);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(stack, a.accountId)).toBe(95);
    expect(stack.api.heavyLoad()).toEqual({ running: 0, queued: 0 });
  });
});

describe('backpressure', () => {
  it('an export whose client never reads holds a bounded number of bytes in the server; read later, it is whole', { timeout: 240_000 }, async () => {
    const ROWS = 40_000;
    const a = await newAccount(stack, 10);
    const t0 = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: ROWS }, (_, i): LedgerEntry => {
      const at = new Date(t0 + i * 1000).toISOString();
      const requestId = `${String(i).padStart(8, '0')}-7c1e-4f7a-9d2b-6a1f3e5c8b0d`;
      return { accountId: a.accountId, entryId: `${at}#${requestId}#0`, kind: 'charge', credits: 1, delta: deltaOf('charge', 1), at, route: 'calculators-natal-chart', keyId: 'key_01JDZ8K3V7Q2W5N9R4T6Y8U0I2', requestId };
    });
    await stack.deps.stores.ledger.putAll(rows);
    // the ledger reads the export makes (500 rows each): a producer that waits for its reader stops reading
    const ledger = stack.deps.stores.ledger;
    const page = ledger.page.bind(ledger);
    let pagesRead = 0;
    ledger.page = (...args) => {
      pagesRead++;
      return page(...args);
    };
    try {
      const url = new URL(`${stack.api.url}/account/export`);
      const chunks: Buffer[] = [];
      let received = 0;
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request(url, { headers: { Authorization: `Bearer ${a.apiKey}` } }, resolve);
        req.on('error', reject);
        req.end();
      });
      expect(res.statusCode).toBe(200);
      // the client reads nothing: its socket's buffers fill, then the server's response buffer
      res.pause();
      res.on('data', (c: Buffer) => {
        received += c.length;
        chunks.push(c);
      });
      // wait until the producer stops: no ledger read for a second (the old server read and buffered all 80 pages)
      let seen = -1;
      await until(async () => {
        if (pagesRead === seen) return true;
        seen = pagesRead;
        await new Promise((r) => setTimeout(r, 1000));
        return false;
      });
      const totalPages = Math.ceil(ROWS / 500);
      expect(pagesRead).toBeLessThan(totalPages);
      // what this process holds for the stream: a few pieces, not the ~11 MB document
      expect(stack.api.bufferedBytes()).toBeLessThan(1024 * 1024);

      // the client reads at last: the whole document, every row once
      res.resume();
      await new Promise<void>((resolve, reject) => {
        res.on('end', resolve);
        res.on('error', reject);
      });
      expect(received).toBeGreaterThan(8 * 1024 * 1024);
      const doc = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { ledger: unknown[] } };
      expect(doc.data.ledger.length).toBeGreaterThanOrEqual(ROWS);
      expect(pagesRead).toBeGreaterThanOrEqual(totalPages);
    } finally {
      ledger.page = page;
    }
  });
});
