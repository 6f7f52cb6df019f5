/**
 * Saved blueprints. Keyed by owner (partition key `ownerId`) and time-sortable id (sort key
 * `blueprintId`), so every read names the owner: nobody can address another account's
 * blueprint, and a query of an owner's ids descending is newest first.
 *
 * Two items per blueprint in the owner's partition:
 * - the summary under sort key `bp_…` (what the list shows: small, so listing and counting an
 *   owner's blueprints reads little, whatever the size of their texts);
 * - the content (module data, AI texts, section titles), gzip-compressed in one binary attribute,
 *   under sort key `content#bp_…`, which the list query (`begins_with(blueprintId, 'bp_')`)
 *   never touches. A full blueprint with 34 AI sections stays far below the 400 KB item limit.
 * The content is written first, then the summary, which carries the receipt of the hold that paid
 * for the blueprint (shared/accounts/paid-work.ts): a summary exists only with its content, and the
 * receipt only with both. Both are read in one BatchGetItem.
 */
import type { Language } from '../i18n/languages';
import type { WriterTag } from '../ai/types';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ChartOptions } from '../astro/options';
import type { Receipt, WorkRef } from '../store/types';
import { isBlueprintId } from './ids';
import type { BlueprintDocument, BlueprintStatus, ModuleFlags } from './types';

export interface BlueprintSummary {
  /** The language its texts were written in (docs/languages.md); absent on records stored before: read as English. */
  language?: Language;
  /** Which writer wrote its texts (the offline writer when no AI part was written); absent on records stored before. */
  writer?: WriterTag;
  ownerId: string;
  blueprintId: string;
  status: BlueprintStatus;
  createdAt: string;
  /** Key that created it (audit). */
  createdByKeyId: string;
  /** The end user it belongs to (the app's id, docs/subjects.md). */
  subject?: string;
  fullName: string;
  birthDate: string;
  birthTime: string;
  /** The birth time is unknown: birthTime is 12:00 and the charts were cast without houses (shared/astro/time-unknown.ts); routes that cast its charts again refuse it. */
  timeUnknown?: true;
  location: string;
  /** Birthplace coordinates and zone; absent in blueprints saved before it was kept. */
  place?: { latitude: number; longitude: number; timezone: string };
  /** The chart options it was made with, as sent (absent: the defaults, or saved before they were kept). */
  chartOptions?: ChartOptions;
  /** The UTC offset sent with the birth time (it overrides the zone's); absent when the zone's was used. */
  utcOffset?: string;
  modules: ModuleFlags;
  aiModules: ModuleFlags;
  modulesIncluded: string[];
  modulesFailed: string[];
  aiModulesIncluded: string[];
  sectionsGenerated: number;
  creditsUsed: number;
  warnings: Record<string, string>;
  /** The Idempotency-Key record of the request that created it, deleted with it (shared/store/idempotency-records.ts). */
  idempotencyRecordId?: string;
  /** The claim of its record id by that Idempotency-Key (shared/accounts/paid-work.ts), deleted with it. */
  attemptRecordId?: string;
  /** The hold that paid for it and the price (absent on blueprints saved before receipts existed). */
  receipt?: Receipt;
}

/** What deleting a blueprint leaves to clean up: the Idempotency-Key record of its creation. */
export interface DeletedBlueprint {
  blueprintId: string;
  idempotencyRecordId?: string;
  attemptRecordId?: string;
}

export interface BlueprintRecord extends BlueprintSummary {
  /** Null when nothing was delivered (status failed). */
  content: BlueprintDocument | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface BlueprintStore {
  put(record: BlueprintRecord): Promise<void>;
  get(ownerId: string, blueprintId: string): Promise<BlueprintRecord | undefined>;
  /** Newest first; `page` from 1; with `subject`, only the blueprints saved with it. */
  list(ownerId: string, page: number, limit: number, subject?: string): Promise<Page<BlueprintSummary>>;
  /** Deletes the summary and the content; undefined when the owner has no such blueprint. */
  delete(ownerId: string, blueprintId: string): Promise<DeletedBlueprint | undefined>;
  /** Where blueprint `blueprintId` of `ownerId` keeps its receipt (the hold names it; the reconciler reads it). */
  workRef(ownerId: string, blueprintId: string): WorkRef;
}

export const ID_PREFIX = 'bp_';
const CONTENT_PREFIX = 'content#';

export const encodeContent = (doc: BlueprintDocument | null): Uint8Array | undefined =>
  doc ? new Uint8Array(gzipSync(Buffer.from(JSON.stringify(doc), 'utf8'), { level: 6 })) : undefined;

export const decodeContent = (bytes: unknown): BlueprintDocument | null =>
  bytes instanceof Uint8Array ? (JSON.parse(gunzipSync(bytes).toString('utf8')) as BlueprintDocument) : null;

const MAX_ATTEMPTS = 5;
const pause = (ms: number): Promise<void> => new Promise((res) => setTimeout(res, ms));

export class DynamoBlueprintStore implements BlueprintStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  workRef(ownerId: string, blueprintId: string): WorkRef {
    return { table: 'blueprints', key: { ownerId, blueprintId }, attr: 'receipt' };
  }

