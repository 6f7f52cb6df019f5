/**
 * Webhook endpoints and the delivery outbox in DynamoDB.
 *
 * - endpoints (`webhooks`): partition `ownerId`, sort `webhookId`: list, export and account deletion
 *   are one query of the owner's partition.
 * - deliveries (`webhookDeliveries`): partition `ownerId`, sort `deliveryId` (a hash of event id and
 *   endpoint id), put with a condition so producing an event twice keeps one item. A pending
 *   delivery carries `due` = "pending" and `nextAttemptAt`; the sparse `byDue` index on them is the
 *   worker's queue. A worker leases an item by moving its `nextAttemptAt` forward with a condition on
 *   the value it read: one worker wins, and a worker that dies holding it lets it fall due again when
 *   the lease ends (nothing is lost).
 *
 * The tables are registered in shared/store/tables.ts (`webhooks`, `webhookDeliveries`): the CDK
 * stack, the local stack and the tests create them from there; personal data partitioned by owner,
 * so the account's export and deletion reach them (shared/store/owner-data.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure, landed } from '../store/dynamo-client';
import type { TableId } from '../store/tables';
import type { Receipt, WorkRef } from '../store/types';
import type { WebhookEventType } from './events';

export interface WebhookEndpoint {
  ownerId: string;
  webhookId: string;
  url: string;
  events: WebhookEventType[];
  blueprintId?: string;
  /** `transit.exact` for many end users: "*" (every subject) or a list; each run follows each one's newest completed blueprint. */
  subjects?: '*' | string[];
  /** The subject the endpoint was made for (`subject` at creation; its blueprint is `blueprintId`). */
  subject?: string;
  threshold?: number;
  secret: string;
  /** The key that created the endpoint: deliveries are charged on it (its shard, its ledger rows). */
  keyId?: string;
  keySlot?: number;
  previousSecret?: string;
  rotatedAt?: string;
  createdAt: string;
  disabledAt?: string;
  disabledReason?: string;
  /** `balance.low`: the crossings below the threshold fired so far (absent: none). */
  lowCrossings?: number;
  /** `balance.low`: false once a crossing fired, true again when the balance is back at or above the threshold (absent: armed). */
  lowArmed?: boolean;
}

export interface DeliveryAttempt {
  at: string;
  statusCode?: number;
  latencyMs: number;
  error?: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  ownerId: string;
  deliveryId: string;
  webhookId: string;
  eventId: string;
  eventType: WebhookEventType;
  /** The raw JSON body sent (and signed). */
  body: string;
  status: DeliveryStatus;
  createdAt: string;
  /** Epoch ms; only while pending. */
  nextAttemptAt?: number;
  /** Failed attempts so far. */
  failures: number;
  /** Epoch ms of the first failed attempt (start of the 3-day window). */
  firstFailureAt?: number;
  /** The event's credit was charged (retries and redeliveries are free). */
  charged?: boolean;
  /** Free delivery (the test event). */
  free?: boolean;
  attempts: DeliveryAttempt[];
  deliveredAt?: string;
  /** The hold that paid for the event (stored with "delivered"): the reconciler settles that hold, no other. */
  receipt?: Receipt;
}

/** Where a delivery's charge is recorded: the hold names it as its stored work (shared/accounts/reconcile.ts). */
export const deliveryWork = (ownerId: string, deliveryId: string): WorkRef => ({ table: 'webhookDeliveries', key: { ownerId, deliveryId }, attr: 'receipt' });

/** Keep the newest attempts of a delivery (the item stays far under DynamoDB's 400 KB). */
export const MAX_ATTEMPTS_KEPT = 50;
const PENDING = 'pending';

export interface WebhookTables {
  webhooks: string;
  deliveries: string;
}

/** The physical names of the two tables (shared/store/tables.ts: `webhooks`, `webhookDeliveries`). */
export const webhookTablesOf = (tableNames: Record<TableId, string>): WebhookTables => ({ webhooks: tableNames.webhooks, deliveries: tableNames.webhookDeliveries });

export interface DueRef {
  ownerId: string;
  deliveryId: string;
  nextAttemptAt: number;
}

