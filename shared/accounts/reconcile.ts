/**
 * The reconciler and the audit.
 *
 * `reconcile` repairs what a crash or a timeout can leave behind, past each hold's expiry (the
 * function that took it is long dead), with ONE rule:
 *
 *   an expired hold whose work is stored is settled for the price the stored work names;
 *   any other expired hold is released.
 *
 * "Stored" is decided by the receipt: work is written together with its receipt `{holdId, held,
 * credits}` in one item write (the hold names that item: `hold.work`, shared/accounts/paid-work.ts),
 * so the reconciler reads one attribute and settles with the same conditional update every other
 * path uses (it moves nothing if the hold ended meanwhile). A free advisor message taken for an
 * answer that was never stored is given back the same way (counter holds). Then every pending
 * journal entry is copied to the ledger. It runs every few minutes deployed (infra/scheduled.ts),
 * every minute in the local server, and on demand: `npm run admin -- reconcile`.
 *
 * The same scan measures every item's load (its live bytes, its keys' requests a second: no extra
 * read), and an account whose busiest item is too big or too busy grows (`nextShardCount`, then
 * `shardAccount`: shared/accounts/growth.ts, docs/money-shards.md).
 * It also removes every rate counter whose window is over (`countersPast`,
 * shared/accounts/moved-counters.ts: the key's last use recorded on its record first) and the
 * revocation entries past their end, so that an item holds what is live now, not its history.
 *
 * `audit` checks one account: balance + open holds must equal the sum of the ledger's deltas
 * (plus journal entries not copied yet), over every shard of a sharded account (each movement
 * is recorded on the item it changed, so a transfer in flight changes both sides equally).
 */
import type { Account, Hold, ItemLoad, Receipt, Stores } from '../store/types';
import { journalEntry } from './credits';
import { nextShardCount } from './growth';
import { flushJournal } from './journal';
import { COUNTERS_PER_REMOVAL, countersPast } from './moved-counters';
import { finishTransfer, shardAccount, STALE_TRANSFER_SECONDS, spendable } from './shards';

export interface ReconcileReport {
  accounts: number;
  holdsReleased: number;
  creditsReleased: number;
  /** Expired holds whose work was stored: settled for the stored price. */
  holdsSettled: number;
  creditsKept: number;
  /** Free messages (counter holds) given back because their answer was never stored. */
  unitsGivenBack: number;
  entriesCopied: number;
  /** Transfers between shards whose process stopped half-way: credited to their target now (docs/money-shards.md). */
  transfersFinished: number;
  /** Rate counters of windows that are over removed (the keys' last use recorded on their records first). */
  countersRemoved: number;
  /** Revocation entries past their end removed from the account items. */
  revocationsForgotten: number;
  /** Accounts grown automatically by this run (their busiest item too big or too busy), with the load that decided it. */
  accountsGrown: { accountId: string; from: number; to: number; busiestItemBytes: number; busiestItemRequestsPerSecond: number }[];
  errors: { accountId: string; error: string }[];
}

/** Key records written at once when the reconciler records the last use of keys whose counters it removes. */
const KEY_WRITES = 16;

/** Per account: its shard count, last growth and busiest item, from the loads of its items. */
const accountLoads = (loads: ItemLoad[]): Map<string, { shards: number; shardedAt?: string; bytes: number; rps: number }> => {
  const by = new Map<string, { shards: number; shardedAt?: string; bytes: number; rps: number }>();
  for (const l of loads) {
    const a = by.get(l.accountId) ?? { shards: 1, bytes: 0, rps: 0 };
    if (l.itemId === l.accountId) {
      a.shards = l.shardCount; // the root's count is the authority
      if (l.shardedAt) a.shardedAt = l.shardedAt;
    }
    a.bytes = Math.max(a.bytes, l.bytes);
    a.rps = Math.max(a.rps, l.requestsPerSecond);
    by.set(l.accountId, a);
  }
  return by;
};

/** The receipt of an expired hold's stored work, when there is one naming this very hold. */
const storedReceipt = async (stores: Pick<Stores, 'receipts'>, hold: Hold): Promise<Receipt | undefined> => {
  if (!hold.work) return undefined;
  const r = await stores.receipts.read(hold.work);
  return r && r.holdId === hold.holdId ? r : undefined;
};

