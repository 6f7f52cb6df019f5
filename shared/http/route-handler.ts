/**
 * `defineRoute`: turns a thin handler function into the Lambda handler of one route of
 * ROUTES, with the shared middleware in the order the platform guarantees:
 *
 *   1 request id + structured log   2 body size limit + JSON parsing   3 authentication
 *   4 rate limiting                 4b language (routes that write text) 5 validation (zod)   6 Idempotency-Key
 *   7 credit charge                 8 error mapping (onError; refunds happen in 7's onError before it)
 *
 * The handler returns `{data, meta?}` (wrapped in the spec 2.1 envelope), `{raw}` (binary)
 * `{stream}` (routes with `streaming: true`, middy streamified) or `{dataStream}` (a streamed JSON
 * answer in the same envelope, shared/http/json-stream.ts).
 */
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { OFFLINE_WRITER } from '../ai/types';
import { withCalculation, type CalculationRecord } from '../astro/calculation';
import { ROUTES, type RouteDef } from '../routes';
import { JSON_HEADERS, jsonResponse } from './errors';
import { jsonEnvelopeStream } from './json-stream';
import { auth } from './middleware/auth';
import { jsonBody } from './middleware/body';
import { language } from './middleware/language';
import { charge } from './middleware/charge';
import { errorMapper } from './middleware/error-mapper';
import { idempotency } from './middleware/idempotency';
import { rateLimit } from './middleware/rate-limit';
import { requestContext, stateOf } from './middleware/request-context';
import { validate } from './middleware/validate';
import { observability } from '../observability/middleware';
import type { AppContext, RouteContext, RouteResult, TokenResolver } from './types';
import { isTestAccount } from '../accounts/test-mode';

export interface RouteOptions<S extends z.ZodType | undefined> {
  /** Input schema: the JSON body (POST/DELETE) or query + path parameters (GET). */
  schema?: S;
  handle: (input: S extends z.ZodType ? z.output<S> : unknown, ctx: RouteContext) => Promise<RouteResult> | RouteResult;
  /** Schema of `data` in a 200 answer (the API description documents it; tests validate real answers against it). */
  response?: z.ZodType;
  /**
   * Dynamic-price routes: the price of a parsed request, computed by the route's own pricing
   * functions (the docs page shows the price of each operation's pre-filled example with it).
   */
  quote?: (input: S extends z.ZodType ? z.output<S> : unknown) => Quote;
  /** Routes with `auth: 'token'`: the caller a request's token stands for (middleware/auth.ts). */
  token?: TokenResolver;
  /** The route answers birth data with `timeUnknown: true` (shared/http/birth-input.ts); elsewhere it is a 400. */
  timeUnknown?: true;
}

/** The price of a request before it runs: `credits`, and what decides the final charge when it is not fixed. */
export interface Quote {
  credits: number;
  note?: string;
}

export type LambdaResult = APIGatewayProxyResult | (Omit<APIGatewayProxyResult, 'body'> & { body: Readable | string });

export const findRoute = (name: string): RouteDef => {
  const r = ROUTES.find((x) => x.name === name);
  if (!r) throw new Error(`Route "${name}" is not in shared/routes.ts`);
  return r;
};

