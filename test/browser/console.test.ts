/**
 * The console in a real browser: `npm start` in a child process (own DATA_DIR, free ports, the
 * demo key it prints), Debian's Chromium driven by playwright-core (never a downloaded browser:
 * CHROMIUM_PATH or /usr/bin/chromium). Pastes the key, creates and revokes a key (checked with
 * GET /v1/keys), compares the usage chart's numbers with GET /v1/usage after charged calls,
 * downloads a PDF, deletes a saved horoscope and a conversation, opens a member key's view, and
 * saves screenshots to docs/images/console-*.png. Run by `npm run test:browser` (not `npm test`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildStack, type ChildStack } from '../../bench/child-stack';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SHOTS = join(process.cwd(), 'docs/images');
const LENNON = {
  birthDate: '1940-10-09',
  birthTime: '18:30',
  city: 'Liverpool',
  country: 'UK',
  latitude: 53.4084,
  longitude: -2.9916,
  timezone: 'Europe/London',
};

interface UsageGroup {
  key: string;
  requests: number;
  charged: number;
  refunded: number;
  released?: number;
  net: number;
}
interface Usage {
  from: string;
  to: string;
  groups: UsageGroup[];
  total: Omit<UsageGroup, 'key'>;
}
interface KeyRow {
  id: string;
  name: string | null;
  role: string;
  revokedAt: string | null;
}

/** What the test reads of the page's globals inside page.evaluate. */
interface BrowserGlobals {
  localStorage: { length: number };
  sessionStorage: { length: number };
  document: { cookie: string; documentElement: { outerHTML: string }; getElementById(id: string): { value: string } | null };
  blueprintConsole: { charts: Record<string, { data: { labels: string[]; datasets: { data: number[] }[] } }> };
}

let stack: ChildStack;
let dataDir: string;
let browser: Browser;
let page: Page;
/** what the page logged about content security or threw */
const pageProblems: string[] = [];

const call = async (method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: { data?: unknown; error?: string }; headers: Headers }> => {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { data?: unknown }) : {}, headers: res.headers };
};
const data = async <T>(method: string, path: string, body?: unknown, key = stack.demoKey): Promise<T> => {
  const r = await call(method, path, key, body);
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body.data as T;
};

const openConsole = async (key: string, p: Page = page): Promise<void> => {
  await p.goto(`${stack.url}/console`);
  await p.fill('#key-input', key);
  await p.click('#connect-button');
  await p.waitForSelector('body[data-ready="true"]');
};

/** Refresh, and wait until every section has drawn again. */
const refresh = async (): Promise<void> => {
  await page.click('#refresh');
  await page.waitForSelector('body[data-ready="true"]:not(.busy)');
};

/** The usage table rendered next to a chart, as groups (the Total row apart). */
const usageTable = (id: string) =>
  page.$$eval(`#${id} tbody tr`, (rows) =>
    rows
      .filter((r) => r.getAttribute('data-key'))
      .map((r) => {
        const cells = [...r.querySelectorAll('td')].map((c) => Number((c.textContent ?? '').replace(/,/g, '')));
        return { key: r.getAttribute('data-key')!, requests: cells[0]!, charged: cells[1]!, refunded: cells[2]!, released: cells[3]!, net: cells[4]! };
      }),
  );

/** Waits until the ledger (copied from the account's journal a moment after each request) stops moving. */
const settledUsage = async (from: string, to: string): Promise<void> => {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = JSON.stringify(await data<Usage>('GET', `/usage?from=${from}&to=${to}&groupBy=day`));
    if (now === last) return;
    last = now;
    await new Promise((r) => setTimeout(r, 500));
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-browser-'));
  stack = await startChildStack(dataDir);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, deviceScaleFactor: 1 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(stack.url).origin });
  page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  page.on('pageerror', (e) => pageProblems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) pageProblems.push(m.text());
  });
});

