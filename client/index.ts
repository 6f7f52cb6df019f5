/**
 * @blueprint-api/client: a typed client of the Blueprint API, generated from the route table
 * through the API description (`npm run client` writes api.ts; this file is the small runtime).
 *
 *   const api = createClient({ baseUrl: 'https://…/v1', apiKey });
 *   const { data, meta } = await api.call('calculators-big-3', { body: { birthDate: '1990-07-15', … } });
 *   for await (const chunk of api.stream('advisor-chat', { body: { messages: [...] } })) process.stdout.write(chunk);
 *
 * - Charged POSTs carry an `Idempotency-Key`: one random UUID per call (or the caller's), the same
 *   on every retry of that call, so a retried call is charged once.
 * - Retries: a 429 after its `Retry-After` (the request was refused before any work); a 5xx, a
 *   network error or a timeout only for requests that are safe to repeat (GET, or with an
 *   Idempotency-Key), after an exponential back-off; a 409 `request_in_progress` of an
 *   idempotent call (its first attempt still runs) likewise.
 * - A timeout per attempt (`timeoutMs`, default 30 s).
 * - Errors are thrown as ApiError with the status, the stable `code` (`invalid_birth_date`,
 *   `insufficient_credits`, …; `network_error` and `timeout` for answers that never came) and the
 *   whole error body.
 */
import { API_VERSION, OPERATIONS, type ApiErrorBody, type Operations } from './api.js';

export { API_VERSION } from './api.js';
export type { ApiErrorBody, Operations } from './api.js';
export type OperationName = keyof Operations;
type JsonOps = { [K in OperationName]: Operations[K]['kind'] extends 'json' ? K : never }[OperationName];
type StreamOps = { [K in OperationName]: Operations[K]['kind'] extends 'stream' ? K : never }[OperationName];
type BinaryOps = { [K in OperationName]: Operations[K]['kind'] extends 'binary' ? K : never }[OperationName];

/** The input of an operation: only the parts it has. */
export type Input<K extends OperationName> = (Operations[K]['params'] extends undefined ? { params?: undefined } : { params: Operations[K]['params'] }) &
  (Operations[K]['query'] extends undefined ? { query?: undefined } : { query?: Operations[K]['query'] }) &
  (Operations[K]['body'] extends undefined ? { body?: undefined } : { body: Operations[K]['body'] }) & {
    headers?: Record<string, string>;
    /** The call's Idempotency-Key; charged POSTs get a random one when absent. */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

export interface Answer<K extends OperationName> {
  status: number;
  data: Operations[K]['data'];
  meta: { creditsUsed?: number; creditsRemaining?: number; [key: string]: unknown };
  headers: Headers;
  /** Attempts it took (1 without a retry). */
  attempts: number;
}

/** An error answer of the API, or a request that got none (`network_error`, `timeout`: status 0). */
export class ApiError extends Error {
  /** The stable machine-readable code of the error (the docs page lists them). */
  readonly code: string;
  readonly requestId: string | undefined;
  readonly docUrl: string | undefined;
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody & Record<string, unknown>,
    readonly headers: Headers,
    /** Attempts made before giving up. */
    readonly attempts = 1,
  ) {
    super(`${status} ${body.error}: ${body.message}`);
    this.name = 'ApiError';
    this.code = body.code;
    this.requestId = body.requestId || undefined;
    this.docUrl = body.docUrl || undefined;
  }
}

export interface ClientOptions {
  /** e.g. http://127.0.0.1:3000/v1 or the stack output ApiUrl */
  baseUrl: string;
  apiKey?: string;
  /** `bearer` (default): Authorization: Bearer; `x-api-key`: X-API-Key */
  scheme?: 'bearer' | 'x-api-key';
  fetch?: typeof fetch;
  /** Retries after the first attempt (default 3; 0: none). */
  retries?: number;
  /** Per attempt, ms (default 30,000; the advisor's stream: until its headers arrive). */
  timeoutMs?: number;
  /** First back-off of a 5xx or network retry, doubled each time, ms (default 500). */
  backoffMs?: number;
  /** The longest `Retry-After` the client waits, ms (default 60,000): a longer one is thrown as the 429. */
  maxRetryAfterMs?: number;
}

const fill = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });

const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(t);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Retry-After in ms: seconds, or an HTTP date. */
const retryAfterMs = (h: Headers): number | undefined => {
  const v = h.get('retry-after');
  if (!v) return undefined;
  const s = Number(v);
  if (Number.isFinite(s)) return Math.max(0, s * 1000);
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
};

const failure = (code: 'network_error' | 'timeout', message: string): ApiErrorBody & Record<string, unknown> =>
  ({ success: false, error: code === 'timeout' ? 'Timeout' : 'Network error', message, code, requestId: '', docUrl: '' }) as ApiErrorBody & Record<string, unknown>;

