/**
 * Fixed-window rate limiting, pure part: which bucket a request falls in, and what the
 * response headers say, and the window guesses of the account-item counters (below). The stores
 * do the conditional writes.
 */
import type { RateProfile, RateWindow } from '../config';
import { AppError } from '../errors';
import type { RateCounter, RateLimitStore, StoredRate } from '../store/types';

export interface WindowState {
  window: RateWindow;
  bucket: string;
  /** Unix seconds when the window ends. */
  resetAt: number;
  allowed: boolean;
  count: number;
}

/**
 * The bucket of one window for one key and profile. The profile is part of the bucket, so the
 * chat profile's minute window and the standard profile's never share a counter.
 */
export const windowOf = (keyId: string, profile: RateProfile, w: RateWindow, nowMs: number): { bucket: string; start: number; resetAt: number } => {
  const nowS = Math.floor(nowMs / 1000);
  const start = nowS - (nowS % w.seconds);
  return { bucket: `${keyId}#${profile}#${w.name}#${start}`, start, resetAt: start + w.seconds };
};

export interface RateDecision {
  allowed: boolean;
  /** The window reported in the X-RateLimit-* headers: the refused one, else the one with least room. */
  limit: number;
  remaining: number;
  reset: number;
}

export const decide = (states: WindowState[]): RateDecision => {
  const refused = states.find((s) => !s.allowed);
  const pick =
    refused ??
    states.reduce<WindowState | undefined>(
      (best, s) => (!best || s.window.limit - s.count < best.window.limit - best.count ? s : best),
      undefined,
    );
  if (!pick) return { allowed: true, limit: 0, remaining: 0, reset: 0 };
  return {
    allowed: !refused,
    limit: pick.window.limit,
    remaining: Math.max(0, pick.window.limit - pick.count),
    reset: pick.resetAt,
  };
};

/**
 * Counts one request in every window of the profile (one conditional write each, in
 * parallel). A request refused by one window may still have been counted in the others:
 * accepted, as the refused caller is over a limit anyway.
 */
export const checkRateLimit = async (
  store: RateLimitStore,
  keyId: string,
  profile: RateProfile,
  windows: RateWindow[],
  nowMs: number,
): Promise<RateDecision> => {
  const states = await Promise.all(
    windows.map(async (w): Promise<WindowState> => {
      const { bucket, resetAt } = windowOf(keyId, profile, w, nowMs);
      // keep the counter a little past its window, then DynamoDB TTL removes it
      const hit = await store.hit(bucket, w.limit, resetAt + 60);
      return { window: w, bucket, resetAt, allowed: hit.allowed, count: hit.count };
    }),
  );
  return decide(states);
};

export const rateLimitHeaders = (d: RateDecision): Record<string, string> => ({
  'X-RateLimit-Limit': String(d.limit),
  'X-RateLimit-Remaining': String(d.remaining),
  'X-RateLimit-Reset': String(d.reset),
});

/*
 * The standard profile counts in the paying account's item, in the same conditional update as
 * the debit of a fixed-price call (or alone, in place of the key check's read, on other routes):
 * one DynamoDB write per request instead of two. One attribute per key and window,
 * `rl_<keyId>_<window>` = {s: window start, n: count}, is reused window after window, so the
 * item holds at most (keys used) x (windows) counters. The update must say whether it starts a
 * new window or continues the stored one; the container guesses from the last window it saw, and
 * a wrong guess (another container counted first, or the window turned) is repeated once with the
 * stored counters. The chat profile (several windows, its own limits) keeps the rate-limit table.
 */

/**
 * How often a refused count is repeated with corrected guesses, per shard the key's count is made
 * on (a window can turn meanwhile; another request can start it first; after a move, the guesses
 * this container made on the key's earlier shard are wrong once on the new one).
 */
export const MAX_REGUESS = 2;

/** Counting kept meeting counters that changed under it (far past any real contention): a 500, nothing counted or charged. */
export const countersKeptChanging = (): Error => new Error('rate counters of the account kept changing; not counted');

/** Per container: the window start last seen for each counter attribute. */
const lastSeen = new Map<string, number>();
const MAX_SEEN = 10_000;

/**
 * A counter of the account item with the window it counts (for the X-RateLimit headers) and
 * `carried`: what the key counted in the same window on its earlier shards (its shard moved when
 * the account grew; shared/accounts/moved-counters.ts). `limit` is the room left on this item:
 * `window.limit − carried`.
 */
export type AccountCounter = RateCounter & { window: RateWindow; resetAt: number; carried?: number };

/** The account-item counters of one request: one per window of the profile, with the container's guesses. */
export const accountCounters = (keyId: string, windows: RateWindow[], nowMs: number): AccountCounter[] =>
  windows.map((w) => {
    const nowS = Math.floor(nowMs / 1000);
    const start = nowS - (nowS % w.seconds);
    const attr = `rl_${keyId}_${w.name}`;
    return { attr, start, limit: w.limit, fresh: lastSeen.get(attr) !== start, window: w, resetAt: start + w.seconds, carried: 0 };
  });

/**
 * The same counters with the guesses the stored ones give (after a refusal for a wrong guess).
 * A stored window newer than the request's (a clock ahead of this one turned it already) is
 * joined: the request counts in that window.
 */
export const reguess = (counters: AccountCounter[], stored: Record<string, StoredRate>): AccountCounter[] =>
  counters.map((c) => {
    const s = stored[c.attr];
    if (s && s.s > c.start) return { ...c, start: s.s, resetAt: s.s + c.window.seconds, fresh: false };
    return { ...c, fresh: s?.s !== c.start };
  });

/** Remembers the windows of counters that were counted (or found current), for the next guess. */
export const rememberWindows = (counters: RateCounter[], stored: Record<string, StoredRate>): void => {
  for (const c of counters) {
    if (stored[c.attr]?.s !== c.start) continue;
    if (!lastSeen.has(c.attr) && lastSeen.size >= MAX_SEEN) lastSeen.delete(lastSeen.keys().next().value as string);
    lastSeen.set(c.attr, c.start);
  }
};

/** Forgets every remembered window (tests: a new container). */
export const forgetWindows = (): void => lastSeen.clear();

/**
 * The decision of an account-item count: counted (`allowed`), or refused by a counter at its
 * limit. A window's count is the key's counter on this item plus what it carried from earlier shards.
 */
export const accountDecision = (counters: AccountCounter[], stored: Record<string, StoredRate>, allowed: boolean): RateDecision =>
  decide(
    counters.map((c) => {
      const s = stored[c.attr];
      const count = (s && s.s === c.start ? s.n : 0) + (c.carried ?? 0);
      return { window: c.window, bucket: c.attr, resetAt: c.resetAt, allowed: allowed || count < c.window.limit, count };
    }),
  );

/** 429 "Rate limit exceeded", with the refused window's limit and reset. */
export const rateLimited = (d: RateDecision, nowMs: number): { error: AppError; retryAfter: number } => {
  const retryAfter = Math.max(1, d.reset - Math.floor(nowMs / 1000));
  return {
    retryAfter,
    error: new AppError('rate_limited', 'Rate limit exceeded', `At most ${d.limit} requests per window for this key; retry after ${retryAfter} s`, {
      limit: d.limit,
      reset: d.reset,
    }),
  };
};
