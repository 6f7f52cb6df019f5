/** Error mapping: any error becomes the JSON error body (shared/http/errors.ts decides the status). */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { jsonResponse, mapError } from '../errors';
import type { AppContext } from '../types';

export const errorMapper = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'errorMapper',
  onError: (request) => {
    const state = request.context.app;
    const requestId = state?.requestId ?? 'unknown';
    const mapped = mapError(request.error, requestId);
    if (state) {
      state.error = { statusCode: mapped.statusCode, error: String(mapped.body.error) };
      // RFC 9110: a 401 names the scheme the client should use
      if (mapped.statusCode === 401) state.headers['WWW-Authenticate'] = 'Bearer realm="blueprint-api"';
      if (mapped.unexpected) {
        const e = request.error;
        state.log.error('unhandled error', { err: e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : String(e) });
      }
    }
    request.response = jsonResponse(mapped.statusCode, mapped.body);
  },
});
