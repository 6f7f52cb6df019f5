/**
 * GET /v1/account/export as a stream (docs/self-service.md): a ledger of several pages comes out
 * whole, once per row, oldest first; the answer is written while the ledger is still being read
 * (pieces of about a page, never the whole history at once); the personal tables' records read
 * query page by query page are the records of the one-read version; a failure after the first
 * byte leaves the JSON unterminated and is logged with the request id, one before it is a JSON 500.
 */
import { gzipSync } from 'node:zlib';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deltaOf } from '#shared/accounts/credits';
import { deleteAccount, sectionOf } from '#shared/accounts/self-service';
import { setDeps } from '#shared/deps';
import { createResponseStream, installLocalAwslambda } from '#shared/http/lambda-shim';
import type { LocalStack } from '#shared/http/local-stack';
import { createLogger } from '#shared/http/log';
import { ROUTES } from '#shared/routes';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { exportedRecords, exportedRecordStream, OWNER_TABLES, ownerData, type Item } from '#shared/store/owner-data';
import type { LedgerEntry, LedgerStore, Stores } from '#shared/store/types';
import { buildEvent, lambdaContext } from '../../scripts/apigw-event';
import { call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';
import { revokeKey } from '#shared/accounts/admin';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});
afterEach(() => {
  setDeps({ stores: stack.deps.stores, log: stack.deps.log });
});

const ROUTE = ROUTES.find((r) => r.name === 'account-export')!;
const ROWS = 3000;

/** `n` charge rows of the account, one per second from 2026-01-01, written straight to the ledger store. */
const writeRows = async (accountId: string, n: number): Promise<LedgerEntry[]> => {
  const rows = Array.from({ length: n }, (_, i): LedgerEntry => {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    return { accountId, entryId: `${at}#req_${String(i).padStart(5, '0')}#0`, kind: 'charge', credits: 1 + (i % 7), delta: deltaOf('charge', 1 + (i % 7)), at, route: 'calculators-big-3', requestId: `req_${i}` };
  });
  await stack.deps.stores.ledger.putAll(rows);
  return rows;
};

interface Row {
  id: string;
  type: string;
  delta: number;
  credits: number;
  route: string | null;
  requestId: string | null;
}

/** Calls the handler as the Lambda runtime does, with a response stream that records each write. */
const invoke = async (key: string, onWrite: (chunk: Buffer) => void = () => undefined) => {
  installLocalAwslambda();
  const { handler } = (await import('#functions/account/export')) as unknown as { handler: (e: unknown, s: unknown, c: unknown) => Promise<void> };
  let status = 0;
  let headers: Record<string, string> = {};
  const chunks: Buffer[] = [];
  const stream = createResponseStream({
    prelude: (p) => {
      status = p.statusCode ?? 200;
      headers = p.headers ?? {};
    },
    write: (c) => {
      chunks.push(c);
      onWrite(c);
    },
    end: () => undefined,
  });
  const event = buildEvent(ROUTE, { headers: { Authorization: `Bearer ${key}` } });
  const done = handler(event, stream, lambdaContext(ROUTE)).then(
    () => undefined,
    (e: unknown) => e,
  );
  const error = await done;
  return { status, headers, body: Buffer.concat(chunks).toString('utf8'), chunks, error, requestId: event.requestContext.requestId };
};

/** `target` with some methods replaced (the others still its own, `this` included). */
const patched = <T extends object>(target: T, patch: Partial<T>): T => Object.assign(Object.create(target) as T, patch);
/** The stack's stores with the ledger's `page` wrapped. */
const withLedgerPage = (page: LedgerStore['page']): Stores => ({ ...stack.deps.stores, ledger: patched(stack.deps.stores.ledger, { page }) });

