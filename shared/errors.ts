/**
 * Domain errors. The core throws these; the HTTP layer maps `kind` to a status code
 * (see shared/http/errors.ts) and copies `error` (the spec's exact string) and `message`
 * into the JSON body. The core never knows about HTTP.
 */
export type ErrorKind =
  | 'invalid_input' // 400
  | 'unauthorized' // 401
  | 'insufficient_credits' // 402
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'unprocessable' // 422
  | 'payload_too_large' // 413
  | 'unsupported_media_type' // 415
  | 'rate_limited' // 429
  | 'unavailable' // 503
  | 'internal'; // 500

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    /** The spec's `error` string, e.g. "Invalid birth date". */
    readonly error: string,
    message: string,
    /** Extra fields merged into the error body (e.g. required/available). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidInput = (error: string, message: string, details?: Record<string, unknown>): AppError =>
  new AppError('invalid_input', error, message, details);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
