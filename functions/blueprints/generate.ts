/**
 * POST /v1/generate-blueprint (and /v1/generate-blueprint-modular, same operation):
 * dynamic price, charged through the credits service by the use case.
 */
import { generateBlueprint } from '#shared/blueprint/generate';
import { priceBlueprint } from '#shared/blueprint/pricing';
import { generateBlueprintSchema } from '#shared/blueprint/request';
import { blueprintData } from '#shared/blueprint/response';
import { blueprintServices } from '#shared/blueprint/services';
import { defineRoute } from '#shared/http/route-handler';
import { localizeHumanDesign } from '#shared/i18n/present';
import type { RouteOptions } from '#shared/http/route-handler';
import { paidWorkDeps } from '#shared/http/paid-work-deps';
import { isAiLanguage } from '#shared/ai/types';

export const generateOptions: RouteOptions<typeof generateBlueprintSchema> = {
  schema: generateBlueprintSchema,
  response: blueprintData,
  timeUnknown: true,
  quote: (input) => ({ credits: priceBlueprint(input.modules, input.includeAI).total }),
  handle: async (input, ctx) => {
    const services = blueprintServices(ctx.deps);
    const result = await generateBlueprint(
      input,
      { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId },
      // the AI sections in the request's language (the writers' languages; Hindi is English for now)
      { ...services, ...paidWorkDeps(ctx, services.store), ...(isAiLanguage(ctx.language) ? { language: ctx.language } : {}) },
    );
    // a retry that found the blueprint an earlier attempt of its Idempotency-Key stored (and paid for)
    // display names (profile, channels) in the request's language; the stored blueprint keeps English (shared/i18n/present.ts)
    const data = ctx.language === 'en' || !result.data.humanDesign ? result.data : { ...result.data, humanDesign: localizeHumanDesign(result.data.humanDesign, ctx.language) };
    return { data, meta: { ...result.meta }, ...(result.recovered ? { headers: { 'Idempotent-Replayed': 'true', ...(result.language ? { 'Content-Language': result.language } : {}) } } : {}) };
  },
};

export const handler = defineRoute('blueprints-generate', generateOptions);
