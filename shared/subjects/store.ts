/**
 * Subjects (end users of an app, docs/subjects.md) in DynamoDB (table `subjects`): partition key
 * `ownerId` (the account), sort key `subject` (the app's own id of the person), so every read names
 * the owner, the list is one query in id order, and the account's export and deletion and the
 * subject's deletion find the record with the owner tables' generic queries (shared/store/owner-data.ts).
 *
 * The per-account limit (MAX_SUBJECTS) is kept atomically by a counter item in the same partition
 * (sort key COUNTER_KEY: a control character first, so no subject id can be it and it sorts before
 * every subject): a new subject first takes a slot with one conditional update of the counter
 * (`n < max`), then puts its record on condition it does not exist; a record that exists after all
 * (two creations at once) gives its slot back. A deletion removes the record on condition it exists,
 * then gives the slot back. No two requests can pass the limit together; a crash between the two
 * writes leaves the counter one too high (never too low), which the next deletion of the account's
 * data clears. The local store (dynalite) has no transactions, hence the two writes.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../deps';
import { createDocumentClient, isConditionalFailure } from '../store/dynamo-client';

/** The counter item's sort key (no subject id may hold a control character). */
export const COUNTER_KEY = '\u0001count';

/** A subject as stored: the birth data once (place fields resolved), the app's name and metadata. */
export interface SubjectItem {
  ownerId: string;
  subject: string;
  name?: string;
  birthDate: string;
  /** HH:MM; absent when the time is unknown. */
  birthTime?: string;
  timeUnknown?: true;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  utcOffset?: string;
  /** The place of GET /v1/places the place fields were filled in from, when one was given. */
  placeId?: string;
  metadata?: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** When the birth data last changed (created or corrected): saved work made before it keeps the birth data it was made from. */
  birthDataUpdatedAt: string;
}

export class SubjectLimitReached extends Error {
  constructor(readonly max: number) {
    super(`the account keeps at most ${max} subjects`);
    this.name = 'SubjectLimitReached';
  }
}

export interface SubjectPage {
  subjects: SubjectItem[];
  hasMore: boolean;
}

export class SubjectStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(ownerId: string, subject: string): Promise<SubjectItem | undefined> {
    const r = await this.db.send(new GetCommand({ TableName: this.table, Key: { ownerId, subject }, ConsistentRead: true }));
    return r.Item as SubjectItem | undefined;
  }

  /** How many subjects the counter holds. */
  async count(ownerId: string): Promise<number> {
    const r = await this.db.send(new GetCommand({ TableName: this.table, Key: { ownerId, subject: COUNTER_KEY }, ConsistentRead: true }));
    return typeof r.Item?.n === 'number' ? r.Item.n : 0;
  }

  /**
   * Creates the subject, or replaces an existing one (keeping its createdAt; birthDataUpdatedAt as
   * the caller computed it). `created`: whether it is new. Throws SubjectLimitReached when a new one
   * would pass `max`.
   */
  async put(item: SubjectItem, max: number): Promise<{ created: boolean; item: SubjectItem }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = await this.get(item.ownerId, item.subject);
      if (existing) {
        const next = { ...item, createdAt: existing.createdAt };
        try {
          // replaced only if it is still there (a deletion meanwhile: created again below, counted)
          await this.db.send(new PutCommand({ TableName: this.table, Item: next, ConditionExpression: 'attribute_exists(subject)' }));
          return { created: false, item: next };
        } catch (e) {
          if (!isConditionalFailure(e)) throw e;
          continue;
        }
      }
      await this.take(item.ownerId, max);
      try {
        await this.db.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(subject)' }));
        return { created: true, item };
      } catch (e) {
        await this.give(item.ownerId);
        if (!isConditionalFailure(e)) throw e;
      }
    }
    throw new Error(`subject ${item.subject}: created and deleted concurrently, try again`);
  }

  /** Replaces an existing subject's record (PATCH); false when it is gone. */
  async replace(item: SubjectItem): Promise<boolean> {
    try {
      await this.db.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_exists(subject)' }));
      return true;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
  }

  /** Deletes the subject's record and gives its slot back; false when there was none. */
  async remove(ownerId: string, subject: string): Promise<boolean> {
    try {
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, subject }, ConditionExpression: 'attribute_exists(subject)' }));
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
    await this.give(ownerId);
    return true;
  }

  /** A page of the account's subjects in id order (UTF-8 byte order), after `startingAfter`. */
  async list(ownerId: string, limit: number, startingAfter?: string): Promise<SubjectPage> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        // the counter sorts before every subject: `> COUNTER_KEY` leaves it out
        KeyConditionExpression: 'ownerId = :o AND subject > :after',
        ExpressionAttributeValues: { ':o': ownerId, ':after': startingAfter ?? COUNTER_KEY },
        ConsistentRead: true,
        Limit: limit + 1,
      }),
    );
    const items = (r.Items ?? []) as SubjectItem[];
    return { subjects: items.slice(0, limit), hasMore: items.length > limit };
  }

  /** Takes a slot of the account's limit (one conditional update). */
  private async take(ownerId: string, max: number): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { ownerId, subject: COUNTER_KEY },
          UpdateExpression: 'ADD n :one SET #c = :t',
          ConditionExpression: 'attribute_not_exists(n) OR n < :max',
          ExpressionAttributeNames: { '#c': 'counter' },
          ExpressionAttributeValues: { ':one': 1, ':max': max, ':t': true },
        }),
      );
    } catch (e) {
      if (isConditionalFailure(e)) throw new SubjectLimitReached(max);
      throw e;
    }
  }

  /** Gives a slot back (never below zero). */
  private async give(ownerId: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { ownerId, subject: COUNTER_KEY },
          UpdateExpression: 'ADD n :minus',
          ConditionExpression: 'n > :zero',
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        }),
      );
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
}

const stores = new WeakMap<Pick<Deps, 'config'>, SubjectStore>();

/** The subject store of this container, on its shared DynamoDB client (one per dependency set). */
export function subjectStore(deps: Pick<Deps, 'config'>): SubjectStore {
  let store = stores.get(deps);
  if (!store) {
    store = new SubjectStore(createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint }), deps.config.tableNames.subjects);
    stores.set(deps, store);
  }
  return store;
}

/** A subject's birth data as a request sends it (the place fields filled in; birthTime left out when unknown) and its display name. */
export const subjectBirth = (item: SubjectItem): { birth: Record<string, unknown>; name?: string } => ({
  birth: {
    birthDate: item.birthDate,
    ...(item.timeUnknown ? { timeUnknown: true } : { birthTime: item.birthTime }),
    city: item.city,
    country: item.country,
    latitude: item.latitude,
    longitude: item.longitude,
    timezone: item.timezone,
    ...(item.utcOffset !== undefined ? { utcOffset: item.utcOffset } : {}),
  },
  ...(item.name !== undefined ? { name: item.name } : {}),
});
