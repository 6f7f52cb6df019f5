/**
 * From the account item's journal to the append-only ledger.
 *
 * Each money movement is written into the account item as a journal entry by the same update
 * that moves the balance (shared/accounts/credits.ts). Copying it to the ledger is idempotent
 * (the entry id is the ledger row's sort key), and only after the rows exist are the entries
 * removed from the account. A crash anywhere in between leaves either the entry (copied again
 * next time, same row) or the row and the entry (the entry is removed next time): never a
 * movement without its record.
 *
 * Who copies: deployed, the consumer of the accounts table's stream
 * (functions/ops/ledger-stream.ts); locally, the local server's flusher below; anywhere, the
 * reconciler (shared/accounts/reconcile.ts).
 */
import { shardIndexOf } from '../store/shard-ids';
import type { Account, JournalEntry, LedgerEntry, Stores } from '../store/types';

/** Copies the given entries of one item (account or shard) to the ledger, then removes them from the item. Returns how many. */
export const copyToLedger = async (stores: Pick<Stores, 'accounts' | 'ledger'>, accountId: string, entries: JournalEntry[]): Promise<number> => {
  if (entries.length === 0) return 0;
  await stores.ledger.putAll(entries.map((e): LedgerEntry => ({ ...e, accountId })));
  await stores.accounts.removeJournal(
    accountId,
    entries.map((e) => e.entryId),
  );
  return entries.length;
};

/**
 * Reads one item (unless given: an item, or a merged sharded account) and copies its whole
 * journal, each entry to the ledger partition of the item it was made on. `accountId` names the
 * item: the account, or one of its shards (`<account>#<k>`, docs/money-shards.md).
 */
export const flushJournal = async (stores: Pick<Stores, 'accounts' | 'ledger'>, accountId: string, account?: Account): Promise<number> => {
  let a = account ?? (await stores.accounts.item(accountId));
  if (!a) return 0;
  // the root of a sharded account, named without its items: every shard's journal
  if (!account && (a.shardCount ?? 1) > 1 && shardIndexOf(accountId) === 0) a = await stores.accounts.get(accountId);
  if (!a) return 0;
  if (a.shards) {
    let n = 0;
    for (const s of a.shards) n += await copyToLedger(stores, s.accountId, Object.values(s.journal));
    return n;
  }
  return copyToLedger(stores, a.accountId, Object.values(a.journal));
};

/**
 * Copies the journal of one item only (the root of a sharded account included: not its shards'),
 * as the table's stream consumer does deployed: a movement notifies the item it was made on, so
 * the copier of the root never reads the account's other shards. Returns how many entries.
 */
export const flushItem = async (stores: Pick<Stores, 'accounts' | 'ledger'>, itemId: string): Promise<number> => {
  const a = await stores.accounts.item(itemId);
  return a ? copyToLedger(stores, a.accountId, Object.values(a.journal)) : 0;
};

export interface JournalFlusher {
  /** An item's journal (an account's, or one of its shards') has new entries: copy them soon. */
  notify(accountId: string): void;
  /** Copies everything notified so far, now. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The local stand-in for the table's stream consumer: an item notified is copied at once, one
 * copy at a time per item; entries that arrive while a copy runs are taken by the next copy right
 * after it. So an item never carries more entries than arrive during one copy (its size, and the
 * write units of every update of it, stay small however busy it is: docs/money-shards.md), and a
 * busy item costs one read, a batch write and one update per copy, not per request. `delayMs`
 * waits before each copy (more entries per copy, a larger item meanwhile). Failures are logged and
 * retried on the next notice (and by the reconciler).
 */
export const createJournalFlusher = (
  stores: Pick<Stores, 'accounts' | 'ledger'>,
  opts: { delayMs?: number; onError?: (accountId: string, err: unknown) => void } = {},
): JournalFlusher => {
  const delayMs = opts.delayMs ?? 0;
  const copying = new Map<string, { again: boolean; done: Promise<void> }>();
  let closed = false;

  const start = (id: string): void => {
    const state = { again: false, done: Promise.resolve() };
    copying.set(id, state);
    state.done = (async () => {
      do {
        state.again = false;
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        await flushItem(stores, id).catch((e: unknown) => {
          opts.onError?.(id, e);
        });
      } while (state.again);
      copying.delete(id);
    })();
  };

  return {
    notify(accountId) {
      if (closed) return;
      const running = copying.get(accountId);
      if (running) running.again = true;
      else start(accountId);
    },
    async drain() {
      while (copying.size > 0) await Promise.all([...copying.values()].map((c) => c.done));
    },
    async close() {
      await this.drain();
      closed = true;
    },
  };
};
