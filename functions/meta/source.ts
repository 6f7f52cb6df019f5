/**
 * GET /v1/source: where the source of the running service is available, and the licences (the
 * AGPL-3.0 source offer; shared/licences/source.ts, docs/licences.md). Free.
 */
import { z } from 'zod';
import { defineRoute } from '#shared/http/route-handler';
import { sourceOffer } from '#shared/licences/source';

export const sourceResponseSchema = z.object({
  licence: z.string().meta({ description: 'the SPDX licence of this service' }),
  sourceUrl: z.string().nullable().meta({ description: 'where the complete source of the running version is available; null when the deployment names none' }),
  offer: z.string().meta({ description: 'the source offer, in words' }),
  ephemeris: z.object({ library: z.string(), licence: z.string(), url: z.string() }).meta({ description: 'the Swiss Ephemeris and its licence' }),
  notices: z.string().meta({ description: 'where the third-party licences are listed' }),
});

export const handler = defineRoute('source-get', {
  schema: z.object({}).loose(),
  response: sourceResponseSchema,
  handle: (_input, ctx) => ({ data: sourceOffer(ctx.deps.config.sourceUrl), meta: { writer: null } }),
});
