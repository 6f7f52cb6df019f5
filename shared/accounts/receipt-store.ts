/** The receipts of stored work (DynamoDB), read from whichever table the work is in. */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../store/tables';
import type { Receipt, ReceiptStore, WorkRef } from '../store/types';

/** Receipts of stored work, read from whichever table the work is in (the reconciler's one read per expired hold). */
export class DynamoReceiptStore implements ReceiptStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly names: Record<TableId, string>,
  ) {}

  async read(ref: WorkRef): Promise<Receipt | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.names[ref.table], Key: ref.key, ProjectionExpression: '#a', ExpressionAttributeNames: { '#a': ref.attr }, ConsistentRead: true }),
    );
    const r = out.Item?.[ref.attr] as Receipt | undefined;
    return r && typeof r.holdId === 'string' ? { holdId: r.holdId, held: Number(r.held), credits: Number(r.credits) } : undefined;
  }
}
