/**
 * Self-service (issue 25): keys with roles, usage and the ledger, the account's data export and
 * its deletion. Plain functions over the stores; the handlers under functions/account/ parse the
 * input and call these. docs/self-service.md describes the rules.
 */
import { AppError } from '../errors';
import { idempotencyRecords } from '../store/idempotency-records';
import { exportedRecords, exportedRecordStream, OWNER_TABLES, ownerData, recordIdsIn } from '../store/owner-data';
import type { Account, ApiKeyRecord, JournalEntry, KeyRole, LedgerEntry, LedgerPageQuery, Stores } from '../store/types';
import type { Deps } from '../deps';
import { createKey } from './admin';
import { ensureTestAccount, isTestAccount, testAccountOf, testKeyPrefix } from './test-mode';
import { journalEntry } from './credits';
import { gatherOnRoot, wholeAccount } from './shards';
import { flushJournal } from './journal';
import { accountGone, type KeyIdentity } from './key-directory';
import { lastUsedOf, roleOf } from './keys';
import { RATE_PREFIX } from '../store/item-load';
import { isRevokedIn } from '../store/revoked';
import { revokeInAccount } from './revocation';
import { logPartitionCount } from '../requests/index';
import { shardItemIds } from '../store/shard-ids';

export const forbidden = (message: string): AppError => new AppError('forbidden', 'Forbidden', message);
const keyNotFound = (): AppError => new AppError('not_found', 'Key not found', 'No such API key on this account');

// ---------------------------------------------------------------- keys

export { lastUsedOf };

export interface KeyView {
  id: string;
  name: string | null;
  role: KeyRole;
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key as the account's owner sees it: never its hash, never the secret. */
export const keyView = (r: ApiKeyRecord, account?: Pick<Account, 'revokedKeys' | 'revocations' | 'rates'>): KeyView => ({
  id: r.keyId,
  name: r.name ?? null,
  role: roleOf(r),
  hint: r.hint,
  createdAt: r.createdAt,
  lastUsedAt: lastUsedOf(r, account),
  // a revocation interrupted between its two writes is already in force: the account says so
  revokedAt: r.revokedAt ?? (account && isRevokedIn(account, r.keyId) ? r.createdAt : null),
});

/** Which roles a key of `caller`'s role may create: an owner any, an admin member keys only, a member none. */
export const mayCreate = (caller: KeyRole, role: KeyRole): boolean => caller === 'owner' || (caller === 'admin' && role === 'member');
/** Which keys a key of `caller`'s role may revoke: an owner any, an admin member keys only. */
export const mayRevoke = (caller: KeyRole, target: KeyRole): boolean => caller === 'owner' || (caller === 'admin' && target === 'member');

export const createAccountKey = async (
  stores: Stores,
  caller: KeyIdentity,
  input: { name?: string | undefined; role: KeyRole; mode?: 'live' | 'test' | undefined },
  keyPrefix: string,
  now: Date,
): Promise<KeyView & { key: string; mode?: 'test' }> => {
  if (!mayCreate(caller.role, input.role)) {
    throw forbidden(caller.role === 'admin' ? 'An admin key creates member keys only' : 'Only owner and admin keys manage keys');
  }
  // a test key: of the account's test side (made on the first one), docs/self-service.md "Test keys"
  const fromTest = isTestAccount(caller.accountId);
  if (fromTest && input.mode === 'live') throw forbidden('A test key creates test keys only');
  const test = fromTest || input.mode === 'test';
  let accountId = caller.accountId;
  if (test && !fromTest) {
    const live = await stores.accounts.get(caller.accountId);
    if (!live || live.deletedAt) throw accountGone();
    accountId = await ensureTestAccount(stores, live, now);
  }
  const created = await createKey(stores, accountId, test ? testKeyPrefix(keyPrefix) : keyPrefix, now, { role: input.role, ...(input.name !== undefined ? { name: input.name } : {}) });
  // an account deleted while this key was written: the key must not outlive it
  const account = await stores.accounts.get(caller.accountId);
  if (!account || account.deletedAt) {
    // the deleted account refuses every debit and count (`deletedAt`); the record says revoked for the rest
    await stores.keys.revoke(created.record.keyHash, now.toISOString());
    throw accountGone();
  }
  return { ...keyView(created.record), key: created.apiKey, ...(test ? { mode: 'test' as const } : {}) };
};

export const listAccountKeys = async (stores: Stores, accountId: string, account?: Account): Promise<KeyView[]> => {
  // every key's counters: the merged view of a sharded account (the request's count read one shard)
  const a = await wholeAccount(stores, accountId, account);
  const keys = await stores.keys.listByAccount(accountId);
  const live = keys.map((k) => keyView(k, a)).sort(byCreation);
  if (isTestAccount(accountId)) return live;
  // a live manager sees the test side's keys too (marked), to find and revoke them as a dashboard does
  const testSide = await stores.accounts.get(testAccountOf(accountId));
  if (!testSide) return live;
  const whole = await wholeAccount(stores, testSide.accountId, testSide);
  const test = (await stores.keys.listByAccount(testSide.accountId)).map((k) => ({ ...keyView(k, whole), mode: 'test' as const }));
  return [...live, ...test.sort(byCreation)];
};

const byCreation = (x: KeyView, y: KeyView): number => x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id);

