/**
 * Authentication: `Authorization: Bearer <key>` or `X-API-Key: <key>`; missing, unknown or revoked -> 401.
 *
 * The key lookup and the request's rate-limit count run concurrently: the key id is derived
 * from the key's hash (shared/accounts/keys.ts), so the count does not need the lookup's answer.
 * The rate-limit middleware awaits the count after authentication succeeded, so the observable
 * order stays "401 before 429 before validation". A request with an unknown or revoked key is
 * still refused with 401 and charged nothing; it may have been counted in the bucket of a key
 * id that does not exist (or is revoked), which nobody ever reads against a live key.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { hashKey, keyFromHeaders, keyIdFromHash } from '../../accounts/keys';
import { AppError } from '../../errors';
import type { ApiKeyRecord, KeyStore } from '../../store/types';
import type { AppContext, Caller } from '../types';
import { startRateCount } from './rate-limit';
import { stateOf } from './request-context';

const missingKey = (): AppError =>
  new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');

const callerOf = (record: ApiKeyRecord | undefined): Caller => {
  if (!record) throw new AppError('unauthorized', 'Invalid API key', 'The API key is not valid');
  if (record.revokedAt) throw new AppError('unauthorized', 'Invalid API key', 'The API key has been revoked');
  return { keyId: record.keyId, accountId: record.accountId };
};

export const authenticate = async (keys: KeyStore, headers: Record<string, string | undefined> | null | undefined): Promise<Caller> => {
  const apiKey = keyFromHeaders(headers);
  if (!apiKey) throw missingKey();
  return callerOf(await keys.getByHash(hashKey(apiKey)));
};

export const auth = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'auth',
  before: async (request) => {
    const state = stateOf(request.context);
    const apiKey = keyFromHeaders(request.event.headers);
    if (!apiKey) throw missingKey();
    const keyHash = hashKey(apiKey);
    state.rateCount = startRateCount(state, keyIdFromHash(keyHash));
    state.caller = callerOf(await state.deps.stores.keys.getByHash(keyHash));
    state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
  },
});
