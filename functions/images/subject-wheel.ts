/** GET /v1/subjects/{subject}/wheel.svg: the natal wheel of a subject saved with PUT /v1/subjects/{subject} (free, as the blueprint's). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { natalWheelDrawing } from '#shared/images/images';
import { imageRequestSchema, subjectImageQuerySchema } from '#shared/images/request';
import { svgResult } from '#shared/images/svg-response';
import { subjectPerson } from './subject-person';

export const handler = defineRoute('subjects-wheel-svg', {
  schema: subjectImageQuerySchema,
  handle: async ({ subject, theme }, ctx) => {
    const req = { format: 'svg', size: 800, theme, aspects: 'major' } as const;
    // an unknown birth time: the wheel of 12:00 without houses or angles, captioned "time unknown" (as POST /images/natal-wheel)
    const person = await subjectPerson(ctx, subject, req, imageRequestSchema);
    const drawing = await natalWheelDrawing(person, req, blueprintStore(ctx.deps), ctx.caller.accountId, ctx.language);
    return { raw: svgResult(drawing, req.size, 'wheel-subject') };
  },
});