export const defineRoute = <S extends z.ZodType | undefined = undefined>(routeOrName: string | RouteDef, opts: RouteOptions<S>) => {
  const route = typeof routeOrName === 'string' ? findRoute(routeOrName) : routeOrName;

  const base = async (event: APIGatewayProxyEvent, context: AppContext, { signal }: { signal: AbortSignal }): Promise<LambdaResult> => {
    const state = stateOf(context);
    if (state.replay) return state.replay;
    const credits = state.credits!;
    const { result, calculation } = await withCalculation(() => opts.handle(state.input as never, {
      requestId: state.requestId,
      caller: state.caller!,
      credits,
      log: state.log,
      deps: state.deps,
      route,
      event,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      account: state.account,
      query: (event.queryStringParameters ?? {}) as Record<string, string>,
      language: state.language ?? 'en',
      signal,
      ...(state.token !== undefined ? { token: state.token } : {}),
      idempotencyRecordId: state.idempotencyRecordId,
      ...(state.idempotencyScope ? { idempotencyScope: state.idempotencyScope } : {}),
    }));
    // an image has no meta: its birth moment and rule ride in a header (docs/astrology.md "Calculation record")
    if ('raw' in result) return calculation?.moment ? { ...result.raw, headers: { ...result.raw.headers, 'X-Birth-Moment': momentHeader(calculation) } } : result.raw;
    if ('stream' in result) {
      return { statusCode: result.statusCode ?? 200, headers: { ...result.headers }, body: result.stream };
    }
    const meta: Record<string, unknown> = { creditsUsed: credits.used };
    if (route.price !== 0 && credits.remaining !== undefined) meta.creditsRemaining = credits.remaining;
    // a test key's answer says so (the live ones carry no mark: their answers are unchanged)
    if (state.caller && isTestAccount(state.caller.accountId)) meta.livemode = false;
    if ('dataStream' in result) {
      if (!route.streaming) throw new Error(`Route ${route.name} answers a stream but is not \`streaming\` in shared/routes.ts`);
      // the envelope of a streamed JSON answer: meta is known before its data (the price was paid before the handler)
      return { statusCode: 200, headers: { ...JSON_HEADERS, ...result.headers }, body: await jsonEnvelopeStream(result.dataStream, meta, state.log) };
    }
    Object.assign(meta, result.meta);
    // what a computed answer was computed with (not on a saved record read back by its id)
    if (calculation && !(route.method === 'GET' && route.path.includes('{'))) meta.calculation = calculation;
    // an answer computed now whose texts no AI call wrote: the offline writer's (its fixed tables);
    // a handler whose texts came from the AI layer or a stored record says which writer wrote them
    // (`writer: null`: the answer's texts are no writer's, e.g. the labels' names)
    if (route.language && meta.writer === undefined && !route.path.includes('{id}')) meta.writer = OFFLINE_WRITER;
    if (meta.writer === null) delete meta.writer;
    if (result.meta && typeof result.meta.creditsUsed === 'number') {
      state.shownCredits = { used: result.meta.creditsUsed, ...(typeof meta.creditsRemaining === 'number' ? { remaining: meta.creditsRemaining } : {}) };
    }
    return jsonResponse(result.statusCode ?? 200, { success: true, data: result.data, meta }, result.headers);
  };

  const handler = middy<APIGatewayProxyEvent, LambdaResult, Error, AppContext>({
    streamifyResponse: route.streaming === true,
    // middy aborts `signal` this long before the Lambda timeout (only when the context has a clock)
    timeoutEarlyInMillis: 50,
  })
    // Powertools: X-Ray subsegment, Lambda context and correlation id on the logs (shared/observability)
    .use(observability<LambdaResult, AppContext>(route))
    .use([requestContext(route), errorMapper(), jsonBody(), auth(opts.token), rateLimit(), language(), validate(opts.schema, { timeUnknown: opts.timeUnknown === true, places: route.data?.includes('places') === true }), idempotency(), charge()])
    .handler(base);
  // the OpenAPI generator reads the route and its input schema from the handler module
  return Object.assign(handler, { route, requestSchema: opts.schema as z.ZodType | undefined, responseSchema: opts.response, quote: opts.quote as ((input: unknown) => Quote) | undefined });
};

/** The birth moment of an image answer: `<UT>; rule=<rule>; offset=<offset>; zone=<zone>`. */
const momentHeader = (c: CalculationRecord): string => {
  const m = c.moment!;
  return `${m.utc}; rule=${m.rule}; offset=${m.utcOffset}; zone=${m.timezone}${m.timeUnknown ? '; time=unknown' : ''}`;
};

/** What `defineRoute` adds to a handler for introspection (OpenAPI). */
export interface DescribedHandler {
  route?: RouteDef;
  requestSchema?: z.ZodType;
  responseSchema?: z.ZodType;
  quote?: (input: unknown) => Quote;
}