afterAll(async () => {
  await browser?.close();
  stack?.proc.kill('SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the console in Chromium', () => {
  let horoscopeId: string;
  let conversationId: string;

  it('loads without a key, refuses a wrong key visibly, and opens with the demo key', async () => {
    // saved things to show: a blueprint (4 credits), a week's horoscope (2), a conversation (free onboarding)
    await data('POST', '/generate-blueprint', { fullName: 'John Winston Lennon', ...LENNON, modules: { astrology: true, humanDesign: true, numerology: true } });
    horoscopeId = (await data<{ id: string }>('POST', '/transits', { ...LENNON, period: 'week', saveToAccount: true })).id;
    const chat = await fetch(`${stack.url}/advisor/chat`, {
      method: 'POST',
      headers: { 'X-API-Key': stack.demoKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'What does my Sun sign say about my work?' }] }),
    });
    conversationId = chat.headers.get('X-Conversation-Id')!;
    await chat.text();
    expect(conversationId).toBeTruthy();

    const res = await page.goto(`${stack.url}/console`);
    expect(res!.status()).toBe(200);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.screenshot({ path: join(SHOTS, 'console-connect.png') });

    await page.fill('#key-input', 'bp_live_not-a-key');
    await page.click('#connect-button');
    await expect.poll(() => page.textContent('#connect-error')).toMatch(/Invalid API key/);
    expect(await page.isVisible('#dashboard')).toBe(false);

    await page.fill('#key-input', stack.demoKey);
    await page.click('#connect-button');
    await page.waitForSelector('body[data-ready="true"]');
    const account = await data<{ balance: number; accountId: string }>('GET', '/account');
    expect(await page.getAttribute('#balance', 'data-value')).toBe(String(account.balance));
    expect(await page.textContent('#account-facts')).toContain(account.accountId);
  });

  it('keeps the key in the tab’s memory only: no storage, no cookie, not in the page', async () => {
    // runs in the page (the test's types have no DOM: the page's globals are described here)
    const kept = await page.evaluate(() => {
      const w = globalThis as unknown as BrowserGlobals;
      return {
        local: w.localStorage.length,
        session: w.sessionStorage.length,
        cookie: w.document.cookie,
        html: w.document.documentElement.outerHTML,
        input: w.document.getElementById('key-input')!.value,
        globals: Object.keys(w).filter((k) => {
          try {
            return JSON.stringify((w as unknown as Record<string, unknown>)[k] ?? null)?.includes('bp_live_') ?? false;
          } catch {
            return false;
          }
        }),
      };
    });
    expect(kept).toMatchObject({ local: 0, session: 0, cookie: '', input: '', globals: [] });
    expect(kept.html).not.toContain(stack.demoKey);
  });

  it('creates a key with a name and role, shows its secret once, and revokes it (checked with GET /v1/keys)', async () => {
    await page.fill('#key-name', 'browser test');
    await page.selectOption('#key-role', 'member');
    await page.click('#key-create');
    await page.waitForSelector('#key-secret:not([hidden])');
    const secret = (await page.textContent('#key-secret-value'))!.trim();
    const id = (await page.getAttribute('#key-secret', 'data-id'))!;
    expect(secret).toMatch(/^bp_live_/);
    await page.waitForSelector(`#keys-table tr[data-id="${id}"]`);
    await page.screenshot({ path: join(SHOTS, 'console-key-created.png'), fullPage: false });
    await page.click('#key-copy');
    await expect.poll(() => page.textContent('#key-copy')).toBe('Copied');
    expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(secret);

    const listed = (await data<{ keys: KeyRow[] }>('GET', '/keys')).keys.find((k) => k.id === id);
    expect(listed).toMatchObject({ name: 'browser test', role: 'member', revokedAt: null });
    // the secret is the new key: it opens the account, and a member key may not list keys
    expect((await call('GET', '/account', secret)).status).toBe(200);
    expect((await call('GET', '/keys', secret)).status).toBe(403);

    // a member key's view: no usage, ledger or keys
    const member = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openConsole(secret, member);
    expect(await member.isVisible('#member-note')).toBe(true);
    for (const id of ['usage', 'ledger', 'keys']) expect(await member.isVisible(`#${id}`), id).toBe(false);
    expect(await member.isVisible('#blueprints')).toBe(true);
    await member.screenshot({ path: join(SHOTS, 'console-member.png'), fullPage: false });
    await member.close();

    await page.click('#key-secret-done');
    expect(await page.isVisible('#key-secret')).toBe(false);
    await page.click(`#keys-table tr[data-id="${id}"] [data-action="revoke"]`);
    await expect.poll(() => page.textContent(`#keys-table tr[data-id="${id}"]`)).toMatch(/revoked/);
    const revoked = (await data<{ keys: KeyRow[] }>('GET', '/keys')).keys.find((k) => k.id === id);
    expect(revoked?.revokedAt).toEqual(expect.any(String));
    expect((await call('GET', '/account', secret)).status).toBe(401);
  });

  it('draws the usage of the last 30 days by day and by route with the numbers of GET /v1/usage', async () => {
    // charged calls: 3 life paths, a big 3, a natal chart, a solar return (X-Credits-Used of each)
    let spent = 0;
    for (const [path, body] of [
      ['/calculators/life-path', { birthDate: '1961-08-04' }],
      ['/calculators/life-path', { birthDate: '1962-08-04' }],
      ['/calculators/life-path', { birthDate: '1963-08-04' }],
      ['/calculators/big-3', LENNON],
      ['/calculators/natal-chart', LENNON],
      ['/predictive/solar-return', { ...LENNON, year: 2026 }],
    ] as const) {
      const r = await call('POST', path, stack.demoKey, body);
      expect(r.status, path).toBe(200);
      spent += Number(r.headers.get('X-Credits-Used'));
    }
    expect(spent).toBeGreaterThanOrEqual(6);
    const from = (await page.getAttribute('#usage-range', 'data-from'))!;
    const to = (await page.getAttribute('#usage-range', 'data-to'))!;
    await settledUsage(from, to);
    await refresh();

    const byDay = await data<Usage>('GET', `/usage?from=${from}&to=${to}&groupBy=day`);
    const byRoute = await data<Usage>('GET', `/usage?from=${from}&to=${to}&groupBy=route`);
    expect(byDay.total.net).toBe(byRoute.total.net);
    // everything this test charged is in it: the blueprint (4), the horoscope (2) and the calls above
    expect(byDay.total.net).toBeGreaterThanOrEqual(4 + 2 + spent);

    const charts = await page.evaluate(() => {
      const c = (globalThis as unknown as BrowserGlobals).blueprintConsole.charts;
      return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, { labels: v.data.labels, values: v.data.datasets.map((d) => d.data) }]));
    });
    // by day: every group's net and requests at its day, zero elsewhere; 30 days drawn
    const dayChart = charts.byDay!;
    expect(dayChart.labels.length).toBeGreaterThanOrEqual(30);
    for (const [i, label] of dayChart.labels.entries()) {
      const g = byDay.groups.find((x) => x.key === label);
      expect(dayChart.values[0]![i], label).toBe(g?.net ?? 0);
      expect(dayChart.values[1]![i], label).toBe(g?.requests ?? 0);
    }
    expect(dayChart.values[0]!.reduce((a, b) => a + b, 0)).toBe(byDay.total.net);
    // by route: exactly the groups of the answer
    const routeChart = charts.byRoute!;
    expect(Object.fromEntries(routeChart.labels.map((l, i) => [l, routeChart.values[0]![i]]))).toEqual(Object.fromEntries(byRoute.groups.map((g) => [g.key, g.net])));
    expect(routeChart.labels.length).toBeGreaterThanOrEqual(4);
    // and the tables next to the charts
    await page.click('#usage-numbers summary');
    const sortByKey = (gs: UsageGroup[]) => [...gs].sort((a, b) => a.key.localeCompare(b.key));
    const pick = (g: UsageGroup): UsageGroup => ({ key: g.key, requests: g.requests, charged: g.charged, refunded: g.refunded, released: g.released ?? 0, net: g.net });
    const dayRows = await usageTable('usage-day-table');
    // the day table leaves out the days with nothing in them (the zero bars)
    const moved = byDay.groups.filter((g) => g.requests || g.charged || g.refunded || g.released || g.net);
    expect(moved.length).toBeGreaterThanOrEqual(1);
    expect(sortByKey(dayRows.filter((r) => r.key !== '__total'))).toEqual(sortByKey(moved.map(pick)));
    expect(dayRows.find((r) => r.key === '__total')).toEqual(pick({ ...byDay.total, key: '__total' }));
    const routeRows = await usageTable('usage-route-table');
    expect(sortByKey(routeRows.filter((r) => r.key !== '__total'))).toEqual(sortByKey(byRoute.groups.map(pick)));
    // the balance moved by what was spent
    const account = await data<{ balance: number }>('GET', '/account');
    expect(await page.getAttribute('#balance', 'data-value')).toBe(String(account.balance));
  });

  it('pages the ledger, newest first, with the rows of GET /v1/ledger', async () => {
    const ledger = await data<{ entries: { id: string; delta: number }[]; nextPage: string | null }>('GET', '/ledger?limit=20');
    const ids = await page.$$eval('#ledger-table tbody tr[data-id]', (rows) => rows.map((r) => r.getAttribute('data-id')));
    expect(ids).toEqual(ledger.entries.map((e) => e.id));
    if (ledger.nextPage) {
      await page.click('#ledger-pager button:has-text("Older")');
      const older = await data<{ entries: { id: string }[] }>('GET', `/ledger?limit=20&page=${encodeURIComponent(ledger.nextPage)}`);
      await expect.poll(() => page.$$eval('#ledger-table tbody tr[data-id]', (rows) => rows.map((r) => r.getAttribute('data-id')))).toEqual(older.entries.map((e) => e.id));
      await page.click('#ledger-pager button:has-text("Newer")');
      await expect.poll(() => page.$$eval('#ledger-table tbody tr[data-id]', (rows) => rows.length)).toBe(ledger.entries.length);
    }
  });

  it('shows the request log with the developer’s own 4xx (GET /v1/requests) and the saved relationships', async () => {
    const bad = await call('POST', '/calculators/life-path', stack.demoKey, { birthDate: '1990-13-45' });
    expect(bad.status).toBe(400);
    const badId = bad.headers.get('x-request-id')!;
    const rel = await data<{ relationshipId: string }>('POST', '/relationships', {
      people: [
        { fullName: 'John Winston Lennon', ...LENNON },
        { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' },
      ],
      modules: { synastry: true, composite: false, davison: false, humanDesign: false, numerology: true },
      includeAI: false,
      saveToAccount: true,
    });
    await refresh();
    // the rows are those of GET /v1/requests, newest first; the 400 is there with its error
    const rows = await page.$$eval('#requests-table tbody tr[data-id]', (trs) => trs.map((r) => r.getAttribute('data-id')!));
    expect(rows).toHaveLength(20);
    // read after the console's: the same lines in the same order, below the ones written since
    const log = (await data<{ requests: { requestId: string }[] }>('GET', '/requests?limit=200')).requests.map((r) => r.requestId);
    const at = rows.map((id) => log.indexOf(id));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((x, y) => x - y));
    const badRow = await page.textContent(`#requests-table tr[data-id="${badId}"]`);
    expect(badRow).toMatch(/400/);
    expect(badRow).toMatch(/calculators-life-path/);
    expect(badRow).toContain(String(bad.body.error));
    const relRow = await page.textContent(`#relationships-table tr[data-id="${rel.relationshipId}"]`);
    expect(relRow).toMatch(/John Winston Lennon & Yoko Ono/);
    expect(relRow).toMatch(/synastry/i);
    await (await page.$('#requests'))!.screenshot({ path: join(SHOTS, 'console-requests.png') });
  });

  it('shows the saved blueprint with its wheel (a blob: image) and downloads its PDF', async () => {
    const tile = '#blueprints-list article.tile';
    await page.waitForSelector(`${tile} .wheel img`);
    const img = await page.$eval(`${tile} .wheel img`, (i) => ({ src: i.getAttribute('src') ?? '', width: (i as unknown as { naturalWidth: number }).naturalWidth }));
    expect(img.src).toMatch(/^blob:/);
    expect(img.width).toBeGreaterThan(100);
    await page.click('#usage-numbers summary'); // closed again: the screenshot shows the charts
    await page.screenshot({ path: join(SHOTS, 'console-dashboard.png'), fullPage: true });
    // the page is no wider than the window: nothing overflows sideways
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${tile} [data-action="pdf"]`)]);
    expect(download.suggestedFilename()).toBe('John-Winston-Lennon.pdf');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('downloads the account’s export (GET /v1/account/export) as a JSON file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#account-export')]);
    expect(download.suggestedFilename()).toMatch(/^account-export-\d{4}-\d{2}-\d{2}\.json$/);
    const { readFileSync } = await import('node:fs');
    const doc = JSON.parse(readFileSync(await download.path(), 'utf8')) as { exportedAt: string; blueprints: unknown[]; keys: unknown[] };
    expect(doc.exportedAt).toEqual(expect.any(String));
    expect(doc.blueprints).toHaveLength(1);
    expect(doc.keys.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(doc)).not.toContain(stack.demoKey);
  });

  it('deletes a saved horoscope and a conversation with their buttons', async () => {
    await page.click(`#horoscopes-table tr[data-id="${horoscopeId}"] [data-action="delete"]`);
    await page.waitForSelector(`#horoscopes-table tr[data-id="${horoscopeId}"]`, { state: 'detached' });
    expect((await call('GET', `/transits/${horoscopeId}`, stack.demoKey)).status).toBe(404);
    expect((await data<{ transits: { id: string }[] }>('GET', '/transits/list')).transits).toEqual([]);

    await page.click(`#conversations-table tr[data-id="${conversationId}"] [data-action="delete"]`);
    await page.waitForSelector(`#conversations-table tr[data-id="${conversationId}"]`, { state: 'detached' });
    expect((await call('GET', `/advisor/conversations/${conversationId}`, stack.demoKey)).status).toBe(404);
  });

  it('broke no content security rule and threw nothing', () => {
    expect(pageProblems).toEqual([]);
  });

  it('forgets the key on request', async () => {
    await page.click('#forget');
    expect(await page.isVisible('#connect')).toBe(true);
    expect(await page.isVisible('#dashboard')).toBe(false);
    expect(await page.textContent('#balance')).toBe('');
  });
});
