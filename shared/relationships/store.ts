/**
 * Saved relationships in DynamoDB, keyed by owner (partition key `ownerId`, the paying account)
 * and a time-sortable id (sort key `relationshipId`, `rel_…`): every read names the owner, so
 * nobody can address another account's relationship, and a query of the owner's partition
 * descending is newest first. No scans.
 *
 * One item per relationship: the summary (what the list shows) and the computed modules with the
 * AI reading gzip-compressed in one binary attribute (`contentGz`), which the list query leaves
 * out with a projection. The item carries the receipt of the credit hold that paid for it (`receipt`).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Receipt } from '../store/types';
import type { HouseSystem } from '../astro/houses';
import { isConditionalFailure } from '../store/dynamo-client';
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
  ownerId: string;
  relationshipId: string;
  people: [SavedPerson, SavedPerson];
  modules: ModuleFlags;
  includeAI: boolean;
  houseSystem: HouseSystem;
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
}

export type RelationshipContent = { [M in keyof ModuleData]: ModuleData[M] | null } & { aiInterpretation: string | null };

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
  /** Newest first, `page` from 1. */
  list(ownerId: string, page: number, limit: number): Promise<Page<RelationshipSummary>>;
  /** False when the owner has no such relationship. */
  delete(ownerId: string, relationshipId: string): Promise<boolean>;
}

export const ID_PREFIX = 'rel_';

const SUMMARY_ATTRIBUTES = [
  'ownerId',
  'relationshipId',
  'people',
  'modules',
  'includeAI',
  'houseSystem',
  'modulesIncluded',
  'modulesFailed',
  'aiIncluded',
  'creditsUsed',
  'receipt',
  'warnings',
  'createdAt',
  'createdByKeyId',
];

export class DynamoRelationshipStore implements RelationshipStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(record: RelationshipRecord): Promise<void> {
    const { content, ...summary } = record;
    const contentGz = new Uint8Array(gzipSync(Buffer.from(JSON.stringify(content), 'utf8'), { level: 6 }));
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

  async list(ownerId: string, page: number, limit: number): Promise<Page<RelationshipSummary>> {
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
      all.push(...((out.Items ?? []) as RelationshipSummary[]));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    const from = (page - 1) * limit;
    return { items: all.slice(from, from + limit), total: all.length };
  }

  async delete(ownerId: string, relationshipId: string): Promise<boolean> {
    if (!isRelationshipId(relationshipId)) return false;
    try {
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, relationshipId }, ConditionExpression: 'attribute_exists(relationshipId)' }));
      return true;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
  }
}
