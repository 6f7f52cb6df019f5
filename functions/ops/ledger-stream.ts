/**
 * Consumer of the accounts table's stream (NEW_IMAGE): copies the journal entries each account
 * update carries to the ledger, then removes them from the account (shared/accounts/journal.ts).
 * Idempotent, so the stream's at-least-once delivery and retries are harmless; a failed record is
 * reported alone (partial batch response) and retried; the reconciler catches anything left.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { copyToLedger } from '#shared/accounts/journal';
import { getDeps } from '#shared/deps';
import { JOURNAL_PREFIX } from '#shared/accounts/account-items';
import type { JournalEntry } from '#shared/store/types';

export const journalOfImage = (image: Record<string, unknown>): JournalEntry[] =>
  Object.entries(image)
    .filter(([k]) => k.startsWith(JOURNAL_PREFIX))
    .map(([, v]) => v as JournalEntry);

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const deps = getDeps();
  const failures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (!image) continue;
    const item = unmarshall(image as Parameters<typeof unmarshall>[0]);
    const entries = journalOfImage(item);
    if (!entries.length) continue;
    try {
      await copyToLedger(deps.stores, String(item.accountId), entries);
    } catch (e) {
      deps.log.error('ledger copy failed', { accountId: item.accountId, err: e instanceof Error ? e.message : String(e) });
      if (record.dynamodb?.SequenceNumber) failures.push({ itemIdentifier: record.dynamodb.SequenceNumber });
    }
  }
  return { batchItemFailures: failures };
};
