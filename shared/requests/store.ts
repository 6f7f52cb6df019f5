/** The request log in DynamoDB: one put per request (no read), one descending query per page. */
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expiryOf, requestKeyOf, type RequestLogEntry } from './log';

export interface RequestLogStore {
  record(accountId: string, entry: RequestLogEntry): Promise<void>;
  /** Up to `limit` entries older than `before` (a sort key; absent: the newest) and not older than `oldest`, newest first. */
  page(accountId: string, opts: { limit: number; before?: string; oldest: string }): Promise<{ entries: RequestLogEntry[]; last?: string }>;
}

const FIELDS = ['at', 'requestId', 'keyId', 'route', 'method', 'path', 'status', 'credits', 'durationMs', 'error', 'via'] as const;

export class DynamoRequestLogStore implements RequestLogStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async record(accountId: string, entry: RequestLogEntry): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { ownerId: accountId, requestKey: requestKeyOf(entry), expiresAt: expiryOf(new Date(entry.at)), ...entry },
      }),
    );
  }

  async page(accountId: string, opts: { limit: number; before?: string; oldest: string }): Promise<{ entries: RequestLogEntry[]; last?: string }> {
    if (opts.limit <= 0) return { entries: [] };
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'ownerId = :o AND requestKey >= :oldest',
        ExpressionAttributeValues: { ':o': accountId, ':oldest': opts.oldest },
        ScanIndexForward: false,
        Limit: opts.limit,
        ...(opts.before ? { ExclusiveStartKey: { ownerId: accountId, requestKey: opts.before } } : {}),
      }),
    );
    const items = out.Items ?? [];
    const entries = items.map((i) => Object.fromEntries(FIELDS.filter((f) => i[f] !== undefined).map((f) => [f, i[f]])) as unknown as RequestLogEntry);
    const lastItem = items[items.length - 1];
    return { entries, ...(out.LastEvaluatedKey && lastItem ? { last: String(lastItem.requestKey) } : {}) };
  }
}
