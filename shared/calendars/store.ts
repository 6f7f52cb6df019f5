/**
 * Calendar feeds in DynamoDB (table `calendars`): partition key `ownerId` (the paying account),
 * sort key `calendarId` (`cal_…`, time-sortable), so every read by id names the owner and the
 * account's export and deletion find its feeds with one query of its partition
 * (shared/store/owner-data.ts). The feed's secret token is kept only as its SHA-256 hash
 * (`tokenHash`, as API keys are), found by the `byToken` index; the index is read eventually
 * consistent, so a hit is confirmed by a strongly consistent read of the feed itself: a deleted
 * feed answers 404 at once.
 *
 * The item also carries the feed's bookkeeping: the calendar computed for a UTC day (`cacheDay`,
 * `cacheGz`: the RFC 5545 text, gzip) and the hour whose fetch was charged (`chargedHour`).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { KeyRole, Receipt, WorkRef } from '../store/types';
import type { CalendarKind } from './events';

export interface CalendarFeed {
  ownerId: string;
  calendarId: string;
  blueprintId: string;
  /** The end user it was made for (`subject` of POST /v1/calendars, docs/subjects.md). */
  subject?: string;
  /** The calendar's name (the blueprint's name). */
  name: string;
  kinds: CalendarKind[];
  tokenHash: string;
  /** The key that created it: its fetches are charged and counted as this key's requests. */
  keyId: string;
  keySlot?: number;
  keyRole: KeyRole;
  createdAt: string;
  /** The UTC hour (YYYY-MM-DDTHH) whose fetch was charged. */
  chargedHour?: string;
  /** The UTC day of the cached calendar. */
  cacheDay?: string;
}

/** What the list shows and the feed path needs: never the cached calendar. */
const SUMMARY = ['ownerId', 'calendarId', 'blueprintId', 'subject', '#name', 'kinds', 'tokenHash', 'keyId', 'keySlot', 'keyRole', 'createdAt', 'chargedHour', 'cacheDay'];
const NAMES = { '#name': 'name' };

const isConditionFailure = (e: unknown): boolean => e instanceof Error && e.name === 'ConditionalCheckFailedException';

/** Where a feed keeps the receipt of the hold that paid for its current hour. */
export const feedWorkRef = (feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>): WorkRef => ({ table: 'calendars', key: { ownerId: feed.ownerId, calendarId: feed.calendarId }, attr: 'receipt' });

export interface CalendarStore {
  put(feed: CalendarFeed): Promise<void>;
  get(ownerId: string, calendarId: string): Promise<CalendarFeed | undefined>;
  /** The owner's feeds, oldest first. */
  list(ownerId: string): Promise<CalendarFeed[]>;
  /**
   * The live feed of a token hash (index, then a consistent read of the feed), with the calendar
   * cached for `day` if that is the day it was computed for; undefined when there is no such feed.
   */
  byTokenHash(tokenHash: string, day: string): Promise<{ feed: CalendarFeed; cached?: string } | undefined>;
  /** Deletes one feed of the owner; false when the owner has none of that id. */
  delete(ownerId: string, calendarId: string): Promise<boolean>;
  /** Deletes the owner's feeds of one blueprint; returns how many. */
  deleteByBlueprint(ownerId: string, blueprintId: string): Promise<number>;
  /** Keeps the calendar computed for `day` (only while the feed exists). */
  saveCache(feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>, day: string, ics: string): Promise<void>;
  /**
   * Marks `hour` as charged, with the receipt of the hold that pays for it (in the same update: the
   * reconciler settles that hold for it, shared/accounts/paid-work.ts); false when the hour was
   * claimed already (or the feed is gone).
   */
  claimHour(feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>, hour: string, receipt: Receipt): Promise<boolean>;
  /** Gives a claimed hour back (its hold had ended before the settle): only if it is still this hour's mark. */
  releaseHour(feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>, hour: string, previous: string | undefined): Promise<void>;
}

