/**
 * The console's script (GET /v1/console; the page is shared/http/console-page.ts). Bundled with
 * chart.js by esbuild (shared/http/console-bundle.ts) into /v1/docs/console.js.
 *
 * The API key lives in one variable of this module (the bundle is an IIFE, so it is not on
 * `window`): never in localStorage, sessionStorage, cookies or the URL. Every call goes to the
 * public routes with `X-API-Key`. Data is put into the page as text (textContent), never as HTML.
 */
import './console.css';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { daySeries, lastDays, routeSeries, signed, type Series, type Usage, type UsageGroup } from './usage';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

const BASE = document.body.dataset.base ?? '/v1';
const PAGE_SIZE = 10;
const LEDGER_SIZE = 20;

/** The key: this tab's memory only. */
let apiKey: string | null = null;
/** The caller: its key id and role (null until known; a member key cannot list keys). */
let me: { keyId: string | null; role: 'owner' | 'admin' | 'member' | null } = { keyId: null, role: null };

// ---------------------------------------------------------------------------------------------
// the API

interface ErrorBody {
  error?: string;
  message?: string;
  required?: number;
  available?: number;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly retryAfter: string | null,
  ) {
    super(body.message ?? body.error ?? `HTTP ${status}`);
  }
}

const request = async (method: string, path: string, opts: { body?: unknown; accept?: string } = {}): Promise<Response> => {
  if (!apiKey) throw new ApiError(401, { error: 'Missing API key', message: 'Paste a key first' }, null);
  const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: opts.accept ?? 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? null : JSON.stringify(opts.body),
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, { error: 'Network error', message: 'The API could not be reached' }, null);
  }
  if (!res.ok) {
    let body: ErrorBody;
    try {
      body = (await res.json()) as ErrorBody;
    } catch {
      body = { error: `HTTP ${res.status}` };
    }
    throw new ApiError(res.status, body, res.headers.get('Retry-After'));
  }
  return res;
};

/** A JSON route: its `data`. */
const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await request(method, path, body === undefined ? {} : { body });
  return ((await res.json()) as { data: T }).data;
};

/** A route answering bytes (SVG, PDF). */
const apiBlob = async (method: string, path: string, accept: string, body?: unknown): Promise<Blob> =>
  (await request(method, path, body === undefined ? { accept } : { accept, body })).blob();

/** One readable sentence for an error, by status. */
const describeError = (e: unknown): string => {
  if (!(e instanceof ApiError)) return e instanceof Error ? e.message : String(e);
  const { status, body } = e;
  const what = body.error ? `${body.error}${body.message && body.message !== body.error ? `: ${body.message}` : ''}` : `HTTP ${status}`;
  switch (status) {
    case 0:
      return 'The API could not be reached. Check the connection and try again.';
    case 401:
      return `${what}. The key is unknown or revoked.`;
    case 402:
      return body.required !== undefined ? `Insufficient credits: ${body.required} needed, ${body.available ?? 0} available.` : what;
    case 403:
      return `${what}. This key's role does not allow it.`;
    case 429:
      return `Rate limit exceeded${e.retryAfter ? `: retry in ${e.retryAfter} s` : ''}.`;
    default:
      return status >= 500 ? `${what} (HTTP ${status}). Try again later.` : `${what} (HTTP ${status}).`;
  }
};

