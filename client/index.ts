/**
 * @blueprint-api/client: a typed client of the Blueprint API, generated from the route table
 * through the API description (`npm run client` writes api.ts; this file is the small runtime).
 *
 *   const api = createClient({ baseUrl: 'https://…/v1', apiKey });
 *   const { data, meta } = await api.call('calculators-big-3', { body: { birthDate: '1990-07-15', … } });
 *   const chat = await api.stream('advisor-chat', { body: { messages: [...] } });
 *   for await (const chunk of chat) process.stdout.write(chunk);   // chat.conversationId, chat.headers
 *   const pdf = await api.bytes('blueprints-pdf', { body: { blueprintId } });   // pdf.data, pdf.meta.creditsUsed
 *   const ics = await api.call('calendars-feed', { params: { id: token } });   // ics.data: the calendar's text
 *
 * - Charged POSTs carry an `Idempotency-Key`: one random UUID per call (or the caller's), the same
 *   on every retry of that call, so a retried call is charged once.
 * - Retries: a 429 after its `Retry-After` (the request was refused before any work); a 5xx, a
 *   network error or a timeout only for requests that are safe to repeat (GET, or with an
 *   Idempotency-Key), after an exponential back-off; a 409 `request_in_progress` of an
 *   idempotent call (its first attempt still runs) likewise.
 * - A timeout per attempt (`timeoutMs`, default 30 s).
 * - Errors are thrown as ApiError with the status, the stable `code` (`ErrorCode`: `invalid_birth_date`,
 *   `insufficient_credits`, …; `network_error` and `timeout` for answers that never came) and the
 *   whole error body; an advisor stream that stops half-way with its `[advisor error] …` line
 *   throws it too, after the text before it.
 * - Every named shape of the API description is a named export (`BirthData`, `NatalChart`,
 *   `Blueprint`, …), bodies closed: a field the API does not know does not compile.
 */
import { API_VERSION, OPERATIONS, type ApiErrorBody, type ErrorCode, type Operations } from './api.js';

export { API_VERSION } from './api.js';
export type * from './api.js';
export type OperationName = keyof Operations;
/** The operations answered in JSON, and the ICS feed (its text as `data`). */
type JsonOps = { [K in OperationName]: Operations[K]['kind'] extends 'json' | 'text' ? K : never }[OperationName];
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

/** The answer of a binary operation (the PDF, an image): its bytes, and the charge from its headers. */
export interface BytesAnswer {
  status: number;
  data: Uint8Array;
  /** e.g. application/pdf, image/svg+xml, image/png */
  contentType: string;
  /** From `X-Credits-Used` and `X-Credits-Remaining`. */
  meta: { creditsUsed?: number; creditsRemaining?: number };
  headers: Headers;
  attempts: number;
}

/** The advisor's streamed answer: its headers at once, its text as it comes (`for await`), or whole (`text()`). */
export interface StreamAnswer extends AsyncIterable<string> {
  status: number;
  /** `X-Conversation-Id`: continue the conversation with it (`conversationId` of the next body). */
  conversationId: string | undefined;
  /** The credits held for the answer while it streams (`X-Credits-Held`, `X-Credits-Available`, `X-Estimated-Cost`); the final charge is the turn's `creditsCharged` in `advisor-conversations-get`. */
  meta: { creditsHeld?: number; creditsAvailable?: number; estimatedCost?: number };
  headers: Headers;
  attempts: number;
  /** The whole text (reads the stream to its end; throws ApiError on an error line). */
  text(): Promise<string>;
}

const numberHeader = (h: Headers, name: string): number | undefined => {
  const v = h.get(name);
  return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
};
const defined = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The line an advisor stream ends with when it stops half-way (docs/advisor.md). */
const ERROR_LINE = '[advisor error] ';

