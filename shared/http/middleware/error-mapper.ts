/** Error mapping: any error becomes the JSON error body (shared/http/errors.ts decides the status). */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { docsBaseOf, jsonResponse, mapError } from '../errors';
import { ADVISOR_LANGUAGES } from '../../i18n/advisor';
import { LANGUAGES, negotiateLanguage, type Language } from '../../i18n/languages';
import { errorMessageIn } from '../../i18n/messages/index';
import type { RouteDef } from '../../routes';
import type { AppContext } from '../types';
import { headerOf } from './body';
import { setUncountedRateHeaders } from './rate-limit';

/** The language of an error answered before the language middleware decided (a 401, 429, a body that is not JSON): the header's. */
const errorLanguage = (route: RouteDef, headers: Record<string, string | undefined> | null | undefined): Language | undefined =>
  route.language ? negotiateLanguage<Language>(headerOf(headers, 'accept-language'), route.language === 'agent' ? ADVISOR_LANGUAGES : LANGUAGES) : undefined;

export const errorMapper = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'errorMapper',
  onError: async (request) => {
    const state = request.context.app;
    const requestId = state?.requestId ?? 'unknown';
    const mapped = mapError(request.error, requestId, docsBaseOf(request.event));
    // a route that writes text answers its errors in the request's language too (the `error` string stays)
    const language = state ? (state.language ?? errorLanguage(state.route, request.event.headers)) : undefined;
    if (state && language) {
      mapped.body.message = errorMessageIn(language, String(mapped.body.error), String(mapped.body.message));
      state.headers['Content-Language'] = language;
    }
    if (state) {
      state.error = { statusCode: mapped.statusCode, error: String(mapped.body.error) };
      // RFC 9110: a 401 names the scheme the client should use
      if (mapped.statusCode === 401) state.headers['WWW-Authenticate'] = 'Bearer realm="blueprint-api"';
      // every answer after authentication carries the X-RateLimit-* headers, the uncounted refusals too
      else if (state.caller) {
        try {
          await setUncountedRateHeaders(state);
        } catch (e) {
          state.log.warn('rate-limit headers unavailable', { err: e instanceof Error ? e.message : String(e) });
        }
      }
      if (mapped.unexpected) {
        const e = request.error;
        state.log.error('unhandled error', { err: e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : String(e) });
      }
    }
    request.response = jsonResponse(mapped.statusCode, mapped.body);
  },
});