// ---------------------------------------------------------------------------------------------
// the DOM

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} missing`);
  return node as T;
};

type Child = Node | string | number | null | undefined | false;
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | boolean> = {}, ...children: Child[]): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false) continue;
    if (k === 'class') node.className = String(v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(typeof c === 'number' ? String(c) : c);
  return node;
};

const button = (label: string, onClick: (b: HTMLButtonElement) => void | Promise<void>, attrs: Record<string, string | boolean> = {}): HTMLButtonElement => {
  const b = el('button', { type: 'button', ...attrs }, label);
  b.addEventListener('click', () => {
    void (async () => {
      b.disabled = true;
      try {
        await onClick(b);
      } finally {
        b.disabled = false;
      }
    })();
  });
  return b;
};

const when = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

const showError = (sectionId: string, e: unknown): void => {
  const p = $(`${sectionId}-error`);
  if (e === null) {
    p.hidden = true;
    p.textContent = '';
    return;
  }
  p.textContent = describeError(e);
  p.hidden = false;
  // a key revoked (or an account deleted) while the page is open: back to the key form
  if (e instanceof ApiError && e.status === 401) disconnect(describeError(e));
};

const table = (node: HTMLTableElement, head: string[], rows: Node[], empty: string): void => {
  node.replaceChildren(
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...(rows.length ? rows : [el('tr', { class: 'empty' }, el('td', { colspan: String(head.length) }, empty))])),
  );
};

const pager = (node: HTMLElement, page: number, hasMore: boolean, go: (page: number) => void, total?: number): void => {
  node.replaceChildren(
    ...(page > 1 || hasMore
      ? [
          button('← Newer', () => go(page - 1), { disabled: page <= 1 }),
          el('span', { class: 'muted' }, `page ${page}${total !== undefined ? ` · ${total} in all` : ''}`),
          button('Older →', () => go(page + 1), { disabled: !hasMore }),
        ]
      : total !== undefined
        ? [el('span', { class: 'muted' }, `${total} in all`)]
        : []),
  );
};

// ---------------------------------------------------------------------------------------------
// account

interface Account {
  accountId: string;
  type: string;
  name: string;
  balance: number;
  keyId?: string;
  role?: 'owner' | 'admin' | 'member';
}

const loadAccount = async (): Promise<Account> => {
  const account = await api<Account>('GET', '/account');
  $('balance').textContent = `${account.balance.toLocaleString('en-US')} credits`;
  $('balance').dataset.value = String(account.balance);
  const facts: [string, string][] = [
    ['Account', account.name || account.accountId],
    ['Type', account.type],
    ['Id', account.accountId],
  ];
  $('account-facts').replaceChildren(...facts.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]));
  me = { keyId: account.keyId ?? null, role: account.role ?? me.role };
  return account;
};

// ---------------------------------------------------------------------------------------------
// usage (two charts and their numbers)

interface ConsoleCharts {
  byDay?: Chart;
  byRoute?: Chart;
}
const charts: ConsoleCharts = {};
// the chart instances, for a reader of the page (the browser test compares their numbers with
// GET /v1/usage); they hold numbers only, never the key
(window as unknown as { blueprintConsole: { charts: ConsoleCharts } }).blueprintConsole = { charts };

const COLORS = { bar: '#4c5fd5', line: '#e0a526', grid: 'rgba(27, 35, 64, 0.08)' };

const drawChart = (slot: keyof ConsoleCharts, canvas: HTMLCanvasElement, config: ChartConfiguration<'bar' | 'line'>): void => {
  charts[slot]?.destroy();
  charts[slot] = new Chart(canvas, config);
};

/** A group with something in it (the API may list every day of the range, most of them empty). */
const moved = (g: UsageGroup): boolean => g.requests !== 0 || g.charged !== 0 || g.refunded !== 0 || (g.released ?? 0) !== 0 || g.net !== 0;

const usageTable = (node: HTMLTableElement, first: string, groups: UsageGroup[], total: Usage['total']): void => {
  const num = (n: number) => el('td', { class: 'num' }, n.toLocaleString('en-US'));
  table(
    node,
    [first, 'Requests', 'Charged', 'Refunded', 'Released', 'Net'],
    [
      ...groups.map((g) =>
        el('tr', { 'data-key': g.key }, el('th', { scope: 'row' }, g.key), num(g.requests), num(g.charged), num(g.refunded), num(g.released ?? 0), num(g.net)),
      ),
      el(
        'tr',
        { class: 'total', 'data-key': '__total' },
        el('th', { scope: 'row' }, 'Total'),
        num(total.requests),
        num(total.charged),
        num(total.refunded),
        num(total.released ?? 0),
        num(total.net),
      ),
    ],
    'Nothing in this period',
  );
};

const loadUsage = async (): Promise<void> => {
  const { from, to, days } = lastDays(Date.now(), 30);
  const q = (groupBy: string) => `/usage?from=${from}&to=${to}&groupBy=${groupBy}`;
  const [byDay, byRoute] = await Promise.all([api<Usage>('GET', q('day')), api<Usage>('GET', q('route'))]);
  const range = $('usage-range');
  range.textContent = `${byDay.from} to ${byDay.to} (UTC days) · ${byDay.total.requests.toLocaleString('en-US')} requests · ${byDay.total.net.toLocaleString('en-US')} credits net (${byDay.total.charged.toLocaleString('en-US')} charged, ${byDay.total.refunded.toLocaleString('en-US')} refunded)`;
  range.dataset.from = byDay.from;
  range.dataset.to = byDay.to;

  const day: Series = daySeries(byDay, days);
  drawChart('byDay', $<HTMLCanvasElement>('usage-day-chart'), {
    type: 'bar',
    data: {
      labels: day.labels,
      datasets: [
        { type: 'bar', label: 'Net credits', data: day.net, backgroundColor: COLORS.bar, borderRadius: 3, yAxisID: 'y' },
        { type: 'line', label: 'Requests', data: day.requests, borderColor: COLORS.line, backgroundColor: COLORS.line, pointRadius: 2, tension: 0.25, yAxisID: 'y1' },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { grid: { display: false }, ticks: { callback: (_v, i) => day.labels[i]?.slice(5) ?? '', maxRotation: 0, autoSkipPadding: 8 } },
        y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'credits' }, grid: { color: COLORS.grid } },
        y1: { beginAtZero: true, ticks: { precision: 0 }, position: 'right', title: { display: true, text: 'requests' }, grid: { display: false } },
      },
      plugins: { legend: { position: 'bottom' } },
    },
  });
  const route: Series = routeSeries(byRoute);
  drawChart('byRoute', $<HTMLCanvasElement>('usage-route-chart'), {
    type: 'bar',
    data: { labels: route.labels, datasets: [{ label: 'Net credits', data: route.net, backgroundColor: COLORS.bar, borderRadius: 3 }] },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: { x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: COLORS.grid } }, y: { grid: { display: false } } },
      plugins: { legend: { display: false } },
    },
  });
  // days without movements are the zero bars; the table lists the days that have some
  usageTable($<HTMLTableElement>('usage-day-table'), 'Day', byDay.groups.filter(moved), byDay.total);
  usageTable($<HTMLTableElement>('usage-route-table'), 'Route', routeSeries(byRoute).labels.map((k) => byRoute.groups.find((g) => g.key === k)!), byRoute.total);
};

// ---------------------------------------------------------------------------------------------
// ledger (paged by the opaque cursor of the answer)

interface LedgerEntry {
  id: string;
  type: string;
  delta: number;
  credits?: number;
  route?: string | null;
  keyId?: string | null;
  requestId?: string | null;
  at: string;
}

/** cursors of the pages seen: [undefined (newest), page 2's, ...] */
let ledgerCursors: (string | undefined)[] = [undefined];

const loadLedger = async (index = 0): Promise<void> => {
  const cursor = ledgerCursors[index];
  const { entries, nextPage } = await api<{ entries: LedgerEntry[]; nextPage: string | null }>(
    'GET',
    `/ledger?limit=${LEDGER_SIZE}${cursor ? `&page=${encodeURIComponent(cursor)}` : ''}`,
  );
  ledgerCursors = ledgerCursors.slice(0, index + 1);
  if (nextPage) ledgerCursors.push(nextPage);
  table(
    $<HTMLTableElement>('ledger-table'),
    ['Time', 'Type', 'Credits', 'Route', 'Key', 'Request'],
    entries.map((e) =>
      el(
        'tr',
        { 'data-id': e.id },
        el('td', { title: e.at }, when(e.at)),
        el('td', {}, el('span', { class: `tag t-${e.type}` }, e.type)),
        el('td', { class: `num ${e.delta < 0 ? 'neg' : e.delta > 0 ? 'pos' : ''}` }, signed(e.delta)),
        el('td', {}, e.route ?? '—'),
        el('td', { class: 'mono' }, e.keyId ?? '—'),
        el('td', { class: 'mono', title: e.requestId ?? '' }, e.requestId ? `${e.requestId.slice(0, 8)}…` : '—'),
      ),
    ),
    'No movements yet',
  );
  pager($('ledger-pager'), index + 1, nextPage !== null, (p) => void loadLedger(p - 1).catch((err: unknown) => showError('ledger', err)));
};

// ---------------------------------------------------------------------------------------------
// request log (GET /v1/requests: newest first, cursor-paged like the ledger)

interface RequestLine {
  at: string;
  requestId: string;
  keyId: string;
  route: string;
  method: string;
  path: string;
  status: number;
  credits: number;
  durationMs: number;
  error?: string;
  via?: string;
}

let requestCursors: (string | undefined)[] = [undefined];

const loadRequests = async (index = 0): Promise<void> => {
  const cursor = requestCursors[index];
  const { requests, nextPage } = await api<{ requests: RequestLine[]; nextPage: string | null }>(
    'GET',
    `/requests?limit=${LEDGER_SIZE}${cursor ? `&page=${encodeURIComponent(cursor)}` : ''}`,
  );
  requestCursors = requestCursors.slice(0, index + 1);
  if (nextPage) requestCursors.push(nextPage);
  table(
    $<HTMLTableElement>('requests-table'),
    ['Time', 'Status', 'Route', 'Credits', 'Key', 'Request'],
    requests.map((r) =>
      el(
        'tr',
        { 'data-id': r.requestId, class: r.status >= 400 ? 'failed' : '' },
        el('td', { title: r.at }, when(r.at)),
        el('td', { title: r.error ?? '' }, el('span', { class: `tag s-${Math.floor(r.status / 100)}xx` }, r.status)),
        el('td', { title: `${r.method} ${r.path}${r.via ? ` (${r.via})` : ''}` }, r.route, r.error ? el('span', { class: 'muted' }, ` · ${r.error}`) : ''),
        el('td', { class: 'num' }, r.credits),
        el('td', { class: 'mono' }, r.keyId),
        el('td', { class: 'mono', title: r.requestId }, `${r.requestId.slice(0, 8)}…`),
      ),
    ),
    'No requests in the past 7 days',
  );
  pager($('requests-pager'), index + 1, nextPage !== null, (p) => void loadRequests(p - 1).catch((err: unknown) => showError('requests', err)));
};

// ---------------------------------------------------------------------------------------------
// keys

interface KeyRow {
  id: string;
  name: string | null;
  role: 'owner' | 'admin' | 'member';
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const canRevoke = (k: KeyRow): boolean => !k.revokedAt && (me.role === 'owner' || (me.role === 'admin' && k.role === 'member'));

const loadKeys = async (): Promise<void> => {
  const { keys } = await api<{ keys: KeyRow[] }>('GET', '/keys');
  const mine = keys.find((k) => k.id === me.keyId);
  if (mine) me.role = mine.role;
  applyRole();
  const rows = [...keys].sort((a, b) => Number(Boolean(a.revokedAt)) - Number(Boolean(b.revokedAt)) || b.createdAt.localeCompare(a.createdAt));
  table(
    $<HTMLTableElement>('keys-table'),
    ['Name', 'Role', 'Key', 'Created', 'Last used', 'Status', ''],
    rows.map((k) =>
      el(
        'tr',
        { 'data-id': k.id, class: k.revokedAt ? 'revoked' : '' },
        el('td', {}, k.name || el('span', { class: 'muted' }, 'unnamed'), k.id === me.keyId ? el('span', { class: 'tag t-you' }, 'this key') : null),
        el('td', {}, el('span', { class: `tag r-${k.role}` }, k.role)),
        el('td', { class: 'mono', title: k.id }, k.hint),
        el('td', {}, when(k.createdAt)),
        el('td', {}, when(k.lastUsedAt)),
        el('td', {}, k.revokedAt ? `revoked ${when(k.revokedAt)}` : 'active'),
        el(
          'td',
          { class: 'act' },
          canRevoke(k)
            ? button(
                'Revoke',
                async () => {
                  if (!window.confirm(`Revoke the key ${k.name ?? k.hint}? Requests with it will be refused at once.`)) return;
                  try {
                    await api('DELETE', `/keys/${encodeURIComponent(k.id)}`);
                    showError('keys', null);
                  } catch (e) {
                    showError('keys', e);
                  }
                  await loadKeys().catch((e: unknown) => showError('keys', e));
                },
                { class: 'danger small', 'data-action': 'revoke' },
              )
            : null,
        ),
      ),
    ),
    'No keys',
  );
};

const createKey = async (e: SubmitEvent): Promise<void> => {
  e.preventDefault();
  const name = $<HTMLInputElement>('key-name').value.trim();
  const role = $<HTMLSelectElement>('key-role').value;
  const submit = $<HTMLButtonElement>('key-create');
  submit.disabled = true;
  try {
    const created = await api<KeyRow & { key: string }>('POST', '/keys', { ...(name ? { name } : {}), role });
    $('key-secret-value').textContent = created.key;
    $('key-secret').dataset.id = created.id;
    $('key-secret').hidden = false;
    $<HTMLInputElement>('key-name').value = '';
    showError('keys', null);
    await loadKeys();
  } catch (err) {
    showError('keys', err);
  } finally {
    submit.disabled = false;
  }
};

const copySecret = async (): Promise<void> => {
  const node = $('key-secret-value');
  const text = node.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // no clipboard permission (e.g. not a secure context): select the text for a manual copy
    const range = document.createRange();
    range.selectNodeContents(node);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    $('key-copy').textContent = 'Press Ctrl+C';
    return;
  }
  $('key-copy').textContent = 'Copied';
  setTimeout(() => ($('key-copy').textContent = 'Copy'), 2000);
};

// ---------------------------------------------------------------------------------------------
// saved blueprints: wheel (blob URL) and PDF

interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}
interface BlueprintRow {
  id: string;
  name: string;
  birthDate: string;
  birthTime?: string | null;
  location?: string | null;
  status: string;
  creditsUsed?: number;
  createdAt?: string;
  date?: string;
}

/** blob: URLs of the wheels on screen, revoked when the list is drawn again */
let wheelUrls: string[] = [];

const download = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const fileName = (s: string): string => s.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'blueprint';

const loadBlueprints = async (page = 1): Promise<void> => {
  const { blueprints, pagination } = await api<{ blueprints: BlueprintRow[]; pagination: Pagination }>('GET', `/blueprints/list?page=${page}&limit=${PAGE_SIZE}`);
  for (const u of wheelUrls) URL.revokeObjectURL(u);
  wheelUrls = [];
  const list = $('blueprints-list');
  list.replaceChildren(
    ...(blueprints.length
      ? blueprints.map((b) => {
          const wheel = el('div', { class: 'wheel' }, el('span', { class: 'muted' }, 'loading wheel…'));
          void apiBlob('GET', `/blueprints/${encodeURIComponent(b.id)}/wheel.svg`, 'image/svg+xml')
            .then((blob) => {
              const url = URL.createObjectURL(blob);
              wheelUrls.push(url);
              wheel.replaceChildren(el('img', { src: url, alt: `Natal wheel of ${b.name}`, width: '220', height: '220' }));
            })
            .catch((e: unknown) => wheel.replaceChildren(el('span', { class: 'muted' }, `No wheel: ${describeError(e)}`)));
          return el(
            'article',
            { class: 'tile', 'data-id': b.id },
            wheel,
            el('h3', {}, b.name),
            el('p', { class: 'muted' }, [b.birthDate, b.birthTime, b.location].filter(Boolean).join(' · ')),
            el('p', { class: 'muted' }, `saved ${when(b.createdAt ?? b.date)}${b.creditsUsed !== undefined ? ` · ${b.creditsUsed} credits` : ''}`),
            el('p', {}, el('span', { class: `tag s-${b.status}` }, b.status)),
            el(
              'div',
              { class: 'row' },
              button(
                'PDF',
                async () => {
                  try {
                    download(await apiBlob('POST', '/blueprint/pdf', 'application/pdf', { blueprintId: b.id }), `${fileName(b.name)}.pdf`);
                    showError('blueprints', null);
                  } catch (e) {
                    showError('blueprints', e);
                  }
                },
                { 'data-action': 'pdf', disabled: b.status !== 'completed', title: b.status === 'completed' ? 'Download the PDF' : 'Only a completed blueprint has a PDF' },
              ),
              button(
                'Delete',
                async () => {
                  if (!window.confirm(`Delete the blueprint ${b.name} and the horoscopes computed from it?`)) return;
                  try {
                    await api('DELETE', `/blueprints/${encodeURIComponent(b.id)}`);
                    showError('blueprints', null);
                  } catch (e) {
                    showError('blueprints', e);
                  }
                  await Promise.all([loadBlueprints(page).catch((e: unknown) => showError('blueprints', e)), loadHoroscopes().catch((e: unknown) => showError('horoscopes', e))]);
                },
                { class: 'danger', 'data-action': 'delete' },
              ),
            ),
          );
        })
      : [el('p', { class: 'muted' }, 'No saved blueprints. POST /v1/generate-blueprint saves one.')]),
  );
  pager($('blueprints-pager'), pagination.page, pagination.hasMore, (p) => void loadBlueprints(p).catch((e: unknown) => showError('blueprints', e)), pagination.total);
};

// ---------------------------------------------------------------------------------------------
// saved horoscopes and advisor conversations (delete buttons)

interface HoroscopeRow {
  id: string;
  blueprintName: string;
  period: string;
  date: string;
  includeAI: boolean;
  creditsUsed: number;
  createdAt: string;
  aspects?: unknown[];
}
interface ConversationRow {
  conversationId: string;
  title: string;
  model: string;
  turnCount: number;
  creditsCharged: number;
  createdAt: string;
  updatedAt: string;
}

const deleteButton = (what: string, path: string, sectionId: string, reload: () => Promise<void>): HTMLButtonElement =>
  button(
    'Delete',
    async () => {
      if (!window.confirm(`Delete ${what}?`)) return;
      try {
        await api('DELETE', path);
        showError(sectionId, null);
      } catch (e) {
        showError(sectionId, e);
      }
      await reload().catch((e: unknown) => showError(sectionId, e));
    },
    { class: 'danger small', 'data-action': 'delete' },
  );

const loadHoroscopes = async (page = 1): Promise<void> => {
  const { transits, pagination } = await api<{ transits: HoroscopeRow[]; pagination: Pagination }>('GET', `/transits/list?page=${page}&limit=${PAGE_SIZE}`);
  table(
    $<HTMLTableElement>('horoscopes-table'),
    ['For', 'Period', 'From', 'Aspects', 'Credits', 'Saved', ''],
    transits.map((t) =>
      el(
        'tr',
        { 'data-id': t.id },
        el('td', {}, t.blueprintName),
        el('td', {}, t.period),
        el('td', {}, t.date),
        el('td', { class: 'num' }, t.aspects?.length ?? '—'),
        el('td', { class: 'num' }, t.creditsUsed),
        el('td', {}, when(t.createdAt)),
        el('td', { class: 'act' }, deleteButton(`the horoscope for ${t.blueprintName} (${t.period} from ${t.date})`, `/transits/${encodeURIComponent(t.id)}`, 'horoscopes', () => loadHoroscopes(page))),
      ),
    ),
    'No saved horoscopes. POST /v1/transits with saveToAccount saves one.',
  );
  pager($('horoscopes-pager'), pagination.page, pagination.hasMore, (p) => void loadHoroscopes(p).catch((e: unknown) => showError('horoscopes', e)), pagination.total);
};

interface RelationshipRow {
  id: string;
  people: { name: string; birthDate: string; location: string }[];
  modulesIncluded: string[];
  aiIncluded: boolean;
  creditsUsed: number;
  createdAt: string;
}

const loadRelationships = async (page = 1): Promise<void> => {
  const { relationships, pagination } = await api<{ relationships: RelationshipRow[]; pagination: Pagination }>('GET', `/relationships/list?page=${page}&limit=${PAGE_SIZE}`);
  table(
    $<HTMLTableElement>('relationships-table'),
    ['People', 'Modules', 'AI', 'Credits', 'Saved', ''],
    relationships.map((r) => {
      const names = r.people.map((p) => p.name).join(' & ');
      return el(
        'tr',
        { 'data-id': r.id },
        el('td', { title: r.people.map((p) => `${p.name}: ${p.birthDate}, ${p.location}`).join('\n') }, names),
        el('td', {}, r.modulesIncluded.join(', ') || '—'),
        el('td', {}, r.aiIncluded ? 'yes' : '—'),
        el('td', { class: 'num' }, r.creditsUsed),
        el('td', {}, when(r.createdAt)),
        el('td', { class: 'act' }, deleteButton(`the relationship ${names}`, `/relationships/${encodeURIComponent(r.id)}`, 'relationships', () => loadRelationships(page))),
      );
    }),
    'No saved relationships. POST /v1/relationships saves one.',
  );
  pager($('relationships-pager'), pagination.page, pagination.hasMore, (p) => void loadRelationships(p).catch((e: unknown) => showError('relationships', e)), pagination.total);
};

const loadConversations = async (page = 1): Promise<void> => {
  const { conversations, pagination } = await api<{ conversations: ConversationRow[]; pagination: Pagination }>(
    'GET',
    `/advisor/conversations?page=${page}&limit=${PAGE_SIZE}`,
  );
  table(
    $<HTMLTableElement>('conversations-table'),
    ['Title', 'Model', 'Turns', 'Credits', 'Last turn', ''],
    conversations.map((c) =>
      el(
        'tr',
        { 'data-id': c.conversationId },
        el('td', {}, c.title || el('span', { class: 'muted' }, 'untitled')),
        el('td', {}, c.model),
        el('td', { class: 'num' }, c.turnCount),
        el('td', { class: 'num' }, c.creditsCharged),
        el('td', {}, when(c.updatedAt)),
        el(
          'td',
          { class: 'act' },
          deleteButton(`the conversation “${c.title || c.conversationId}”`, `/advisor/conversations/${encodeURIComponent(c.conversationId)}`, 'conversations', () =>
            loadConversations(page),
          ),
        ),
      ),
    ),
    'No conversations. POST /v1/advisor/chat starts one.',
  );
  pager($('conversations-pager'), pagination.page, pagination.hasMore, (p) => void loadConversations(p).catch((e: unknown) => showError('conversations', e)), pagination.total);
};

// ---------------------------------------------------------------------------------------------
// roles, connecting, refreshing

/** Shows what the caller's role may use: a member key sees no usage, ledger or keys. */
const applyRole = (): void => {
  const manager = me.role !== 'member';
  for (const node of document.querySelectorAll<HTMLElement>('[data-needs="manager"]')) node.hidden = !manager;
  $('member-note').hidden = manager;
  // an admin key makes member keys only
  for (const option of $<HTMLSelectElement>('key-role').options) option.disabled = me.role === 'admin' && option.value !== 'member';
  $('who').textContent = me.role ? `${me.role} key` : '';
};

/** Loads the sections a manager sees; a 403 on the keys means a member key. */
const loadManagerSections = async (): Promise<void> => {
  try {
    await loadKeys();
    showError('keys', null);
  } catch (e) {
    if (e instanceof ApiError && e.status === 403) {
      me.role = 'member';
      applyRole();
      return;
    }
    showError('keys', e);
  }
  await Promise.all([
    loadUsage().then(
      () => showError('usage', null),
      (e: unknown) => showError('usage', e),
    ),
    loadLedger(0).then(
      () => showError('ledger', null),
      (e: unknown) => showError('ledger', e),
    ),
    loadRequests(0).then(
      () => showError('requests', null),
      (e: unknown) => showError('requests', e),
    ),
  ]);
};

const refreshAll = async (): Promise<void> => {
  document.body.classList.add('busy');
  try {
    await loadAccount().then(
      () => showError('account', null),
      (e: unknown) => showError('account', e),
    );
    if (!apiKey) return;
    ledgerCursors = [undefined];
    requestCursors = [undefined];
    const guarded = (id: string, p: Promise<void>) => p.then(() => showError(id, null), (e: unknown) => showError(id, e));
    await Promise.all([
      loadManagerSections(),
      guarded('blueprints', loadBlueprints()),
      guarded('horoscopes', loadHoroscopes()),
      guarded('relationships', loadRelationships()),
      guarded('conversations', loadConversations()),
    ]);
  } finally {
    document.body.classList.remove('busy');
    document.body.dataset.ready = apiKey ? 'true' : 'false';
  }
};

const connect = async (e: SubmitEvent): Promise<void> => {
  e.preventDefault();
  const input = $<HTMLInputElement>('key-input');
  const key = input.value.trim();
  if (!key) return;
  apiKey = key;
  const error = $('connect-error');
  error.hidden = true;
  $<HTMLButtonElement>('connect-button').disabled = true;
  try {
    await loadAccount();
  } catch (err) {
    apiKey = null;
    error.textContent = describeError(err);
    error.hidden = false;
    return;
  } finally {
    $<HTMLButtonElement>('connect-button').disabled = false;
  }
  input.value = '';
  $('connect').hidden = true;
  $('dashboard').hidden = false;
  $('session').hidden = false;
  applyRole();
  await refreshAll();
};

/** Forgets the key and everything shown with it. */
function disconnect(message?: string): void {
  apiKey = null;
  me = { keyId: null, role: null };
  for (const c of Object.keys(charts) as (keyof ConsoleCharts)[]) {
    charts[c]?.destroy();
    delete charts[c];
  }
  for (const u of wheelUrls) URL.revokeObjectURL(u);
  wheelUrls = [];
  for (const id of ['keys-table', 'ledger-table', 'requests-table', 'relationships-table', 'horoscopes-table', 'conversations-table', 'usage-day-table', 'usage-route-table', 'blueprints-list', 'account-facts'])
    $(id).replaceChildren();
  $('key-secret-value').textContent = '';
  $('key-secret').hidden = true;
  $('balance').textContent = '';
  $('dashboard').hidden = true;
  $('session').hidden = true;
  $('connect').hidden = false;
  document.body.dataset.ready = 'false';
  const error = $('connect-error');
  error.textContent = message ?? '';
  error.hidden = !message;
  $<HTMLInputElement>('key-input').focus();
}

$('connect-form').addEventListener('submit', (e) => void connect(e));
$('key-form').addEventListener('submit', (e) => void createKey(e));
$('key-copy').addEventListener('click', () => void copySecret());
$('key-secret-done').addEventListener('click', () => {
  $('key-secret-value').textContent = '';
  $('key-secret').hidden = true;
});
$('account-actions').append(
  button(
    'Export data',
    async () => {
      try {
        // the document itself (the answer's `data`), pretty-printed
        const doc = await api<unknown>('GET', '/account/export');
        download(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), `account-export-${new Date().toISOString().slice(0, 10)}.json`);
        showError('account', null);
      } catch (e) {
        showError('account', e);
      }
    },
    { class: 'ghost small', id: 'account-export', 'data-needs': 'manager', title: 'Every record of the account as one JSON document (GET /v1/account/export)' },
  ),
);
$('refresh').addEventListener('click', () => void refreshAll());
$('forget').addEventListener('click', () => disconnect());
document.body.dataset.ready = 'false';
