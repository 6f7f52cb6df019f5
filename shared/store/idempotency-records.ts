/**
 * The Idempotency-Key records that keep a saved item's first answer (a blueprint with its name
 * and birth data, a horoscope): the idempotency middleware tells the handler the record's id
 * (`RouteContext.idempotencyRecordId`), the store keeps it on the saved item, and deleting the
 * item deletes the record too, by its key: no scan, and a replay of the creation after the
 * deletion runs the request again instead of returning the deleted data (README, Personal data).
 *
 * A request that names a saved blueprint (`blueprintId`, or `people[].blueprintId`) keeps the
 * person's data in its answer whether or not it saves anything (saveToAccount false, an image, a
 * predictive chart): with an Idempotency-Key, the ids of its records are noted under the blueprint,
 * in one item of the idempotency table per blueprint (`bpref#<owner>#<blueprint>`, a string set
 * of record ids, the records' own 24-hour TTL), before the handler runs. Deleting the blueprint
 * deletes the noted records and the note: a get by key, no scan.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../deps';
import { createDocumentClient, isConditionalFailure } from './dynamo-client';
import { answerPartId, attemptRecordId, MAX_ANSWER_PARTS } from './attempt-store';

export interface IdempotencyRecords {
  /** Deletes the records (a missing one is not an error). */
  forget(recordIds: readonly string[]): Promise<void>;
  /** Notes that the answers kept by these records may name the owner's blueprints `blueprintIds` (kept until `expiresAt`, epoch s). */
  noteBlueprints(ownerId: string, blueprintIds: readonly string[], recordIds: readonly string[], expiresAt: number): Promise<void>;
  /** Deletes the records noted under the owner's blueprint, and the note. */
  forgetBlueprint(ownerId: string, blueprintId: string): Promise<void>;
  /** Marks existing records as the account's (`ownerId`, the table's byOwner index); a missing one is skipped. */
  own(recordIds: readonly string[], ownerId: string): Promise<void>;
  /** The ids of every record marked as the account's, the blueprint notes included (account deletion). */
  owned(ownerId: string): Promise<string[]>;
}

/** The key of the note of the records that name a blueprint. */
export const blueprintNoteId = (ownerId: string, blueprintId: string): string => `bpref#${ownerId}#${blueprintId}`;

/**
 * An answer whose body is longer than this (a large PNG, base64) does not fit in one item
 * (DynamoDB's 400 KB): its body is kept in parts, items `<record id>#part<n>` with the record's
 * expiration, and the record holds the number of parts (shared/http/middleware/idempotency.ts).
 * Deleting a record deletes its parts (`forget`).
 */
export const ANSWER_PART_CHARS = 300_000;
export { answerPartId, MAX_ANSWER_PARTS };

type DocumentClient = ReturnType<typeof createDocumentClient>;

/** Keeps a long answer body in parts; returns how many. */
export const keepAnswerParts = async (client: DocumentClient, table: string, recordId: string, body: string, expiration: number): Promise<number> => {
  const count = Math.ceil(body.length / ANSWER_PART_CHARS);
  if (count > MAX_ANSWER_PARTS) throw new Error(`The answer is too large to keep for a replay (${body.length} characters)`);
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      client.send(
        new PutCommand({ TableName: table, Item: { id: answerPartId(recordId, n), part: body.slice(n * ANSWER_PART_CHARS, (n + 1) * ANSWER_PART_CHARS), expiration } }),
      ),
    ),
  );
  return count;
};

/** The body kept in `count` parts; undefined when a part is gone (the record is being deleted). */
export const readAnswerParts = async (client: DocumentClient, table: string, recordId: string, count: number): Promise<string | undefined> => {
  const parts = await Promise.all(
    Array.from({ length: count }, (_, n) => client.send(new GetCommand({ TableName: table, Key: { id: answerPartId(recordId, n) }, ConsistentRead: true }))),
  );
  if (parts.some((p) => typeof p.Item?.part !== 'string')) return undefined;
  return parts.map((p) => p.Item!.part as string).join('');
};

const clients = new Map<string, ReturnType<typeof createDocumentClient>>();

