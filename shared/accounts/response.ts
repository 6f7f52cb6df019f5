/**
 * Schemas of `data` in the self-service answers (account, keys, usage, ledger, request log, export, deletion; docs/self-service.md).
 */
import * as z from 'zod';
import { int, nullableString } from '../answers';
import { ACCOUNT_TYPES, KEY_ROLES } from '../store/types';
const keyView = z
  .object({
    id: z.string().meta({ example: 'key_855952d77b4c162a' }),
    name: nullableString(),
    role: z.enum(KEY_ROLES),
    hint: z.string().meta({ example: 'bp_live_I5H2…' }),
    createdAt: z.string(),
    lastUsedAt: nullableString().meta({ description: 'the minute of the key’s last counted request, null if never used' }),
    revokedAt: nullableString(),
  })
  .loose().meta({ id: 'ApiKey' });
const usageFigures = z
  .object({
    requests: int().min(0).meta({ description: 'distinct requests charged (a charge, or a settle that kept credits)' }),
    charged: int().min(0),
    refunded: int().min(0),
    released: int().min(0).meta({ description: 'credits of holds given back (never charged)' }),
    net: int().meta({ description: 'charged - refunded' }),
  })
  .loose().meta({ id: 'UsageFigures' });
const ledgerRow = z
  .object({
    id: z.string(),
    type: z.enum(['opening', 'topup', 'charge', 'refund', 'reserve', 'settle', 'release', 'forfeit', 'transfer-out', 'transfer-in']),
    delta: int().meta({ description: 'effect on balance + open holds' }),
    credits: int().min(0),
    route: nullableString(),
    keyId: nullableString(),
    requestId: nullableString(),
    at: z.string(),
  })
  .loose().meta({ id: 'LedgerEntry' });

/** The records of one personal table as stored (decoded), with their keys. */
const records = (id: string) => z.array(z.object({ ownerId: z.string(), [id]: z.string(), createdAt: z.string().optional() }).loose());
export const SELF_SERVICE = {
  'keys-create': keyView
    .extend({ key: z.string().meta({ description: 'the secret: shown only in this answer' }), mode: z.literal('test').optional().meta({ description: 'only on a test key (bp_test_…): of the account\'s test side' }) })
    .loose()
    .meta({ id: 'CreatedApiKey' }),
  'keys-list': z
    .object({
      keys: z.array(
        keyView.extend({ mode: z.literal('test').optional().meta({ description: "only on a test key (bp_test_…): a live key's list shows its account's test keys too, after the live ones" }) }).loose(),
      ),
    })
    .loose().meta({ id: 'ApiKeyList' }),
  'keys-revoke': z.object({ id: z.string(), revokedAt: z.string() }).loose().meta({ id: 'RevokedApiKey' }),
  'keys-revoke-many': z.object({ revoked: z.array(z.object({ id: z.string(), revokedAt: z.string() }).loose()), alreadyRevoked: z.array(z.string()) }).loose().meta({ id: 'RevokedApiKeys' }),
  'usage-get': z
    .object({
      from: z.string(),
      to: z.string(),
      groupBy: z.enum(['day', 'route', 'key']),
      groups: z.array(usageFigures.extend({ key: z.string().meta({ description: 'the day, route name or key id; (none) for rows without one' }) }).loose()),
      total: usageFigures,
    })
    .loose().meta({ id: 'Usage' }),
  'ledger-list': z.object({ entries: z.array(ledgerRow), nextPage: nullableString().meta({ description: 'pass as `page` for the next (older) entries; null at the end' }) }).loose().meta({ id: 'Ledger' }),
  'requests-list': z
    .object({
      requests: z.array(
        z
          .object({
            at: z.string().meta({ description: 'when the request arrived (ISO 8601, UTC)' }),
            requestId: z.string(),
            keyId: z.string().meta({ description: 'the key that called (its id, never the secret)' }),
            route: z.string().meta({ description: 'the route table name of the operation, e.g. images-natal-wheel' }),
            method: z.string(),
            path: z.string().meta({ description: 'the path template, e.g. /v1/blueprints/{id}' }),
            status: int(),
            credits: int().meta({ description: 'credits the request used' }),
            durationMs: z.number(),
            error: z.string().optional().meta({ description: 'the `error` of an error answer' }),
            via: z.string().optional().meta({ description: 'mcp:<tool> when the request came through the MCP server' }),
            livemode: z.literal(false).optional().meta({ description: 'false on a test key\'s request (bp_test_…); absent on live ones' }),
          })
          .loose().meta({ id: 'RequestLogEntry' }),
      ),
      nextPage: nullableString().meta({ description: 'pass as `page` for the next (older) requests; null at the end' }),
      keptDays: int(),
      maxShown: int().meta({ description: 'how many of the newest requests the log shows in all' }),
    })
    .loose().meta({ id: 'RequestLog' }),
  'account-export': z
    .object({
      exportedAt: z.string(),
      account: z
        .object({ accountId: z.string(), type: z.enum(ACCOUNT_TYPES), name: z.string(), balance: int(), createdAt: z.string() })
        .loose().meta({ id: 'ExportedAccount' })
        .optional()
        .meta({ description: 'the account (absent in the export of one subject)' }),
      accountId: z.string().optional().meta({ description: 'the account (the export of one subject only)' }),
      subject: z.string().optional().meta({ description: 'the end user exported (`?subject=`): only its records, no keys, no ledger' }),
      keys: z.array(keyView).optional().meta({ description: 'the account’s keys (absent in the export of one subject)' }),
      blueprints: records('blueprintId'),
      horoscopes: records('transitId'),
      relationships: records('relationshipId'),
      conversations: records('conversationId'),
      ledger: z.array(ledgerRow).optional().meta({ description: 'the account’s money movements (absent in the export of one subject)' }),
    })
    .loose().meta({ id: 'AccountExport' }),
  'subjects-delete': z
    .object({
      subject: z.string(),
      deleted: z.literal(true),
      recordsDeleted: z.record(z.string(), int().min(0)).meta({ description: 'records deleted per section (blueprints, horoscopes, relationships, conversations) and idempotencyRecords; zeros when the subject had nothing' }),
    })
    .loose().meta({ id: 'SubjectDeleted' }),
  'account-delete': z
    .object({
      accountId: z.string(),
      deleted: z.literal(true),
      deletedAt: z.string(),
      keysRevoked: int().min(0),
      creditsForfeited: int().min(0),
      recordsDeleted: z.record(z.string(), int().min(0)),
      ledgerRowsKept: int().min(0),
    })
    .loose().meta({ id: 'AccountDeleted' }),
};


export const accountGetResponse = z
    .object({
      accountId: z.string(),
      type: z.enum(ACCOUNT_TYPES).meta({ example: 'personal' }),
      name: z.string(),
      balance: int().meta({ description: 'credits' }),
      keyId: z.string().optional(),
      role: z.enum(KEY_ROLES).optional().meta({ description: 'the calling key’s role: owner, admin or member (docs/self-service.md)' }),
    })
    .loose().meta({ id: 'Account' });
