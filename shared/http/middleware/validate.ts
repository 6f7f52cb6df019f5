/**
 * Validation with the route's zod schema. Input is the JSON body for POST/DELETE and the
 * query string plus path parameters for GET. A schema message of the form
 * `"<error>|<message>"` sets the spec's `error` string (e.g. "Invalid birth date|...");
 * other issues become "Invalid request". All issues are listed in `issues`. Before the schema,
 * every string of the input (any route) is checked for control characters and invalid Unicode
 * (shared/http/schemas.ts `textIssues`): 400 "Invalid request" naming each field.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { textIssues } from '../schemas';
import type { AppContext } from '../types';
import { refuseRevokedKey } from './key-live';
import { stateOf } from './request-context';

export interface IssueOut {
  path: string;
  error: string;
  message: string;
}

export const describeIssues = (issues: readonly z.core.$ZodIssue[]): IssueOut[] =>
  issues.map((i) => {
    const path = i.path.map(String).join('.');
    const bar = i.message.indexOf('|');
    if (bar > 0) return { path, error: i.message.slice(0, bar), message: i.message.slice(bar + 1) };
    return { path, error: 'Invalid request', message: path ? `${path}: ${i.message}` : i.message };
  });

export const validationError = (issues: readonly z.core.$ZodIssue[]): AppError => {
  const out = describeIssues(issues);
  const first = out[0] ?? { error: 'Invalid request', message: 'Invalid request' };
  return new AppError('invalid_input', first.error, first.message, { issues: out });
};

export const inputOf = (event: APIGatewayProxyEvent, body: unknown): unknown =>
  event.httpMethod === 'GET' ? { ...(event.queryStringParameters ?? {}), ...(event.pathParameters ?? {}) } : body;

export const validate = (schema: z.ZodType | undefined): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'validate',
  before: async (request) => {
    const state = stateOf(request.context);
    const raw = inputOf(request.event, state.body);
    // every string of every route, before its own schema: no control characters, no invalid Unicode
    const unsafe = textIssues(raw);
    if (unsafe.length > 0) {
      await refuseRevokedKey(state);
      const issues = unsafe.map((u) => {
        const path = u.path.map(String).join('.') || 'the body';
        return { path: u.path.map(String).join('.'), error: 'Invalid request', message: `${path} ${u.reason}` };
      });
      throw new AppError('invalid_input', 'Invalid request', issues[0]!.message, { issues });
    }
    if (!schema) {
      state.input = raw;
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      // a revoked key gets 401, not 400 (auth.ts: liveness of fixed-price requests is otherwise checked by the debit)
      await refuseRevokedKey(state);
      throw validationError(parsed.error.issues);
    }
    state.input = parsed.data;
  },
});
