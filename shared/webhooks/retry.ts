/** Retry schedule of webhook deliveries: exponential backoff with full jitter, over 3 days. */

export const BASE_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** An endpoint whose deliveries have failed for this long is disabled. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Delay before attempt `attempt + 1`, after `attempt` failed attempts (attempt >= 1): a uniform
 * draw in [0, min(MAX, BASE * 2^(attempt-1))) ("full jitter"), with a floor of 1 s. `random`
 * returns a number in [0, 1) and is injected so tests see exact values.
 */
export function backoffDelayMs(attempt: number, random: () => number): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.max(1000, Math.floor(random() * cap));
}

export type RetryDecision = { kind: "retry"; nextAttemptAt: number } | { kind: "give-up" };

/**
 * After a failed attempt: retry at now + backoff, unless the first failure of this delivery is
 * 3 days old (then the delivery fails for good and its endpoint is disabled). The last retry is
 * clamped to the 3-day mark, so the final attempt happens right at it.
 */
export function afterFailure(
  firstFailureAt: number,
  attempt: number,
  now: number,
  random: () => number,
): RetryDecision {
  const deadline = firstFailureAt + GIVE_UP_AFTER_MS;
  if (now >= deadline) return { kind: "give-up" };
  return { kind: "retry", nextAttemptAt: Math.min(deadline, now + backoffDelayMs(attempt, random)) };
}