export class DynamoCalendarStore implements CalendarStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(feed: CalendarFeed): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.table, Item: feed, ConditionExpression: 'attribute_not_exists(calendarId)' }));
  }

  async get(ownerId: string, calendarId: string): Promise<CalendarFeed | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { ownerId, calendarId }, ConsistentRead: true, ProjectionExpression: SUMMARY.join(', '), ExpressionAttributeNames: NAMES }),
    );
    return out.Item as CalendarFeed | undefined;
  }

  async list(ownerId: string): Promise<CalendarFeed[]> {
    const items: CalendarFeed[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'ownerId = :o',
          ExpressionAttributeValues: { ':o': ownerId },
          ProjectionExpression: SUMMARY.join(', '),
          ExpressionAttributeNames: NAMES,
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((page.Items ?? []) as CalendarFeed[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async byTokenHash(tokenHash: string, day: string): Promise<{ feed: CalendarFeed; cached?: string } | undefined> {
    const out = await this.db.send(
      new QueryCommand({ TableName: this.table, IndexName: 'byToken', KeyConditionExpression: 'tokenHash = :h', ExpressionAttributeValues: { ':h': tokenHash }, ProjectionExpression: 'ownerId, calendarId' }),
    );
    const hit = out.Items?.[0] as { ownerId: string; calendarId: string } | undefined;
    if (!hit) return undefined;
    // the index lags its table: the feed itself says whether it still exists
    const read = await this.db.send(new GetCommand({ TableName: this.table, Key: { ownerId: hit.ownerId, calendarId: hit.calendarId }, ConsistentRead: true }));
    const item = read.Item as (CalendarFeed & { cacheGz?: Uint8Array }) | undefined;
    if (item?.tokenHash !== tokenHash) return undefined;
    const { cacheGz, ...feed } = item;
    return item.cacheDay === day && cacheGz ? { feed, cached: gunzipSync(cacheGz).toString('utf8') } : { feed };
  }

  async delete(ownerId: string, calendarId: string): Promise<boolean> {
    const out = await this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, calendarId }, ReturnValues: 'ALL_OLD' }));
    return out.Attributes !== undefined;
  }

  async deleteByBlueprint(ownerId: string, blueprintId: string): Promise<number> {
    const feeds = (await this.list(ownerId)).filter((f) => f.blueprintId === blueprintId);
    const gone = await Promise.all(feeds.map((f) => this.delete(ownerId, f.calendarId)));
    return gone.filter(Boolean).length;
  }

  async saveCache(feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>, day: string, ics: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { ownerId: feed.ownerId, calendarId: feed.calendarId },
          UpdateExpression: 'SET cacheDay = :d, cacheGz = :z',
          ConditionExpression: 'attribute_exists(calendarId)',
          ExpressionAttributeValues: { ':d': day, ':z': gzipSync(Buffer.from(ics, 'utf8')) },
        }),
      );
    } catch (e) {
      // deleted meanwhile: nothing to keep
      if (!isConditionFailure(e)) throw e;
    }
  }

  async claimHour(feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>, hour: string, receipt: Receipt): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { ownerId: feed.ownerId, calendarId: feed.calendarId },
          UpdateExpression: 'SET chargedHour = :h, receipt = :r',
          ConditionExpression: 'attribute_exists(calendarId) AND (attribute_not_exists(chargedHour) OR chargedHour <> :h)',
          ExpressionAttributeValues: { ':h': hour, ':r': receipt },
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  async releaseHour(feed: Pick<CalendarFeed, 'ownerId' | 'calendarId'>, hour: string, previous: string | undefined): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { ownerId: feed.ownerId, calendarId: feed.calendarId },
          UpdateExpression: previous !== undefined ? 'SET chargedHour = :p REMOVE receipt' : 'REMOVE chargedHour, receipt',
          ConditionExpression: 'chargedHour = :h',
          ExpressionAttributeValues: { ':h': hour, ...(previous !== undefined ? { ':p': previous } : {}) },
        }),
      );
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
}
