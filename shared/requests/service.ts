/**
 * GET /v1/requests: one page of the account's request log, newest first, never past the
 * REQUEST_LOG_LIMIT newest of the last REQUEST_LOG_DAYS days. The request schema is here too.
 */
import * as z from 'zod';
import type { Deps } from '../deps';
import { decodeCursor, encodeCursor, oldestShownKey, pageSize, REQUEST_LOG_DAYS, REQUEST_LOG_LIMIT, REQUEST_LOG_PAGE, type RequestLogEntry } from './log';
import { requestLogStore } from './store-access';

export const requestsQuerySchema = z
  .object({
    page: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const c = decodeCursor(v);
        if (!c) {
          ctx.addIssue({ code: 'custom', message: 'Invalid pagination|page must be the nextPage of a previous answer' });
          return z.NEVER;
        }
        return c;
      })
      .meta({ description: 'the `nextPage` of the previous answer (opaque); absent for the newest requests', 'x-cursor': true }),
    limit: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return REQUEST_LOG_PAGE;
        const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
        if (!Number.isSafeInteger(n) || n < 1 || n > REQUEST_LOG_LIMIT) {
          ctx.addIssue({ code: 'custom', message: `Invalid pagination|limit must be an integer from 1 to ${REQUEST_LOG_LIMIT}` });
          return z.NEVER;
        }
        return n;
      })
      .meta({ description: `requests per page (1-${REQUEST_LOG_LIMIT}, default ${REQUEST_LOG_PAGE})`, minimum: 1, maximum: REQUEST_LOG_LIMIT, default: REQUEST_LOG_PAGE }),
  })
  .loose();

export interface RequestsPage {
  requests: RequestLogEntry[];
  nextPage: string | null;
  /** How long entries are kept and how many of the newest are shown. */
  keptDays: number;
  maxShown: number;
}

export const requestsPage = async (deps: Deps, accountId: string, q: z.output<typeof requestsQuerySchema>): Promise<RequestsPage> => {
  const shown = q.page?.shown ?? 0;
  const { entries, last } = await requestLogStore(deps).page(accountId, {
    limit: pageSize(q.limit, shown),
    ...(q.page ? { before: q.page.requestKey } : {}),
    oldest: oldestShownKey(deps.now()),
  });
  const total = shown + entries.length;
  return {
    requests: entries,
    nextPage: last && total < REQUEST_LOG_LIMIT ? encodeCursor(last, total) : null,
    keptDays: REQUEST_LOG_DAYS,
    maxShown: REQUEST_LOG_LIMIT,
  };
};
