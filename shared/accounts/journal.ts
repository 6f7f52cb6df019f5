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

export interface JournalFlusher {
  /** An account's journal has new entries: copy them soon (batched per account). */
  notify(accountId: string): void;
  /** Copies everything notified so far, now. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The local stand-in for the table's stream consumer: accounts notified within `delayMs` are
 * flushed together, so a busy account costs one read, a batch write and one update per interval
 * however many requests it served; an account with `batch` movements pending is flushed at once,
 * so its item never carries more than about one ledger batch of entries. Failures are logged and retried on the next notice
 * (and by the reconciler).
 */
export const createJournalFlusher = (
  stores: Pick<Stores, 'accounts' | 'ledger'>,
  opts: { delayMs?: number; batch?: number; onError?: (accountId: string, err: unknown) => void } = {},
): JournalFlusher => {
  const delayMs = opts.delayMs ?? 200;
  // a busy account is copied as soon as it has one ledger batch (25 rows) pending: its item stays small
  const batch = opts.batch ?? 25;
  let waiting = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const run = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const due = waiting;
    waiting = new Map();
    running = running.then(async () => {
      await Promise.all(
        [...due.keys()].map((id) =>
          flushJournal(stores, id).catch((e: unknown) => {
            opts.onError?.(id, e);
          }),
        ),
      );
    });
    return running;
  };

  return {
    notify(accountId) {
      if (closed) return;
      const n = (waiting.get(accountId) ?? 0) + 1;
      waiting.set(accountId, n);
      if (n >= batch) {
        void run();
        return;
      }
      if (!timer) {
        timer = setTimeout(() => void run(), delayMs);
        timer.unref();
      }
    },
    async drain() {
      await run();
    },
    async close() {
      await this.drain();
      closed = true;
    },
  };
};
