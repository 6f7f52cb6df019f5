/**
 * Request schemas of the self-service routes (issue 25). Messages follow the
 * `"<error>|<message>"` convention of shared/http/middleware/validate.ts.
 */
import * as z from 'zod';
import { singleLine } from '../http/schemas';
import { KEY_ROLES } from '../store/types';
import { MAX_KEYS } from './admin';
import { GROUP_BY, LEDGER_DAYS } from './self-service';

const INVALID = 'Invalid request';

export const keyCreateSchema = z
  .object(
    {
      name: z
        .string({ error: `${INVALID}|name must be a string` })
        .trim()
        .min(1, { error: `${INVALID}|name must be 1 to 64 characters` })
        .max(64, { error: `${INVALID}|name must be 1 to 64 characters` })
        .superRefine(singleLine('name'))
        .optional()
        .meta({ description: 'a label for people (1-64 characters, one line)', example: 'billing server' }),
      role: z
        .enum(KEY_ROLES, { error: `${INVALID}|role must be owner, admin or member` })
        .default('member')
        .meta({ description: 'owner: everything; admin: member keys, usage, ledger, export; member: the API only. An admin key creates member keys only' }),
      mode: z
        .enum(['live', 'test'], { error: `${INVALID}|mode must be live or test` })
        .optional()
        .meta({ description: 'live (the default of a live key): a bp_live_ key spending the balance; test: a bp_test_ key of the account\'s test side (its own test credits, records and request log; scenario headers), docs/self-service.md "Test keys". A test key creates test keys only (its default)' }),
    },
    { error: 'Invalid request body|The body must be a JSON object' },
  ).meta({ id: 'CreateApiKeyRequest' });

/** POST /v1/keys/revoke: a list of key ids, or every key of the account but the calling one (incidents). */
export const keysRevokeManySchema = z
  .object(
    {
      keys: z
        .array(z.string({ error: `${INVALID}|keys must be key ids` }).regex(/^key_[0-9a-f]{16}$/, { error: `${INVALID}|keys must be key ids (key_…)` }), { error: `${INVALID}|keys must be a list of key ids` })
        .min(1, { error: `${INVALID}|keys must name 1 to ${MAX_KEYS} keys` })
        .max(MAX_KEYS, { error: `${INVALID}|keys must name 1 to ${MAX_KEYS} keys` })
        .optional()
        .meta({ description: `the ids of the keys to revoke (1-${MAX_KEYS}); never the calling key` }),
      allButThis: z.literal(true, { error: `${INVALID}|allButThis must be true` }).optional().meta({ description: 'true: every live key of the account but the calling one (an admin key: every member key)' }),
    },
    { error: 'Invalid request body|The body must be a JSON object' },
  )
  .refine((b) => (b.keys === undefined) !== (b.allButThis === undefined), { error: `${INVALID}|give either keys or allButThis` });

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Invalid date|${field} must be YYYY-MM-DD` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `Invalid date|${field} is not a calendar date` })
    // the ledger's entry ids are ISO timestamps with four-digit years, and a range ends the day after `to`
    .refine((v) => v >= LEDGER_DAYS.first && v <= LEDGER_DAYS.last, { error: `Invalid date|${field} must be from ${LEDGER_DAYS.first} to ${LEDGER_DAYS.last}` })
    .optional()
    .meta({ description: `${field === 'from' ? 'first' : 'last'} UTC day of the range, YYYY-MM-DD (included)` });

export const usageQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    groupBy: z
      .enum(GROUP_BY, { error: `${INVALID}|groupBy must be day, route or key` })
      .default('day')
      .meta({ description: 'day (every day of the range, UTC), route, or key (key id)' }),
  })
  .loose();

export const ledgerQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    // an opaque cursor, not a page number: documented as a string (FIELD_DOCS' `page` is the page number of the lists)
    page: z
      .string()
      .min(1, { error: 'Invalid pagination|page must be the nextPage of a previous answer' })
      .optional()
      .meta({ description: 'the `nextPage` of the previous answer (opaque); absent for the newest entries', 'x-cursor': true }),
    limit: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return 50;
        const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
        if (!Number.isSafeInteger(n) || n < 1 || n > 100) {
          ctx.addIssue({ code: 'custom', message: 'Invalid pagination|limit must be an integer from 1 to 100' });
          return z.NEVER;
        }
        return n;
      }),
  })
  .loose();

export const accountDeleteSchema = z
  .object(
    {
      confirm: z.string({ error: `${INVALID}|confirm is required: the account id (GET /v1/account), to confirm the deletion` }).meta({
        description: 'the account id (as GET /v1/account shows it): deleting cannot be undone',
        example: 'acc_EPDiP9Uc2iS0',
      }),
    },
    { error: `${INVALID}|The body must be {"confirm": "<account id>"}` },
  ).meta({ id: 'DeleteAccountRequest' });
