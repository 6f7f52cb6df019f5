/**
 * GET /v1/account/export: every personal record of the account as one JSON document (owner and
 * admin keys; free), streamed as it is read (Lambda response streaming): memory holds a page, not
 * the account's history. See exportAccountJson and docs/self-service.md. With `?subject=`, the
 * records of that end user only (shared/accounts/subjects.ts, docs/subjects.md).
 */
import * as z from 'zod';
import { exportAccountJson } from '#shared/accounts/self-service';
import { exportSubjectJson } from '#shared/accounts/subjects';
import { callerAccount } from '#shared/http/caller-account';
import { keyWatch, whileKeyLive } from '#shared/http/key-watch';
import { defineRoute } from '#shared/http/route-handler';
import { subjectQueryField } from '#shared/http/subject';
import { SELF_SERVICE } from '#shared/accounts/response';

const schema = z
  .object({
    subject: subjectQueryField.meta({
      description: 'only the records of this end user (saved with the subject, or made from its blueprints): {exportedAt, accountId, subject, blueprints, horoscopes, relationships, conversations}',
      example: 'user-4821',
    }),
  })
  .loose();

export const handler = defineRoute('account-export', {
  response: SELF_SERVICE['account-export'],
  schema,
  handle: async ({ subject }, ctx) => {
    const account = await callerAccount(ctx);
    const now = ctx.deps.now();
    const pieces = subject !== undefined ? exportSubjectJson(ctx.deps, account.accountId, subject, now) : exportAccountJson(ctx.deps, account, now);
    // the key re-checked every few seconds of streaming: revoked or deleted, the document stops unterminated
    return { dataStream: whileKeyLive(pieces, keyWatch(ctx.deps.stores.accounts, ctx.caller)) };
  },
});
