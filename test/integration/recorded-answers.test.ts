/**
 * Behaviour unchanged: the answers of a recorded set of requests, byte for byte. Every route is
 * called with its documented example (shared/http/examples/requests.json, as the docs page's
 * "Try it out"), and every route that writes text again in French, German and Hindi
 * (Accept-Language), on a fresh local stack with the clock fixed. Each answer's status, content
 * headers, charge and body are compared with test/fixtures/recorded-answers.json: a JSON or text
 * body as its exact text, a binary body (PNG, PDF) by its SHA-256.
 *
 * What changes from run to run without being behaviour is replaced before the comparison, and only
 * that: the ids the store draws at random (bp_…, tr_…, keys, conversation ids: numbered in order
 * of appearance), request ids (UUIDs, also inside page cursors), the local server's port, the
 * wall-clock timestamps of records (see VOLATILE below) and the request log's measured durations; a
 * calendar is compared unfolded (its folds fall inside the ids).
 *
 * A change of behaviour that is intended is recorded again (docs/architecture.md "Recorded
 * answers"):
 *
 *     npm run record:answers
 *
 * and the new fixture is committed with the change, its diff read like the code's.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '#shared/accounts/admin';
import type { LocalStack } from '#shared/http/local-stack';
import { setDeps } from '#shared/deps';
import { ROUTES, type RouteDef } from '#shared/routes';
import { description } from '#test/support/openapi-check';
import { call, newAccount, startTestStack } from '#test/support/stack';

process.env.AI_LOG = 'off';
type Json = Record<string, unknown>;

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'recorded-answers.json');
const RECORD = process.env.RECORD_ANSWERS === '1';
/**
 * The fixed clock of the recording: a Saturday noon, UTC, plus a few seconds of each request's own
 * (a hash of its route and language: the order of the ledger's entries is then fixed, and a route
 * added to the table does not move the others' clocks).
 */
