/** The rate-limits table's store (DynamoDB): fixed-window counters. */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure } from '../store/dynamo-client';
import type { RateHit, RateLimitStore } from '../store/types';

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
