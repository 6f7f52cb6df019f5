/**
 * The observability middleware of every route handler (registered by defineRoute before the
 * platform middleware, so its `before` runs first):
 *
 * - the Lambda context (function name, memory, request id, cold start) on every log line;
 * - the correlation id: the caller's `X-Request-Id` header when it sent one, else API Gateway's
 *   request id (the id the answer's X-Request-Id header carries);
 * - an X-Ray subsegment for the handler with `route` as an annotation (Powertools'
 *   captureLambdaHandler; a no-op outside Lambda).
 */
import type { MiddlewareObj } from '@middy/core';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { RouteDef } from '../routes';
import { loadTracer, powertoolsLogger } from './index';

/** Case-insensitive header lookup (API Gateway passes headers as the client spelled them). */
export const headerOf = (headers: Record<string, string | undefined> | null | undefined, name: string): string | undefined => {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted && v) return v;
  return undefined;
};

/** The correlation id of a request: a sane X-Request-Id of the caller, else API Gateway's request id. */
export const correlationIdOf = (event: Pick<APIGatewayProxyEvent, 'headers' | 'requestContext'>): string | undefined => {
  const sent = headerOf(event.headers, 'x-request-id');
  if (sent && /^[A-Za-z0-9._:-]{1,128}$/.test(sent)) return sent;
  return event.requestContext?.requestId || undefined;
};

const context = <R, C extends Context>(): MiddlewareObj<APIGatewayProxyEvent, R, Error, C> => ({
  name: 'observabilityContext',
  before: (request) => {
    const logger = powertoolsLogger();
    if (request.context?.awsRequestId) logger.addContext(request.context);
    logger.setCorrelationId(correlationIdOf(request.event));
  },
});

/** Powertools' captureLambdaHandler, created once the tracer is loaded (Lambda only), plus a `route` annotation. */
const traced = <R, C extends Context>(route: RouteDef): MiddlewareObj<APIGatewayProxyEvent, R, Error, C> => {
  type Mw = MiddlewareObj<APIGatewayProxyEvent, R, Error, C>;
  let inner: Mw | null | undefined;
  const get = async (): Promise<Mw | null> => {
    if (inner === undefined) {
      const t = await loadTracer();
      inner = t ? (captureLambdaHandler(t, { captureResponse: false }) as unknown as Mw) : null;
    }
    return inner;
  };
  return {
    name: 'observabilityTracer',
    before: async (request) => {
      const m = await get();
      if (!m) return;
      await m.before?.(request);
      (await loadTracer())?.putAnnotation('route', route.name);
    },
    after: async (request) => {
      await (await get())?.after?.(request);
    },
    onError: async (request) => {
      await (await get())?.onError?.(request);
    },
  };
};

/** The middleware list, in order: tracer subsegment first, then the logger context. */
export const observability = <R = unknown, C extends Context = Context>(route: RouteDef): MiddlewareObj<APIGatewayProxyEvent, R, Error, C>[] => [
  traced<R, C>(route),
  context<R, C>(),
];
