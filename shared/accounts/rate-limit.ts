/**
 * Fixed-window rate limiting, pure part: which bucket a request falls in, and what the
 * response headers say. The store does the one conditional write per window.
 */
import type { RateProfile, RateWindow } from '../config';
import type { RateLimitStore } from '../store/types';

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
