/**
 * Saved relationships in DynamoDB, keyed by owner (partition key `ownerId`, the paying account)
 * and a time-sortable id (sort key `relationshipId`, `rel_…`): every read names the owner, so
 * nobody can address another account's relationship, and a query of the owner's partition
 * descending is newest first. No scans.
 *
 * One item per relationship: the summary (what the list shows) and the computed modules with the
 * AI reading gzip-compressed in one binary attribute (`contentGz`), which the list query leaves
 * out with a projection. The item carries the receipt of the credit hold that paid for it (`receipt`).
 *
 * A person given by a saved blueprint also gets a small link item in the owner's partition,
 * `bp#<blueprintId>#<relationshipId>` (ids only, no personal data), written before the relationship:
 * deleting the blueprint finds the relationships made from it with one query of the owner's
 * partition (`begins_with`), no scan and no index (a relationship has up to two blueprints, an index
 * key only one value). The list reads only `rel_…` sort keys, so links never show.
 */
import type { ChartExtrasAnswer } from '../astro/chart-extras';
import type { Language } from '../i18n/languages';
import type { WriterTag } from '../ai/types';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Receipt } from '../store/types';
import type { HouseSystem } from '../astro/houses';
import type { ChartOptions } from '../astro/options';
import { isRelationshipId } from './ids';
import type { ModuleData, ModuleFlags } from './index';

export interface SavedPerson {
  name: string;
  birthDate: string;
  birthTime: string;
  location: string;
  blueprintId: string | null;
}

export interface RelationshipSummary {
  /** The language its texts were written in (docs/languages.md); absent on records stored before: read as English. */
  language?: Language;
  /** Which writer wrote its texts (the offline writer when no AI part was written); absent on records stored before. */
  writer?: WriterTag;
  ownerId: string;
  relationshipId: string;
  people: [SavedPerson, SavedPerson];
  modules: ModuleFlags;
  includeAI: boolean;
  houseSystem: HouseSystem;
  /** The other chart options it was computed with, when any was sent (sidereal zodiac, orbs...). */
  chartOptions?: ChartOptions;
  modulesIncluded: string[];
  modulesFailed: string[];
  aiIncluded: boolean;
  creditsUsed: number;
  /**
   * What paid for it, written in the same item write as the work: the hold, what the hold took and
   * what the relationship costs (the receipt shape of paid work: a reconciler finding an expired
   * hold can tell from this one attribute that its work was stored, and for how much).
   */
  receipt: Receipt;
  warnings: Record<string, string>;
  createdAt: string;
  createdByKeyId: string;
  /** The end user it belongs to (docs/subjects.md). */
  subject?: string;
  /** The Idempotency-Key record of the request that created it, deleted with it (shared/store/idempotency-records.ts). */
  idempotencyRecordId?: string;
  /** The claim of its record id by that Idempotency-Key (shared/accounts/paid-work.ts), deleted with it. */
  attemptRecordId?: string;
}

/** What deleting a relationship leaves to clean up: the Idempotency-Key records of its creation. */
export interface DeletedRelationship {
  relationshipId: string;
  idempotencyRecordId?: string;
  attemptRecordId?: string;
}

export type RelationshipContent = { [M in keyof ModuleData]: ModuleData[M] | null } & {
  aiInterpretation: string | null;
  /** Only with natal chart options: each person's asked chart blocks (shared/astro/chart-extras.ts). */
  charts?: [ChartExtrasAnswer, ChartExtrasAnswer];
};