  async put(record: BlueprintRecord): Promise<void> {
    const { content, ...summary } = record;
    const contentGz = encodeContent(content);
    // content first: the summary (with the receipt) is what makes the blueprint exist
    if (contentGz) await this.write([{ PutRequest: { Item: { ownerId: record.ownerId, blueprintId: CONTENT_PREFIX + record.blueprintId, contentGz } } }], record.blueprintId);
    await this.write([{ PutRequest: { Item: { ...summary } } }], record.blueprintId);
  }

  private async write(items: Array<{ PutRequest: { Item: Record<string, unknown> } }>, blueprintId: string): Promise<void> {
    let requests = items;
    for (let attempt = 1; requests.length; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error(`Blueprint ${blueprintId} could not be written (throttled)`);
      if (attempt > 1) await pause(25 * 2 ** attempt);
      const out = await this.db.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
      requests = (out.UnprocessedItems?.[this.table] ?? []) as typeof requests;
    }
  }

  async get(ownerId: string, blueprintId: string): Promise<BlueprintRecord | undefined> {
    // an id of another format cannot exist (and an oversized one is not even a valid DynamoDB key)
    if (!isBlueprintId(blueprintId)) return undefined;
    let keys: Array<Record<string, string>> = [
      { ownerId, blueprintId },
      { ownerId, blueprintId: CONTENT_PREFIX + blueprintId },
    ];
    const items: Array<Record<string, unknown>> = [];
    for (let attempt = 1; keys.length; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error(`Blueprint ${blueprintId} could not be read (throttled)`);
      if (attempt > 1) await pause(25 * 2 ** attempt);
      const out = await this.db.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys, ConsistentRead: true } } }));
      items.push(...((out.Responses?.[this.table] ?? []) as Array<Record<string, unknown>>));
      keys = (out.UnprocessedKeys?.[this.table]?.Keys ?? []) as typeof keys;
    }
    const summary = items.find((it) => it.blueprintId === blueprintId) as BlueprintSummary | undefined;
    if (!summary) return undefined;
    const content = items.find((it) => it.blueprintId === CONTENT_PREFIX + blueprintId);
    return { ...summary, content: decodeContent(content?.contentGz) };
  }

  async list(ownerId: string, page: number, limit: number, subject?: string): Promise<Page<BlueprintSummary>> {
    const all: BlueprintSummary[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'ownerId = :o AND begins_with(blueprintId, :p)',
          ExpressionAttributeValues: { ':o': ownerId, ':p': ID_PREFIX },
          ScanIndexForward: false,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      all.push(...((out.Items ?? []) as BlueprintSummary[]).filter((b) => subject === undefined || b.subject === subject));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    const from = (page - 1) * limit;
    return { items: all.slice(from, from + limit), total: all.length };
  }

  async delete(ownerId: string, blueprintId: string): Promise<DeletedBlueprint | undefined> {
    if (!isBlueprintId(blueprintId)) return undefined;
    const [summary] = await Promise.all([
      this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, blueprintId }, ReturnValues: 'ALL_OLD' })).then((out) => {
        const old = out.Attributes as { idempotencyRecordId?: unknown; attemptRecordId?: unknown } | undefined;
        if (!old) return undefined;
        return {
          blueprintId,
          ...(typeof old.idempotencyRecordId === 'string' ? { idempotencyRecordId: old.idempotencyRecordId } : {}),
          ...(typeof old.attemptRecordId === 'string' ? { attemptRecordId: old.attemptRecordId } : {}),
        };
      }),
      // The content item (if any); a missing one is not an error.
      this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, blueprintId: CONTENT_PREFIX + blueprintId } })),
    ]);
    return summary;
  }
}
