/**
 * DynamoDB implementations of the store interfaces. Every balance and counter change is a
 * single conditional UpdateItem: no read-then-write anywhere on the request path.
 */
import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import { isConditionalFailure } from './dynamo-client';
import type { TableId } from './tables';
import type {
  Account,
  AccountStore,
  ApiKeyRecord,
  DebitResult,
  KeyStore,
  LedgerEntry,
  LedgerStore,
  RateHit,
  RateLimitStore,
  Stores,
} from './types';

/**
 * A number from an item that may come unmarshalled (`5`, from GetItem through the document
 * client) or raw (`{N: '5'}`, the `Item` of a ConditionalCheckFailedException, which the
 * document client does not unmarshall).
 */
export const numberAttr = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'N' in v) return Number((v as { N: string }).N);
  return 0;
};

/**
 * A string set from an item: a `Set` (unmarshalled by the document client), raw `{SS: [...]}`
 * (the `Item` of a ConditionCheckFailedException), an array (an `Account` read back), or absent.
 */
export const stringSetAttr = (v: unknown): string[] => {
  if (v instanceof Set) return [...(v as Set<unknown>)].map(String);
  if (Array.isArray(v)) return v.map(String);
  if (v && typeof v === 'object' && 'SS' in v) return (v as { SS: string[] }).SS;
  return [];
};

const toAccount = (item: Record<string, unknown>): Account => {
  const { revokedKeys, ...rest } = item;
  const revoked = stringSetAttr(revokedKeys);
  return { ...(rest as unknown as Account), ...(revoked.length > 0 ? { revokedKeys: revoked } : {}) };
};

export class DynamoAccountStore implements AccountStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(account: Account): Promise<void> {
    try {
      await this.db.send(
        new PutCommand({ TableName: this.table, Item: account, ConditionExpression: 'attribute_not_exists(accountId)' }),
      );
    } catch (e) {
      if (isConditionalFailure(e)) throw new AppError('conflict', 'Account exists', `Account ${account.accountId} already exists`);
      throw e;
    }
  }

  async get(accountId: string): Promise<Account | undefined> {
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { accountId }, ConsistentRead: true }));
    return out.Item ? toAccount(out.Item) : undefined;
  }

  async debit(accountId: string, credits: number, keyId: string): Promise<DebitResult> {
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: 'SET balance = balance - :c',
          ConditionExpression: 'attribute_exists(accountId) AND balance >= :c AND NOT contains(revokedKeys, :k)',
          ExpressionAttributeValues: { ':c': credits, ':k': keyId },
          ReturnValues: 'UPDATED_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true, balance: Number(out.Attributes?.balance ?? 0) };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      // DynamoDB returns the refused item (ALL_OLD). dynalite does not implement that
      // parameter, so fall back to a read made *after* the refused write: it only explains
      // the refusal, it never decides anything.
      const old = e.Item ?? (await this.get(accountId));
      return {
        ok: false,
        available: numberAttr(old?.balance),
        missing: old === undefined,
        revoked: stringSetAttr(old?.revokedKeys).includes(keyId),
      };
    }
  }

  async revokeKey(accountId: string, keyId: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: 'ADD revokedKeys :k',
          ConditionExpression: 'attribute_exists(accountId)',
          ExpressionAttributeValues: { ':k': new Set([keyId]) },
        }),
      );
    } catch (e) {
      if (isConditionalFailure(e)) throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
      throw e;
    }
  }

  async credit(accountId: string, credits: number): Promise<number> {
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: 'SET balance = balance + :c',
          ConditionExpression: 'attribute_exists(accountId)',
          ExpressionAttributeValues: { ':c': credits },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(out.Attributes?.balance ?? 0);
    } catch (e) {
      if (isConditionalFailure(e)) throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
      throw e;
    }
  }
}

export class DynamoKeyStore implements KeyStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(record: ApiKeyRecord): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.table, Item: record, ConditionExpression: 'attribute_not_exists(keyHash)' }));
  }

  async getByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
    // strongly consistent: a revoked key stops working at once, a new key works at once
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { keyHash }, ConsistentRead: true }));
    return out.Item as ApiKeyRecord | undefined;
  }

  private async scan(filter: string, values: Record<string, unknown>): Promise<ApiKeyRecord[]> {
    const items: ApiKeyRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new ScanCommand({ TableName: this.table, FilterExpression: filter, ExpressionAttributeValues: values, ExclusiveStartKey: start }),
      );
      items.push(...((out.Items ?? []) as ApiKeyRecord[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async findById(keyId: string): Promise<ApiKeyRecord | undefined> {
    return (await this.scan('keyId = :k', { ':k': keyId }))[0];
  }

  listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return this.scan('accountId = :a', { ':a': accountId });
  }

  async revoke(keyHash: string, at: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { keyHash },
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: 'attribute_exists(keyHash)',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
      return true;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
  }
}

export class DynamoLedgerStore implements LedgerStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async append(entry: LedgerEntry): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.table, Item: entry }));
  }

  async listByAccount(accountId: string): Promise<LedgerEntry[]> {
    const items: LedgerEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'accountId = :a',
          ExpressionAttributeValues: { ':a': accountId },
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((out.Items ?? []) as LedgerEntry[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }
}

export class DynamoRateLimitStore implements RateLimitStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async hit(bucket: string, limit: number, expiresAt: number): Promise<RateHit> {
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { bucket },
          // the expiry is a function of the bucket (its window end + grace), so every hit may set it
          UpdateExpression: 'ADD #c :one SET expiresAt = :exp',
          ConditionExpression: 'attribute_not_exists(#c) OR #c < :limit',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':exp': expiresAt },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { allowed: true, count: Number(out.Attributes?.count ?? 1) };
    } catch (e) {
      if (isConditionalFailure(e)) return { allowed: false, count: limit };
      throw e;
    }
  }
}

export const createDynamoStores = (db: DynamoDBDocumentClient, names: Record<TableId, string>): Stores => ({
  accounts: new DynamoAccountStore(db, names.accounts),
  keys: new DynamoKeyStore(db, names.keys),
  ledger: new DynamoLedgerStore(db, names.ledger),
  rateLimits: new DynamoRateLimitStore(db, names.rateLimits),
});