/**
 * Revokes key `keyId` of the caller's account (shared/accounts/revocation.ts). The last live owner
 * key is never revoked (409): the root item's conditional update requires one of the other owner
 * keys to have no revocation entry, so two owners revoking each other at once cannot both succeed.
 */
export const revokeAccountKey = async (stores: Stores, caller: KeyIdentity, keyId: string, now: Date): Promise<{ id: string; revokedAt: string }> => {
  const record = keyId.startsWith('key_') ? await stores.keys.findById(keyId) : undefined;
  // a live manager may revoke its test side's keys too (GET /v1/keys lists them); a test key only its own side's
  const ofTestSide = record !== undefined && !isTestAccount(caller.accountId) && record.accountId === testAccountOf(caller.accountId);
  if (!record || (record.accountId !== caller.accountId && !ofTestSide)) throw keyNotFound();
  if (!mayRevoke(caller.role, roleOf(record))) throw forbidden('An admin key revokes member keys only');
  if (record.revokedAt) return { id: record.keyId, revokedAt: record.revokedAt };
  if (roleOf(record) === 'owner' && !ofTestSide) {
    const account = await stores.accounts.get(caller.accountId);
    const others = (await stores.keys.listByAccount(caller.accountId))
      .filter((k) => k.keyId !== keyId && roleOf(k) === 'owner' && !k.revokedAt && !(account && isRevokedIn(account, k.keyId)))
      .map((k) => k.keyId);
    if (others.length === 0 || !(await revokeInAccount(stores, record, now, others))) {
      throw new AppError('conflict', 'Last owner key', 'This is the last live owner key of the account: create another owner key first');
    }
  } else {
    await revokeInAccount(stores, record, now);
  }
  return { id: record.keyId, revokedAt: now.toISOString() };
};

/** Keys revoked at once by a bulk revocation (each its own writes; the account item's entries are bounded by MAX_RECENT_REVOCATIONS). */
const BULK_REVOCATIONS_AT_ONCE = 8;

/**
 * POST /v1/keys/revoke (incidents): revokes the listed keys, or every live key but the calling one,
 * each as DELETE /v1/keys/{id} does. Checked whole before anything is revoked: an unknown or foreign
 * id is 404, a key the caller's role may not revoke 403, the calling key itself 400 (it stays: use
 * DELETE /v1/keys/{id}). The calling key is an owner key or only member keys are revoked, so a live
 * owner key always remains. Already revoked keys are listed as such.
 */
