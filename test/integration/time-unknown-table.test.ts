/**
 * The table of docs/astrology.md "Unknown birth time" is the code's (issue 44): every route that takes
 * birth data has a row, and each route's documented example (shared/http/examples/requests.json) sent
 * with `timeUnknown: true` in place of its birth time (every person's) answers as its row says: 200
 * for a row that answers (or the conditional 400 the row names, as "else 400 `Moon changes sign on
 * birth date`"), 400 `Birth time required` for a row that starts with 400, nothing charged then.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;
beforeAll(async () => {
  stack = await startTestStack({ config: { logLevel: 'error' } });
  acct = await newAccount(stack, 10_000);
});
afterAll(async () => {
  await stack?.close();
});

type Row = { text: string; refuses: boolean; conditional: string[] };

/** The rows of the table: each `METHOD /path` of a row's first cell -> its second cell. */
function table(): Map<string, Row> {
  const doc = readFileSync('docs/astrology.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Unknown birth time'), doc.indexOf('## House systems'));
  const rows = new Map<string, Row>();
  for (const line of section.split('\n')) {
    const cells = line.split(' | ');
    if (!line.startsWith('| `') || cells.length < 2) continue;
    const text = cells.slice(1).join(' | ');
    const row = { text, refuses: text.startsWith('400 `Birth time required`'), conditional: [...text.matchAll(/else 400 `([^`]+)`/g)].map((m) => m[1]!) };
    for (const m of cells[0]!.matchAll(/`(GET|POST|PUT|PATCH) (\/[^`]+)`/g)) rows.set(`${m[1]} ${m[2]}`, row);
  }
  return rows;
}

type Body = Record<string, unknown>;
const withoutTime = (b: Body): Body => {
  if (Array.isArray(b.people)) return { ...b, people: (b.people as Body[]).map(withoutTime) };
  if (b.birthTime === undefined) return b;
  const { birthTime: _t, ...rest } = b;
  return { ...rest, timeUnknown: true };
};

const examples = JSON.parse(readFileSync('shared/http/examples/requests.json', 'utf8')) as Record<string, { body?: Body }>;
const birthRoutes = ROUTES.filter((r) => r.data?.includes('places') && r.method === 'POST');

describe('docs/astrology.md "Unknown birth time" against the routes', { timeout: 600_000 }, () => {
  it('has a row for every route that takes birth data', () => {
    const rows = table();
    const missing = birthRoutes.map((r) => `${r.method} ${r.path}`).filter((k) => !rows.has(k));
    expect(missing).toEqual([]);
    expect(rows.size).toBeGreaterThan(30);
  });

  it('each route answers an unknown birth time as its row says', async () => {
    const rows = table();
    const seen: string[] = [];
    for (const r of birthRoutes) {
      const key = `${r.method} ${r.path}`;
      const row = rows.get(key)!;
      const body = examples[r.name]?.body;
      expect(body, `${r.name}: an example body`).toBeDefined();
      const sent = withoutTime(body!);
      if (sent === body) continue; // no birth time taken (numerology report)
      const before = await balanceOf(stack, acct.accountId);
      const res = await call(stack, 'POST', r.path, { key: acct.apiKey, body: sent });
      seen.push(key);
      if (row.refuses) {
        expect(res.status, key).toBe(400);
        expect(res.body.error, key).toBe('Birth time required');
        expect(await balanceOf(stack, acct.accountId), key).toBe(before);
      } else if (res.status !== 200) {
        expect(res.status, `${key}: ${res.text.slice(0, 300)}`).toBe(400);
        expect(row.conditional, `${key}: ${res.text.slice(0, 300)}`).toContain(res.body.error);
      }
    }
    expect(seen.length).toBeGreaterThan(30);
  });
});
