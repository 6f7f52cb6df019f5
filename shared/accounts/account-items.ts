/**
 * The account item as stored: its attribute prefixes, and the reading of an item (or a sharded account's items) into an `Account`.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { RATE_PREFIX } from '../store/item-load';
import { REVOKED_PREFIX } from '../store/revoked';
import type { Account, AccountStore, CounterHold, Hold, JournalEntry, StoredRate, Transfer, ShardGrowth } from '../store/types';

/**
 * A number from an item that may come unmarshalled (`5`, from GetItem through the document
 * client) or raw (`{N: '5'}`, the `Item` of a ConditionalCheckFailedException, which the
 * document client does not unmarshall).
 */
export const numberAttr = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'N' in v) return Number((v as { N: string }).N);
  return 0;
};

/**
 * A string set from an item: a `Set` (unmarshalled by the document client), raw `{SS: [...]}`
 * (the `Item` of a ConditionCheckFailedException), an array (an `Account` read back), or absent.
 */
export const stringSetAttr = (v: unknown): string[] => {
  if (v instanceof Set) return [...(v as Set<unknown>)].map(String);
  if (Array.isArray(v)) return v.map(String);
  if (v && typeof v === 'object' && 'SS' in v) return (v as { SS: string[] }).SS;
  return [];
};

/** Journal entries and holds live in the account item as top-level attributes under these prefixes. */
export const JOURNAL_PREFIX = 'j_';
export const HOLD_PREFIX = 'h_';
export { RATE_PREFIX };
/** Counter holds (a free advisor message taken for an answer not finished yet) live in the account item under this prefix. */
export const COUNTER_HOLD_PREFIX = 'ch_';
/** Transfer markers between the shards of an account (docs/money-shards.md): outgoing on the source, applied on the target. */
export const TRANSFER_OUT_PREFIX = 'xo_';
export const TRANSFER_IN_PREFIX = 'xi_';
export { REVOKED_PREFIX };

export const toAccount = (item: Record<string, unknown>): Account => {
  const holds: Record<string, Hold> = {};
  const journal: Record<string, JournalEntry> = {};
  const rest: Record<string, unknown> = {};
  const rates: Record<string, StoredRate> = {};
  const counterHolds: Record<string, CounterHold> = {};
  const transfersOut: Record<string, Transfer> = {};
  const transfersIn: Record<string, Transfer> = {};
  const revocations: Record<string, number> = {};
  for (const [k, v] of Object.entries(item)) {
    if (k.startsWith(JOURNAL_PREFIX)) journal[k.slice(JOURNAL_PREFIX.length)] = v as JournalEntry;
    else if (k.startsWith(TRANSFER_OUT_PREFIX)) transfersOut[k.slice(TRANSFER_OUT_PREFIX.length)] = transferOf(v);
    else if (k.startsWith(TRANSFER_IN_PREFIX)) transfersIn[k.slice(TRANSFER_IN_PREFIX.length)] = transferOf(v);
    else if (k.startsWith(COUNTER_HOLD_PREFIX)) counterHolds[k.slice(COUNTER_HOLD_PREFIX.length)] = v as CounterHold;
    else if (k.startsWith(HOLD_PREFIX)) holds[k.slice(HOLD_PREFIX.length)] = v as Hold;
    else if (k.startsWith(RATE_PREFIX)) rates[k] = storedRate(v);
    else if (k.startsWith(REVOKED_PREFIX)) revocations[k.slice(REVOKED_PREFIX.length)] = numberAttr(v);
    else if (k === 'balance' || k === 'shardCount') rest[k] = numberAttr(v);
    else if (k === 'shardHistory') rest[k] = shardHistoryOf(v);
    else if (k !== 'revokedKeys') rest[k] = v;
  }
  const revoked = stringSetAttr(item.revokedKeys);
  return {
    ...(rest as unknown as Account),
    holds,
    journal,
    ...(Object.keys(transfersOut).length > 0 ? { transfersOut } : {}),
    ...(Object.keys(transfersIn).length > 0 ? { transfersIn } : {}),
    ...(Object.keys(rates).length > 0 ? { rates } : {}),
    ...(Object.keys(counterHolds).length > 0 ? { counterHolds } : {}),
    ...(revoked.length > 0 ? { revokedKeys: revoked } : {}),
    ...(Object.keys(revocations).length > 0 ? { revocations } : {}),
  };
};

