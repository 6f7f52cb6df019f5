/**
 * The daily table: write-once records of the day's sky and sign horoscopes, and the short
 * "generating" leases that decide who writes them. Partition key `id` only:
 *
 *   day_2026-11-22                  the day's record (spec 2.6), JSON in `body`
 *   horoscope_2026-11-22_leo        one sign's horoscope of the day, JSON in `body`
 *   lease#day_2026-11-22            who is generating that record, until `leaseUntil` (ms);
 *                                   `expiresAt` (s) lets DynamoDB's TTL remove old leases
 *
 * Records carry `expiresAt` too: DAILY_RECORD_TTL_DAYS after their day (the horoscopes link the
 * records of the last seven days), then DynamoDB's TTL removes them (README, Retention).
 *
 * Only single-item conditional writes (dynalite has no transactions): a record is put with
 * `attribute_not_exists(id)`, so it can never be overwritten; a lease is taken with
 * `attribute_not_exists(id) OR leaseUntil < :now`, so an expired lease can be taken over.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure } from '../store/dynamo-client';

export interface StoredItem {
  id: string;
  /** The record as JSON. */
  body: string;
  createdAt: string;
}

export interface DailyStore {
  get(id: string): Promise<StoredItem | undefined>;
  /** The items that exist among `ids` (any order). */
  getMany(ids: readonly string[]): Promise<Map<string, StoredItem>>;
  /** Writes the item unless one with its id exists; false when it did. */
  putIfAbsent(item: StoredItem): Promise<boolean>;
  /** Takes the lease on `id` for `owner` until `untilMs`, unless a live lease is held. */
  claimLease(id: string, owner: string, nowMs: number, untilMs: number): Promise<boolean>;
  /** Drops the lease if `owner` still holds it. */
  releaseLease(id: string, owner: string): Promise<void>;
}

export const LEASE_PREFIX = 'lease#';

/** Days a daily record is kept after its UTC day (TTL). */
export const DAILY_RECORD_TTL_DAYS = 35;

/** Epoch seconds when the record `id` (`day_YYYY-MM-DD`, `horoscope_YYYY-MM-DD_sign`) expires; from `createdAt` for any other id. */
export const recordExpiry = (id: string, createdAt: string): number => {
  const day = /_(\d{4}-\d{2}-\d{2})(?:_|$)/.exec(id)?.[1];
  const from = Date.parse(day ? `${day}T00:00:00Z` : createdAt);
  return Math.floor((Number.isFinite(from) ? from : Date.now()) / 1000) + DAILY_RECORD_TTL_DAYS * 86_400;
};
const MAX_ATTEMPTS = 5;
const pause = (ms: number): Promise<void> => new Promise((res) => setTimeout(res, ms));

export class DynamoDailyStore implements DailyStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string): Promise<StoredItem | undefined> {
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return out.Item as StoredItem | undefined;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, StoredItem>> {
    const found = new Map<string, StoredItem>();
    let keys = [...new Set(ids)].map((id) => ({ id }));
    for (let attempt = 1; keys.length; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error('Daily records could not be read (throttled)');
      if (attempt > 1) await pause(25 * 2 ** attempt);
      const batch = keys.slice(0, 100);
      const out = await this.db.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: batch, ConsistentRead: true } } }));
      for (const it of (out.Responses?.[this.table] ?? []) as StoredItem[]) found.set(it.id, it);
      keys = [...((out.UnprocessedKeys?.[this.table]?.Keys ?? []) as { id: string }[]), ...keys.slice(100)];
    }
    return found;
  }

  async putIfAbsent(item: StoredItem): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({ TableName: this.table, Item: { ...item, expiresAt: recordExpiry(item.id, item.createdAt) }, ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return true;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
  }

  async claimLease(id: string, owner: string, nowMs: number, untilMs: number): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { id: LEASE_PREFIX + id, owner, leaseUntil: untilMs, expiresAt: Math.ceil(untilMs / 1000) + 86_400 },
          ConditionExpression: 'attribute_not_exists(id) OR leaseUntil < :now',
          ExpressionAttributeValues: { ':now': nowMs },
        }),
      );
      return true;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
  }

  async releaseLease(id: string, owner: string): Promise<void> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { id: LEASE_PREFIX + id },
          ConditionExpression: '#o = :o',
          ExpressionAttributeNames: { '#o': 'owner' },
          ExpressionAttributeValues: { ':o': owner },
        }),
      );
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
}