describe('GET /v1/account/export streams', () => {
  it('a ledger of many pages: every row once, oldest first, in the one JSON document, chunked', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 100);
    const rows = await writeRows(a.accountId, ROWS);
    const r = await call(stack, 'GET', '/account/export', { key: a.apiKey });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    // streamed: no length announced up front
    expect(r.headers.get('content-length')).toBeNull();
    expect(r.headers.get('transfer-encoding')).toBe('chunked');
    expect(r.body).toMatchObject({ success: true, meta: { creditsUsed: 0 } });
    const d = r.body.data as { exportedAt: string; account: { accountId: string }; keys: unknown[]; ledger: Row[] };
    expect(Object.keys(d)).toEqual(['exportedAt', 'account', 'keys', ...OWNER_TABLES.map((t) => sectionOf(t.id)), 'ledger']);
    expect(d.account.accountId).toBe(a.accountId);
    expect(d.keys).toHaveLength(1);
    // the 3,000 rows in time order, then the opening balance (made now, so the newest), still in the
    // account item's journal (never copied here): merged in after the last page, each exactly once
    const pending = Object.values((await stack.deps.stores.accounts.get(a.accountId))!.journal ?? {});
    expect(pending.map((e) => e.kind)).toEqual(['opening']);
    expect(await stack.deps.stores.ledger.listByAccount(a.accountId)).toHaveLength(ROWS);
    expect(d.ledger.map((x) => x.id)).toEqual([...rows.map((x) => x.entryId), pending[0]!.entryId]);
    expect(d.ledger.at(-1)).toMatchObject({ type: 'opening', credits: 100, delta: 100 });
    expect(new Set(d.ledger.map((x) => x.id)).size).toBe(ROWS + 1);
    expect(d.ledger[1233]).toEqual({ id: rows[1233]!.entryId, type: 'charge', delta: rows[1233]!.delta, credits: rows[1233]!.credits, route: 'calculators-big-3', keyId: null, requestId: 'req_1233', at: rows[1233]!.at });
  });

  it('an account with nothing saved and no movement: the same document with empty sections', async () => {
    const a = await newAccount(stack, 0);
    const r = await call(stack, 'GET', '/account/export', { key: a.apiKey });
    expect(r.status).toBe(200);
    const d = r.body.data as Record<string, unknown>;
    for (const t of OWNER_TABLES) expect(d[sectionOf(t.id)], t.id).toEqual([]);
    expect(d.ledger).toEqual([]);
    expect(r.text.endsWith(',"ledger":[]},"meta":{"creditsUsed":0}}')).toBe(true);
  });

  it('writes the ledger while it reads it: each page is sent before the next is read, in pieces of about a page', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 100);
    await writeRows(a.accountId, ROWS);
    let pagesRead = 0;
    const inner = stack.deps.stores.ledger;
    setDeps({
      stores: withLedgerPage(async (id, q) => {
        const page = await inner.page(id, q);
        if (id === a.accountId && q.oldestFirst) pagesRead++;
        return page;
      }),
    });
    // for each write: how many ledger pages had been read, whether it carries ledger rows, its size
    const writes: { pagesRead: number; rows: number; bytes: number }[] = [];
    const r = await invoke(a.apiKey, (c) => writes.push({ pagesRead, rows: (c.toString('utf8').match(/"type":"(opening|charge)"/g) ?? []).length, bytes: c.length }));
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toMatch(/^application\/json/);
    const doc = JSON.parse(r.body) as { data: { ledger: Row[] } };
    expect(doc.data.ledger).toHaveLength(ROWS + 1);
    // 3,001 rows at 500 a page: 7 reads
    expect(pagesRead).toBe(7);
    const withRows = writes.filter((w) => w.rows > 0);
    expect(withRows.reduce((s, w) => s + w.rows, 0)).toBe(ROWS + 1);
    // the first rows left before the last page was read, and every page before the one after it
    expect(withRows[0]!.pagesRead).toBe(1);
    expect(withRows.map((w) => w.pagesRead)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // no write holds more than a page of the ledger, while the body is far larger
    expect(Math.max(...writes.map((w) => w.rows))).toBeLessThanOrEqual(500);
    expect(Math.max(...writes.map((w) => w.bytes))).toBeLessThan(r.body.length / 4);
  });

  it('a failure after the first byte: 200 already sent, the JSON left unterminated, the error logged with the request id', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 100);
    await writeRows(a.accountId, 1200);
    const inner = stack.deps.stores.ledger;
    let reads = 0;
    const lines: string[] = [];
    setDeps({
      log: createLogger('error', {}, (line) => lines.push(line)),
      stores: withLedgerPage(async (id, q) => {
        if (id === a.accountId && q.oldestFirst && ++reads === 2) throw new Error('ledger read failed');
        return inner.page(id, q);
      }),
    });
    const r = await invoke(a.apiKey);
    expect(r.status).toBe(200);
    expect((r.error as Error).message).toBe('ledger read failed');
    // the first page went out, then the body stops: no parser accepts it
    expect(r.body.startsWith('{"success":true,"data":{"exportedAt":')).toBe(true);
    expect(r.body).toContain('"ledger":[');
    expect((r.body.match(/"type":"(opening|charge)"/g) ?? []).length).toBe(500);
    expect(() => JSON.parse(r.body) as unknown).toThrow(SyntaxError);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => String(l.msg).includes('unterminated'));
    expect(logged).toMatchObject({ level: 'error', requestId: r.requestId, route: 'account-export', err: 'ledger read failed' });

    // over HTTP the client sees the 200, then a body that does not parse (the connection is dropped)
    reads = 0;
    const res = await fetch(`${stack.api.url}/account/export`, { headers: { Authorization: `Bearer ${a.apiKey}` } });
    expect(res.status).toBe(200);
    const text = await res.text().catch(() => '<terminated>');
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it.each([
    ['its key is revoked', (a: TestAccount) => revokeKey(stack.deps.stores, a.keyId).then(() => undefined), 'The API key has been revoked'],
    ['its account is deleted', (a: TestAccount) => deleteAccount(stack.deps, a.accountId, new Date()).then(() => undefined), 'The account of this API key no longer exists'],
  ])('stops within seconds when %s while it streams: unterminated, logged, the rest never read', { timeout: 60_000 }, async (_what, end, message) => {
    const a = await newAccount(stack, 100);
    await writeRows(a.accountId, 6000);
    const inner = stack.deps.stores.ledger;
    let pagesRead = 0;
    const lines: string[] = [];
    let ended: Promise<void> | undefined;
    let endedAt = 0;
    let exported = false;
    setDeps({
      log: createLogger('error', {}, (line) => lines.push(line)),
      // a slow ledger: 13 pages of 500 rows, 600 ms each (about 8 s of export)
      stores: withLedgerPage(async (id, q) => {
        if (!exported) await new Promise((r) => setTimeout(r, 600));
        if (q.oldestFirst && !exported) pagesRead++;
        return inner.page(id, q);
      }),
    });
    const r = await invoke(a.apiKey, (c) => {
      // the first ledger rows are out: the key is revoked (the account deleted) now
      if (!ended && c.toString('utf8').includes('"type":"charge"')) {
        endedAt = performance.now();
        ended = end(a);
      }
    });
    const stoppedAfterMs = performance.now() - endedAt;
    exported = true; // the deletion's sweep reads the ledger at full speed
    await ended;
    expect(r.status).toBe(200);
    expect((r.error as Error).message).toBe(message);
    expect(() => JSON.parse(r.body) as unknown).toThrow(SyntaxError);
    const rows = (r.body.match(/"type":"(opening|charge)"/g) ?? []).length;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(6000);
    // at most a check interval (2 s) of pages after the end, of 13
    expect(pagesRead).toBeLessThan(10);
    expect(stoppedAfterMs).toBeLessThan(6_000);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => String(l.msg).includes('unterminated'));
    expect(logged).toMatchObject({ level: 'error', requestId: r.requestId, route: 'account-export', err: message });
  });

  it('a failure before the first byte (the keys) is an ordinary JSON 500', async () => {
    const a = await newAccount(stack, 100);
    const keys = stack.deps.stores.keys;
    setDeps({
      stores: {
        ...stack.deps.stores,
        keys: patched(keys, {
          listByAccount: async () => {
            throw new Error('keys unavailable');
          },
        }),
      },
    });
    const r = await call(stack, 'GET', '/account/export', { key: a.apiKey });
    expect(r.status).toBe(500);
    expect(r.body.error).toBe('Internal server error');
    expect(r.text).not.toContain('"success":true');
  });
});