export class WebhookStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tables: WebhookTables,
  ) {}

  async putEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.tables.webhooks, Item: endpoint, ConditionExpression: 'attribute_not_exists(webhookId)' }));
  }

  async getEndpoint(ownerId: string, webhookId: string): Promise<WebhookEndpoint | undefined> {
    const r = await this.db.send(new GetCommand({ TableName: this.tables.webhooks, Key: { ownerId, webhookId }, ConsistentRead: true }));
    return r.Item as WebhookEndpoint | undefined;
  }

  async listEndpoints(ownerId: string): Promise<WebhookEndpoint[]> {
    const r = await this.db.send(new QueryCommand({ TableName: this.tables.webhooks, KeyConditionExpression: 'ownerId = :o', ExpressionAttributeValues: { ':o': ownerId } }));
    return (r.Items ?? []) as WebhookEndpoint[];
  }

  /** Deletes an endpoint; false when the account has none of that id. Its deliveries stop (the worker skips a delivery whose endpoint is gone). */
  async deleteEndpoint(ownerId: string, webhookId: string): Promise<boolean> {
    return landed(this.db.send(new DeleteCommand({ TableName: this.tables.webhooks, Key: { ownerId, webhookId }, ConditionExpression: 'attribute_exists(webhookId)' })));
  }

  /** Deletes every delivery of an endpoint (after the endpoint itself: DELETE /v1/webhooks/{id}). */
  async deleteDeliveries(ownerId: string, webhookId: string): Promise<number> {
    const list = await this.listDeliveries(ownerId, webhookId);
    for (const d of list) await this.db.send(new DeleteCommand({ TableName: this.tables.deliveries, Key: { ownerId, deliveryId: d.deliveryId } }));
    return list.length;
  }

  /** Replaces the secret; the old one stays valid as `previousSecret` (24 h from `rotatedAt`). False when the endpoint is gone. */
  async rotateSecret(ownerId: string, webhookId: string, secret: string, previousSecret: string, at: string): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.webhooks,
          Key: { ownerId, webhookId },
          UpdateExpression: 'SET secret = :s, previousSecret = :p, rotatedAt = :at',
          // the secret read is still the current one: two rotations at once keep one chain
          ConditionExpression: 'attribute_exists(webhookId) AND secret = :p',
          ExpressionAttributeValues: { ':s': secret, ':p': previousSecret, ':at': at },
        }),
      ),
    );
  }

  /**
   * Every endpoint of every account, page by page: the sky producer's fan-out (one event, every
   * subscribed endpoint). The only scan of these tables; the table holds at most 20 items per account.
   */
  async *allEndpoints(): AsyncGenerator<WebhookEndpoint[], void, undefined> {
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.db.send(new ScanCommand({ TableName: this.tables.webhooks, ExclusiveStartKey: start }));
      yield (r.Items ?? []) as WebhookEndpoint[];
      start = r.LastEvaluatedKey;
    } while (start);
  }

  /** Disables a live endpoint with its reason (kept: the first reason wins). */
  async disableEndpoint(ownerId: string, webhookId: string, at: string, reason: string): Promise<void> {
    await landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.webhooks,
          Key: { ownerId, webhookId },
          UpdateExpression: 'SET disabledAt = :at, disabledReason = :r',
          ConditionExpression: 'attribute_exists(webhookId) AND attribute_not_exists(disabledAt)',
          ExpressionAttributeValues: { ':at': at, ':r': reason },
        }),
      ),
    );
  }

  /**
   * Stores that `balance.low` crossing number `crossing` fired (the counter and disarmed), on
   * condition that the counter is still the one the producer read: of two runs at once, one
   * stores it; the other's event had the same id (nothing queued twice). False when it did not land.
   */
  async markBalanceLow(ownerId: string, webhookId: string, crossing: number): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.webhooks,
          Key: { ownerId, webhookId },
          UpdateExpression: 'SET lowCrossings = :n, lowArmed = :f',
          ConditionExpression: `attribute_exists(webhookId) AND ${crossing === 1 ? 'attribute_not_exists(lowCrossings)' : 'lowCrossings = :prev'}`,
          ExpressionAttributeValues: { ':n': crossing, ':f': false, ...(crossing === 1 ? {} : { ':prev': crossing - 1 }) },
        }),
      ),
    );
  }

  /** Arms `balance.low` again (the balance is back at or above the threshold), if nothing fired meanwhile. */
  async rearmBalanceLow(ownerId: string, webhookId: string, crossings: number): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.webhooks,
          Key: { ownerId, webhookId },
          UpdateExpression: 'SET lowArmed = :t',
          ConditionExpression: 'attribute_exists(webhookId) AND lowArmed = :f AND lowCrossings = :n',
          ExpressionAttributeValues: { ':t': true, ':f': false, ':n': crossings },
        }),
      ),
    );
  }

  /** Puts a new pending delivery; false when it exists already (the event was produced before). */
  async enqueue(d: Omit<Delivery, 'status' | 'failures' | 'attempts'> & { nextAttemptAt: number }): Promise<boolean> {
    const item = { ...d, status: 'pending', due: PENDING, failures: 0, attempts: [] };
    return landed(this.db.send(new PutCommand({ TableName: this.tables.deliveries, Item: item, ConditionExpression: 'attribute_not_exists(deliveryId)' })));
  }

  async getDelivery(ownerId: string, deliveryId: string): Promise<Delivery | undefined> {
    const r = await this.db.send(new GetCommand({ TableName: this.tables.deliveries, Key: { ownerId, deliveryId }, ConsistentRead: true }));
    if (!r.Item) return undefined;
    const { due: _due, ...rest } = r.Item as Delivery & { due?: string };
    return rest;
  }

  async listDeliveries(ownerId: string, webhookId: string): Promise<Delivery[]> {
    const out: Delivery[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.db.send(
        new QueryCommand({
          TableName: this.tables.deliveries,
          KeyConditionExpression: 'ownerId = :o',
          FilterExpression: 'webhookId = :w',
          ExpressionAttributeValues: { ':o': ownerId, ':w': webhookId },
          ExclusiveStartKey: start,
        }),
      );
      for (const i of r.Items ?? []) {
        const { due: _due, ...rest } = i as Delivery & { due?: string };
        out.push(rest);
      }
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }

  /** Pending deliveries due at `now`, soonest first (the index is eventually consistent: the lease re-checks). */
  async due(now: number, limit: number): Promise<DueRef[]> {
    const r = await this.db.send(
      new QueryCommand({
        TableName: this.tables.deliveries,
        IndexName: 'byDue',
        KeyConditionExpression: 'due = :p AND nextAttemptAt <= :now',
        ExpressionAttributeValues: { ':p': PENDING, ':now': now },
        Limit: limit,
      }),
    );
    return (r.Items ?? []) as DueRef[];
  }

  /**
   * Leases a due delivery until `until`: the delivery as leased when this worker won it (the same
   * write returns the item: no read after it), undefined when another worker did or it is no
   * longer pending.
   */
  async lease(ref: DueRef, now: number, until: number): Promise<Delivery | undefined> {
    return this.leaseWhere(ref, until, 'nextAttemptAt <= :now', { ':now': now });
  }

  /** Moves a pending delivery's `nextAttemptAt` to `until` when `condition` holds; the item as written, or undefined. */
  private async leaseWhere(ref: Pick<DueRef, 'ownerId' | 'deliveryId'>, until: number, condition: string, values: Record<string, number>): Promise<Delivery | undefined> {
    try {
      const r = await this.db.send(
        new UpdateCommand({
          TableName: this.tables.deliveries,
          Key: { ownerId: ref.ownerId, deliveryId: ref.deliveryId },
          UpdateExpression: 'SET nextAttemptAt = :until',
          ConditionExpression: `#s = :pending AND ${condition}`,
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':until': until, ':pending': 'pending', ...values },
          ReturnValues: 'ALL_NEW',
        }),
      );
      if (!r.Attributes) return undefined;
      const { due: _due, ...rest } = r.Attributes as Delivery & { due?: string };
      return rest;
    } catch (e) {
      if (isConditionalFailure(e)) return undefined;
      throw e;
    }
  }

  /**
   * Takes a delivery leased at `claim` (the dispatcher's claim, carried by its queue message) as this
   * worker's until `until`, returning it as written (no read after it) when its `nextAttemptAt` is
   * still exactly that claim. A message of an older claim, or one whose delivery was leased, retried
   * or stored meanwhile, takes nothing (undefined).
   */
  async leaseClaimed(ref: Pick<DueRef, 'ownerId' | 'deliveryId'>, claim: number, until: number): Promise<Delivery | undefined> {
    return this.leaseWhere(ref, until, 'nextAttemptAt = :claim', { ':claim': claim });
  }

  /** Gives back a claim whose message could not be queued: due again at `now` (only if still that claim). */
  async releaseClaim(ref: Pick<DueRef, 'ownerId' | 'deliveryId'>, claim: number, now: number): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.deliveries,
          Key: { ownerId: ref.ownerId, deliveryId: ref.deliveryId },
          UpdateExpression: 'SET nextAttemptAt = :now',
          ConditionExpression: '#s = :pending AND nextAttemptAt = :claim',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':now': now, ':pending': 'pending', ':claim': claim },
        }),
      ),
    );
  }

  /** Puts a leased delivery back for later without counting an attempt (a short account waits). */
  async postpone(d: Pick<Delivery, 'ownerId' | 'deliveryId'>, until: number): Promise<void> {
    await landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.deliveries,
          Key: { ownerId: d.ownerId, deliveryId: d.deliveryId },
          UpdateExpression: 'SET nextAttemptAt = :t',
          ConditionExpression: '#s = :pending',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':t': until, ':pending': 'pending' },
        }),
      ),
    );
  }

  /**
   * Records a successful attempt: delivered, out of the queue, and (with `receipt`, the hold this
   * attempt took) charged, in one write: the receipt is what the reconciler settles an expired hold
   * for. False when the delivery was no longer pending (another worker whose lease overlapped stored
   * it first): then this worker's hold must be released, not settled.
   */
  async markDelivered(d: Delivery, attempt: DeliveryAttempt, receipt?: Receipt): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.deliveries,
          Key: { ownerId: d.ownerId, deliveryId: d.deliveryId },
          UpdateExpression: `SET #s = :delivered, deliveredAt = :at, attempts = :attempts, charged = :charged${receipt ? ', receipt = :receipt' : ''} REMOVE due, nextAttemptAt`,
          ConditionExpression: '#s = :pending',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':delivered': 'delivered',
            ':pending': 'pending',
            ':at': attempt.at,
            ':attempts': [...d.attempts, attempt].slice(-MAX_ATTEMPTS_KEPT),
            ':charged': d.charged === true || receipt !== undefined,
            ...(receipt ? { ':receipt': receipt } : {}),
          },
        }),
      ),
    );
  }

  /** Records a failed attempt: retry at `nextAttemptAt`, or (undefined) failed for good. */
  async markFailed(d: Delivery, attempt: DeliveryAttempt, firstFailureAt: number, nextAttemptAt: number | undefined): Promise<void> {
    const attempts = [...d.attempts, attempt].slice(-MAX_ATTEMPTS_KEPT);
    const common = { ':attempts': attempts, ':failures': d.failures + 1, ':first': firstFailureAt, ':pending': 'pending' };
    await landed(
      this.db.send(
        nextAttemptAt === undefined
          ? new UpdateCommand({
              TableName: this.tables.deliveries,
              Key: { ownerId: d.ownerId, deliveryId: d.deliveryId },
              UpdateExpression: 'SET #s = :failed, attempts = :attempts, failures = :failures, firstFailureAt = :first REMOVE due, nextAttemptAt',
              ConditionExpression: '#s = :pending',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ...common, ':failed': 'failed' },
            })
          : new UpdateCommand({
              TableName: this.tables.deliveries,
              Key: { ownerId: d.ownerId, deliveryId: d.deliveryId },
              UpdateExpression: 'SET attempts = :attempts, failures = :failures, firstFailureAt = :first, nextAttemptAt = :next',
              ConditionExpression: '#s = :pending',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ...common, ':next': nextAttemptAt },
            }),
      ),
    );
  }

  /** Puts a delivered or failed delivery back in the queue (redeliver); a charged event stays charged. */
  async requeue(d: Pick<Delivery, 'ownerId' | 'deliveryId'>, now: number): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.tables.deliveries,
          Key: { ownerId: d.ownerId, deliveryId: d.deliveryId },
          UpdateExpression: 'SET #s = :pending, due = :pending, nextAttemptAt = :now, failures = :zero REMOVE firstFailureAt',
          ConditionExpression: 'attribute_exists(deliveryId) AND #s <> :pending',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending', ':now': now, ':zero': 0 },
        }),
      ),
    );
  }
}
