/**
 * A movement of credits as the account item's journal records it (copied to the ledger later):
 * its effect on balance + open holds, and its entry with an id that never collides. A module of its
 * own, importing nothing of the money code, so the credits service and the shards both use it
 * without importing each other.
 */
import type { JournalEntry, LedgerKind } from '../store/types';

/** Effect of a movement on balance + open holds (see LedgerKind). */
export const deltaOf = (kind: LedgerKind, credits: number): number => {
  switch (kind) {
    case 'opening':
    case 'topup':
    case 'refund':
    case 'transfer-in':
      return credits;
    case 'charge':
    case 'settle':
    case 'forfeit':
    case 'transfer-out':
      return -credits;
    default:
      return 0;
  }
};

/** A journal entry; `source` names the request (or the operation) so entry ids never collide. */
export const journalEntry = (
  at: Date,
  source: string,
  seq: number,
  kind: LedgerKind,
  credits: number,
  extra: Partial<JournalEntry> = {},
): JournalEntry => {
  const iso = at.toISOString();
  return { entryId: `${iso}#${source}#${seq}`, kind, credits, delta: deltaOf(kind, credits), at: iso, ...extra };
};