export interface RelationshipRecord extends RelationshipSummary {
  content: RelationshipContent;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface RelationshipStore {
  put(record: RelationshipRecord): Promise<void>;
  get(ownerId: string, relationshipId: string): Promise<RelationshipRecord | undefined>;
  /** Newest first, `page` from 1; with `subject`, only the relationships saved with it. */
  list(ownerId: string, page: number, limit: number, subject?: string): Promise<Page<RelationshipSummary>>;
  /** Deletes one relationship of the owner (and its blueprint links); undefined when the owner has no such relationship. */
  delete(ownerId: string, relationshipId: string): Promise<DeletedRelationship | undefined>;
  /** The ids of the owner's relationships made from blueprint `blueprintId` (its link items, no scan). */
  listByBlueprint(ownerId: string, blueprintId: string): Promise<string[]>;
}

export const ID_PREFIX = 'rel_';

/** Sort key of the link from a blueprint to a relationship made from it. */
const LINK_PREFIX = 'bp#';
const linkKey = (blueprintId: string, relationshipId: string): string => `${LINK_PREFIX}${blueprintId}#${relationshipId}`;
/** The saved blueprints a relationship was made from (at most two, distinct). */
const blueprintIdsOf = (people: readonly { blueprintId?: string | null }[] | undefined): string[] => [
  ...new Set((people ?? []).map((p) => p.blueprintId).filter((id): id is string => typeof id === 'string' && id !== '')),
];

const SUMMARY_ATTRIBUTES = [
  'ownerId',
  'relationshipId',
  'people',
  'modules',
  'includeAI',
  'houseSystem',
  'chartOptions',
  'modulesIncluded',
  'modulesFailed',
  'aiIncluded',
  'creditsUsed',
  'receipt',
  'warnings',
  'createdAt',
  'createdByKeyId',
  'subject',
];

export class DynamoRelationshipStore implements RelationshipStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(record: RelationshipRecord): Promise<void> {
    const { content, ...summary } = record;
    const contentGz = new Uint8Array(gzipSync(Buffer.from(JSON.stringify(content), 'utf8'), { level: 6 }));
    // the links first: a relationship is never stored without them (a link left by a failed put names nothing)
    await Promise.all(
      blueprintIdsOf(record.people).map((bp) =>
        this.db.send(new PutCommand({ TableName: this.table, Item: { ownerId: record.ownerId, relationshipId: linkKey(bp, record.relationshipId), linkOf: record.relationshipId } })),
      ),
    );
    await this.db.send(new PutCommand({ TableName: this.table, Item: { ...summary, contentGz } }));
  }

  async get(ownerId: string, relationshipId: string): Promise<RelationshipRecord | undefined> {
    if (!isRelationshipId(relationshipId)) return undefined;
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { ownerId, relationshipId }, ConsistentRead: true }));
    const item = out.Item as (RelationshipSummary & { contentGz?: Uint8Array }) | undefined;
    if (!item) return undefined;
    const { contentGz, ...summary } = item;
    const content = JSON.parse(gunzipSync(contentGz!).toString('utf8')) as RelationshipContent;
    return { ...summary, content };
  }

  async list(ownerId: string, page: number, limit: number, subject?: string): Promise<Page<RelationshipSummary>> {
    const all: RelationshipSummary[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'ownerId = :o AND begins_with(relationshipId, :p)',
          ProjectionExpression: SUMMARY_ATTRIBUTES.join(', '),
          ExpressionAttributeValues: { ':o': ownerId, ':p': ID_PREFIX },
          ScanIndexForward: false,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      all.push(...((out.Items ?? []) as RelationshipSummary[]).filter((r) => subject === undefined || r.subject === subject));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    const from = (page - 1) * limit;
    return { items: all.slice(from, from + limit), total: all.length };
  }

  async delete(ownerId: string, relationshipId: string): Promise<DeletedRelationship | undefined> {
    if (!isRelationshipId(relationshipId)) return undefined;
    const out = await this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, relationshipId }, ReturnValues: 'ALL_OLD' }));
    const old = out.Attributes as { people?: SavedPerson[]; idempotencyRecordId?: string; attemptRecordId?: string } | undefined;
    if (!old) return undefined;
    await Promise.all(
      blueprintIdsOf(old.people).map((bp) => this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, relationshipId: linkKey(bp, relationshipId) } }))),
    );
    return {
      relationshipId,
      ...(typeof old.idempotencyRecordId === 'string' ? { idempotencyRecordId: old.idempotencyRecordId } : {}),
      ...(typeof old.attemptRecordId === 'string' ? { attemptRecordId: old.attemptRecordId } : {}),
    };
  }

  async listByBlueprint(ownerId: string, blueprintId: string): Promise<string[]> {
    const ids: string[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'ownerId = :o AND begins_with(relationshipId, :p)',
          ProjectionExpression: 'linkOf',
          ExpressionAttributeValues: { ':o': ownerId, ':p': linkKey(blueprintId, '') },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      for (const it of out.Items ?? []) if (typeof it.linkOf === 'string') ids.push(it.linkOf);
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return ids;
  }

}
