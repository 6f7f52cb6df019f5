import { isAppError } from '#shared/errors';

/**
 * Runs `fn`, which must throw an AppError, and returns its kind and spec error string.
 * Fails the test when nothing is thrown or something else is.
 */
export const errorOf = (fn: () => unknown): { kind: string; error: string } => {
  try {
    fn();
  } catch (e) {
    if (isAppError(e)) return { kind: e.kind, error: e.error };
    throw e;
  }
  throw new Error('expected an AppError, but nothing was thrown');
};
