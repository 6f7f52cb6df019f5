/**
 * POST /v1/advisor/chat: a plain-text stream (Lambda response streaming, InvokeWithResponseStream).
 * Validation, the conversation check, the estimate and the payment happen before the stream:
 * their errors are JSON. See shared/advisor/chat.ts and docs/advisor.md.
 */
import { startChat } from '#shared/advisor/chat';
import { PRICES, priceOf, TOKENS_PER_UNIT } from '#shared/advisor/pricing';
import { chatRequestSchema } from '#shared/advisor/request';
import { getDeps } from '#shared/deps';
import { isAdvisorLanguage } from '#shared/i18n/advisor';
import { docsBaseOf } from '#shared/http/errors';
import { keyWatch } from '#shared/http/key-watch';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('advisor-chat', {
  schema: chatRequestSchema(getDeps().config.advisor),
  // by tokens: the least an answer costs; the hold is the estimate's upper bound (X-Estimated-Cost)
  quote: (input) => ({
    credits: priceOf(input.model, 0),
    note: `at least; ${PRICES[input.model].base} + ${PRICES[input.model].perUnit} per started 1,000 tokens of the answer (a short answer is ${priceOf(input.model, 0)}-${priceOf(input.model, 3 * TOKENS_PER_UNIT)})`,
  }),
  // the language: agent.language, else the Accept-Language header's best of the six (shared/http/middleware/language.ts)
  // the edge's parts the stream needs: the key watch and the docs links of its error line
  handle: (input, ctx) =>
    startChat({ ...input, agent: { ...input.agent, language: isAdvisorLanguage(ctx.language) ? ctx.language : input.agent.language } }, ctx, {
      watchKey: () => keyWatch(ctx.deps.stores.accounts, ctx.caller),
      docsBase: () => docsBaseOf(ctx.event),
    }),
});
