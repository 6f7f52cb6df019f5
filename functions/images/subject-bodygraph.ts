/** GET /v1/subjects/{subject}/bodygraph.svg: the bodygraph of a subject saved with PUT /v1/subjects/{subject} (free, as the blueprint's). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { BIRTH_TIME_NEEDED_FOR } from '#shared/http/birth-input';
import { defineRoute } from '#shared/http/route-handler';
import { bodygraphDrawing } from '#shared/images/images';
import { bodygraphRequestSchema, subjectImageQuerySchema } from '#shared/images/request';
import { svgResult } from '#shared/images/svg-response';
import { subjectPerson } from './subject-person';

export const handler = defineRoute('subjects-bodygraph-svg', {
  schema: subjectImageQuerySchema,
  handle: async ({ subject, theme }, ctx) => {
    const req = { format: 'svg', size: 600, theme, aspects: 'major' } as const;
    // an unknown birth time: 400 Birth time required, as POST /images/bodygraph (the gates of the day's Moon differ)
    const person = await subjectPerson(ctx, subject, req, bodygraphRequestSchema, BIRTH_TIME_NEEDED_FOR['POST /images/bodygraph']);
    const drawing = await bodygraphDrawing(person, req, blueprintStore(ctx.deps), ctx.caller.accountId, ctx.language);
    return { raw: svgResult(drawing, req.size, 'bodygraph-subject') };
  },
});
