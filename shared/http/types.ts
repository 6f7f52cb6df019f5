/** Types shared by the middleware chain and the handlers. */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Readable } from 'node:stream';
import type { CreditsService, Reservation } from '../accounts/credits';
import type { KeyIdentity } from '../accounts/key-directory';
import type { RateDecision } from '../accounts/rate-limit';
import type { Deps } from '../deps';
import type { Language } from '../i18n/languages';
import type { Account } from '../store/types';
import type { RouteDef } from '../routes';
import type { Logger } from './log';

/** Who is calling: resolved from the API key by the auth middleware. */
export type Caller = KeyIdentity;

/** Per-invocation state the middlewares fill in, kept on the Lambda context object. */
export interface RequestState {
  requestId: string;
  startedAt: number;
  /** ISO time the request arrived (the request log's time). */
  arrivedAt: string;
  route: RouteDef;
  /** The MCP tool this request came through (`mcp:<tool>`, shared/mcp/dispatch.ts); absent for REST. */
  via?: string;
  deps: Deps;
  log: Logger;
  /** Headers every middleware wants on the final response, success or error. */
  headers: Record<string, string>;
  body?: unknown;
  caller?: Caller;
  /** `auth: 'token'` routes: what the path's token stands for (the route's `token` resolver), handed to the handler as `ctx.token`. */
  token?: unknown;
  /** The paying account, when this request read it to confirm the key is live (middleware/key-live.ts). */
  account?: Account;
  /** The rate-limit count started by auth, concurrently with the key lookup (awaited by the rate-limit middleware). */
  rateCount?: { keyId: string; decision: Promise<RateDecision> };
  rate?: RateDecision;
  input?: unknown;
  /** The answer's language (middleware/language.ts), on routes that write text. */
  language?: Language;
  credits?: CreditsService;
  /**
   * The credit lines the answer shows when they are not this request's own movements: a retry
   * that found its work stored by an earlier attempt shows what that work cost (as a replay
   * would), and the X-Credits-* headers say the same as `meta` (route-handler.ts, charge.ts).
   */
  shownCredits?: { used: number; remaining?: number };
  /** The stored first answer of an Idempotency-Key repeat: returned as is, nothing charged (middleware/idempotency.ts). */
  replay?: APIGatewayProxyResult;
  /** The id of this request's Idempotency-Key record, when it has one and is not a replay. */
  idempotencyRecordId?: string | undefined;
  /** `<route>:<key id>:<Idempotency-Key>:<body hash>` when the request carries the header (middleware/idempotency.ts). */
  idempotencyScope?: string;
  /**
   * A fixed-price request with an Idempotency-Key: its price is held (`hold`, naming the key's
   * attempt record) rather than debited, and settled once its answer is kept there (middleware/charge.ts).
   * `kept`: the answer is kept and the hold settled.
   */
  keyedCharge?: { scope: string; hold: Reservation; kept: boolean };
  /** Error mapped into the response (for the request log line). */
  error?: { statusCode: number; error: string };
}

/**
 * How an `auth: 'token'` route (shared/routes.ts) knows its caller: the key a token in the request
 * stands for, what the handler gets with it, and the error a request gets when that key is no longer
 * live (the token then stands for nothing). The resolver throws its own 404 for an unknown token.
 */
export interface TokenResolution {
  caller: Caller;
  subject: unknown;
  gone: () => Error;
}
export type TokenResolver = (event: APIGatewayProxyEvent, deps: Deps) => Promise<TokenResolution>;

/** `via` is set by the MCP dispatcher on the context it invokes a route with (a client cannot set it). */
export type AppContext = Context & { app?: RequestState; via?: string };

/** What a handler gets besides its validated input. */
export interface RouteContext {
  requestId: string;
  caller: Caller;
  /** Fixed-price routes are already charged; dynamic routes charge through it. */
  credits: CreditsService;
  log: Logger;
  deps: Deps;
  route: RouteDef;
  event: APIGatewayProxyEvent;
  params: Record<string, string>;
  /**
   * The paying account as read during this request's key check: set on every route whose
   * debit does not check the key (free and dynamic-price routes), so they need not read it again.
   * For a sharded account it is the key's shard item only: `callerAccount` (caller-account.ts) gives the whole account.
   */
  account: Account | undefined;
  query: Record<string, string>;
  /** The language to write in: the request's, negotiated (shared/i18n); `en` on routes that write no text. */
  language: Language;
  /** Aborted just before the Lambda timeout. */
  signal: AbortSignal;
  /** `auth: 'token'` routes: what the path's token stands for (the route's `token` resolver). */
  token?: unknown;
  /** This request's Idempotency-Key record (when sent): stores keep it on what they save, to delete it with it. */
  idempotencyRecordId?: string | undefined;
  /** The request's Idempotency-Key scope (route, key id, header, body hash), when it carries the header: retries after a crash find their work by it. */
  idempotencyScope?: string;
}

/** A JSON success: wrapped into the spec 2.1 envelope `{success: true, data, meta}`. */
export interface JsonResult {
  data: unknown;
  /** Merged into meta after creditsUsed / creditsRemaining (e.g. modulesFailed, warnings). */
  meta?: Record<string, unknown>;
  statusCode?: number;
  headers?: Record<string, string>;
}

/** A non-JSON body (PDF: base64 with isBase64Encoded) passed through as is. */
export interface RawResult {
  raw: APIGatewayProxyResult;
}

/** A streamed body (routes with `streaming: true`). */
export interface StreamResult {
  stream: Readable;
  statusCode?: number;
  headers?: Record<string, string>;
}

/**
 * A JSON success written piece by piece (a `streaming` route that `produces` application/json: the
 * account's export): `data` is the concatenation of the pieces, in the envelope `{success, data,
 * meta}` as a JsonResult's. The first piece is awaited before the status leaves, so a failure up to
 * it is an ordinary JSON error; a later one leaves the body unterminated (shared/http/json-stream.ts).
 */
export interface JsonStreamResult {
  dataStream: AsyncIterable<string>;
  headers?: Record<string, string>;
}

export type RouteResult = JsonResult | RawResult | StreamResult | JsonStreamResult;

