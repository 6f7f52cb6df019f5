/** The ledger table's store (DynamoDB): the append-only record of every credit movement. */
import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { numberAttr } from './account-items';
import { landed } from '../store/dynamo-client';
import { shardItemIds } from '../store/shard-ids';
import type { LedgerEntry, LedgerPageQuery, LedgerStore } from '../store/types';

/** Rows of one account's ledger stripped at a time when the account is deleted. */
const ANONYMIZE_CONCURRENCY = 16;

export class DynamoLedgerStore implements LedgerStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    /** The accounts table: how many shards (ledger partitions) an account has is on its root item. */
    private readonly accountsTable?: string,
  ) {}

  /** The ledger partitions of an account: its id, and `<id>#<k>` for each further shard. */
  private async partitions(accountId: string): Promise<string[]> {
    if (!this.accountsTable) return [accountId];
    const out = await this.db.send(
      new GetCommand({ TableName: this.accountsTable, Key: { accountId }, ProjectionExpression: 'shardCount', ConsistentRead: true }),
    );
    return shardItemIds(accountId, numberAttr(out.Item?.shardCount) || 1);
  }

  async putAll(entries: LedgerEntry[]): Promise<void> {
    for (let i = 0; i < entries.length; i += 25) {
      let pending: Record<string, unknown>[] | undefined = entries.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending?.length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        const out = await this.db.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending as never } }));
        pending = out.UnprocessedItems?.[this.table] as Record<string, unknown>[] | undefined;
        if (attempt > 8 && pending?.length) throw new Error('ledger write left unprocessed items');
      }
    }
  }

  async listByAccount(accountId: string): Promise<LedgerEntry[]> {
    const parts = await this.partitions(accountId);
    const rows = (await Promise.all(parts.map((p) => this.partition(p)))).flat();
    if (parts.length === 1) return rows;
    // every shard's rows in entry id order; each keeps the partition it is stored under (`accountId`)
    return rows.sort((a, b) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
  }

  private async partition(partitionKey: string): Promise<LedgerEntry[]> {
    const items: LedgerEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'accountId = :a',
          ExpressionAttributeValues: { ':a': partitionKey },
          // a row just copied from a journal (and removed from it) must be read: the audit and the
          // user's ledger right after a charge both depend on it
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((out.Items ?? []) as LedgerEntry[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async page(accountId: string, q: LedgerPageQuery): Promise<{ entries: LedgerEntry[]; more: boolean }> {
    const parts = await this.partitions(accountId);
    if (parts.length === 1) return this.pagePartition(accountId, q);
    // a sharded account: the newest (oldest) `limit` of each partition, merged; whatever a partition
    // left out is beyond `limit` rows of its own, so never among the first `limit` of all
    const pages = await Promise.all(parts.map((p) => this.pagePartition(p, q)));
    const dir = q.oldestFirst ? -1 : 1;
    const merged = pages.flatMap((p) => p.entries).sort((x, y) => (x.entryId < y.entryId ? dir : x.entryId > y.entryId ? -dir : 0));
    return { entries: merged.slice(0, q.limit), more: merged.length > q.limit || pages.some((p) => p.more) };
  }

  private async pagePartition(accountId: string, q: LedgerPageQuery): Promise<{ entries: LedgerEntry[]; more: boolean }> {
    // BETWEEN is inclusive: `before` and `after` themselves (entry ids used as cursors) are dropped below
    const lo = q.after !== undefined && (q.from === undefined || q.after >= q.from) ? q.after : (q.from ?? '0');
    const hi = q.before ?? '\uffff';
    // an empty range (DynamoDB refuses a BETWEEN whose bounds are reversed)
    if (lo > hi) return { entries: [], more: false };
    const entries: LedgerEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'accountId = :a AND entryId BETWEEN :lo AND :hi',
          ExpressionAttributeValues: { ':a': accountId, ':lo': lo, ':hi': hi },
          ScanIndexForward: q.oldestFirst === true,
          Limit: q.limit + 2,
          // consistent, like the full read: a row copied (and removed from the journal read before) must show
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of (out.Items ?? []) as LedgerEntry[]) if (item.entryId < hi && (q.after === undefined || item.entryId > q.after)) entries.push(item);
      start = out.LastEvaluatedKey;
    } while (start && entries.length <= q.limit);
    return { entries: entries.slice(0, q.limit), more: entries.length > q.limit };
  }

  async anonymize(entries: readonly LedgerEntry[]): Promise<void> {
    // ANONYMIZE_CONCURRENCY updates at a time: one row each, a long history in minutes, not hours
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let i = next++; i < entries.length; i = next++) await this.anonymizeRow(entries[i]!);
    };
    await Promise.all(Array.from({ length: Math.min(ANONYMIZE_CONCURRENCY, entries.length) }, worker));
  }

  /** Strips one row (a journal entry never copied has no row: the condition refuses it, nothing to strip). */
  private async anonymizeRow(e: LedgerEntry): Promise<void> {
    await landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: e.accountId, entryId: e.entryId },
          UpdateExpression: 'REMOVE #k, #v, #n',
          ConditionExpression: 'attribute_exists(entryId)',
          ExpressionAttributeNames: { '#k': 'keyId', '#v': 'via', '#n': 'note' },
        }),
      ),
    );
  }
}
