/**
 * THE mapper from domain errors to HTTP answers. Every failure becomes a JSON body
 * `{success: false, error, message, code, requestId, docUrl, ...details}` (shared/http/error-codes.ts);
 * unexpected errors become 500 whose message names the request id.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { AppError, isAppError, type ErrorKind } from '../errors';
import { errorFields } from './error-codes';

export const STATUS: Record<ErrorKind, number> = {
  invalid_input: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** On every answer of the API: nothing is cacheable (balances, keys' data), and no content sniffing. */
export const SECURITY_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', ...SECURITY_HEADERS } as const;

export const jsonResponse = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult => ({
  statusCode,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(body),
});

export interface MappedError {
  statusCode: number;
  body: Record<string, unknown>;
  /** True for errors we did not expect (logged at error level). */
  unexpected: boolean;
}

/** The message of every 500: internal errors' own messages may name files, hosts or secrets, so they go to the log only. */
const internalMessage = (requestId: string): string => `Unexpected error; quote request id ${requestId} when reporting it`;

/**
 * An error body: `success: false`, the spec's `error` and `message` as given, the stable `code`
 * of `error`, the request id and the docs page's anchor of the code; `details` (e.g. `required`,
 * `available`, `issues`) beside them. `docsBase` is the docs page's URL (`docsBaseOf`).
 */
export const errorBody = (error: string, message: string, requestId: string, details: Record<string, unknown> = {}, docsBase?: string): Record<string, unknown> => {
  const { success, code, requestId: id, docUrl } = errorFields(error, requestId, docsBase);
  return { success, error, message, code, ...details, requestId: id, docUrl };
};

/** The docs page's URL for a request: absolute when the host is known (deployed: the API's domain; locally: the Host header). */
export const docsBaseOf = (event: Pick<APIGatewayProxyEvent, 'headers' | 'requestContext'> | undefined): string => {
  const stage = event?.requestContext?.stage || 'v1';
  const domain = event?.requestContext?.domainName;
  const host = domain || event?.headers?.Host || event?.headers?.host;
  if (!host) return `/${stage}/docs`;
  const proto = event?.headers?.['X-Forwarded-Proto'] ?? event?.headers?.['x-forwarded-proto'] ?? (domain ? 'https' : 'http');
  return `${proto}://${host}/${stage}/docs`;
};

export const mapError = (err: unknown, requestId: string, docsBase?: string): MappedError => {
  if (isAppError(err)) {
    if (err.kind === 'internal') {
      // the spec's `error` string stays (e.g. "Advisor unavailable"); the details and the message do not leave the server
      return { statusCode: 500, body: errorBody(err.error, internalMessage(requestId), requestId, {}, docsBase), unexpected: true };
    }
    return { statusCode: STATUS[err.kind], body: errorBody(err.error, err.message, requestId, err.details, docsBase), unexpected: false };
  }
  if (err instanceof Error && err.name === 'TimeoutError') {
    return {
      statusCode: 503,
      body: errorBody('Service unavailable', `The request timed out (request id ${requestId})`, requestId, {}, docsBase),
      unexpected: true,
    };
  }
  return {
    statusCode: 500,
    body: errorBody('Internal server error', internalMessage(requestId), requestId, {}, docsBase),
    unexpected: true,
  };
};

/** 405 has no domain error kind: only the router produces it. */
export const methodNotAllowed = (method: string, path: string, allow: string[], headers: Record<string, string> = {}, requestId = headers['X-Request-Id'] ?? '', docsBase?: string): APIGatewayProxyResult =>
  jsonResponse(
    405,
    errorBody('Method not allowed', `${method} is not allowed on ${path}; use ${allow.join(', ')}`, requestId, { allow }, docsBase),
    { Allow: allow.join(', '), ...headers },
  );

/** Errors of the HTTP layer itself (also used by the local server for 404/405/413). */
export const httpErrors = {
  notFound: (method: string, path: string) => new AppError('not_found', 'Not found', `No route for ${method} ${path}`),
  payloadTooLarge: (limit: number) => new AppError('payload_too_large', 'Payload too large', `The request body exceeds ${limit} bytes`),
  malformedJson: () => new AppError('invalid_input', 'Invalid JSON body', 'The request body is not valid JSON'),
  unsupportedMediaType: (got: string | undefined) =>
    new AppError(
      'unsupported_media_type',
      'Unsupported media type',
      `The request body must be JSON sent with "Content-Type: application/json"; got ${got ? `"${got.slice(0, 100)}"` : 'no Content-Type'}`,
    ),
};
