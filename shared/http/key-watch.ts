/**
 * Long streams re-check their key (docs/self-service.md, "Streams and revocation"): the export and
 * the advisor's answer can run for minutes after the request's key was checked. While they stream,
 * the paying account's root item is read again (strongly consistent) at most every
 * STREAM_KEY_CHECK_MS, never per chunk: a revocation leaves its entry there before the key record
 * says revoked and keeps it longer than any stream lasts (shared/accounts/revocation.ts), and a
 * deletion leaves `deletedAt`. A revoked key or a deleted account throws the same 401 error as a new
 * request would get; the stream ends with it.
 */
import { liveAccount, type KeyIdentity } from '../accounts/key-directory';
import type { AccountStore } from '../store/types';

/** The longest a stream runs on without re-checking its key. */
export const STREAM_KEY_CHECK_MS = 2_000;

/**
 * A check to call as the stream goes: a read only when the last one is STREAM_KEY_CHECK_MS old
 * (the first one STREAM_KEY_CHECK_MS after the watch starts: the request's own check was just made).
 * Throws 401 when the key was revoked or the account deleted since.
 */
export const keyWatch = (accounts: Pick<AccountStore, 'item'>, caller: KeyIdentity, everyMs = STREAM_KEY_CHECK_MS, clock: () => number = () => performance.now()): (() => Promise<void>) => {
  let last = clock();
  return async () => {
    if (clock() - last < everyMs) return;
    last = clock();
    liveAccount(await accounts.item(caller.accountId), caller);
  };
};

/** The pieces of a streamed answer, each released only after `check` (which throws to end the stream). */
export async function* whileKeyLive<T>(pieces: AsyncIterable<T>, check: () => Promise<void>): AsyncGenerator<T, void, undefined> {
  for await (const p of pieces) {
    await check();
    yield p;
  }
}