/** An item's growth history as stored (oldest first). */
const shardHistoryOf = (v: unknown): ShardGrowth[] =>
  (Array.isArray(v) ? v : []).map((g: { n?: unknown; at?: unknown }) => ({ n: numberAttr(g?.n), at: numberAttr(g?.at) })).sort((a, b) => a.n - b.n);

/** A transfer marker as stored (numbers may come raw from a refused update's item). */
const transferOf = (v: unknown): Transfer => {
  const m = v as Record<string, unknown>;
  return { transferId: String(m.transferId), from: String(m.from), to: String(m.to), credits: numberAttr(m.credits), at: numberAttr(m.at) };
};

/**
 * Two stored counters of one key and window on different shards (its shard moved when the account
 * grew): the newer window, or the sum of both counts when they count the same window (the key was
 * counted on both in it; shared/accounts/moved-counters.ts).
 */
const joinRates = (a: StoredRate | undefined, b: StoredRate): StoredRate => (!a || b.s > a.s ? b : b.s === a.s ? { s: a.s, n: a.n + b.n } : a);

/** The merged view of a sharded account: items as read, root first. */
export const mergeShards = (items: Account[]): Account => {
  const [root, ...rest] = items;
  if (!root) throw new Error('no items to merge');
  const merged: Account = {
    ...root,
    balance: 0,
    holds: {},
    journal: {},
    shards: items,
  };
  const revoked = new Set<string>();
  const rates: Record<string, StoredRate> = {};
  const out: Record<string, Transfer> = {};
  const inn: Record<string, Transfer> = {};
  const revocations: Record<string, number> = {};
  for (const it of [root, ...rest]) {
    merged.balance += it.balance ?? 0;
    Object.assign(merged.holds, it.holds);
    Object.assign(merged.journal, it.journal);
    Object.assign(out, it.transfersOut ?? {});
    Object.assign(inn, it.transfersIn ?? {});
    for (const k of it.revokedKeys ?? []) revoked.add(k);
    // pending (0) on any item stays pending in the merged view
    for (const [k, until] of Object.entries(it.revocations ?? {})) revocations[k] = k in revocations ? Math.min(revocations[k]!, until) : until;
    for (const [attr, r] of Object.entries(it.rates ?? {})) rates[attr] = joinRates(rates[attr], r);
  }
  delete merged.revokedKeys;
  delete merged.rates;
  delete merged.transfersOut;
  delete merged.transfersIn;
  delete merged.revocations;
  return {
    ...merged,
    ...(Object.keys(revocations).length > 0 ? { revocations } : {}),
    ...(revoked.size > 0 ? { revokedKeys: [...revoked] } : {}),
    ...(Object.keys(rates).length > 0 ? { rates } : {}),
    ...(Object.keys(out).length > 0 ? { transfersOut: out } : {}),
    ...(Object.keys(inn).length > 0 ? { transfersIn: inn } : {}),
  };
};

/** A stored rate counter (`{s, n}`). */
const storedRate = (v: unknown): StoredRate => {
  const m = v as { s?: unknown; n?: unknown } | undefined;
  return { s: numberAttr(m?.s), n: numberAttr(m?.n) };
};

/**
 * The account as it was when a conditional update refused: DynamoDB returns it (ALL_OLD, raw
 * attribute values: the document client does not unmarshall an exception's item); dynalite does
 * not implement that parameter, so there it is a read made *after* the refused write. It only
 * explains the refusal, it never decides anything.
 */
export const refusedAccount = async (
  store: Pick<AccountStore, 'get'>,
  accountId: string,
  e: Error & { Item?: Record<string, unknown> },
): Promise<Account | undefined> => {
  if (!e.Item) return store.get(accountId);
  // raw attribute values (`accountId: {S: …}`) are unmarshalled; an item that already is plain is taken as it is
  const raw = typeof e.Item.accountId === 'object';
  return toAccount(raw ? unmarshall(e.Item as Parameters<typeof unmarshall>[0]) : e.Item);
};
