/**
 * Admission control of the local server (`npm start`, shared/http/local-server.ts): the heavy
 * routes (images, PDF, blueprint generation, predictive: CPU-bound work of 0.1-2 s and up to
 * 100 MB each) run at most `concurrency` at a time, with at most `queue` more waiting their turn;
 * a heavy request beyond that is refused at once with 503 `Service unavailable` and `Retry-After`,
 * before its handler runs (so before its debit: nothing charged). Light routes (the account, keys,
 * lists, calculators, the chat, the export) never wait here, so they stay fast however many heavy
 * requests are queued. Deployed, the same classes get reserved concurrency per function
 * (docs/infra.md); Lambda answers a throttled invocation with API Gateway's 503/429.
 */
import { availableParallelism } from 'node:os';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { RouteDef } from '../routes';
import { AppError } from '../errors';
import { jsonResponse, mapError } from './errors';

export type RouteClass = 'heavy' | 'light';

/** The heavy routes: every binary answer (images, SVG wheels, the PDF), blueprint generation, predictive. */
export const routeClass = (route: Pick<RouteDef, 'path' | 'binary'>): RouteClass =>
  route.binary === true || /^\/(images|predictive)\//.test(route.path) || route.path.startsWith('/generate-blueprint') || route.path === '/blueprint/pdf'
    ? 'heavy'
    : 'light';

export interface AdmissionLimits {
  /** Heavy requests running at once (default: the machine's cores, HEAVY_CONCURRENCY). */
  concurrency: number;
  /** Heavy requests waiting for a slot (default 32, HEAVY_QUEUE); more are refused with 503. */
  queue: number;
}

export const admissionLimits = (env: NodeJS.ProcessEnv = process.env): AdmissionLimits => {
  const int = (v: string | undefined, fallback: number, min: number): number => {
    const n = v === undefined || v === '' ? NaN : Number(v);
    return Number.isSafeInteger(n) && n >= min ? n : fallback;
  };
  return { concurrency: int(env.HEAVY_CONCURRENCY, Math.max(1, availableParallelism()), 1), queue: int(env.HEAVY_QUEUE, 32, 0) };
};

export interface Admission {
  /**
   * A slot for one heavy request: at once when one is free, after the requests queued before it
   * otherwise; `undefined` when the queue is full (refuse with `overloaded`). Call the release
   * function exactly once when the request is done (or when its client left before it started).
   */
  enter(): Promise<() => void> | undefined;
  /** Running and waiting heavy requests. */
  load(): { running: number; queued: number };
  /** The 503 answer of a refused request: Retry-After from the queue's length and the mean heavy duration. */
  overloaded(requestId: string): APIGatewayProxyResult;
}

export const createAdmission = (limits: AdmissionLimits, now: () => number = () => performance.now()): Admission => {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Mean duration of a heavy request, ms (moving average of the last ones; 1 s before any). */
  let meanMs = 1000;
  const grant = (): (() => void) => {
    const started = now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      meanMs = meanMs * 0.8 + (now() - started) * 0.2;
      const next = waiting.shift();
      // the slot passes to the next in line (running stays the same), or frees up
      if (next) next();
      else running--;
    };
  };
  return {
    enter() {
      if (running < limits.concurrency) {
        running++;
        return Promise.resolve(grant());
      }
      if (waiting.length >= limits.queue) return undefined;
      return new Promise((resolve) => waiting.push(() => resolve(grant())));
    },
    load: () => ({ running, queued: waiting.length }),
    overloaded(requestId) {
      // the time until the queue ahead of a retry has drained, whole seconds, 1 to 60
      const retryAfter = Math.min(60, Math.max(1, Math.ceil((meanMs * (waiting.length + 1)) / limits.concurrency / 1000)));
      const m = mapError(
        new AppError('unavailable', 'Service unavailable', `The server is busy: ${running} heavy requests are running and ${waiting.length} waiting (at most ${limits.concurrency} and ${limits.queue}); nothing was charged, retry after ${retryAfter} s`),
        requestId,
      );
      return jsonResponse(503, m.body, { 'Retry-After': String(retryAfter), 'X-Request-Id': requestId });
    },
  };
};