export const revokeAccountKeys = async (
  stores: Stores,
  caller: KeyIdentity,
  what: { keys?: readonly string[] | undefined; allButThis?: true | undefined },
  now: Date,
): Promise<{ revoked: { id: string; revokedAt: string }[]; alreadyRevoked: string[] }> => {
  const all = await stores.keys.listByAccount(caller.accountId);
  const byId = new Map(all.map((k) => [k.keyId, k]));
  let targets: ApiKeyRecord[];
  if (what.allButThis) {
    targets = all.filter((k) => k.keyId !== caller.keyId && mayRevoke(caller.role, roleOf(k)));
  } else {
    const ids = [...new Set(what.keys ?? [])];
    if (ids.includes(caller.keyId)) throw new AppError('invalid_input', 'Invalid request', 'The calling key cannot revoke itself here: use DELETE /v1/keys/{id}');
    targets = ids.map((id) => {
      const k = byId.get(id);
      if (!k) throw keyNotFound();
      if (!mayRevoke(caller.role, roleOf(k))) throw forbidden('An admin key revokes member keys only');
      return k;
    });
  }
  const alreadyRevoked = targets.filter((k) => k.revokedAt).map((k) => k.keyId);
  const todo = targets.filter((k) => !k.revokedAt);
  const revoked: { id: string; revokedAt: string }[] = [];
  // owner targets keep the calling owner key live (the root's last-owner condition, as for one revocation)
  const keep = caller.role === 'owner' ? [caller.keyId] : undefined;
  const work = [...todo];
  const worker = async (): Promise<void> => {
    for (let k = work.shift(); k; k = work.shift()) {
      // the index is eventually consistent: the record itself says whether it is revoked by now
      const record = (await stores.keys.getByHash(k.keyHash)) ?? k;
      if (record.revokedAt) {
        alreadyRevoked.push(record.keyId);
        continue;
      }
      if (!(await revokeInAccount(stores, record, now, roleOf(record) === 'owner' ? keep : undefined))) {
        throw new AppError('conflict', 'Last owner key', 'The calling key was revoked meanwhile: no live owner key would remain');
      }
      revoked.push({ id: record.keyId, revokedAt: now.toISOString() });
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_REVOCATIONS_AT_ONCE, todo.length) }, worker));
  // in the order the keys were made (then by id), as GET /v1/keys lists them
  const made = (id: string): string => byId.get(id)?.createdAt ?? '';
  const order = (a: string, b: string): number => made(a).localeCompare(made(b)) || a.localeCompare(b);
  return { revoked: revoked.sort((a, b) => order(a.id, b.id)), alreadyRevoked: alreadyRevoked.sort(order) };
};

// ---------------------------------------------------------------- ledger and usage

/** The ledger's date range: whole UTC days, `from` and `to` included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/**
 * The days a ledger or usage range may name: the ledger's ids start with an ISO timestamp of a
 * four-digit year (a range's end, the day after `to`, included), and the API keeps no movement
 * before 1970.
 */
export const LEDGER_DAYS = { first: '1970-01-01', last: '9999-12-30' } as const;
/** The longest range one usage query reads. */
export const MAX_RANGE_DAYS = 366;