describe('DELETE /v1/account on a long ledger', () => {
  it('strips every row page by page: each anonymize call takes at most a page, every row is kept without its key id', { timeout: 120_000 }, async () => {
    const a = await newAccount(stack, 100);
    const rows = (await writeRows(a.accountId, 1200)).map((r) => ({ ...r, keyId: a.keyId, via: 'mcp:calculators_big_3' }));
    await stack.deps.stores.ledger.putAll(rows);
    const inner = stack.deps.stores.ledger;
    const batches: number[] = [];
    setDeps({ stores: { ...stack.deps.stores, ledger: patched(inner, { anonymize: async (entries) => (batches.push(entries.length), inner.anonymize(entries)) }) } });
    const del = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(del.status).toBe(200);
    // the opening balance, the 1,200 charges and the forfeit of the balance
    expect((del.body.data as { ledgerRowsKept: number }).ledgerRowsKept).toBe(1202);
    expect(batches.reduce((x, y) => x + y, 0)).toBe(1202);
    expect(Math.max(...batches)).toBeLessThanOrEqual(500);
    expect(batches.length).toBe(3);
    const after = await inner.listByAccount(a.accountId);
    expect(after).toHaveLength(1202);
    expect(after.filter((r) => r.keyId !== undefined || r.via !== undefined)).toEqual([]);
  });
});

