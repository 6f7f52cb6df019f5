/**
 * Authentication: `Authorization: Bearer <key>` or `X-API-Key: <key>`; missing, unknown or revoked -> 401.
 *
 * The key's identity comes from the container's key directory (shared/accounts/key-directory.ts):
 * remembered after the first read of the key record, because it never changes. Liveness is
 * never remembered. Routes that charge a fixed price up front have it checked by the
 * conditional debit (a revoked key gets 401 and no charge); every other route reads the
 * account here. A fixed-price request refused before its debit (400) confirms liveness
 * with that same read first (`refuseRevokedKey`), so a revoked key always sees 401.
 *
 * Counting the request (middleware/rate-limit.ts) starts once the key's identity is known; an
 * unknown key is refused with 401 before anything is written. Standard-profile routes count in
 * the account item: a fixed-price route in its debit (after validation, so an invalid body is
 * refused with 400 and not counted), any other route here, in the update that also returns the
 * account for the liveness check. Chat-profile routes count in the rate-limit table, concurrently
 * with the account read. The observable order is "401 before 429".
 *
 * More than one distinct key (in Authorization and X-API-Key, or in a repeated header), or a
 * malformed Authorization next to a key: 400 "Conflicting API keys".
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { keyDirectoryFor } from '../../accounts/key-directory';
import { hashKey, keyFromHeaders } from '../../accounts/keys';
import { AppError } from '../../errors';
import type { AppContext } from '../types';
import { debitChecksKey, refuseRevokedKey } from './key-live';
import { countOnAccount, countsOnAccount, startRateCount } from './rate-limit';
import { stateOf } from './request-context';

const missingKey = (): AppError =>
  new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');

export const auth = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'auth',
  before: async (request) => {
    const state = stateOf(request.context);
    const apiKey = keyFromHeaders(request.event.headers, request.event.multiValueHeaders);
    if (!apiKey) throw missingKey();
    if (apiKey === 'conflict') {
      throw new AppError('invalid_input', 'Conflicting API keys', 'The request carries more than one API key (Authorization, X-API-Key, or a repeated header), or an Authorization header that is not "Bearer <key>" next to a key; send one key');
    }
    state.caller = await keyDirectoryFor(state.deps.stores.keys).identify(hashKey(apiKey));
    state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
    if (countsOnAccount(state)) {
      // a fixed-price route counts in its debit; any other counts in the update that also reads the account
      if (!debitChecksKey(state.route)) await countOnAccount(state);
      return;
    }
    state.rateCount = startRateCount(state, state.caller.keyId);
    if (!debitChecksKey(state.route)) await refuseRevokedKey(state);
  },
});
