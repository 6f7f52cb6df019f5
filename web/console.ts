/**
 * The console's script (GET /v1/console; the page is shared/http/console-page.ts). Bundled with
 * chart.js by esbuild (shared/http/console-bundle.ts) into /v1/docs/console.js.
 *
 * The API key lives in one variable of web/api.ts (the bundle is an IIFE, so it is not on
 * `window`): never in localStorage, sessionStorage, cookies or the URL. Every call goes to the
 * public routes with `X-API-Key`. Data is put into the page as text (textContent), never as HTML
 * (web/dom.ts). The usage charts are in web/usage-view.ts.
 */
import './console.css';
import { ApiError, api, apiBlob, describeError, hasApiKey, setApiKey } from './api';
import { $, button, el, pager, table, when } from './dom';
import { signed } from './usage';
import { charts, loadUsage, type ConsoleCharts } from './usage-view';

const PAGE_SIZE = 10;
const LEDGER_SIZE = 20;

/** The caller: its key id and role (null until known; a member key cannot list keys). */
let me: { keyId: string | null; role: 'owner' | 'admin' | 'member' | null } = { keyId: null, role: null };

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
    if (!hasApiKey()) return;
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
    document.body.dataset.ready = hasApiKey() ? 'true' : 'false';
  }
};

const connect = async (e: SubmitEvent): Promise<void> => {
  e.preventDefault();
  const input = $<HTMLInputElement>('key-input');
  const key = input.value.trim();
  if (!key) return;
  setApiKey(key);
  const error = $('connect-error');
  error.hidden = true;
  $<HTMLButtonElement>('connect-button').disabled = true;
  try {
    await loadAccount();
  } catch (err) {
    setApiKey(null);
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
  setApiKey(null);
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
