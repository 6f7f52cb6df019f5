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
  summary: string;
}

export const SCHEDULED: readonly ScheduledJob[] = [
  {
    name: 'reconciler',
    handler: 'functions/ops/reconcile.ts',
    // Every 5 minutes: holds expire 60 s after their function's timeout, so none stays open much longer.
    schedule: 'rate(5 minutes)',
    // the work tables are read for the receipt of an expired hold's stored work (settled, not released)
    tables: { accounts: 'readwrite', ledger: 'readwrite', blueprints: 'read', transits: 'read', conversations: 'read', relationships: 'read', calendars: 'read', idempotency: 'read', webhookDeliveries: 'read' },
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
];
