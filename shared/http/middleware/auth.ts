/**
 * Authentication: `Authorization: Bearer <key>` or `X-API-Key: <key>`; missing, unknown or revoked -> 401.
 *
 * The key's identity comes from the container's key directory (shared/accounts/key-directory.ts):
 * remembered after the first read of the key record, because it never changes. Liveness is
 * never remembered. Routes that charge a fixed price up front have it checked by the
 * conditional debit (a revoked key gets 401 and no charge); every other route reads the
 * account here. A fixed-price request refused before its debit (429, 400) confirms liveness
 * with that same read first (`refuseRevokedKey`), so a revoked key always sees 401.
 *
 * The request's rate-limit count starts as soon as the key's identity is known: at once for a key
 * the container has seen (the usual case), after the key lookup otherwise. An unknown key is
 * refused with 401 before anything is written. For routes that read the account, that read and
 * the count run concurrently; the rate-limit middleware awaits the count, so the observable
 * order stays "401 before 429 before validation".
 *
 * Both key headers with different keys: 400 "Conflicting API keys".
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { keyDirectoryFor } from '../../accounts/key-directory';
import { hashKey, keyFromHeaders } from '../../accounts/keys';
import { AppError } from '../../errors';
import type { AppContext } from '../types';
import { debitChecksKey, refuseRevokedKey } from './key-live';
import { startRateCount } from './rate-limit';
import { stateOf } from './request-context';

const missingKey = (): AppError =>
  new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');

export const auth = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'auth',
  before: async (request) => {
    const state = stateOf(request.context);
    const apiKey = keyFromHeaders(request.event.headers);
    if (!apiKey) throw missingKey();
    if (apiKey === 'conflict') {
      throw new AppError('invalid_input', 'Conflicting API keys', 'Authorization and X-API-Key carry different keys; send one key');
    }
    state.caller = await keyDirectoryFor(state.deps.stores.keys).identify(hashKey(apiKey));
    state.rateCount = startRateCount(state, state.caller.keyId);
    state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
    if (!debitChecksKey(state.route)) await refuseRevokedKey(state);
  },
});
