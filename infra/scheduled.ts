/**
 * Scheduled functions (EventBridge rules), the one seam for jobs that no route triggers.
 * Like a route, a job names its handler module and the tables it touches; the stack
 * creates the function, its grants and its rule, but only once the handler file exists
 * (so a job can be declared here before its code lands without breaking `cdk synth`).
 */
import type { Access } from '#shared/routes';
import type { TableId } from '#shared/store/tables';

export interface ScheduledJob {
  /** Function id, kebab-case; also the construct id. */
  name: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  /** EventBridge schedule expression, UTC: `cron(min hour day-of-month month day-of-week year)`. */
  schedule: string;
  tables: Partial<Record<TableId, Access>>;
  /** The job writes through the AI layer (it gets the Anthropic key secret). */
  ai?: boolean;
  timeoutSeconds?: number;
  memoryMb?: number;
  /** The job sends to the webhook delivery queue (infra/webhook-delivery.ts): it gets its URL and may send to it. */
  sendsTo?: 'webhookQueue';
  summary: string;
}

/**
 * The tables the webhook producers use (shared/webhooks/producers.ts `produceEvents`), in this one
 * place: `webhooks` (every endpoint: a Scan, TABLE_SCANS in infra/constructs/api-function.ts; written
 * for `balance.low`'s crossing counter, a conditional UpdateItem) and the outbox `webhookDeliveries`
 * (conditional puts); `blueprints` (transit.exact), `accounts` (balance.low), `daily`
 * (horoscope.published) and `calendars` (the blueprint's person) read.
 */
export const WEBHOOK_PRODUCER_TABLES: Partial<Record<TableId, Access>> = {
  webhooks: 'readwrite',
  webhookDeliveries: 'readwrite',
  blueprints: 'read',
  accounts: 'read',
  daily: 'read',
  calendars: 'read',
};

export const SCHEDULED: readonly ScheduledJob[] = [
  {
    name: 'reconciler',
    handler: 'functions/ops/reconcile.ts',
    // Every 5 minutes: holds expire 60 s after their function's timeout, so none stays open much longer.
    schedule: 'rate(5 minutes)',
    // the work tables are read for the receipt of an expired hold's stored work (settled, not released)
    // keys: the last use of a key whose past-window counters it removes goes to the key record
    tables: { accounts: 'readwrite', ledger: 'readwrite', keys: 'readwrite', blueprints: 'read', transits: 'read', conversations: 'read', relationships: 'read', calendars: 'read', idempotency: 'read', webhookDeliveries: 'read' },
    timeoutSeconds: 120,
    summary: 'Settles expired credit reservations whose work is stored, releases the others, gives back unused free messages, copies pending journal entries to the ledger',
  },
  {
    name: 'daily-horoscopes',
    handler: 'functions/scheduled/daily-horoscopes.ts',
    ai: true,
    // Every day at 00:00 UTC.
    schedule: 'cron(0 0 * * ? *)',
    // the day's record and the twelve horoscopes, each written once (shared/daily/store.ts)
    tables: { daily: 'readwrite' },
    timeoutSeconds: 300,
    summary: 'Writes the new UTC day’s sky record and its twelve sign horoscopes, each once (idempotent)',
  },
  {
    name: 'webhook-events',
    handler: 'functions/scheduled/webhook-events.ts',
    // Every 10 minutes over the last hour: windows overlap, ids are deterministic, puts conditional.
    schedule: 'rate(10 minutes)',
    tables: WEBHOOK_PRODUCER_TABLES,
    timeoutSeconds: 300,
    summary: 'Queues the webhook events of the last hour in the outbox (sky events and the other producers), each delivery once',
  },
  {
    name: 'webhook-dispatch',
    handler: 'functions/scheduled/webhook-dispatch.ts',
    // Every minute: a delivery waits at most about a minute past its due time before it is queued.
    schedule: 'rate(1 minute)',
    // the outbox: the byDue index query and the conditional claims
    tables: { webhookDeliveries: 'readwrite' },
    sendsTo: 'webhookQueue',
    timeoutSeconds: 60,
    summary: 'Claims the due webhook deliveries of the outbox and sends their keys to the delivery queue (SQS)',
  },
];
