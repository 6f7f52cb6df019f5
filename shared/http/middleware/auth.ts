/** Authentication: `Authorization: Bearer <key>` or `X-API-Key: <key>`; missing, unknown or revoked -> 401. */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { hashKey, keyFromHeaders } from '../../accounts/keys';
import { AppError } from '../../errors';
import type { KeyStore } from '../../store/types';
import type { AppContext, Caller } from '../types';
import { stateOf } from './request-context';

export const authenticate = async (keys: KeyStore, headers: Record<string, string | undefined> | null | undefined): Promise<Caller> => {
  const apiKey = keyFromHeaders(headers);
  if (!apiKey) {
    throw new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');
  }
  const record = await keys.getByHash(hashKey(apiKey));
  if (!record) throw new AppError('unauthorized', 'Invalid API key', 'The API key is not valid');
  if (record.revokedAt) throw new AppError('unauthorized', 'Invalid API key', 'The API key has been revoked');
  return { keyId: record.keyId, accountId: record.accountId };
};

export const auth = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'auth',
  before: async (request) => {
    const state = stateOf(request.context);
    state.caller = await authenticate(state.deps.stores.keys, request.event.headers);
    state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
  },
});