const NOW = Date.parse('2026-06-13T12:00:00.000Z');
/** The seconds already given to a request of the run: two requests never share one (their ledger entries' order would be the random ids'). */
const clocksGiven = new Set<number>();
const clockOf = (route: string, language: string | undefined): number => {
  let h = 2166136261;
  for (const c of `${route} ${language ?? ''}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  // two hashes on one second: the later request takes the next free second
  let t = NOW + (h % 3600) * 1000;
  while (clocksGiven.has(t)) t += 1000;
  clocksGiven.add(t);
  return t;
};
let clock = NOW;
/** The languages every text-writing route is asked again in (English is the examples' own). */
const LANGUAGES = ['fr', 'de', 'hi'];

/** Ids drawn at random by the store and the key generator (their prefixes: shared/store/sortable-id.ts, shared/accounts/keys.ts). */
const IDS = /\b(?:acc|bp|ch|key|org|rc|rel|rk|rl|tr|wh|whd|dlv|cal|calt|conv|evt|sub|xi|xo|whsec)_[A-Za-z0-9_-]{6,}/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
/**
 * Timestamps of records written at the wall clock rather than the app's clock (deps.now), which a
 * fixed clock does not reach: masked by field name only, so computed times (transits, returns,
 * events) are compared exactly.
 */
const VOLATILE = /"(createdAt|updatedAt|lastUsedAt|revokedAt|deliveredAt|nextAttemptAt|expiresAt|at)":"\d{4}-\d\d-\d\dT[^"]*"/g;
/** Any other instant of the wall clock (the account's opening entry is written before the clock is fixed): within an hour of the run. */
const ISO_MS = /\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g;
const STARTED = Date.now();
const wall = (iso: string): string => (Math.abs(Date.parse(iso) - STARTED) < 3_600_000 ? '<wall>' : iso);

interface Recorded {
  route: string;
  request: string;
  status: number;
  contentType: string | null;
  contentLanguage: string | null;
  creditsUsed: string | null;
  body: string;
}

let stack: LocalStack;
let doc: Json;
beforeAll(async () => {
  if (process.env.TEST_STORE === 'dynamodb-local') return;
  [stack, doc] = await Promise.all([startTestStack(), description()]);
  setDeps({ now: () => new Date(clock) });
  // the stack and the description take 60 s and more on a loaded machine
}, 300_000);
afterAll(async () => {
  setDeps({ now: () => new Date() });
  await stack?.close();
});

const opOf = (r: RouteDef): Json => ((doc.paths as Json)[r.path] as Json)[r.method.toLowerCase()] as Json;
const bodyOf = (r: RouteDef): Json | undefined => ((opOf(r).requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
const paramsOf = (r: RouteDef): Json[] => (opOf(r).parameters ?? []) as Json[];

/** The answers of the whole set, in order, with what varies between runs replaced. */
async function answers(): Promise<Recorded[]> {
  clocksGiven.clear();
  const a = await newAccount(stack, 1_000_000);
  const ids: Record<string, string> = {};
  const first = (path: string): string => path.split('/')[1] ?? '';
  // an order of its own, not the table's (a route added or moved there leaves the others' answers
  // alone): the stored subjects (PUT) and the creations first, then the other POSTs (shallow paths first: a webhook's test event
  // before its redelivery), the reads, the changes (PATCH), the deletions, the blueprint's and the account's last
  // the bulk revocation (every key but the calling one) after the reads that list the keys
  const LAST = ['keys-revoke-many', 'blueprints-delete', 'account-delete'];
  const byName = (x: RouteDef, y: RouteDef): number => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0);
  const depth = (r: RouteDef): number => r.path.split('/').length;
  const order = [
    ...ROUTES.filter((r) => r.method === 'PUT').sort(byName),
    ...ROUTES.filter((r) => r.method === 'POST' && !r.path.includes('{') && !LAST.includes(r.name)).sort(byName),
    ...ROUTES.filter((r) => r.method === 'POST' && r.path.includes('{')).sort((x, y) => depth(x) - depth(y) || byName(x, y)),
    ...ROUTES.filter((r) => r.method === 'GET').sort(byName),
    ...ROUTES.filter((r) => r.method === 'PATCH').sort(byName),
    ...ROUTES.filter((r) => r.method === 'DELETE' && !LAST.includes(r.name)).sort(byName),
    ...LAST.map((name) => ROUTES.find((r) => r.name === name)!),
  ];
  const out: Recorded[] = [];
  // a key answers 100 requests per window and the fixed clock never ends the window: a fresh key of the same account every 50 requests
  let apiKey = a.apiKey;
  const seen = new Map<string, string>();
  const mask = (text: string): string =>
    text
      // a calendar's lines are folded at 75 octets, through the ids: unfolded, so an id is masked whole
      .replaceAll('\r\n ', '')
      .replaceAll(stack.api.url, '<api>')
      // a page cursor carries the last item's key (a request id among it): read, then masked as the rest
      .replace(/"nextPage":"([A-Za-z0-9+/=_-]+)"/g, (_m, cursor: string) => `"nextPage":"<cursor ${Buffer.from(cursor, 'base64url').toString('utf8')}>"`)
      // the request log's measured durations
      .replace(/"durationMs":[\d.]+/g, '"durationMs":"<ms>"')
      .replace(IDS, (id) => {
        const prefix = id.slice(0, id.indexOf('_'));
        if (!seen.has(id)) seen.set(id, `${prefix}_<${[...seen.keys()].filter((k) => k.startsWith(`${prefix}_`)).length + 1}>`);
        return seen.get(id)!;
      })
      .replace(UUID, '<uuid>')
      .replace(ISO_MS, wall)
      .replace(VOLATILE, (_m, field: string) => `"${field}":"<time>"`);
  for (const r of order) {
    // deletions and the account's own routes once; the text-writing routes in each language too
    const languages = r.language && r.method !== 'DELETE' ? [undefined, ...LANGUAGES] : [undefined];
    for (const language of languages) {
      clock = clockOf(r.name, language);
      let path = r.path;
      const query = new URLSearchParams();
      for (const p of paramsOf(r)) {
        if (p.example === undefined) continue;
        const created = r.auth === 'token' ? ids.calendarFeed : ids[first(r.path)];
        const value = p.in === 'path' && p.name === 'id' ? (created ?? String(p.example)) : p.in === 'path' && p.name === 'deliveryId' ? (ids.webhookDelivery ?? String(p.example)) : String(p.example);
        if (p.in === 'path') path = path.replace(`{${String(p.name)}}`, encodeURIComponent(value));
        if (p.in === 'query') query.set(String(p.name), value);
      }
      let body = bodyOf(r)?.example as Json | undefined;
      if (body && 'blueprintId' in body) body = { ...body, blueprintId: ids.blueprints };
      if (body && 'confirm' in body) body = { ...body, confirm: a.accountId };
      const qs = query.size ? `?${query}` : '';
      const headers: Record<string, string> = { ...(r.binary ? { Accept: 'application/pdf' } : {}), ...(language ? { 'Accept-Language': language } : {}) };
      if (out.length > 0 && out.length % 50 === 0) apiKey = (await createKey(stack.deps.stores, a.accountId, stack.deps.config.keyPrefix)).apiKey;
      let res: { status: number; headers: Headers; body: Json; text: string };
      let raw: string;
      if (r.binary) {
        // a binary answer (the PDF) by the SHA-256 of its bytes
        const bytes = await fetch(`${stack.api.url}${path}${qs}`, {
          method: r.method,
          headers: { ...headers, Authorization: `Bearer ${apiKey}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const buffer = Buffer.from(await bytes.arrayBuffer());
        res = { status: bytes.status, headers: bytes.headers, body: {}, text: '' };
        raw = bytes.headers.get('content-type')?.includes('json') ? buffer.toString('utf8') : `sha256:${createHash('sha256').update(buffer).digest('hex')}`;
      } else {
        res = await call(stack, r.method, `${path}${qs}`, { key: apiKey, ...(body ? { body } : {}), headers });
        raw = res.text;
      }
      const type = res.headers.get('content-type');
      out.push({
        route: r.name,
        request: mask(`${r.method} ${path}${qs}${language ? ` [${language}]` : ''}`),
        status: res.status,
        contentType: type,
        contentLanguage: res.headers.get('content-language'),
        creditsUsed: res.headers.get('x-credits-used'),
        body: mask(raw),
      });
      const data = (res.body.data ?? {}) as Json;
      if (r.method === 'POST' && typeof data.blueprintId === 'string') ids.blueprints = data.blueprintId;
      else if (r.method === 'POST' && !r.path.includes('{')) {
        const id = typeof data.id === 'string' ? data.id : Object.entries(data).find(([k, v]) => k.endsWith('Id') && typeof v === 'string')?.[1];
        if (typeof id === 'string') ids[first(r.path)] = id;
      }
      if (r.name === 'calendars-create' && !ids.calendarFeed) {
        ids.calendars = String(data.id);
        ids.calendarFeed = String(data.url).split('/').pop()!;
      }
      if (r.name === 'webhooks-test') ids.webhookDelivery = String(data.id);
      if (r.name === 'blueprints-generate' && !ids.transits) {
        // a saved horoscope for the transit reads (the example itself does not save)
        const saved = await call(stack, 'POST', '/transits', { key: apiKey, body: { ...(bodyOf(ROUTES.find((x) => x.name === 'transits-create')!)!.example as Json), saveToAccount: true } });
        ids.transits = String((saved.body.data as Json).id);
      }
      if (res.headers.get('x-conversation-id')) ids.advisor = res.headers.get('x-conversation-id')!;
    }
  }
  return out;
}

