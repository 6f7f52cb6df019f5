/** The keys table's store (DynamoDB): API key records and their indexes. */
import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure, landed } from '../store/dynamo-client';
import type { ApiKeyRecord, KeyStore } from '../store/types';

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

  /**
   * All keys whose `attr` equals `value`, from the keys table's GSI on that attribute
   * (tables.ts: byKeyId, byAccount). A local table created before the indexes existed (dynalite
   * cannot add one to an existing table) is scanned instead.
   */
  private async lookup(index: 'byKeyId' | 'byAccount', attr: 'keyId' | 'accountId', value: string): Promise<ApiKeyRecord[]> {
    const items: ApiKeyRecord[] = [];
    let start: Record<string, unknown> | undefined;
    try {
      do {
        const out = await this.db.send(
          new QueryCommand({
            TableName: this.table,
            IndexName: index,
            KeyConditionExpression: '#a = :v',
            ExpressionAttributeNames: { '#a': attr },
            ExpressionAttributeValues: { ':v': value },
            ExclusiveStartKey: start,
          }),
        );
        items.push(...((out.Items ?? []) as ApiKeyRecord[]));
        start = out.LastEvaluatedKey;
      } while (start);
      return items;
    } catch (e) {
      if (!(e instanceof Error && e.name === 'ValidationException' && /index/i.test(e.message))) throw e;
    }
    do {
      const out = await this.db.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: '#a = :v',
          ExpressionAttributeNames: { '#a': attr },
          ExpressionAttributeValues: { ':v': value },
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((out.Items ?? []) as ApiKeyRecord[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async findById(keyId: string): Promise<ApiKeyRecord | undefined> {
    // the index is eventually consistent: read the record itself for its current state (revokedAt)
    const found = (await this.lookup('byKeyId', 'keyId', keyId))[0];
    return found ? ((await this.getByHash(found.keyHash)) ?? found) : undefined;
  }

  listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return this.lookup('byAccount', 'accountId', accountId);
  }

  async touch(keyHash: string, at: string, notBefore: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { keyHash },
          UpdateExpression: 'SET lastUsedAt = :at',
          ConditionExpression: 'attribute_exists(keyHash) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :nb)',
          ExpressionAttributeValues: { ':at': at, ':nb': notBefore },
        }),
      );
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }

  async forgetName(keyHash: string): Promise<void> {
    await this.db.send(new UpdateCommand({ TableName: this.table, Key: { keyHash }, UpdateExpression: 'REMOVE #n', ExpressionAttributeNames: { '#n': 'name' } }));
  }

  async revoke(keyHash: string, at: string, lastUsedAt?: string): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { keyHash },
          UpdateExpression: `SET revokedAt = if_not_exists(revokedAt, :at)${lastUsedAt ? ', lastUsedAt = :lu' : ''}`,
          ConditionExpression: 'attribute_exists(keyHash)',
          ExpressionAttributeValues: { ':at': at, ...(lastUsedAt ? { ':lu': lastUsedAt } : {}) },
        }),
      ),
    );
  }
}