describe('the personal tables, query page by query page', () => {
  it('give the records of the one-read version, in its order: parts merged, orphan parts last, link items left out', async () => {
    const db = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamo.endpoint });
    const ownerId = `acc_pages_${Date.now()}`;
    const gz = (v: unknown) => new Uint8Array(gzipSync(Buffer.from(JSON.stringify(v), 'utf8')));
    const blueprints: Item[] = [];
    for (let i = 0; i < 9; i++) {
      const id = `bp_${String(i).padStart(3, '0')}`;
      // 3 has no content part; 7's summary is missing (an orphan part)
      if (i !== 7) blueprints.push({ ownerId, blueprintId: id, fullName: `Person ${i}`, createdAt: `2026-01-0${1 + (i % 9)}T00:00:00Z`, idempotencyRecordId: `idem_${i}` });
      if (i !== 3) blueprints.push({ ownerId, blueprintId: `content#${id}`, contentGz: gz({ lifePath: i, text: 'x'.repeat(50) }) });
    }
    // an orphan part whose id sorts before every record
    blueprints.push({ ownerId, blueprintId: 'content#bp_', contentGz: gz({ early: true }) });
    const relationships: Item[] = [
      { ownerId, relationshipId: 'rel_001', name: 'A and B' },
      { ownerId, relationshipId: 'link#bp_001#rel_001', linkOf: 'rel_001' },
      { ownerId, relationshipId: 'rel_002', name: 'C and D', receipt: 'r' },
    ];
    const put = async (table: string, items: Item[]) => {
      for (let i = 0; i < items.length; i += 25) {
        await db.send(new BatchWriteCommand({ RequestItems: { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
      }
    };
    await put(stack.deps.config.tableNames.blueprints, blueprints);
    await put(stack.deps.config.tableNames.relationships, relationships);
    const collect = async (table: 'blueprints' | 'relationships', pageSize?: number): Promise<Item[]> => {
      const out: Item[] = [];
      for await (const r of exportedRecordStream(ownerData(stack.deps, pageSize), table, ownerId)) out.push(r);
      return out;
    };
    for (const table of ['blueprints', 'relationships'] as const) {
      const whole = exportedRecords(table, await ownerData(stack.deps).items(table, ownerId));
      // pages of 2 items: every record and part boundary falls between pages somewhere
      expect(await collect(table, 2), table).toEqual(whole);
      expect(await collect(table), table).toEqual(whole);
    }
    const bps = await collect('blueprints', 3);
    expect(bps.map((b) => b.blueprintId)).toEqual(['bp_000', 'bp_001', 'bp_002', 'bp_003', 'bp_004', 'bp_005', 'bp_006', 'bp_008', 'bp_', 'bp_007']);
    expect(bps[1]).toEqual({ ownerId, blueprintId: 'bp_001', fullName: 'Person 1', createdAt: '2026-01-02T00:00:00Z', content: { lifePath: 1, text: 'x'.repeat(50) } });
    expect(bps[3]!.content).toBeUndefined();
    expect(bps.at(-1)).toEqual({ blueprintId: 'bp_007', content: { lifePath: 7, text: 'x'.repeat(50) } });
    expect((await collect('relationships', 1)).map((x) => x.relationshipId)).toEqual(['rel_001', 'rel_002']);
  });
});
