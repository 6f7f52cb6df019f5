/**
 * The language of a route that writes text (`language` in shared/routes.ts): the request's named
 * `language` (body field, or query parameter on GET; the advisor's `agent.language`), else the best
 * of its Accept-Language header, else English (shared/i18n). Runs after rate limiting and before
 * validation, so an unsupported named language is 400 `Invalid language` before anything is charged.
 * Every answer from here on, errors included, carries `Content-Language`.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { AppError } from '../../errors';
import { chooseLanguage, LANGUAGES } from '../../i18n/languages';
import { ADVISOR_LANGUAGES } from '../../i18n/advisor';
import type { AppContext } from '../types';
import { headerOf } from './body';
import { refuseRevokedKey } from './key-live';
import { stateOf } from './request-context';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const language = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'language',
  before: async (request) => {
    const state = stateOf(request.context);
    const from = state.route.language;
    if (!from) return;
    const acceptLanguage = headerOf(request.event.headers, 'accept-language');
    let named: unknown;
    if (from === 'agent') {
      const agent = isObject(state.body) ? state.body.agent : undefined;
      named = isObject(agent) ? agent.language : undefined;
    } else if (request.event.httpMethod === 'GET') {
      named = request.event.queryStringParameters?.language;
    } else {
      named = isObject(state.body) ? state.body.language : undefined;
    }
    // the advisor's agent.language keeps its own error (spec 2.9: 400 `Invalid agent`, from its schema)
    const choice = from === 'agent' ? chooseLanguage({ named: ADVISOR_LANGUAGES.includes(named as never) ? named : undefined, acceptLanguage }, ADVISOR_LANGUAGES) : chooseLanguage({ named, acceptLanguage }, LANGUAGES);
    if (!choice.ok) {
      await refuseRevokedKey(state);
      throw new AppError('invalid_input', 'Invalid language', choice.message, { issues: [{ path: 'language', error: 'Invalid language', message: choice.message }] });
    }
    state.language = choice.language;
    state.headers['Content-Language'] = choice.language;
    // a cache keyed on the URL alone must not serve one language's answer to another's header
    state.headers.Vary = 'Accept-Language';
  },
});

/** The input the route's schema validates: without the `language` this middleware consumed (the advisor's stays in `agent`). */
export const withoutLanguage = (route: { language?: 'field' | 'agent' }, input: unknown): unknown => {
  if (route.language !== 'field' || !isObject(input) || !('language' in input)) return input;
  const { language: _consumed, ...rest } = input;
  return rest;
};
