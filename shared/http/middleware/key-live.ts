/**
 * Liveness of the caller's key within one request (see shared/accounts/key-directory.ts):
 * fixed-price routes leave it to their conditional debit; everything else, and any refusal
 * a fixed-price request gets before its debit, reads the paying account first. The account
 * read is kept on the request state (`ctx.account`), so a handler never reads it a second time.
 */
import { assertKeyLive } from '../../accounts/key-directory';
import type { RouteDef } from '../../routes';
import type { RequestState } from '../types';

/** Whether the route's conditional debit, made before its handler runs, is what checks the key's liveness. */
export const debitChecksKey = (route: RouteDef): boolean => typeof route.price === 'number' && route.price > 0;

/**
 * Confirms the key is live unless this request already did (one consistent read of the
 * account); throws 401 when it is revoked. Called by auth for routes whose debit does not
 * check the key, and by any middleware about to refuse a request before its debit, so that
 * a revoked key always gets 401 rather than 429 or 400.
 */
export const refuseRevokedKey = async (state: RequestState): Promise<void> => {
  if (state.caller && !state.account) {
    state.account = await assertKeyLive(state.deps.stores.accounts, state.caller);
  }
};
