/** POST /v1/vedic/gochar: sidereal ingresses read from the natal Moon, Sade Sati, Kantaka and Ashtama Shani over a window, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicGocharResponse, vedicGocharSchema } from '#shared/vedic/gochar-request';
import { vedicGocharData } from '#shared/vedic/gochar-service';
import { vedicDeps } from '#shared/vedic/service';

export const handler = defineRoute('vedic-gochar', {
  schema: vedicGocharSchema,
  // an unknown birth time: answered when the natal Moon keeps its sign all day (shared/vedic/gochar-service.ts)
  timeUnknown: true,
  response: vedicGocharResponse,
  handle: async (input, ctx) => ({ data: await vedicGocharData(input, vedicDeps(ctx)) }),
});
