/**
 * The console's usage numbers (pure: no DOM, tested in node): the date range of the last N days,
 * and the series the charts and their tables show, taken from GET /v1/usage as it is. Every group
 * of the answer is in the series (days without movements are added as zeros, never dropped), so
 * the chart's numbers are the API's numbers.
 */

/** One group of GET /v1/usage (the self-service contract, docs/self-service.md). */
export interface UsageGroup {
  key: string;
  requests: number;
  charged: number;
  refunded: number;
  /** credits of holds given back (not in the first contract: may be absent) */
  released?: number;
  net: number;
}

export interface UsageTotal {
  requests: number;
  charged: number;
  refunded: number;
  released?: number;
  net: number;
}

export interface Usage {
  from: string;
  to: string;
  groupBy: string;
  groups: UsageGroup[];
  total: UsageTotal;
}

export interface Series {
  labels: string[];
  /** net credits per label (charged minus refunded) */
  net: number[];
  requests: number[];
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a moment, in UTC (the ledger's days are UTC days). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last `n` UTC days ending today: `from` and `to` (both included) and every day between. */
export const lastDays = (nowMs: number, n: number): { from: string; to: string; days: string[] } => {
  const today = Date.UTC(new Date(nowMs).getUTCFullYear(), new Date(nowMs).getUTCMonth(), new Date(nowMs).getUTCDate());
  const days = Array.from({ length: n }, (_, i) => utcDay(today - (n - 1 - i) * DAY_MS));
  return { from: days[0]!, to: days[n - 1]!, days };
};

/**
 * By day: one bar per day of `days`, plus any day the answer has that `days` lacks, in date
 * order; a day without a group is 0.
 */
export const daySeries = (usage: Usage, days: readonly string[]): Series => {
  const byKey = new Map(usage.groups.map((g) => [g.key, g]));
  const labels = [...new Set([...days, ...usage.groups.map((g) => g.key)])].sort();
  return {
    labels,
    net: labels.map((d) => byKey.get(d)?.net ?? 0),
    requests: labels.map((d) => byKey.get(d)?.requests ?? 0),
  };
};

/** By route: the answer's groups, largest net first (then by name), nothing added. */
export const routeSeries = (usage: Usage): Series => {
  const groups = [...usage.groups].sort((a, b) => b.net - a.net || b.requests - a.requests || a.key.localeCompare(b.key));
  return { labels: groups.map((g) => g.key), net: groups.map((g) => g.net), requests: groups.map((g) => g.requests) };
};

/** Sum of a series' net credits (equals the answer's total.net when nothing was dropped). */
export const seriesNet = (s: Series): number => s.net.reduce((a, b) => a + b, 0);

/** A signed credit amount for the ledger: +10, −1, 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');
