/**
 * Saved personal horoscopes in DynamoDB, keyed by owner (partition key `ownerId`, the paying
 * account) and a time-sortable id (sort key `transitId`, `tr_…`): every read names the owner, so
 * nobody can address another account's horoscope, and a query of the owner's partition descending
 * is newest first. No scans.
 *
 * One item per horoscope: the summary fields (spec 2.5), the short aspect list of the list
 * endpoint, and the full calculated data with the AI text gzip-compressed in one binary attribute
 * (`contentGz`), which list and metadata queries leave out with a projection.
 * Filters of the metadata endpoint (blueprintId, period) are applied to the owner's query
 * (FilterExpression): they cut what is returned, not what is read, which stays bounded by the
 * owner's own horoscopes.
 */
import type { Language } from '../i18n/languages';
import type { WriterTag } from '../ai/types';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PresentedTransits } from './compute';
import type { Receipt, WorkRef } from '../store/types';
import type { Period, Strength, Influence } from './rules';

/** Aspect of the list endpoint (spec 2.5), lower-case planet names. */
export interface SavedAspect {
  orb: number;
  aspect: string;
  isExact: boolean;
  duration: number;
  strength: Strength;
  influence: Influence;
  natalPlanet: string;
  transitingPlanet: string;
}

export interface TransitSummary {
  /** The language its texts were written in (docs/languages.md); absent on records stored before: read as English. */
  language?: Language;
  /** Which writer wrote its texts (the offline writer when no AI part was written); absent on records stored before. */
  writer?: WriterTag;
  ownerId: string;
  transitId: string;
  blueprintId: string | null;
  blueprintName: string | null;
  birthDate: string;
  birthTime: string;
  location: string;
  /** ISO: start of the window (local midnight of `date` in `timezone`). */
  transitDate: string;
  /** YYYY-MM-DD (local). */
  date: string;
  /** Last local date of the window, YYYY-MM-DD. */
  lastDate: string;
  /** ISO: end of the window (excluded). */
  windowEnd: string;
  timezone: string;
  period: Period;
  includeAI: boolean;
  creditsUsed: number;
  aspectCount: number;
  aspects: SavedAspect[];
  createdAt: string;
  createdByKeyId: string;
  /** The end user it belongs to (docs/subjects.md): as sent, else the subject of its blueprint. */
  subject?: string;
  /** The Idempotency-Key record of the request that created it, deleted with it (shared/store/idempotency-records.ts). */
  idempotencyRecordId?: string;
  /** The claim of its record id by that Idempotency-Key (shared/accounts/paid-work.ts), deleted with it. */
  attemptRecordId?: string;
  /** The hold that paid for it and the price (horoscopes with AI; see shared/accounts/paid-work.ts). */
  receipt?: Receipt;
}

/** What deleting a horoscope leaves to clean up: the Idempotency-Key record of its creation. */
export interface DeletedTransit {
  transitId: string;
  idempotencyRecordId?: string;
  attemptRecordId?: string;
}

export interface TransitContent {
  transits: PresentedTransits;
  aiInterpretation: string | null;
}

export interface TransitRecord extends TransitSummary {
  content: TransitContent;
}

export interface TransitFilter {
  blueprintId?: string;
  subject?: string;
  period?: Period;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface TransitStore {
  put(record: TransitRecord): Promise<void>;
  get(ownerId: string, transitId: string): Promise<TransitRecord | undefined>;
  /** Newest first, `page` from 1, optionally filtered. */
  list(ownerId: string, page: number, limit: number, filter?: TransitFilter): Promise<Page<TransitSummary>>;
  /** Deletes one horoscope of the owner; undefined when the owner has no such horoscope. */
  delete(ownerId: string, transitId: string): Promise<DeletedTransit | undefined>;
  /** The owner's horoscopes computed from blueprint `blueprintId` (index byBlueprint, no scan). */
  listByBlueprint(ownerId: string, blueprintId: string): Promise<DeletedTransit[]>;
  /** Where horoscope `transitId` of `ownerId` keeps its receipt (the hold names it; the reconciler reads it). */
  workRef(ownerId: string, transitId: string): WorkRef;
}

/** Key of the byBlueprint index: set only on horoscopes computed from a saved blueprint. */
export const blueprintRef = (ownerId: string, blueprintId: string): string => `${ownerId}#${blueprintId}`;

export const ID_PREFIX = 'tr_';

const SUMMARY_ATTRIBUTES = [
  'ownerId',
  'transitId',
  'blueprintId',
  'blueprintName',
  'birthDate',
  'birthTime',
  '#location',
  'transitDate',
  '#date',
  'lastDate',
  'windowEnd',
  '#timezone',
  '#period',
  'includeAI',
  'creditsUsed',
  'aspectCount',
  'aspects',
  'createdAt',
  'createdByKeyId',
  '#subject',
];
const NAMES = { '#location': 'location', '#date': 'date', '#timezone': 'timezone', '#period': 'period', '#subject': 'subject' };

export class DynamoTransitStore implements TransitStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(record: TransitRecord): Promise<void> {
    const { content, ...summary } = record;
    const contentGz = new Uint8Array(gzipSync(Buffer.from(JSON.stringify(content), 'utf8'), { level: 6 }));
    const ref = summary.blueprintId ? { blueprintRef: blueprintRef(summary.ownerId, summary.blueprintId) } : {};
    await this.db.send(new PutCommand({ TableName: this.table, Item: { ...summary, ...ref, contentGz } }));
  }

