/**
 * Error classification and retry with exponential backoff for calls to the Messages API.
 * The SDK's own retries are switched off (maxRetries: 0) so that the layer controls the
 * backoff, the per-call timeout and the overall deadline in one place.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { AiErrorCode, AiFailure, AiUsage } from './types';

/** The API answered 200 but without usable text. */
export class MalformedResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedResponseError';
  }
}

/** A failed call after classification (and, when thrown by `withRetry`, after retries). */
export class AiCallError extends Error {
  /** Tokens spent by the failed call's attempts (answers that arrived but were unusable). */
  usage?: AiUsage;

  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly retryAfterMs?: number,
    public attempts = 1,
  ) {
    super(message);
    this.name = 'AiCallError';
  }

  toFailure(section?: string): AiFailure {
    const f: AiFailure = { code: this.code, message: this.message, attempts: this.attempts };
    if (this.status !== undefined) f.status = this.status;
    if (section !== undefined) f.section = section;
    return f;
  }
}

function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && Number.isFinite(parseFloat(ms))) return Math.max(0, parseFloat(ms));
  const s = headers.get('retry-after');
  if (s !== null) {
    const secs = parseFloat(s);
    if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
    const at = Date.parse(s);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  return undefined;
}

/** Maps anything thrown by an SDK call (or by our response checks) to an AiCallError. */
export function classifyError(err: unknown, timedOut = false): AiCallError {
  if (err instanceof AiCallError) return err;
  if (err instanceof MalformedResponseError) return new AiCallError('malformed', `Malformed AI response: ${err.message}`, true);
  if (err instanceof APIConnectionTimeoutError || (timedOut && (err instanceof APIUserAbortError || isAbort(err)))) {
    return new AiCallError('timeout', 'AI request timed out', true);
  }
  if (err instanceof APIUserAbortError || isAbort(err)) return new AiCallError('aborted', 'AI request aborted', false);
  if (err instanceof APIConnectionError) return new AiCallError('connection', 'AI service unreachable', true);
  if (err instanceof APIError) {
    const status = err.status;
    const after = retryAfterMs(err.headers);
    if (status === 429) return new AiCallError('rate_limited', 'AI service rate limit exceeded (429)', true, status, after);
    if (status === 529) return new AiCallError('overloaded', 'AI service overloaded (529)', true, status, after);
    if (status === 408) return new AiCallError('timeout', 'AI request timed out (408)', true, status, after);
    if (status !== undefined && status >= 500) {
      return new AiCallError('server_error', `AI service error (${status})`, true, status, after);
    }
    if (status === undefined) {
      // An error event inside a stream (e.g. overloaded_error) or an unparseable answer.
      const overloaded = /overloaded/i.test(err.message);
      return new AiCallError(overloaded ? 'overloaded' : 'server_error', `AI service error: ${shorten(err.message)}`, true);
    }
    return new AiCallError('rejected', `AI request rejected (${status})`, false, status);
  }
  if (err instanceof SyntaxError) return new AiCallError('malformed', `Malformed AI response: ${shorten(err.message)}`, true);
  if (err instanceof Error) return new AiCallError('connection', `AI call failed: ${shorten(err.message)}`, true);
  return new AiCallError('connection', 'AI call failed', true);
}

const isAbort = (err: unknown): boolean => err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError');
const shorten = (s: string): string => (s.length > 160 ? `${s.slice(0, 157)}...` : s);

export interface RetryPolicy {
  maxRetries: number;
  baseMs: number;
  maxMs: number;
  /** Per-attempt timeout. */
  timeoutMs: number;
  /** Absolute time (ms since epoch) after which no attempt starts and no backoff is waited. */
  deadlineAt?: number;
  signal?: AbortSignal;
  /** Deterministic jitter for tests; default Math.random. */
  random?: () => number;
  onRetry?: (info: { attempt: number; delayMs: number; error: AiCallError }) => void;
}

/** Exponential backoff: base * 2^(retry-1), jittered down by up to 25 %, capped at maxMs; Retry-After wins (capped). */
export function backoffDelay(retry: number, policy: RetryPolicy, error: AiCallError): number {
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.maxMs);
  const exp = Math.min(policy.baseMs * 2 ** (retry - 1), policy.maxMs);
  return Math.round(exp * (1 - (policy.random ?? Math.random)() * 0.25));
}

/**
 * Calls `attemptFn(timeoutMs)` until it succeeds, a non-retryable error occurs, retries are
 * exhausted or the deadline would be passed. Throws AiCallError with `attempts` set.
 */
export async function withRetry<T>(attemptFn: (timeoutMs: number, attempt: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  let attempt = 0;
  for (;;) {
    attempt += 1;
    if (policy.signal?.aborted) throw new AiCallError('aborted', 'AI request aborted', false, undefined, undefined, attempt - 1);
    let timeoutMs = policy.timeoutMs;
    if (policy.deadlineAt !== undefined) {
      const remaining = policy.deadlineAt - Date.now();
      if (remaining <= 0) throw new AiCallError('deadline', 'AI time budget exhausted', false, undefined, undefined, attempt - 1);
      timeoutMs = Math.min(timeoutMs, remaining);
    }
    let error: AiCallError;
    try {
      return await attemptFn(timeoutMs, attempt);
    } catch (err) {
      error = classifyError(err);
      error.attempts = attempt;
    }
    if (!error.retryable || attempt > policy.maxRetries || policy.signal?.aborted) throw error;
    const delayMs = backoffDelay(attempt, policy, error);
    if (policy.deadlineAt !== undefined && Date.now() + delayMs >= policy.deadlineAt) throw error;
    policy.onRetry?.({ attempt, delayMs, error });
    await sleep(delayMs, policy.signal);
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
