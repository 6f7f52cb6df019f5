/**
 * Validation with the route's zod schema. Input is the JSON body for POST/DELETE and the
 * query string plus path parameters for GET. A schema message of the form
 * `"<error>|<message>"` sets the spec's `error` string (e.g. "Invalid birth date|...");
 * other issues become "Invalid request". All issues are listed in `issues`. Before the schema,
 * every string of the input (any route) is checked for control characters and invalid Unicode
 * (shared/http/schemas.ts `textIssues`): 400 "Invalid request" naming each field. A body field the
 * schema does not know is 400 "Unknown field" (shared/http/unknown-fields.ts), checked first.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { BIRTH_TIME_NEEDED_FOR, hasPlaceId, hasSubjectRef, prepareBirthInput, withSubjects, type PlaceResolver, type SubjectResolver } from '../birth-input';
import { subjectBirth, subjectStore } from '../../subjects/store';
import { textIssues } from '../schemas';
import { unknownFields, unknownFieldsMessage } from '../unknown-fields';
import type { AppContext } from '../types';
import { refuseRevokedKey } from './key-live';
import { withoutLanguage } from './language';
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

/** 400 for a list of issues: the first decides `error` and `message`; `issues` lists every one. */
export const invalidRequest = (out: IssueOut[]): AppError => {
  const first = out[0] ?? { error: 'Invalid request', message: 'Invalid request' };
  return new AppError('invalid_input', first.error, first.message, { issues: out });
};

export const validationError = (issues: readonly z.core.$ZodIssue[]): AppError => invalidRequest(describeIssues(issues));

export const inputOf = (event: APIGatewayProxyEvent, body: unknown): unknown =>
  event.httpMethod === 'GET' ? { ...(event.queryStringParameters ?? {}), ...(event.pathParameters ?? {}) } : body;

/** The placeId resolver, loaded on the first placeId (the places file is read then, not at cold start). */
const placeResolver = async (): Promise<PlaceResolver> => {
  const { placeById } = await import('../../places/service');
  return (id) => {
    const p = placeById(id);
    return { city: p.name, country: p.countryName, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone };
  };
};

/** The caller's subjects as birth data (shared/subjects/store.ts). */
const subjectResolver = (deps: Parameters<typeof subjectStore>[0], ownerId: string): SubjectResolver => async (subject) => {
  const item = await subjectStore(deps).get(ownerId, subject);
  return item ? subjectBirth(item) : undefined;
};

/**
 * `options.timeUnknown`: the route accepts birth data with `timeUnknown: true`; `options.places`: it
 * accepts `placeId` (its route ships the places file) (shared/http/birth-input.ts).
 */
export const validate = (schema: z.ZodType | undefined, options: { timeUnknown?: boolean; places?: boolean } = {}): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'validate',
  before: async (request) => {
    const state = stateOf(request.context);
    // a text route's `language` was read by middleware/language.ts: not the schema's field
    const raw = withoutLanguage(state.route, inputOf(request.event, state.body));
    // every string of every route, whatever its schema: no control characters, no invalid Unicode
    const unsafe: IssueOut[] = textIssues(raw).map((u) => {
      const path = u.path.map(String).join('.');
      return { path, error: 'Invalid request', message: `${path || 'the body'} ${u.reason}` };
    });
    // a body's fields the route does not know: 400 `Unknown field` before anything else is read of it (shared/http/unknown-fields.ts)
    const unknown = schema && request.event.httpMethod !== 'GET' ? unknownFields(schema, raw) : [];
    if (unknown.length > 0) {
      await refuseRevokedKey(state);
      throw new AppError('invalid_input', 'Unknown field', unknownFieldsMessage(unknown), {
        fields: unknown.map((f) => ({ field: f.field, path: f.path, ...(f.didYouMean ? { didYouMean: f.didYouMean } : {}) })),
        issues: unknown.map((f) => ({ path: f.path, error: 'Unknown field', message: unknownFieldsMessage([f]) })),
      });
    }
    // a subject saved with PUT /v1/subjects/{subject} in place of birth data: its birth data (birth-input.ts)
    const given =
      schema && options.places === true && request.event.httpMethod === 'POST' && hasSubjectRef(raw)
        ? await withSubjects(raw, subjectResolver(state.deps, state.caller!.accountId), (input) => unknownFields(schema, input).map((f) => f.path))
        : raw;
    // an unknown birth time: refused where the route needs it, else cast at noon (birth-input.ts)
    const place = options.places === true && hasPlaceId(given) ? await placeResolver() : undefined;
    const birth = schema && request.event.httpMethod !== 'GET' ? prepareBirthInput(given, options.timeUnknown === true, place, BIRTH_TIME_NEEDED_FOR[`${state.route.method} ${state.route.path}`]) : { input: given, issues: [] };
    if (birth.issues.length > 0) {
      await refuseRevokedKey(state);
      throw invalidRequest(birth.issues);
    }
    const parsed = schema?.safeParse(birth.input);
    if (unsafe.length > 0 || (parsed && !parsed.success)) {
      // a revoked key gets 401, not 400 (auth.ts: liveness of fixed-price requests is otherwise checked by the debit)
      await refuseRevokedKey(state);
      // every wrong field: the schema's issues (their order decides `error`), then the text issues of other fields
      const fromSchema = parsed && !parsed.success ? describeIssues(parsed.error.issues) : [];
      throw invalidRequest([...fromSchema, ...unsafe.filter((u) => !fromSchema.some((f) => f.path === u.path))]);
    }
    if (!parsed) {
      state.input = given;
      return;
    }
    state.input = parsed.data;
  },
});
