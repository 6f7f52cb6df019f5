/** Body size limit and JSON parsing. An empty body parses as `{}`. */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { httpErrors } from '../errors';
import type { AppContext } from '../types';
import { stateOf } from './request-context';

export const jsonBody = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'jsonBody',
  before: (request) => {
    const state = stateOf(request.context);
    const raw = request.event.body;
    if (raw === null || raw === undefined || raw === '') {
      state.body = {};
      return;
    }
    const buf = request.event.isBase64Encoded ? Buffer.from(raw, 'base64') : undefined;
    const size = buf ? buf.length : Buffer.byteLength(raw, 'utf8');
    if (size > state.deps.config.maxBodyBytes) throw httpErrors.payloadTooLarge(state.deps.config.maxBodyBytes);
    const text = buf ? buf.toString('utf8') : raw;
    if (text.trim() === '') {
      state.body = {};
      return;
    }
    try {
      state.body = JSON.parse(text) as unknown;
    } catch {
      throw httpErrors.malformedJson();
    }
  },
});