/** The range asked for, or its defaults: the last 30 days (today included) for usage; everything for the ledger. */
export const rangeOf = (q: { from?: string | undefined; to?: string | undefined }, now: Date, defaultDays: number): DayRange => {
  const today = now.toISOString().slice(0, 10);
  const to = q.to ?? today;
  const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (defaultDays - 1) * DAY_MS).toISOString().slice(0, 10);
  if (from > to) throw new AppError('invalid_input', 'Invalid date', '`from` must not be after `to`');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    throw new AppError('invalid_input', 'Invalid date', `A range covers at most ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
};

/**
 * The account's movements with `from <= entryId < before` (and `> after`), newest first (oldest
 * first with `oldestFirst`): the ledger's rows, with the entries of the account item's journal that
 * are not copied yet (a few hundred ms behind, see shared/accounts/journal.ts) merged in, so a
 * movement shows the moment it happened.
 */
export const readLedger = async (
  stores: Pick<Stores, 'ledger'>,
  account: Pick<Account, 'accountId' | 'journal'>,
  q: LedgerPageQuery,
): Promise<{ entries: LedgerEntry[]; more: boolean }> => {
  const stored = await stores.ledger.page(account.accountId, q);
  const inRange = (id: string) =>
    (q.from === undefined || id >= q.from) && (q.before === undefined || id < q.before) && (q.after === undefined || id > q.after);
  const last = stored.entries.at(-1)?.entryId;
  // when the store has more, a journal entry beyond its last row (older newest first, newer oldest first) belongs to a later page
  const onThisPage = (id: string) => !stored.more || last === undefined || (q.oldestFirst ? id < last : id > last);
  const byId = new Map(stored.entries.map((e) => [e.entryId, e]));
  for (const j of Object.values(account.journal ?? {})) {
    if (inRange(j.entryId) && !byId.has(j.entryId) && onThisPage(j.entryId)) byId.set(j.entryId, { ...j, accountId: account.accountId });
  }
  const dir = q.oldestFirst ? -1 : 1;
  const merged = [...byId.values()].sort((a, b) => (a.entryId < b.entryId ? dir : -dir));
  return { entries: merged.slice(0, q.limit), more: stored.more || merged.length > q.limit };
};

/** The rows one ledger read takes (usage, the export, the deletion). */
export const LEDGER_PAGE = 500;

/**
 * Every movement of the account, oldest first, one page at a time (the export): the journal's
 * entries not copied yet merged in as `readLedger` does, each exactly once (a page ends at its last
 * row; the next one starts after it).
 */
export async function* ledgerPagesOldestFirst(
  stores: Pick<Stores, 'ledger'>,
  account: Pick<Account, 'accountId' | 'journal'>,
  limit = LEDGER_PAGE,
): AsyncGenerator<LedgerEntry[], void, undefined> {
  let after: string | undefined;
  for (;;) {
    const page = await readLedger(stores, account, { ...(after !== undefined ? { after } : {}), limit, oldestFirst: true });
    if (page.entries.length > 0) yield page.entries;
    if (!page.more || page.entries.length === 0) return;
    after = page.entries.at(-1)!.entryId;
  }
}

/** Every movement in the range (usage, export), oldest first. */
export const ledgerInRange = async (stores: Pick<Stores, 'ledger'>, account: Pick<Account, 'accountId' | 'journal'>, range?: DayRange): Promise<LedgerEntry[]> => {
  const all: LedgerEntry[] = [];
  let before = range ? dayAfter(range.to) : undefined;
  for (;;) {
    const page = await readLedger(stores, account, { ...(range ? { from: range.from } : {}), ...(before !== undefined ? { before } : {}), limit: LEDGER_PAGE });
    all.push(...page.entries);
    if (!page.more || page.entries.length === 0) break;
    before = page.entries.at(-1)!.entryId;
  }
  return all.reverse();
};

export interface LedgerRowView {
  id: string;
  type: LedgerEntry['kind'];
  delta: number;
  credits: number;
  route: string | null;
  keyId: string | null;
  requestId: string | null;
  at: string;
}

export const ledgerRowView = (e: LedgerEntry | JournalEntry): LedgerRowView => ({
  id: e.entryId,
  type: e.kind,
  delta: e.delta,
  credits: e.credits,
  route: e.route ?? null,
  keyId: e.keyId ?? null,
  requestId: e.requestId ?? null,
  at: e.at,
});

/** The opaque page cursor of GET /v1/ledger: the last entry id shown, base64url. */
export const encodeCursor = (entryId: string): string => Buffer.from(entryId, 'utf8').toString('base64url');
export const decodeCursor = (page: string): string => {
  const id = Buffer.from(page, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}T[^#]*#/.test(id) || encodeCursor(id) !== page) {
    throw new AppError('invalid_input', 'Invalid pagination', '`page` must be the `nextPage` of a previous answer');
  }
  return id;
};

export const ledgerPage = async (
  stores: Pick<Stores, 'ledger'>,
  account: Pick<Account, 'accountId' | 'journal'>,
  q: { from?: string | undefined; to?: string | undefined; page?: string | undefined; limit: number },
): Promise<{ entries: LedgerRowView[]; nextPage: string | null }> => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) throw new AppError('invalid_input', 'Invalid date', '`from` must not be after `to`');
  const cursor = q.page !== undefined ? decodeCursor(q.page) : undefined;
  const end = q.to !== undefined ? dayAfter(q.to) : undefined;
  // a cursor before `from` was not made by a query with this `from` (its pages start at `from`)
  if (cursor !== undefined && q.from !== undefined && cursor < q.from) {
    throw new AppError('invalid_input', 'Invalid pagination', '`page` lies before `from`: it is the `nextPage` of a query with another range; start again without `page`');
  }
  const before = cursor !== undefined && end !== undefined ? (cursor < end ? cursor : end) : (cursor ?? end);
  const page = await readLedger(stores, account, { ...(q.from !== undefined ? { from: q.from } : {}), ...(before !== undefined ? { before } : {}), limit: q.limit });
  const last = page.entries.at(-1);
  return { entries: page.entries.map(ledgerRowView), nextPage: page.more && last ? encodeCursor(last.entryId) : null };
};

export const GROUP_BY = ['day', 'route', 'key'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export interface UsageFigures {
  requests: number;
  charged: number;
  refunded: number;
  released: number;
  net: number;
}
export interface UsageReport extends DayRange {
  groupBy: GroupBy;
  groups: (UsageFigures & { key: string })[];
  total: UsageFigures;
}

/** The movements usage is made of: what calls cost. Top-ups, the opening balance and a forfeit are not usage. */
const USAGE_KINDS = new Set<LedgerEntry['kind']>(['charge', 'settle', 'refund', 'reserve', 'release']);
/** Rows without a route or key (an operator's movement) are grouped under this key. */
export const NO_GROUP = '(none)';

const zero = (): UsageFigures => ({ requests: 0, charged: 0, refunded: 0, released: 0, net: 0 });

/**
 * Usage from ledger rows: per group, `charged` = credits of charges and of the kept part of
 * settled holds; `refunded` = credits refunded; `released` = credits of holds given back (never
 * charged, shown for information); `net` = charged - refunded = minus the sum of the rows' deltas,
 * so the sum of `net` over the groups is the ledger's for the range. `requests` = distinct request
 * ids with a charge, or a settle that kept credits (a request refunded later still counts: it was
 * made; a request paid by a free message or the subscription, or refused, has no such row).
 */
export const usageOf = (entries: readonly LedgerEntry[], range: DayRange, groupBy: GroupBy): UsageReport => {
  const groups = new Map<string, UsageFigures & { ids: Set<string> }>();
  if (groupBy === 'day') for (let d = range.from; d <= range.to; d = dayAfter(d)) groups.set(d, { ...zero(), ids: new Set() });
  const keyOf = (e: LedgerEntry): string => (groupBy === 'day' ? e.at.slice(0, 10) : ((groupBy === 'route' ? e.route : e.keyId) ?? NO_GROUP));
  for (const e of entries) {
    if (!USAGE_KINDS.has(e.kind)) continue;
    const k = keyOf(e);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { ...zero(), ids: new Set() }));
    if (e.kind === 'charge' || e.kind === 'settle') {
      g.charged += e.credits;
      if (e.credits > 0) g.ids.add(e.requestId ?? e.entryId);
    }
    if (e.kind === 'refund') g.refunded += e.credits;
    g.released += e.released ?? 0;
    g.net -= e.delta;
  }
  const list = [...groups.entries()].map(([key, { ids, ...f }]) => ({ key, ...f, requests: ids.size }));
  if (groupBy === 'day') list.sort((a, b) => a.key.localeCompare(b.key));
  else list.sort((a, b) => b.net - a.net || a.key.localeCompare(b.key));
  const total = zero();
  for (const g of list) {
    total.requests += g.requests;
    total.charged += g.charged;
    total.refunded += g.refunded;
    total.released += g.released;
    total.net += g.net;
  }
  return { ...range, groupBy, groups: list, total };
};

// ---------------------------------------------------------------- export

/** The export's sections, by table id of the personal tables partitioned by owner. */
const SECTION: Partial<Record<string, string>> = { blueprints: 'blueprints', transits: 'horoscopes', relationships: 'relationships', conversations: 'conversations' };
export const sectionOf = (table: string): string => SECTION[table] ?? table;

/** A streamed piece of the export is sent once it holds this many characters (records are never split). */
const EXPORT_CHUNK = 64 * 1024;

/**
 * The account's export as JSON text, piece by piece (GET /v1/account/export streams it): the
 * document `{exportedAt, account, keys, blueprints, horoscopes, relationships, conversations,
 * ledger}`, written as it is read so that memory holds one page, never the account's history. The
 * first piece (account and keys) is complete before any record is read; then each personal table's
 * records, query page by query page (`exportedRecordStream`), then the ledger, oldest first, one
 * `readLedger` page at a time (the journal's entries not copied yet merged in). The pieces
 * concatenated are the JSON of that object; nothing closes it but the last piece, so a failure on the
 * way leaves it unterminated (docs/self-service.md).
 */
export async function* exportAccountJson(deps: Pick<Deps, 'config' | 'stores'>, account: Account, now: Date): AsyncGenerator<string, void, undefined> {
  const head = {
    exportedAt: now.toISOString(),
    account: { accountId: account.accountId, type: account.type, name: account.name, balance: account.balance, createdAt: account.createdAt },
    keys: await listAccountKeys(deps.stores, account.accountId, account),
  };
  // the object without its closing brace: the sections follow
  yield JSON.stringify(head).slice(0, -1);
  const owner = ownerData(deps);
  for (const t of OWNER_TABLES) {
    let text = `,${JSON.stringify(sectionOf(t.id))}:[`;
    let first = true;
    for await (const record of exportedRecordStream(owner, t.id, account.accountId)) {
      text += `${first ? '' : ','}${JSON.stringify(record)}`;
      first = false;
      if (text.length >= EXPORT_CHUNK) {
        yield text;
        text = '';
      }
    }
    yield `${text}]`;
  }
  let text = ',"ledger":[';
  for await (const page of ledgerPagesOldestFirst(deps.stores, account)) {
    yield `${text}${page.map((e) => JSON.stringify(ledgerRowView(e))).join(',')}`;
    text = ',';
  }
  yield `${text === ',' ? '' : text}]}`;
}

// ---------------------------------------------------------------- deletion

export interface DeletionReport {
  accountId: string;
  deleted: true;
  deletedAt: string;
  keysRevoked: number;
  creditsForfeited: number;
  recordsDeleted: Record<string, number>;
  ledgerRowsKept: number;
}

/**
 * Deletes the account (owner key, DELETE /v1/account):
 * 1. one conditional update turns the account item into a tombstone: `deletedAt`, balance 0 with a
 *    `forfeit` journal entry of the balance, every key id in `revokedKeys`, the name and the rate
 *    counters removed; only if no credits moved since it was read and no paid work is in flight
 *    (open holds: 409 `Work in progress`, retry when it ended). From here every key answers 401.
 * 2. `finishDeletion`: the key records revoked and their names removed, every personal record of
 *    the account deleted (owner tables, Idempotency-Key records), the journal copied and every
 *    ledger row stripped of what is personal. Idempotent: re-run by the admin CLI's `delete-account`.
 */
export const deleteAccount = async (deps: Pick<Deps, 'config' | 'stores'>, accountId: string, now: Date): Promise<DeletionReport> => {
  const { stores } = deps;
  // its test side first (shared/accounts/test-mode.ts): test keys, test records and test credits go with it
  if (!isTestAccount(accountId)) {
    const test = await stores.accounts.get(testAccountOf(accountId));
    if (test && !test.deletedAt) await deleteAccount(deps, test.accountId, now);
  }
  // a sharded account's credits all on its root first: the tombstone's update forfeits them there
  await gatherOnRoot(stores, accountId, now);
  const account = await stores.accounts.get(accountId);
  if (!account || account.deletedAt) throw accountGone();
  if (Object.keys(account.holds).length > 0 || Object.keys(account.counterHolds ?? {}).length > 0) {
    throw new AppError('conflict', 'Work in progress', 'A paid request of this account is still running; retry when it has finished');
  }
  const at = now.toISOString();
  const entry = account.balance > 0 ? journalEntry(now, `forfeit.${accountId}`, 0, 'forfeit', account.balance) : undefined;
  const closed = await stores.accounts.close(accountId, {
    balance: account.balance,
    at,
    ...(entry ? { entry } : {}),
    remove: ['name', ...Object.keys(account.rates ?? {}).filter((r) => r.startsWith(RATE_PREFIX))],
  });
  if (!closed) throw new AppError('conflict', 'Work in progress', 'Credits of this account moved while it was being deleted; retry');
  const done = await finishDeletion(deps, accountId, now);
  return { ...done, deletedAt: at, creditsForfeited: account.balance };
};

export const finishDeletion = async (
  deps: Pick<Deps, 'config' | 'stores'>,
  accountId: string,
  now: Date,
): Promise<Omit<DeletionReport, 'deletedAt' | 'creditsForfeited'>> => {
  const { stores } = deps;
  const at = now.toISOString();
  // every key record revoked (the tombstone's `deletedAt` on every item already refuses every debit and count)
  const keys = await stores.keys.listByAccount(accountId);
  for (const k of keys) {
    if (!k.revokedAt) await stores.keys.revoke(k.keyHash, at);
    if (k.name !== undefined) await stores.keys.forgetName(k.keyHash);
  }
  const owner = ownerData(deps);
  const idem = idempotencyRecords(deps);
  const recordsDeleted: Record<string, number> = {};
  for (const t of OWNER_TABLES) {
    const items = await owner.items(t.id, accountId);
    await idem.forget(recordIdsIn(items));
    await owner.remove(t.id, items);
    recordsDeleted[sectionOf(t.id)] = exportedRecords(t.id, items).length;
  }
  const owned = await idem.owned(accountId);
  await idem.forget(owned);
  recordsDeleted.idempotencyRecords = owned.length;
  // the request log goes with the account, partition by partition, page by page (its lines expire after 7 days anyway)
  let requestLines = 0;
  const shards = (await stores.accounts.item(accountId))?.shardCount ?? 1;
  for (const partition of shardItemIds(accountId, logPartitionCount(shards))) {
    for await (const page of owner.pages('requests', partition)) requestLines += await owner.remove('requests', page);
  }
  recordsDeleted.requestLog = requestLines;
  await stores.limits.forget(accountId);
  await flushJournal(stores, accountId);
  const tombstone = await stores.accounts.get(accountId);
  // page by page (memory holds one page, however long the account's history)
  let ledgerRowsKept = 0;
  for await (const page of ledgerPagesOldestFirst(stores, { accountId, journal: tombstone?.journal ?? {} })) {
    await stores.ledger.anonymize(page);
    ledgerRowsKept += page.length;
  }
  return { accountId, deleted: true, keysRevoked: keys.length, recordsDeleted, ledgerRowsKept };
};
