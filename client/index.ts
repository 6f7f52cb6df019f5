/**
 * A typed client of the Blueprint API, generated from the route table through the API
 * description (`npm run client` writes client/api.ts; this file is the small runtime).
 *
 *   const api = createClient({ baseUrl: 'http://127.0.0.1:3000/v1', apiKey });
 *   const { data, meta } = await api.call('calculators-big-3', { body: { birthDate: '1990-07-15', ... } });
 *   for await (const chunk of api.stream('advisor-chat', { body: { messages: [...] } })) process.stdout.write(chunk);
 *
 * Errors are thrown as ApiError with the status and the `{error, message, ...}` body.
 */
import { OPERATIONS, type ApiErrorBody, type Operations } from './api';

export type { ApiErrorBody, Operations } from './api';
export type OperationName = keyof Operations;
type JsonOps = { [K in OperationName]: Operations[K]['kind'] extends 'json' ? K : never }[OperationName];
type StreamOps = { [K in OperationName]: Operations[K]['kind'] extends 'stream' ? K : never }[OperationName];
type BinaryOps = { [K in OperationName]: Operations[K]['kind'] extends 'binary' ? K : never }[OperationName];

/** The input of an operation: only the parts it has. */
export type Input<K extends OperationName> = (Operations[K]['params'] extends undefined ? { params?: undefined } : { params: Operations[K]['params'] }) &
  (Operations[K]['query'] extends undefined ? { query?: undefined } : { query?: Operations[K]['query'] }) &
  (Operations[K]['body'] extends undefined ? { body?: undefined } : { body: Operations[K]['body'] }) & {
    headers?: Record<string, string>;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

export interface Answer<K extends OperationName> {
  status: number;
  data: Operations[K]['data'];
  meta: { creditsUsed?: number; creditsRemaining?: number; [key: string]: unknown };
  headers: Headers;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody & Record<string, unknown>,
    readonly headers: Headers,
  ) {
    super(`${status} ${body.error}: ${body.message}`);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  /** e.g. http://127.0.0.1:3000/v1 or the stack output ApiUrl */
  baseUrl: string;
  apiKey?: string;
  /** `bearer` (default): Authorization: Bearer; `x-api-key`: X-API-Key */
  scheme?: 'bearer' | 'x-api-key';
  fetch?: typeof fetch;
}

const fill = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });

export const createClient = (opts: ClientOptions) => {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');

  const send = async <K extends OperationName>(name: K, input: Input<K>, accept: string): Promise<Response> => {
    const op = OPERATIONS[name];
    const { params, query, body, headers, idempotencyKey, signal } = input as Input<K> & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const url = new URL(`${base}${fill(op.path, params)}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const h: Record<string, string> = { Accept: accept, ...headers };
    if (opts.apiKey) {
      if (opts.scheme === 'x-api-key') h['X-API-Key'] = opts.apiKey;
      else h.Authorization = `Bearer ${opts.apiKey}`;
    }
    if (idempotencyKey) h['Idempotency-Key'] = idempotencyKey;
    if (body !== undefined) h['Content-Type'] = 'application/json';
    const res = await doFetch(url, { method: op.method, headers: h, ...(body !== undefined ? { body: JSON.stringify(body) } : {}), ...(signal ? { signal } : {}) });
    if (!res.ok) {
      const text = await res.text();
      let parsed: ApiErrorBody & Record<string, unknown>;
      try {
        parsed = JSON.parse(text) as ApiErrorBody & Record<string, unknown>;
      } catch {
        parsed = { success: false, error: res.statusText || 'Error', message: text, code: `http_${res.status}`, requestId: res.headers.get('x-request-id') ?? '', docUrl: '' };
      }
      throw new ApiError(res.status, parsed, res.headers);
    }
    return res;
  };

  return {
    /** A JSON operation: resolves with `data` and `meta` of the envelope, or throws ApiError. */
    async call<K extends JsonOps>(name: K, input: Input<K> = {} as Input<K>): Promise<Answer<K>> {
      const res = await send(name, input, 'application/json');
      const env = (await res.json()) as { data: Operations[K]['data']; meta?: Answer<K>['meta'] };
      return { status: res.status, data: env.data, meta: env.meta ?? {}, headers: res.headers };
    },
    /** A binary operation (the PDF, an image): the bytes; `accept` e.g. 'image/png' for a PNG image. */
    async bytes<K extends BinaryOps>(name: K, input: Input<K>, accept = 'application/pdf'): Promise<Uint8Array> {
      const res = await send(name, input, accept);
      return new Uint8Array(await res.arrayBuffer());
    },
    /** A streaming operation (the advisor chat): its text chunks as they arrive. */
    async *stream<K extends StreamOps>(name: K, input: Input<K>): AsyncGenerator<string, void, undefined> {
      const res = await send(name, input, 'text/plain');
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
