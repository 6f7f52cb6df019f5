/**
 * POST /v1/blueprint/pdf {blueprintId}: the caller's completed blueprint as a PDF (free).
 * Binary through API Gateway: base64 body with isBase64Encoded (the route is `binary: true`).
 */
import { pdfRequestSchema } from '#shared/blueprint/request';
import { blueprintStore } from '#shared/blueprint/store-access';
import { exportBlueprintPdf } from '#shared/blueprint/export-pdf';
import { defineRoute } from '#shared/http/route-handler';
import { loadFonts } from '#shared/pdf/fonts';

// Read and parse the fonts during the container's init phase, once, not per request.
loadFonts();

export const handler = defineRoute('blueprints-pdf', {
  schema: pdfRequestSchema,
  handle: async ({ blueprintId }, ctx) => {
    const pdf = await exportBlueprintPdf(blueprintStore(ctx.deps), ctx.caller.accountId, blueprintId, ctx.language);
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