// recorded on dynalite: DynamoDB Local may add to an answer what the recording does not have (docs/architecture.md)
describe.skipIf(process.env.TEST_STORE === 'dynamodb-local')('recorded answers', () => {
  it('every route, in several languages, answers byte for byte as recorded', { timeout: 900_000 }, async () => {
    const now = await answers();
    expect(now.map((x) => x.route)).toEqual(expect.arrayContaining(ROUTES.map((r) => r.name)));
    expect(new Set(now.map((x) => x.route)).size).toBe(ROUTES.length);
    if (RECORD || !existsSync(FIXTURE)) {
      if (!RECORD) throw new Error(`${FIXTURE} is missing: record it with npm run record:answers`);
      writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
      return;
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded[];
    // the same requests, in the same order
    expect(now.map((x) => x.request)).toEqual(recorded.map((x) => x.request));
    // the account's export streams every record of the account in the order of their random ids (it is
    // read page by page, never held whole to be sorted), so its masked ids (numbered by first sight) come
    // out in another order from run to run: it is compared with every masked id made one and every list
    // sorted, so each record's content still counts
    const sortedDeep = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sortedDeep).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sortedDeep(x)]))
          : v;
    const exportBody = (body: string): string => JSON.stringify(sortedDeep(JSON.parse(body.replace(/\b([a-z]+)_<\d+>/g, '$1_<id>')) as unknown));
    const comparable = (x: Recorded): Recorded => (x.route === 'account-export' ? { ...x, body: exportBody(x.body) } : x);
    for (let i = 0; i < recorded.length; i++) expect(comparable(now[i]!), `${recorded[i]!.request} (re-record with npm run record:answers if intended)`).toEqual(comparable(recorded[i]!));
  });
});
