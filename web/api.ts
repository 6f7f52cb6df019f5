/**
 * The console's calls to the API. The key lives in one variable of this module (the bundle is an
 * IIFE, so it is not on `window`): never in localStorage, sessionStorage, cookies or the URL. Every
 * call goes to the public routes with `X-API-Key`.
 */

const BASE = document.body.dataset.base ?? '/v1';

/** The key: this tab's memory only. */
let apiKey: string | null = null;

/** Keeps the key for this tab (null forgets it). */
export const setApiKey = (key: string | null): void => {
  apiKey = key;
};

/** Whether a key is kept. */
export const hasApiKey = (): boolean => apiKey !== null;

export interface ErrorBody {
  error?: string;
  message?: string;
  required?: number;
  available?: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly retryAfter: string | null,
  ) {
    super(body.message ?? body.error ?? `HTTP ${status}`);
  }
}

export const request = async (method: string, path: string, opts: { body?: unknown; accept?: string } = {}): Promise<Response> => {
  if (!apiKey) throw new ApiError(401, { error: 'Missing API key', message: 'Paste a key first' }, null);
  const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: opts.accept ?? 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? null : JSON.stringify(opts.body),
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, { error: 'Network error', message: 'The API could not be reached' }, null);
  }
  if (!res.ok) {
    let body: ErrorBody;
    try {
      body = (await res.json()) as ErrorBody;
    } catch {
      body = { error: `HTTP ${res.status}` };
    }
    throw new ApiError(res.status, body, res.headers.get('Retry-After'));
  }
  return res;
};

/** A JSON route: its `data`. */
export const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await request(method, path, body === undefined ? {} : { body });
  return ((await res.json()) as { data: T }).data;
};

/** A route answering bytes (SVG, PDF). */
export const apiBlob = async (method: string, path: string, accept: string, body?: unknown): Promise<Blob> =>
  (await request(method, path, body === undefined ? { accept } : { accept, body })).blob();

/** One readable sentence for an error, by status. */
export const describeError = (e: unknown): string => {
  if (!(e instanceof ApiError)) return e instanceof Error ? e.message : String(e);
  const { status, body } = e;
  const what = body.error ? `${body.error}${body.message && body.message !== body.error ? `: ${body.message}` : ''}` : `HTTP ${status}`;
  switch (status) {
    case 0:
      return 'The API could not be reached. Check the connection and try again.';
    case 401:
      return `${what}. The key is unknown or revoked.`;
    case 402:
      return body.required !== undefined ? `Insufficient credits: ${body.required} needed, ${body.available ?? 0} available.` : what;
    case 403:
      return `${what}. This key's role does not allow it.`;
    case 429:
      return `Rate limit exceeded${e.retryAfter ? `: retry in ${e.retryAfter} s` : ''}.`;
    default:
      return status >= 500 ? `${what} (HTTP ${status}). Try again later.` : `${what} (HTTP ${status}).`;
  }
};
