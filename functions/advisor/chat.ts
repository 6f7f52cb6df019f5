/**
 * POST /v1/advisor/chat: a plain-text stream (Lambda response streaming, InvokeWithResponseStream).
 * Validation, the conversation check, the estimate and the payment happen before the stream:
 * their errors are JSON. See shared/advisor/chat.ts and docs/advisor.md.
 */
import { startChat } from '#shared/advisor/chat';
import { chatRequestSchema } from '#shared/advisor/request';
import { getDeps } from '#shared/deps';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('advisor-chat', {
  schema: chatRequestSchema(getDeps().config.advisor),
  handle: (input, ctx) => startChat(input, ctx),
});