/** An error answer of the API, or a request that got none (`network_error`, `timeout`: status 0). */
export class ApiError extends Error {
  /** The stable machine-readable code of the error (the docs page lists them). */
  readonly code: ErrorCode;
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
    this.code = body.code as ErrorCode;
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
    /** A JSON operation: resolves with `data` and `meta` of the envelope, or throws ApiError; the ICS feed (`calendars-feed`): its text as `data`. */
    async call<K extends JsonOps>(name: K, input: Input<K> = {} as Input<K>): Promise<Answer<K>> {
      const text = OPERATIONS[name].kind === 'text';
      const { res, attempts } = await send(name, input, text ? 'text/calendar, text/plain;q=0.9, */*;q=0.1' : 'application/json');
      if (text) return { status: res.status, data: (await res.text()) as Operations[K]['data'], meta: {}, headers: res.headers, attempts };
      const env = (await res.json()) as { data: Operations[K]['data']; meta?: Answer<K>['meta'] };
      return { status: res.status, data: env.data, meta: env.meta ?? {}, headers: res.headers, attempts };
    },
    /** A binary operation (the PDF, an image): the bytes with the charge; `accept` e.g. 'image/png' for a PNG image. */
    async bytes<K extends BinaryOps>(name: K, input: Input<K>, accept = 'application/pdf'): Promise<BytesAnswer> {
      const { res, attempts } = await send(name, input, accept);
      const data = new Uint8Array(await res.arrayBuffer());
      const meta = defined({ creditsUsed: numberHeader(res.headers, 'x-credits-used'), creditsRemaining: numberHeader(res.headers, 'x-credits-remaining') });
      return { status: res.status, data, contentType: res.headers.get('content-type') ?? '', meta, headers: res.headers, attempts };
    },
    /**
     * A streaming operation (the advisor chat): resolves when its headers arrive (an error before the
     * stream is thrown as ApiError); iterate it for the text chunks as they arrive. A stream that
     * stops half-way ends with an error line: the text before it is yielded, then ApiError is thrown.
     */
    async stream<K extends StreamOps>(name: K, input: Input<K>): Promise<StreamAnswer> {
      const { res, attempts } = await send(name, input, 'text/plain');
      let used = false;
      const chunks = async function* (): AsyncGenerator<string, void, undefined> {
        if (used) throw new Error('the stream has been read already');
        used = true;
        if (!res.body) return;
        const decoder = new TextDecoder();
        const reader = res.body.getReader();
        // text held back: what may be the start of an error line (it begins a line)
        let held = '';
        let atLineStart = true;
        try {
          for (;;) {
            const { done, value } = await reader.read();
            const text = held + (done ? decoder.decode() : decoder.decode(value, { stream: true }));
            held = '';
            // an error line: where the marker begins a line
            let at = -1;
            for (let i = text.indexOf(ERROR_LINE); i >= 0; i = text.indexOf(ERROR_LINE, i + 1)) {
              if (i === 0 ? atLineStart : text[i - 1] === '\n') {
                at = i;
                break;
              }
            }
            if (at >= 0) {
              let rest = text.slice(at);
              if (!done) for (;;) {
                const next = await reader.read();
                if (next.done) break;
                rest += decoder.decode(next.value, { stream: true });
              }
              rest += decoder.decode();
              const before = text.slice(0, at).replace(/\n+$/, '');
              if (before) yield before;
              throw streamError(rest.trim(), res);
            }
            // hold back the end of the text that may begin the marker
            const lineStart = text.lastIndexOf('\n') + 1;
            const tail = text.slice(lineStart);
            const mayBegin: boolean = (lineStart > 0 || atLineStart) && tail.length < ERROR_LINE.length && ERROR_LINE.startsWith(tail) && tail.length > 0;
            const out: string = mayBegin ? text.slice(0, lineStart) : text;
            held = mayBegin ? tail : '';
            if (out) {
              atLineStart = out.endsWith('\n');
              yield out;
            }
            if (done) {
              if (held) yield held;
              return;
            }
          }
        } finally {
          reader.releaseLock();
        }
      };
      const meta = defined({
        creditsHeld: numberHeader(res.headers, 'x-credits-held'),
        creditsAvailable: numberHeader(res.headers, 'x-credits-available'),
        estimatedCost: numberHeader(res.headers, 'x-estimated-cost'),
      });
      return {
        status: res.status,
        conversationId: res.headers.get('x-conversation-id') ?? undefined,
        meta,
        headers: res.headers,
        attempts,
        [Symbol.asyncIterator]: () => chunks(),
        async text() {
          let all = '';
          for await (const c of chunks()) all += c;
          return all;
        },
      };
    },
  };
};

/** The ApiError of an advisor stream's error line: `[advisor error] … (code x, request id y, docUrl)`. */
const streamError = (line: string, res: Response): ApiError => {
  const m = /\(code ([a-z0-9_]+), request id ([^,]+), ([^)\s]+)\)\s*$/.exec(line);
  const message = line.slice(ERROR_LINE.length).replace(/\s*\(code [^)]*\)\s*$/, '');
  return new ApiError(
    500,
    { success: false, error: 'Advisor unavailable', message, code: (m?.[1] ?? 'advisor_unavailable') as ErrorCode, requestId: m?.[2] ?? res.headers.get('x-request-id') ?? '', docUrl: m?.[3] ?? '' },
    res.headers,
  );
};

export type Client = ReturnType<typeof createClient>;

/** The client's version: the API description's (package.json says the same). */
export const CLIENT_VERSION = API_VERSION;
