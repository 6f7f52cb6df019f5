/**
 * What a route that saves paid work (a blueprint, a horoscope, a relationship) hands its use case
 * from the request context: the store, stamping the saved item with its Idempotency-Key records'
 * ids (so deleting the item deletes them: shared/store/idempotency-records.ts), the request's
 * credits, clock, abort signal and logger, and the key's attempt claim when the request has a key
 * (a retry after a crash finds the work stored and paid: shared/accounts/paid-work.ts).
 */
import { recordingIdempotency } from '../store/idempotency-records';
import type { RouteContext } from './types';

export const paidWorkDeps = <R extends object, S extends { put(record: R): Promise<void> }>(ctx: RouteContext, store: S) => ({
  store: recordingIdempotency<R, S>(store, ctx.idempotencyRecordId, ctx.idempotencyScope),
  credits: ctx.credits,
  now: ctx.deps.now,
  signal: ctx.signal,
  log: ctx.log,
  // the language the AI layer writes in (the route's `language`, docs/languages.md)
  language: ctx.language,
  ...(ctx.idempotencyScope ? { attempt: { scope: ctx.idempotencyScope, store: ctx.deps.stores.attempts } } : {}),
});
