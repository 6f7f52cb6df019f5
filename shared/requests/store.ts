/**
 * The request log in DynamoDB: one put per request (no read), pages merged from the account's log
 * partitions newest first. A line's partition is `<account id>` or `<account id>#<k>` (the ids of the
 * money shards, shared/store/shard-ids.ts), chosen by its request id among `logPartitionCount(N)` for the
 * account's N money shards (./log.ts): one account never makes one hot partition.
 */
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { shardItemId, shardItemIds } from '../store/shard-ids';
import { expiryOf, logPartitionCount, logPartitionOf, requestKeyOf, type RequestLogEntry } from './log';

export interface RequestLogStore {
  /** Puts the line in one of the account's partitions (`shards`: the account's money shards as this container knows them). */
  record(accountId: string, entry: RequestLogEntry, shards?: number): Promise<void>;
  /** Up to `limit` entries older than `before` (a sort key; absent: the newest) and not older than `oldest`, newest first, over every partition. */
  page(accountId: string, opts: { limit: number; before?: string; oldest: string }): Promise<{ entries: RequestLogEntry[]; last?: string }>;
  /** The partition keys the account's lines may be in (its money shards now, at most MAX_LOG_PARTITIONS). */
  partitions(accountId: string): Promise<string[]>;
}

const FIELDS = ['at', 'requestId', 'keyId', 'route', 'method', 'path', 'status', 'credits', 'durationMs', 'error', 'via', 'livemode'] as const;

type Item = Record<string, unknown>;
const entryOf = (i: Item): RequestLogEntry => Object.fromEntries(FIELDS.filter((f) => i[f] !== undefined).map((f) => [f, i[f]])) as unknown as RequestLogEntry;

/** One partition read newest first, a chunk at a time (the merge of a page). */
interface Cursor {
  partition: string;
  buf: Item[];
  start?: Item;
  done: boolean;
}

export class DynamoRequestLogStore implements RequestLogStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    /** The accounts table: how many money shards an account has is on its root item (absent: one partition). */
    private readonly accountsTable?: string,
  ) {}

  async record(accountId: string, entry: RequestLogEntry, shards = 1): Promise<void> {
    const k = logPartitionOf(entry.requestId, shards);
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { ownerId: shardItemId(accountId, k), requestKey: requestKeyOf(entry), expiresAt: expiryOf(new Date(entry.at)), ...entry },
      }),
    );
  }

  async partitions(accountId: string): Promise<string[]> {
    if (!this.accountsTable) return [accountId];
    const out = await this.db.send(new GetCommand({ TableName: this.accountsTable, Key: { accountId }, ProjectionExpression: 'shardCount' }));
    return shardItemIds(accountId, logPartitionCount(Number(out.Item?.shardCount ?? 1) || 1));
  }

  async page(accountId: string, opts: { limit: number; before?: string; oldest: string }): Promise<{ entries: RequestLogEntry[]; last?: string }> {
    if (opts.limit <= 0) return { entries: [] };
    const parts = await this.partitions(accountId);
    if (parts.length === 1) return this.onePartition(accountId, opts);
    // a k-way merge, newest first: each partition read in chunks of about twice its share of the
    // page, a partition read further only when its chunk is used up (a page reads ~2 × limit lines)
    const chunk = Math.min(opts.limit, Math.max(5, Math.ceil((2 * opts.limit) / parts.length)));
    const hi = opts.before ?? '\uffff';
    const fetch = async (c: Cursor): Promise<void> => {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'ownerId = :o AND requestKey BETWEEN :oldest AND :hi',
          ExpressionAttributeValues: { ':o': c.partition, ':oldest': opts.oldest, ':hi': hi },
          ScanIndexForward: false,
          Limit: chunk,
          ...(c.start ? { ExclusiveStartKey: c.start } : {}),
        }),
      );
      // BETWEEN is inclusive: the cursor's own line was on the page before
      c.buf.push(...((out.Items ?? []) as Item[]).filter((i) => i.requestKey !== opts.before));
      c.start = out.LastEvaluatedKey;
      c.done = !out.LastEvaluatedKey;
    };
    const cursors: Cursor[] = parts.map((partition) => ({ partition, buf: [], done: false }));
    const entries: Item[] = [];
    while (entries.length < opts.limit) {
      await Promise.all(cursors.filter((c) => c.buf.length === 0 && !c.done).map(fetch));
      let best: Cursor | undefined;
      for (const c of cursors) if (c.buf.length > 0 && (!best || String(c.buf[0]!.requestKey) > String(best.buf[0]!.requestKey))) best = c;
      if (!best) break;
      entries.push(best.buf.shift()!);
    }
    const more = cursors.some((c) => c.buf.length > 0 || !c.done);
    const lastItem = entries[entries.length - 1];
    return { entries: entries.map(entryOf), ...(more && lastItem ? { last: String(lastItem.requestKey) } : {}) };
  }

  private async onePartition(accountId: string, opts: { limit: number; before?: string; oldest: string }): Promise<{ entries: RequestLogEntry[]; last?: string }> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'ownerId = :o AND requestKey >= :oldest',
        ExpressionAttributeValues: { ':o': accountId, ':oldest': opts.oldest },
        ScanIndexForward: false,
        Limit: opts.limit,
        ...(opts.before ? { ExclusiveStartKey: { ownerId: accountId, requestKey: opts.before } } : {}),
      }),
    );
    const items = (out.Items ?? []) as Item[];
    const lastItem = items[items.length - 1];
    return { entries: items.map(entryOf), ...(out.LastEvaluatedKey && lastItem ? { last: String(lastItem.requestKey) } : {}) };
  }
}
