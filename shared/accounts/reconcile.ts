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
 * `audit` checks one account: balance + open holds must equal the sum of the ledger's deltas
 * (plus journal entries not copied yet), over every shard of a sharded account (each movement
 * is recorded on the item it changed, so a transfer in flight changes both sides equally).
 */
import type { Account, Hold, Receipt, Stores } from '../store/types';
import { journalEntry } from './credits';
import { flushJournal } from './journal';
import { finishTransfer, STALE_TRANSFER_SECONDS, spendable } from './shards';

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
  errors: { accountId: string; error: string }[];
}

/** The receipt of an expired hold's stored work, when there is one naming this very hold. */
const storedReceipt = async (stores: Pick<Stores, 'receipts'>, hold: Hold): Promise<Receipt | undefined> => {
  if (!hold.work) return undefined;
  const r = await stores.receipts.read(hold.work);
  return r && r.holdId === hold.holdId ? r : undefined;
};

export const reconcile = async (stores: Pick<Stores, 'accounts' | 'ledger' | 'receipts'>, now: Date = new Date()): Promise<ReconcileReport> => {
  const report: ReconcileReport = {
    accounts: 0,
    holdsReleased: 0,
    creditsReleased: 0,
    holdsSettled: 0,
    creditsKept: 0,
    unitsGivenBack: 0,
    entriesCopied: 0,
    transfersFinished: 0,
    errors: [],
  };
  const nowSec = Math.floor(now.getTime() / 1000);
  const accounts = await stores.accounts.listUnsettled();
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

export const audit = async (stores: Pick<Stores, 'accounts' | 'ledger'>, accountId: string): Promise<AuditReport | undefined> => {
  // ledger first, account second: an entry copied in between is in both and counted once (by id)
  const rows = await stores.ledger.listByAccount(accountId);
  const account: Account | undefined = await stores.accounts.get(accountId);
  if (!account) return undefined;
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
