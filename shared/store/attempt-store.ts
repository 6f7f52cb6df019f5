/** Idempotency-Key attempts in the idempotency table (DynamoDB), shared by every paid route. */
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure } from './dynamo-client';
import type { AttemptStore, Receipt, WorkRef } from './types';

/** The key of an Idempotency-Key attempt's claim in the idempotency table. */
export const attemptRecordId = (scope: string): string => `work#${scope}`;

/**
 * An item of the idempotency table too large for one item (DynamoDB's 400 KB) is kept in parts
 * `<record id>#part<n>`, beside it, with the same TTL: a kept answer of Powertools
 * (shared/store/idempotency-records.ts) and a kept result of an attempt. Deleting a record deletes its
 * parts too (`IdempotencyRecords.forget`), so never more than MAX_ANSWER_PARTS.
 */
export const answerPartId = (recordId: string, n: number): string => `${recordId}#part${n}`;
export const MAX_ANSWER_PARTS = 4;
/** An attempt's gzipped result longer than this (bytes) is kept in parts of this size. */
export const RESULT_PART_BYTES = 300_000;

/** Idempotency-Key attempts, in the idempotency table beside Powertools' records (`work#<scope>`; same TTL attribute). */
export class DynamoAttemptStore implements AttemptStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private id = attemptRecordId;

  ref(scope: string): WorkRef {
    return { table: 'idempotency', key: { id: this.id(scope) }, attr: 'receipt' };
  }

  async claim(scope: string, recordId: string, expiresAt: number): Promise<string> {
    try {
      await this.db.send(
        new PutCommand({ TableName: this.table, Item: { id: this.id(scope), recordId, expiration: expiresAt }, ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return recordId;
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { id: this.id(scope) }, ConsistentRead: true }));
      return String(out.Item?.recordId ?? recordId);
    }
  }

  async complete(scope: string, receipt: Receipt, result: unknown): Promise<void> {
    const gz = gzipSync(Buffer.from(JSON.stringify(result), 'utf8'));
    const id = this.id(scope);
    let value: Record<string, unknown> = { ':g': new Uint8Array(gz) };
    let set = 'resultGz = :g REMOVE resultParts';
    if (gz.length > RESULT_PART_BYTES) {
      // a large answer (a big PNG): its parts first, then the record naming them with the receipt, in one
      // write, so the receipt never names parts that are not all there
      const count = Math.ceil(gz.length / RESULT_PART_BYTES);
      if (count > MAX_ANSWER_PARTS) throw new Error(`The result is too large to keep for a retry (${gz.length} bytes gzipped)`);
      const expiration = Math.floor(Date.now() / 1000) + 24 * 60 * 60 + 3600;
      const part = (n: number) => new Uint8Array(gz.subarray(n * RESULT_PART_BYTES, (n + 1) * RESULT_PART_BYTES));
      await Promise.all(
        Array.from({ length: count }, (_, n) => this.db.send(new PutCommand({ TableName: this.table, Item: { id: answerPartId(id, n), gz: part(n), expiration } }))),
      );
      value = { ':n': count };
      set = 'resultParts = :n REMOVE resultGz';
    }
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: `SET receipt = :r, ${set}`,
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':r': receipt, ...value },
      }),
    );
  }

  async discard(scope: string): Promise<void> {
    await this.db.send(new UpdateCommand({ TableName: this.table, Key: { id: this.id(scope) }, UpdateExpression: 'REMOVE receipt, resultGz, resultParts' }));
  }

  async result(scope: string): Promise<{ result: unknown; receipt: Receipt } | undefined> {
    const id = this.id(scope);
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    const item = out.Item;
    if (!item?.receipt) return undefined;
    let gz: Uint8Array | undefined;
    if (item.resultGz instanceof Uint8Array) gz = item.resultGz;
    else if (typeof item.resultParts === 'number') {
      const parts = await Promise.all(
        Array.from({ length: item.resultParts }, (_, n) =>
          this.db.send(new GetCommand({ TableName: this.table, Key: { id: answerPartId(id, n) }, ConsistentRead: true })).then((o) => o.Item?.gz as unknown),
        ),
      );
      // a part gone (the record is being deleted): nothing kept
      if (parts.some((p) => !(p instanceof Uint8Array))) return undefined;
      gz = Buffer.concat(parts as Uint8Array[]);
    }
    if (!gz) return undefined;
    return { result: JSON.parse(gunzipSync(gz).toString('utf8')) as unknown, receipt: item.receipt as Receipt };
  }
}
