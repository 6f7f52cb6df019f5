/**
 * Per-account limits that hold under any concurrency (docs/scale.md, "Per-account limits"): the
 * places of one kind of resource (keys, webhooks, calendar feeds, subjects) are counted in one item
 * per account and kind of the limits table, `{accountId, kind, n, ids: {<id>: <epoch s taken>}}`.
 *
 * - Creating takes a place FIRST, in one conditional update (`n < max`, the id not there yet): of 150
 *   concurrent creations exactly `max - n` get one, the rest are refused with the resource's limit
 *   error; only then is the resource put. Deleting removes the resource FIRST, then gives its place
 *   back. So at every moment resources <= places taken <= max: the limit is never passed, on
 *   DynamoDB and on dynalite alike (one single-item conditional write; dynalite has no
 *   TransactWriteItems, and this needs none).
 * - A process that dies between the two steps leaves a place taken with no resource (the limit is
 *   then stricter by one, never looser). A creation that finds every place taken repairs that before it
 *   refuses: a place older than PLACE_GRACE_SECONDS (longer than any function runs) whose resource is
 *   not among the account's live ones (`live()`, a strongly consistent list) is given back.
 * - The first creation of a kind on an account made before this item existed counts its live resources
 *   into a new item (`attribute_not_exists`: one of concurrent first creations makes it).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure, landed } from './dynamo-client';

export type LimitKind = 'keys' | 'webhooks' | 'calendars' | 'subjects';

/** A place taken this long ago whose resource does not exist is a leftover of a process that died (the longest function runs 15 minutes). */
export const PLACE_GRACE_SECONDS = 15 * 60;

export interface LimitStore {
  /**
   * Takes a place of `kind` for `id` if fewer than `max` are taken (true; idempotent per id), else
   * false. `live` lists the ids of the account's resources of that kind (strongly consistent): read
   * only for an account's first creation of the kind and to repair leftovers when every place is taken.
   */
  take(accountId: string, kind: LimitKind, id: string, max: number, live: () => Promise<string[]>, nowSec?: number): Promise<boolean>;
  /** Gives back the places of `ids` (after their resources were deleted); ids holding none are ignored. */
  give(accountId: string, kind: LimitKind, ids: readonly string[]): Promise<void>;
  /** The places taken now (id -> epoch s). */
  taken(accountId: string, kind: LimitKind): Promise<Record<string, number>>;
  /** Removes every limit item of the account (its deletion). */
  forget(accountId: string): Promise<void>;
}

export const LIMIT_KINDS: readonly LimitKind[] = ['keys', 'webhooks', 'calendars', 'subjects'];

export class DynamoLimitStore implements LimitStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private async tryTake(accountId: string, kind: LimitKind, id: string, max: number, nowSec: number): Promise<'taken' | 'full' | 'missing'> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId, kind },
          UpdateExpression: 'SET ids.#id = :t ADD n :one',
          ConditionExpression: 'attribute_exists(n) AND n < :max AND attribute_not_exists(ids.#id)',
          ExpressionAttributeNames: { '#id': id },
          ExpressionAttributeValues: { ':t': nowSec, ':one': 1, ':max': max },
        }),
      );
      return 'taken';
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const item = await this.item(accountId, kind);
      if (!item) return 'missing';
      // an SDK retry of a take that landed
      return item.ids[id] !== undefined ? 'taken' : 'full';
    }
  }

  private async item(accountId: string, kind: LimitKind): Promise<{ n: number; ids: Record<string, number> } | undefined> {
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { accountId, kind }, ConsistentRead: true }));
    if (!out.Item) return undefined;
    const ids = Object.fromEntries(Object.entries((out.Item.ids ?? {}) as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
    return { n: Number(out.Item.n ?? 0), ids };
  }

  async take(accountId: string, kind: LimitKind, id: string, max: number, live: () => Promise<string[]>, nowSec = Math.floor(Date.now() / 1000)): Promise<boolean> {
    let r = await this.tryTake(accountId, kind, id, max, nowSec);
    if (r === 'missing') {
      // the account's first creation of this kind: its resources so far (made before places were counted) hold places, as old ones
      const ids = await live();
      await landed(
        this.db.send(
          new PutCommand({
            TableName: this.table,
            Item: { accountId, kind, n: ids.length, ids: Object.fromEntries(ids.map((x) => [x, 0])) },
            ConditionExpression: 'attribute_not_exists(accountId)',
          }),
        ),
      );
      r = await this.tryTake(accountId, kind, id, max, nowSec);
    }
    if (r !== 'full') return r === 'taken';
    // every place taken: give back those left by processes that died, then try once more
    const item = await this.item(accountId, kind);
    const old = Object.entries(item?.ids ?? {}).filter(([, at]) => at <= nowSec - PLACE_GRACE_SECONDS);
    if (old.length === 0) return false;
    const alive = new Set(await live());
    const leftovers = old.filter(([x]) => !alive.has(x));
    if (leftovers.length === 0) return false;
    for (const [x, at] of leftovers) await this.giveOne(accountId, kind, x, at);
    return (await this.tryTake(accountId, kind, id, max, nowSec)) === 'taken';
  }

  /** Gives back one place, only while it is the one taken at `at` (when given) or any. */
  private giveOne(accountId: string, kind: LimitKind, id: string, at?: number): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId, kind },
          UpdateExpression: 'REMOVE ids.#id ADD n :minus',
          ConditionExpression: at === undefined ? 'attribute_exists(ids.#id)' : 'ids.#id = :at',
          ExpressionAttributeNames: { '#id': id },
          ExpressionAttributeValues: { ':minus': -1, ...(at === undefined ? {} : { ':at': at }) },
        }),
      ),
    );
  }

  async give(accountId: string, kind: LimitKind, ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.giveOne(accountId, kind, id);
  }

  async taken(accountId: string, kind: LimitKind): Promise<Record<string, number>> {
    return (await this.item(accountId, kind))?.ids ?? {};
  }

  async forget(accountId: string): Promise<void> {
    await Promise.all(LIMIT_KINDS.map((kind) => this.db.send(new DeleteCommand({ TableName: this.table, Key: { accountId, kind } }))));
  }
}