const readError = async (res: Response): Promise<ApiErrorBody & Record<string, unknown>> => {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as ApiErrorBody & Record<string, unknown>;
    if (body && typeof body === 'object' && typeof body.error === 'string') return body;
  } catch {
    /* not JSON: a proxy's page */
  }
  return { success: false, error: res.statusText || 'Error', message: text.slice(0, 500), code: `http_${res.status}`, requestId: res.headers.get('x-request-id') ?? '', docUrl: '' } as ApiErrorBody & Record<string, unknown>;
};

export const createClient = (opts: ClientOptions) => {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  const retries = opts.retries ?? 3;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const backoffMs = opts.backoffMs ?? 500;
  const maxRetryAfterMs = opts.maxRetryAfterMs ?? 60_000;

  /** One logical call: its attempts, until an answer that is not retried. */
  const send = async <K extends OperationName>(name: K, input: Input<K>, accept: string): Promise<{ res: Response; attempts: number }> => {
    const op = OPERATIONS[name];
    const { params, query, body, headers, idempotencyKey, signal } = input as Input<K> & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const url = new URL(`${base}${fill(op.path, params)}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const h: Record<string, string> = { Accept: accept, ...headers };
    if (opts.apiKey) {
      if (opts.scheme === 'x-api-key') h['X-API-Key'] = opts.apiKey;
      else h.Authorization = `Bearer ${opts.apiKey}`;
    }
    // one key per logical call, the same on each of its retries: charged once whatever happens
    const key = idempotencyKey ?? (op.idempotent ? crypto.randomUUID() : undefined);
    if (key) h['Idempotency-Key'] = key;
    if (body !== undefined) h['Content-Type'] = 'application/json';
    const safe = op.method === 'GET' || key !== undefined;
    const payload = body !== undefined ? JSON.stringify(body) : undefined;

    for (let attempt = 1; ; attempt++) {
      const timer = new AbortController();
      const timeout = setTimeout(() => timer.abort(new Error('timeout')), timeoutMs);
      const onAbort = (): void => timer.abort(signal!.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      let res: Response;
      try {
        res = await doFetch(url, { method: op.method, headers: h, ...(payload !== undefined ? { body: payload } : {}), signal: timer.signal });
      } catch (e) {
        if (signal?.aborted) throw e;
        const timedOut = timer.signal.aborted;
        const err = new ApiError(0, failure(timedOut ? 'timeout' : 'network_error', timedOut ? `No answer within ${timeoutMs} ms` : String((e as Error)?.message ?? e)), new Headers(), attempt);
        if (!safe || attempt > retries) throw err;
        await sleep(backoffMs * 2 ** (attempt - 1), signal);
        continue;
      } finally {
        clearTimeout(timeout);
        signal?.removeEventListener('abort', onAbort);
      }
      if (res.ok) return { res, attempts: attempt };
      const errBody = await readError(res);
      const wait = retryAfterMs(res.headers);
      const retryable =
        attempt <= retries &&
        (res.status === 429 ? (wait ?? 1000) <= maxRetryAfterMs : safe && (res.status >= 500 || (res.status === 409 && errBody.code === 'request_in_progress')));
      if (!retryable) throw new ApiError(res.status, errBody, res.headers, attempt);
      await sleep(res.status === 429 ? (wait ?? 1000) : (wait ?? backoffMs * 2 ** (attempt - 1)), signal);
    }
  };

  return {
    /** A JSON operation: resolves with `data` and `meta` of the envelope, or throws ApiError. */
    async call<K extends JsonOps>(name: K, input: Input<K> = {} as Input<K>): Promise<Answer<K>> {
      const { res, attempts } = await send(name, input, 'application/json');
      const env = (await res.json()) as { data: Operations[K]['data']; meta?: Answer<K>['meta'] };
      return { status: res.status, data: env.data, meta: env.meta ?? {}, headers: res.headers, attempts };
    },
    /** A binary operation (the PDF, an image): the bytes; `accept` e.g. 'image/png' for a PNG image. */
    async bytes<K extends BinaryOps>(name: K, input: Input<K>, accept = 'application/pdf'): Promise<Uint8Array> {
      const { res } = await send(name, input, accept);
      return new Uint8Array(await res.arrayBuffer());
    },
    /** A streaming operation (the advisor chat): its text chunks as they arrive. */
    async *stream<K extends StreamOps>(name: K, input: Input<K>): AsyncGenerator<string, void, undefined> {
      const { res } = await send(name, input, 'text/plain');
      if (!res.body) return;
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const text = decoder.decode(value, { stream: true });
          if (text) yield text;
        }
        const rest = decoder.decode();
        if (rest) yield rest;
      } finally {
        reader.releaseLock();
      }
    },
  };
};

export type Client = ReturnType<typeof createClient>;

/** The client's version: the API description's (package.json says the same). */
export const CLIENT_VERSION = API_VERSION;
