/**
 * The reconciler and the audit.
 *
 * `reconcile` repairs what a crash or a timeout can leave behind: it releases holds past their
 * expiry (the function that took them is long dead; the release is the same conditional settle
 * every other path uses, so it moves nothing if the hold was settled meanwhile) and copies every
 * pending journal entry to the ledger. It runs every few minutes deployed (infra/stack.ts), every
 * minute in the local server, and on demand: `npm run admin -- reconcile`.
 *
 * A blueprint (or any saved result) is written only after its hold was settled by the request
 * itself, so a hold the reconciler releases never has a completed result behind it: nothing else
 * needs marking failed.
 *
 * `audit` checks one account: balance + open holds must equal the sum of the ledger's deltas
 * (plus journal entries not copied yet).
 */
import type { Account, Stores } from '../store/types';
import { journalEntry } from './credits';
import { flushJournal } from './journal';

export interface ReconcileReport {
  accounts: number;
  holdsReleased: number;
  creditsReleased: number;
  entriesCopied: number;
  errors: { accountId: string; error: string }[];
}

export const reconcile = async (stores: Pick<Stores, 'accounts' | 'ledger'>, now: Date = new Date()): Promise<ReconcileReport> => {
  const report: ReconcileReport = { accounts: 0, holdsReleased: 0, creditsReleased: 0, entriesCopied: 0, errors: [] };
  const nowSec = Math.floor(now.getTime() / 1000);
  const accounts = await stores.accounts.listUnsettled();
  let seq = 0;
  for (const account of accounts) {
    report.accounts++;
    try {
      let released = false;
      for (const hold of Object.values(account.holds)) {
        if (hold.expiresAt > nowSec) continue;
        const e = journalEntry(now, `reconcile.${hold.holdId}`, seq++, 'release', hold.amount, {
          holdId: hold.holdId,
          keyId: hold.keyId,
          route: hold.route,
          requestId: hold.requestId,
          released: hold.amount,
          note: 'expired: released by the reconciler',
        });
        const r = await stores.accounts.settle(account.accountId, hold.holdId, hold.amount, 0, [e]);
        if (r.ok) {
          report.holdsReleased++;
          report.creditsReleased += hold.amount;
          released = true;
        }
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
    agree: account.balance + heldCredits === ledgerSum,
  };
};
