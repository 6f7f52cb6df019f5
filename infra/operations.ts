/**
 * How the functions share the account's Lambda concurrency, and how long their logs are kept: the
 * classes, their defaults and the context that changes them (docs/deploy.md#concurrency).
 *
 * Concurrency. Every function of a region draws from one account pool (1,000 by default). A
 * 300-second stream holds an execution for up to five minutes, a 29-second AI call for half a
 * minute, and the unauthenticated invocations (the public docs, the MCP endpoint, whose key is only
 * checked inside the function) cost nothing to send: left unbounded, any of them can take the whole
 * pool and the charged routes, the refunds and the ledger copy are throttled. So:
 * - `stream`, `ai`, `public`, `mcp`: a reserved concurrency per function that is also its ceiling;
 * - `ledger` (the journal-to-ledger stream consumer) and `jobs` (the reconciler, the daily job): a
 *   reservation that guarantees them executions whatever the API does;
 * - `standard` (every other route, the short charged ones among them): no reservation, the
 *   unreserved rest of the pool (at least 100 always stays unreserved: Lambda's rule).
 * A capped class answers 429/503 (a Lambda throttle) when full; every function has a throttles
 * alarm (infra/functions.ts).
 *
 * Context `reservedConcurrency`: `off` (no reservation at all: an account whose concurrency limit is
 * still the new-account 10 cannot reserve any), or `class=n,...` overriding the defaults
 * (`stream=5,ai=20`); 0 is allowed only for `public` and `mcp` (switches them off).
 *
 * Log retention. The money paths (every charged route, the MCP server that runs them, the
 * reconciler and the ledger copy) keep their logs 400 days (context `moneyLogRetentionDays`): a
 * customer's dispute of a charge arrives months later (card chargebacks up to 120-540 days, annual
 * statements), and the logs are the evidence that goes with the ledger row (which request, which
 * refund, which error). The rest keep one month (context-free: personal data is kept no longer
 * than needed to debug).
 */
import * as logs from 'aws-cdk-lib/aws-logs';
import type { RouteDef } from '#shared/routes';

export const CONCURRENCY_CLASSES = ['stream', 'ai', 'public', 'mcp', 'ledger', 'jobs'] as const;
export type ConcurrencyClass = (typeof CONCURRENCY_CLASSES)[number];

/** Reserved concurrency per function of each class (none for `standard` routes). */
export const DEFAULT_RESERVED_CONCURRENCY: Readonly<Record<ConcurrencyClass, number>> = {
  // 2 functions (the chat, the export): 20 five-minute streams in flight per function
  stream: 20,
  // 7 functions: 20 AI calls of up to 29 s each in flight per function
  ai: 20,
  // the docs function (no key): documents from memory, a few ms each
  public: 10,
  // the MCP server: any tool, the chat included, behind a key it checks itself
  mcp: 20,
  // the ledger copy: one execution per accounts-table stream shard, with room for shard splits
  ledger: 5,
  // the reconciler (every 5 minutes) and the daily job (once a day): one run each, one spare
  jobs: 2,
};

export type ReservedConcurrency = Readonly<Record<ConcurrencyClass, number>> | 'off';

/** Parses the `reservedConcurrency` context (undefined: the defaults). */
export function parseReservedConcurrency(v: string | undefined): ReservedConcurrency {
  if (v === undefined || v.trim() === '') return DEFAULT_RESERVED_CONCURRENCY;
  if (v.trim() === 'off') return 'off';
  const out: Record<ConcurrencyClass, number> = { ...DEFAULT_RESERVED_CONCURRENCY };
  for (const part of v.split(',')) {
    const m = /^\s*([a-z]+)\s*=\s*(\d+)\s*$/.exec(part);
    const cls = m?.[1] as ConcurrencyClass | undefined;
    if (!m || !cls || !CONCURRENCY_CLASSES.includes(cls)) {
      throw new Error(`Context reservedConcurrency: "${part}" is not class=n with a class among ${CONCURRENCY_CLASSES.join(', ')} (or the value off)`);
    }
    const n = Number(m[2]);
    if (n > 1000 || (n === 0 && cls !== 'public' && cls !== 'mcp')) {
      throw new Error(`Context reservedConcurrency: ${cls}=${n} must be between 1 and 1000${cls === 'public' || cls === 'mcp' ? ' (or 0)' : ''}`);
    }
    out[cls] = n;
  }
  return out;
}

/** The class of a route's function: streamed, AI (`ai`: it writes through the AI layer, infra/functions.ts `usesAi`), or standard (unreserved). */
export const routeConcurrencyClass = (route: RouteDef, ai: boolean): 'stream' | 'ai' | 'standard' => (route.streaming ? 'stream' : ai ? 'ai' : 'standard');

/** The reserved concurrency of a function of `cls` (undefined: none). */
export const reservedFor = (reserved: ReservedConcurrency, cls: ConcurrencyClass | 'standard'): number | undefined =>
  reserved === 'off' || cls === 'standard' ? undefined : reserved[cls];

/** A money path: its logs are kept MONEY_LOG_RETENTION. */
export const isMoneyRoute = (route: RouteDef): boolean => route.price !== 0;

/** The money paths' log retention by default: 400 days (13 months). */
export const MONEY_LOG_RETENTION = logs.RetentionDays.THIRTEEN_MONTHS;

/** Parses the `moneyLogRetentionDays` context: a retention CloudWatch Logs offers, over 30 days. */
export function parseMoneyLogRetention(v: string | undefined): logs.RetentionDays {
  if (v === undefined || v.trim() === '') return MONEY_LOG_RETENTION;
  const n = Number(v);
  const allowed = Object.values(logs.RetentionDays).filter((d): d is number => typeof d === 'number' && d > 30);
  if (!allowed.includes(n)) throw new Error(`Context moneyLogRetentionDays=${v}: expected one of ${allowed.sort((a, b) => a - b).join(', ')}`);
  return n as logs.RetentionDays;
}