  async delete(ownerId: string, transitId: string): Promise<DeletedTransit | undefined> {
    if (!transitId.startsWith(ID_PREFIX) || transitId.length > 200) return undefined;
    const out = await this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, transitId }, ReturnValues: 'ALL_OLD' }));
    const old = out.Attributes as { idempotencyRecordId?: string; attemptRecordId?: string } | undefined;
    if (!old) return undefined;
    return {
      transitId,
      ...(typeof old.idempotencyRecordId === 'string' ? { idempotencyRecordId: old.idempotencyRecordId } : {}),
      ...(typeof old.attemptRecordId === 'string' ? { attemptRecordId: old.attemptRecordId } : {}),
    };
  }

  /**
   * From the byBlueprint index. A local table created before the index existed (dynalite cannot
   * add one to an existing table; its items have no `blueprintRef` either) is read with the
   * owner's query filtered by blueprintId instead: still no scan, bounded by the owner's horoscopes.
   */
  async listByBlueprint(ownerId: string, blueprintId: string): Promise<DeletedTransit[]> {
    try {
      return await this.queryAll({
        IndexName: 'byBlueprint',
        KeyConditionExpression: 'blueprintRef = :r',
        ExpressionAttributeValues: { ':r': blueprintRef(ownerId, blueprintId) },
      });
    } catch (e) {
      if (!(e instanceof Error && e.name === 'ValidationException' && /index/i.test(e.message))) throw e;
    }
    return this.queryAll({
      KeyConditionExpression: 'ownerId = :o AND begins_with(transitId, :p)',
      FilterExpression: 'blueprintId = :b',
      ExpressionAttributeValues: { ':o': ownerId, ':p': ID_PREFIX, ':b': blueprintId },
    });
  }

  private async queryAll(q: Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'FilterExpression' | 'ExpressionAttributeValues'>): Promise<DeletedTransit[]> {
    const found: DeletedTransit[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({ TableName: this.table, ...q, ProjectionExpression: 'transitId, idempotencyRecordId, attemptRecordId', ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
      );
      for (const it of (out.Items ?? []) as DeletedTransit[]) found.push(it);
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return found;
  }

  workRef(ownerId: string, transitId: string): WorkRef {
    return { table: 'transits', key: { ownerId, transitId }, attr: 'receipt' };
  }

  async get(ownerId: string, transitId: string): Promise<TransitRecord | undefined> {
    if (!transitId.startsWith(ID_PREFIX)) return undefined;
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { ownerId, transitId }, ConsistentRead: true }));
    const item = out.Item as (TransitSummary & { contentGz?: Uint8Array }) | undefined;
    if (!item) return undefined;
    const { contentGz, ...summary } = item;
    const content = contentGz instanceof Uint8Array ? (JSON.parse(gunzipSync(contentGz).toString('utf8')) as TransitContent) : { transits: null as never, aiInterpretation: null };
    return { ...summary, content };
  }

  async list(ownerId: string, page: number, limit: number, filter: TransitFilter = {}): Promise<Page<TransitSummary>> {
    const filters: string[] = [];
    const values: Record<string, unknown> = { ':o': ownerId, ':p': ID_PREFIX };
    if (filter.blueprintId !== undefined) {
      filters.push('blueprintId = :b');
      values[':b'] = filter.blueprintId;
    }
    if (filter.subject !== undefined) {
      filters.push('#subject = :subject');
      values[':subject'] = filter.subject;
    }
    if (filter.period !== undefined) {
      filters.push('#period = :period');
      values[':period'] = filter.period;
    }
    const all: TransitSummary[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'ownerId = :o AND begins_with(transitId, :p)',
          ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
          ProjectionExpression: SUMMARY_ATTRIBUTES.join(', '),
          ExpressionAttributeNames: NAMES,
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      all.push(...((out.Items ?? []) as TransitSummary[]));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    const from = (page - 1) * limit;
    return { items: all.slice(from, from + limit), total: all.length };
  }
}
