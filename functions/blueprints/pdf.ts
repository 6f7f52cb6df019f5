/**
 * POST /v1/blueprint/pdf {blueprintId | subject}: the caller's completed blueprint as a PDF (free);
 * `subject`: that end user's newest completed blueprint (docs/subjects.md).
 * Binary through API Gateway: base64 body with isBase64Encoded (the route is `binary: true`).
 */
import { pdfRequestSchema } from '#shared/blueprint/request';
import { blueprintStore } from '#shared/blueprint/store-access';
import { blueprintOfSubject } from '#shared/blueprint/index';
import { exportBlueprintPdf } from '#shared/blueprint/export-pdf';
import { defineRoute } from '#shared/http/route-handler';
import { loadFonts } from '#shared/pdf/fonts';

// Read and parse the fonts during the container's init phase, once, not per request.
loadFonts();

export const handler = defineRoute('blueprints-pdf', {
  schema: pdfRequestSchema,
  handle: async (input, ctx) => {
    const store = blueprintStore(ctx.deps);
    const blueprintId = await blueprintOfSubject(store, ctx.caller.accountId, input);
    const pdf = await exportBlueprintPdf(store, ctx.caller.accountId, blueprintId, ctx.language);
    return {
      raw: {
        statusCode: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
        },
        body: Buffer.from(pdf.bytes).toString('base64'),
        isBase64Encoded: true,
      },
    };
  },
});
