/**
 * The route of POST /v1/generate-blueprint and of /v1/generate-blueprint-modular (one operation, two
 * paths): dynamic price, charged through the credits service by the use case. Both handlers define
 * their route with it. The request context's paid-work deps (shared/http/paid-work-deps.ts, the
 * edge's) are passed in by the handler as a port.
 */
import type * as z from 'zod';
import { isAiLanguage } from '../ai/types';
import type { RouteContext, RouteResult } from '../http/types';
import { localizeHumanDesign } from '../i18n/index';
import { generateBlueprint, type GenerateDeps } from './generate';
import { priceBlueprint } from './pricing';
import { generateBlueprintSchema } from './request';
import { blueprintData } from './response';
import { blueprintServices } from './services';
import type { BlueprintStore } from './store';

/** What the request context gives the paid work: the store recording its Idempotency-Key, credits, clock, signal, log, language, attempt. */
export type PaidWork = (ctx: RouteContext, store: BlueprintStore) => Omit<GenerateDeps, 'calculators' | 'writer'>;

type Input = z.output<typeof generateBlueprintSchema>;

export const generateRoute = (paidWork: PaidWork) => ({
  schema: generateBlueprintSchema,
  response: blueprintData,
  timeUnknown: true as const,
  quote: (input: Input) => ({ credits: priceBlueprint(input.modules, input.includeAI).total }),
  handle: async (input: Input, ctx: RouteContext): Promise<RouteResult> => {
    const services = blueprintServices(ctx.deps);
    const result = await generateBlueprint(
      input,
      { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId },
      // the AI sections in the request's language (the writers' languages; Hindi is English for now)
      { ...services, ...paidWork(ctx, services.store), ...(isAiLanguage(ctx.language) ? { language: ctx.language } : {}) },
    );
    // a retry that found the blueprint an earlier attempt of its Idempotency-Key stored (and paid for)
    // display names (profile, channels) in the request's language; the stored blueprint keeps English (shared/i18n/present.ts)
    const data = ctx.language === 'en' || !result.data.humanDesign ? result.data : { ...result.data, humanDesign: localizeHumanDesign(result.data.humanDesign, ctx.language) };
    return { data, meta: { ...result.meta }, ...(result.recovered ? { headers: { 'Idempotent-Replayed': 'true', ...(result.language ? { 'Content-Language': result.language } : {}) } } : {}) };
  },
});