export const idempotencyRecords = (deps: Pick<Deps, 'config'>): IdempotencyRecords => {
  const endpointKey = `${deps.config.region}|${deps.config.dynamodbEndpoint ?? ''}`;
  let db = clients.get(endpointKey);
  if (!db) {
    db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    clients.set(endpointKey, db);
  }
  const client = db;
  const table = deps.config.tableNames.idempotency;
  const forget = async (ids: readonly string[]): Promise<void> => {
    // with the parts a long answer may have been kept in (none for most records: deleting a missing
    // item changes nothing, though DynamoDB bills it one write unit: 5 per record deleted)
    const all = ids.flatMap((id) => [id, ...Array.from({ length: MAX_ANSWER_PARTS }, (_, n) => answerPartId(id, n))]);
    await Promise.all(all.map((id) => client.send(new DeleteCommand({ TableName: table, Key: { id } }))));
  };
  return {
    forget,
    noteBlueprints: async (ownerId, blueprintIds, recordIds, expiresAt) => {
      if (recordIds.length === 0) return;
      await Promise.all(
        blueprintIds.map((bp) =>
          client.send(
            new UpdateCommand({
              TableName: table,
              Key: { id: blueprintNoteId(ownerId, bp) },
              // the note lives as long as the newest record it names; ownerId: deleted with the account (byOwner index)
              UpdateExpression: 'ADD recordIds :ids SET expiration = :exp, ownerId = :o',
              ExpressionAttributeValues: { ':ids': new Set(recordIds), ':exp': expiresAt, ':o': ownerId },
            }),
          ),
        ),
      );
    },
    forgetBlueprint: async (ownerId, blueprintId) => {
      const id = blueprintNoteId(ownerId, blueprintId);
      const out = await client.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }));
      const noted = out.Item?.recordIds as Set<string> | undefined;
      await forget([...(noted ?? [])]);
      await client.send(new DeleteCommand({ TableName: table, Key: { id } }));
    },
    own: async (ids, ownerId) => {
      await Promise.all(
        ids.map((id) =>
          client
            .send(new UpdateCommand({ TableName: table, Key: { id }, UpdateExpression: 'SET ownerId = :o', ConditionExpression: 'attribute_exists(id)', ExpressionAttributeValues: { ':o': ownerId } }))
            .catch((e: unknown) => {
              if (!isConditionalFailure(e)) throw e;
            }),
        ),
      );
    },
    owned: async (ownerId) => {
      const ids: string[] = [];
      let start: Record<string, unknown> | undefined;
      try {
        do {
          const out = await client.send(
            new QueryCommand({ TableName: table, IndexName: 'byOwner', KeyConditionExpression: 'ownerId = :o', ExpressionAttributeValues: { ':o': ownerId }, ExclusiveStartKey: start }),
          );
          ids.push(...(out.Items ?? []).map((i) => String(i.id)));
          start = out.LastEvaluatedKey;
        } while (start);
        return ids;
      } catch (e) {
        // a local table created before the index existed (dynalite cannot add one): scanned instead
        if (!(e instanceof Error && e.name === 'ValidationException' && /index/i.test(e.message))) throw e;
      }
      do {
        const out = await client.send(new ScanCommand({ TableName: table, FilterExpression: 'ownerId = :o', ExpressionAttributeValues: { ':o': ownerId }, ExclusiveStartKey: start }));
        ids.push(...(out.Items ?? []).map((i) => String(i.id)));
        start = out.LastEvaluatedKey;
      } while (start);
      return ids;
    },
  };
};

/** The saved blueprints a request body names: `blueprintId`, and `blueprintId` of the items of its arrays (`people`). */
export const blueprintIdsIn = (body: unknown): string[] => {
  const ids = new Set<string>();
  const take = (o: unknown): void => {
    if (o && typeof o === 'object' && !Array.isArray(o)) {
      const v = (o as Record<string, unknown>).blueprintId;
      if (typeof v === 'string' && v.trim() !== '' && v.length <= 200) ids.add(v.trim());
    }
  };
  take(body);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const v of Object.values(body)) if (Array.isArray(v)) v.slice(0, 10).forEach(take);
  }
  return [...ids];
};

/**
 * `store` whose `put` also records the Idempotency-Key record of the request that saves the item
 * (no change without one). The other methods are the store's own.
 */
export const recordingIdempotency = <R extends object, S extends { put(record: R): Promise<void> }>(
  store: S,
  recordId: string | undefined,
  attemptScope?: string,
): S => {
  const stamp = {
    ...(recordId !== undefined ? { idempotencyRecordId: recordId } : {}),
    // the claim of the record id by the Idempotency-Key (shared/accounts/paid-work.ts): deleted too,
    // so a replay after the deletion is a new request with a new id
    ...(attemptScope !== undefined ? { attemptRecordId: attemptRecordId(attemptScope) } : {}),
  };
  return Object.keys(stamp).length === 0 ? store : (Object.create(store, { put: { value: (record: R) => store.put({ ...record, ...stamp }) } }) as S);
};

/** The Idempotency-Key records a deleted item names (its creation's answer and its attempt's claim). */
export const recordIdsOf = (d: { idempotencyRecordId?: string; attemptRecordId?: string } | undefined): string[] =>
  [d?.idempotencyRecordId, d?.attemptRecordId].filter((id): id is string => typeof id === 'string');