export const reconcile = async (stores: Pick<Stores, 'accounts' | 'ledger' | 'receipts' | 'keys'>, now: Date = new Date()): Promise<ReconcileReport> => {
  const report: ReconcileReport = {
    accounts: 0,
    holdsReleased: 0,
    creditsReleased: 0,
    holdsSettled: 0,
    creditsKept: 0,
    unitsGivenBack: 0,
    entriesCopied: 0,
    transfersFinished: 0,
    countersRemoved: 0,
    revocationsForgotten: 0,
    accountsGrown: [],
    errors: [],
  };
  const nowSec = Math.floor(now.getTime() / 1000);
  const loads: ItemLoad[] = [];
  const accounts = await stores.accounts.listUnsettled((l) => loads.push(l), now);
  let seq = 0;
  for (const account of accounts) {
    report.accounts++;
    try {
      let released = false;
      for (const hold of Object.values(account.holds)) {
        if (hold.expiresAt > nowSec) continue;
        const receipt = await storedReceipt(stores, hold);
        const kept = receipt ? Math.min(receipt.credits, hold.amount) : 0;
        const common = { holdId: hold.holdId, keyId: hold.keyId, route: hold.route, requestId: hold.requestId, released: hold.amount - kept };
        const e =
          kept > 0
            ? journalEntry(now, `reconcile.${hold.holdId}`, seq++, 'settle', kept, { ...common, note: 'expired with its work stored: settled by the reconciler' })
            : journalEntry(now, `reconcile.${hold.holdId}`, seq++, 'release', hold.amount, { ...common, note: 'expired: released by the reconciler' });
        const r = await stores.accounts.settle(account.accountId, hold.holdId, hold.amount, kept, [e]);
        if (r.ok) {
          if (receipt) report.holdsSettled++;
          else report.holdsReleased++;
          report.creditsKept += kept;
          report.creditsReleased += hold.amount - kept;
          released = true;
        }
      }
      for (const ch of Object.values(account.counterHolds ?? {})) {
        if (ch.expiresAt > nowSec) continue;
        // the answer was stored (its receipt names this hold): the unit stays used; otherwise it comes back
        const stored = ch.work ? (await stores.receipts.read(ch.work))?.holdId === ch.id : false;
        if ((await stores.accounts.endCounterHold(account.accountId, ch, !stored)) && !stored) report.unitsGivenBack++;
      }
      // transfers between shards: one whose process stopped after debiting its source is credited
      // once (the target's marker makes it single) and its markers removed; a target marker whose
      // source marker is gone is the last step of a finished transfer, removed too
      for (const t of Object.values(account.transfersOut ?? {})) {
        if (t.at > nowSec - STALE_TRANSFER_SECONDS) continue;
        if (await finishTransfer(stores, t, now)) report.transfersFinished++;
        released = true;
      }
      for (const t of Object.values(account.transfersIn ?? {})) {
        if (t.at > nowSec - STALE_TRANSFER_SECONDS) continue;
        if ((await stores.accounts.item(t.from))?.transfersOut?.[t.transferId]) continue; // finished above, or by the next run
        await stores.accounts.endTransfer(t);
      }
      report.entriesCopied += await flushJournal(stores, account.accountId, released ? undefined : account);
    } catch (e) {
      report.errors.push({ accountId: account.accountId, error: e instanceof Error ? e.message : String(e) });
    }
  }
  // counters of windows that are over (keys idle since, keys moved to another shard): dead weight on
  // every write of their items. The key's last use goes to its record first (the counter was its only trace).
  const past = countersPast(loads, nowSec);
  const expiredRevocations = new Map(loads.filter((l) => l.expiredRevocations).map((l) => [l.itemId, l.expiredRevocations!]));
  const lastUse = new Map<string, number>();
  for (const gone of past.values()) for (const c of gone) lastUse.set(c.keyId, Math.max(lastUse.get(c.keyId) ?? 0, c.s));
  const recorded = new Set<string>();
  const uses = [...lastUse];
  // KEY_WRITES at a time: an account whose thousand keys went idle is recorded in seconds
  const recordUses = async (): Promise<void> => {
    for (let next = uses.pop(); next; next = uses.pop()) {
      const [keyId, s] = next;
      try {
        const record = s > 0 ? await stores.keys.findById(keyId) : undefined;
        const at = new Date(s * 1000).toISOString();
        if (record && !record.revokedAt && (record.lastUsedAt ?? '') < at) await stores.keys.touch(record.keyHash, at, at);
        recorded.add(keyId);
      } catch (e) {
        report.errors.push({ accountId: keyId, error: e instanceof Error ? e.message : String(e) });
      }
    }
  };
  await Promise.all(Array.from({ length: KEY_WRITES }, recordUses));
  for (const [itemId, all] of past) {
    // a key whose last use could not be recorded keeps its counters until a later run
    const gone = all.filter((c) => recorded.has(c.keyId));
    for (let i = 0; i < gone.length; i += COUNTERS_PER_REMOVAL) {
      const part = gone.slice(i, i + COUNTERS_PER_REMOVAL);
      try {
        if (await stores.accounts.removeCounters(itemId, part)) report.countersRemoved += part.length;
        // all or none: one of them counted a new window since the scan; the others one at a time
        else for (const c of part) if (await stores.accounts.removeCounters(itemId, [c])) report.countersRemoved++;
      } catch (e) {
        report.errors.push({ accountId: itemId, error: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  // revocation entries past their end (a later revocation removes them too; an account that revokes nothing more has this run)
  for (const [itemId, entries] of expiredRevocations) {
    for (let i = 0; i < entries.length; i += COUNTERS_PER_REMOVAL) {
      try {
        report.revocationsForgotten += await stores.accounts.forgetRevocations(itemId, entries.slice(i, i + COUNTERS_PER_REMOVAL), nowSec);
      } catch (e) {
        report.errors.push({ accountId: itemId, error: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  // automatic growth, after the repairs (the credits it spreads are settled ones)
  for (const [accountId, l] of accountLoads(loads)) {
    const to = nextShardCount({
      shards: l.shards,
      busiestItemBytes: l.bytes,
      busiestItemRequestsPerSecond: l.rps,
      ...(l.shardedAt ? { secondsSinceGrowth: nowSec - Math.floor(Date.parse(l.shardedAt) / 1000) } : {}),
    });
    if (to === undefined) continue;
    try {
      const r = await shardAccount(stores, accountId, to, now);
      if (r.shards > l.shards) report.accountsGrown.push({ accountId, from: l.shards, to: r.shards, busiestItemBytes: l.bytes, busiestItemRequestsPerSecond: l.rps });
    } catch (e) {
      report.errors.push({ accountId, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return report;
};

export interface AuditReport {
  accountId: string;
  balance: number;
  openHolds: { holdId: string; amount: number; route: string; expiresAt: string }[];
  heldCredits: number;
  ledgerRows: number;
  ledgerSum: number;
  /** Journal entries not in the ledger yet (counted in `ledgerSum`). */
  pendingEntries: number;
  /** Items the account's money is spread over (docs/money-shards.md). */
  shards: number;
  /** Credits debited by a transfer between shards and not credited yet (counted by neither balance nor ledger sum: they agree). */
  creditsInTransfer: number;
  agree: boolean;
}

/** Old rows (before journal entries carried `delta`) were charges and refunds only. */
const rowDelta = (row: { kind: string; credits: number; delta?: number }): number =>
  row.delta ?? (row.kind === 'refund' ? row.credits : -row.credits);

/** How many times `audit` reads again when the copier moved entries while it read. */
const AUDIT_READS = 8;

export const audit = async (stores: Pick<Stores, 'accounts' | 'ledger'>, accountId: string): Promise<AuditReport | undefined> => {
  // The copier moves an entry in two steps: it writes the ledger row, then removes the entry
  // from the journal. Read ledger, account, ledger: when both ledger reads list the same rows, no
  // entry was copied while the account was read, so every entry is in exactly one of the two
  // (an entry copied and removed between one ledger read and the account read would otherwise be
  // in neither). When they differ, read again: a busy account gets a few more tries.
  let rows = await stores.ledger.listByAccount(accountId);
  let account: Account | undefined;
  for (let attempt = 1; ; attempt++) {
    account = await stores.accounts.get(accountId);
    if (!account) return undefined;
    const after = await stores.ledger.listByAccount(accountId);
    const same = after.length === rows.length && after.every((r, i) => r.entryId === rows[i]!.entryId);
    if (same || attempt >= AUDIT_READS) break;
    rows = after;
    await new Promise((r) => setTimeout(r, 10 * attempt));
  }
  const seen = new Set(rows.map((r) => r.entryId));
  const pending = Object.values(account.journal).filter((e) => !seen.has(e.entryId));
  const ledgerSum = rows.reduce((s, r) => s + rowDelta(r), 0) + pending.reduce((s, e) => s + e.delta, 0);
  const holds = Object.values(account.holds);
  const heldCredits = holds.reduce((s, h) => s + h.amount, 0);
  return {
    accountId,
    balance: account.balance,
    openHolds: holds.map((h) => ({ holdId: h.holdId, amount: h.amount, route: h.route, expiresAt: new Date(h.expiresAt * 1000).toISOString() })),
    heldCredits,
    ledgerRows: rows.length,
    ledgerSum,
    pendingEntries: pending.length,
    shards: account.shards?.length ?? 1,
    creditsInTransfer: spendable(account) - account.balance,
    agree: account.balance + heldCredits === ledgerSum,
  };
};
