/**
 * GET /v1/labels?language=: the display name of every identifier the API answers with, in the
 * request's language (the `language` parameter, else Accept-Language; docs/languages.md). Free.
 */
import { z } from 'zod';
import { defineRoute } from '#shared/http/route-handler';
import { labelsFor } from '#shared/i18n/labels/index';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages';

const names = z.record(z.string(), z.string());

export const labelsResponseSchema = z.object({
  language: z.enum(LANGUAGES).meta({ description: 'the language of the names (also the Content-Language header)' }),
  languages: z.array(z.object({ code: z.enum(LANGUAGES), english: z.string(), native: z.string() })).meta({ description: 'every language the API writes in' }),
  labels: z.record(z.string(), names).meta({ description: 'by category (signs, bodies, aspects, houses, hdGates, nakshatras, ...): identifier -> display name' }),
}).meta({ id: 'Labels' });

export const handler = defineRoute('labels-get', {
  schema: z.object({}).loose(),
  response: labelsResponseSchema,
  handle: (_input, ctx) => ({
    data: {
      language: ctx.language,
      languages: LANGUAGES.map((code) => ({ code, ...LANGUAGE_NAMES[code] })),
      labels: labelsFor(ctx.language),
    },
    // names, not texts a writer wrote: no meta.writer
    meta: { writer: null },
  }),
});
