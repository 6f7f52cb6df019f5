/**
 * The Idempotency-Key records that keep a saved item's first answer (a blueprint with its name
 * and birth data, a horoscope): the idempotency middleware tells the handler the record's id
 * (`RouteContext.idempotencyRecordId`), the store keeps it on the saved item, and deleting the
 * item deletes the record too, by its key: no scan, and a replay of the creation after the
 * deletion runs the request again instead of returning the deleted data (README, Personal data).
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../deps';
import { createDocumentClient } from './dynamo-client';
import { attemptRecordId } from './dynamo-stores';

export interface IdempotencyRecords {
  /** Deletes the records (a missing one is not an error). */
  forget(recordIds: readonly string[]): Promise<void>;
}

export const idempotencyRecords = (deps: Deps): IdempotencyRecords => {
  const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
  const table = deps.config.tableNames.idempotency;
  return {
    forget: async (ids) => {
      await Promise.all(ids.map((id) => db.send(new DeleteCommand({ TableName: table, Key: { id } }))));
    },
  };
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
