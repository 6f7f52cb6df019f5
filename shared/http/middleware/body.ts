/**
 * Body size limit, media type and JSON parsing. An empty body parses as `{}`. A body sent with
 * any Content-Type but application/json (parameters such as charset allowed), or with none, is
 * refused with 415 "Unsupported media type" before it is read: it is never guessed to be JSON.
 * A body nesting objects and arrays deeper than MAX_JSON_DEPTH (shared/http/json-depth.ts) is
 * refused with 400 "Invalid request body" here, before authentication, counting or any charge.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { invalidInput } from '../../errors';
import { httpErrors } from '../errors';
import { MAX_JSON_DEPTH, nestsTooDeep, tooDeepMessage } from '../json-depth';
import type { AppContext } from '../types';
import { stateOf } from './request-context';

/** Bytes that are not UTF-8 are refused, never replaced by U+FFFD (invalid Unicode, like a lone surrogate). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A header's value, whatever the letter case of its name (API Gateway passes names as sent). */
export const headerOf = (headers: Record<string, string | undefined> | null | undefined, name: string): string | undefined => {
  for (const [k, v] of Object.entries(headers ?? {})) if (k.toLowerCase() === name) return v;
  return undefined;
};

/** `application/json`, with or without parameters (`; charset=utf-8`), in any letter case. */
const isJson = (contentType: string | undefined): boolean => contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';

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
    // a GET's input is its query string: a body there is ignored, whatever its type
    if (request.event.httpMethod === 'GET') {
      state.body = {};
      return;
    }
    const contentType = headerOf(request.event.headers, 'content-type');
    if (!isJson(contentType)) throw httpErrors.unsupportedMediaType(contentType);
    let text = raw;
    if (buf) {
      try {
        text = UTF8.decode(buf);
      } catch {
        // JSON text is UTF-8 (RFC 8259): bytes that are not are no JSON body
        throw invalidInput('Invalid JSON body', 'The request body is not valid UTF-8');
      }
    }
    if (text.trim() === '') {
      state.body = {};
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw httpErrors.malformedJson();
    }
    // one nesting limit for every body, measured without recursion before any recursive walk (text checks, zod)
    if (nestsTooDeep(body)) throw invalidInput('Invalid request body', `${tooDeepMessage('The body')}`, { maxDepth: MAX_JSON_DEPTH });
    state.body = body;
  },
});
