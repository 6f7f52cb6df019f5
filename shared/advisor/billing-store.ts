/**
 * The advisor's own counters on the ACCOUNT item (accounts table), in attributes nothing else
 * uses: `advisorFreeUsed` (N, free onboarding messages taken) and `advisorSub` (M: plan, quota,
 * used, period, renewsAt). Every change is ONE conditional UpdateItem of that item, so two
 * concurrent chats can never take the same free message or quota slot. The balance is never
 * touched here: it only moves through ctx.credits.
 *
 * Subscription periods: the monthly quota resets on the renewal day of the month. The period of
 * a date is the start (YYYY-MM-DD) of the monthly cycle containing it, counted from the renewal
 * date's day of month (clamped to short months). A subscription is active while today <= renewsAt.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure } from '../store/dynamo-client';
import { COUNTER_HOLD_PREFIX } from '../accounts/account-items';
import type { CounterHold } from '../store/types';

export interface AdvisorSubscription {
  plan: string;
  /** Messages included per monthly period. */
  quota: number;
  /** Messages used in `period`. */
  used: number;
  /** Start of the period `used` counts (YYYY-MM-DD). */
  period: string;
  /** Renewal date (YYYY-MM-DD): active up to and including this day. */
  renewsAt: string;
}

/** The advisor attributes of an account item, read once per answer (in parallel with the grounding). */
export interface AdvisorAccountState {
  freeUsed: number;
  sub?: AdvisorSubscription;
}

export interface AdvisorBillingStore {
  read(accountId: string): Promise<AdvisorAccountState>;
  /**
   * Takes one free onboarding message when fewer than `limit` were used; with `hold`, records it
   * as a counter hold in the same update (ended by the answer, or given back by a failure or the
   * reconciler: AccountStore.endCounterHold).
   */
  takeFreeMessage(accountId: string, limit: number, hold?: CounterHold): Promise<boolean>;
  giveBackFreeMessage(accountId: string): Promise<void>;
  /**
   * Takes one message of an active subscription's quota; returns the period it counted in,
   * undefined when none is left (or none is active). `known` is the subscription as already read.
   */
  takeQuotaMessage(accountId: string, today: string, known?: AdvisorSubscription | null): Promise<string | undefined>;
  giveBackQuotaMessage(accountId: string, period: string): Promise<void>;
  /** Admin: sets (replaces) the subscription; the period's usage starts at 0. */
  setSubscription(accountId: string, sub: { plan: string; quota: number; renewsAt: string }, today: string): Promise<AdvisorSubscription>;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const daysIn = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Start of the monthly cycle containing `today`, anchored on the renewal date's day of month. */
export function periodOf(today: string, renewsAt: string): string {
  const anchor = Number(renewsAt.slice(8, 10));
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const d = Number(today.slice(8, 10));
  const startDay = (yy: number, mm: number): number => Math.min(anchor, daysIn(yy, mm));
  if (d < startDay(y, m)) {
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return `${y}-${pad(m)}-${pad(startDay(y, m))}`;
}

export class DynamoAdvisorBillingStore implements AdvisorBillingStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private async update(accountId: string, expr: string, condition: string, values: Record<string, unknown>, names?: Record<string, string>): Promise<Record<string, unknown> | undefined> {
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: expr,
          ConditionExpression: `attribute_exists(accountId) AND ${condition}`,
          ExpressionAttributeValues: values,
          ...(names ? { ExpressionAttributeNames: names } : {}),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes ?? {};
    } catch (e) {
      if (isConditionalFailure(e)) return undefined;
      throw e;
    }
  }

  async takeFreeMessage(accountId: string, limit: number, hold?: CounterHold): Promise<boolean> {
    if (limit <= 0) return false;
    const r = await this.update(
      accountId,
      hold ? 'ADD advisorFreeUsed :one SET #m = :hold' : 'ADD advisorFreeUsed :one',
      '(attribute_not_exists(advisorFreeUsed) OR advisorFreeUsed < :limit)',
      { ':one': 1, ':limit': limit, ...(hold ? { ':hold': hold } : {}) },
      hold ? { '#m': COUNTER_HOLD_PREFIX + hold.id } : undefined,
    );
    return r !== undefined;
  }

  async giveBackFreeMessage(accountId: string): Promise<void> {
    await this.update(accountId, 'ADD advisorFreeUsed :minus', 'advisorFreeUsed > :zero', { ':minus': -1, ':zero': 0 });
  }

  async read(accountId: string): Promise<AdvisorAccountState> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { accountId }, ProjectionExpression: 'advisorFreeUsed, advisorSub', ConsistentRead: true }),
    );
    const item = out.Item ?? {};
    return { freeUsed: Number(item.advisorFreeUsed ?? 0), ...(item.advisorSub ? { sub: item.advisorSub as AdvisorSubscription } : {}) };
  }

  async takeQuotaMessage(accountId: string, today: string, known?: AdvisorSubscription | null): Promise<string | undefined> {
    // The period is a function of the stored renewal date, so it is read first (or given); each
    // conditional update re-checks renewsAt and the period, so a concurrent change fails it.
    const sub = known === undefined ? (await this.read(accountId)).sub : (known ?? undefined);
    if (!sub || sub.renewsAt < today || sub.quota <= 0) return undefined;
    const period = periodOf(today, sub.renewsAt);
    if (sub.period !== period) {
      // the first message of a new period resets the count
      const r = await this.update(
        accountId,
        'SET advisorSub.used = :one, advisorSub.#p = :period',
        'attribute_exists(advisorSub) AND advisorSub.renewsAt = :renews AND advisorSub.#p <> :period AND advisorSub.quota > :zero',
        { ':one': 1, ':renews': sub.renewsAt, ':period': period, ':zero': 0 },
        { '#p': 'period' },
      );
      if (r) return period;
      // lost the race to another first message of the period: take a slot in the period it opened
    }
    return (await this.takeSame(accountId, sub.renewsAt, period)) ? period : undefined;
  }

  private async takeSame(accountId: string, renewsAt: string, period: string): Promise<boolean> {
    const r = await this.update(
      accountId,
      'SET advisorSub.used = advisorSub.used + :one',
      'attribute_exists(advisorSub) AND advisorSub.renewsAt = :renews AND advisorSub.#p = :period AND advisorSub.used < advisorSub.quota',
      { ':one': 1, ':renews': renewsAt, ':period': period },
      { '#p': 'period' },
    );
    return r !== undefined;
  }

  async giveBackQuotaMessage(accountId: string, period: string): Promise<void> {
    await this.update(accountId, 'SET advisorSub.used = advisorSub.used - :one', 'attribute_exists(advisorSub) AND advisorSub.#p = :period AND advisorSub.used > :zero', {
      ':one': 1,
      ':period': period,
      ':zero': 0,
    }, { '#p': 'period' });
  }

  async setSubscription(accountId: string, s: { plan: string; quota: number; renewsAt: string }, today: string): Promise<AdvisorSubscription> {
    const sub: AdvisorSubscription = { plan: s.plan, quota: s.quota, used: 0, period: periodOf(today, s.renewsAt), renewsAt: s.renewsAt };
    const r = await this.update(accountId, 'SET advisorSub = :sub', 'attribute_exists(accountId)', { ':sub': sub });
    if (!r) throw new Error(`Account ${accountId} not found`);
    return sub;
  }
}
