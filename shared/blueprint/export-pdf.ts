/** The PDF export use case: the owner's completed blueprint -> PDF bytes and file name. */
import { AppError } from '../errors';
import { renderBlueprintPdf } from '../pdf/index';
import type { Language } from '../i18n/languages';
import type { BlueprintStore } from './store';
import { ERR_NOT_READY, notFound, pdfFileName } from './views';

export interface PdfExport {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * The owner's blueprint as PDF; 404 for unknown or foreign ids, 409 when not completed or empty.
 * `language`: the PDF's fixed words (headings, labels, notes, dates); the written sections stay as written.
 */
export async function exportBlueprintPdf(store: BlueprintStore, ownerId: string, blueprintId: string, language?: Language): Promise<PdfExport> {
  const record = await store.get(ownerId, blueprintId);
  if (!record) throw notFound(blueprintId);
  if (record.status !== 'completed' || !record.content) {
    throw new AppError('conflict', ERR_NOT_READY, `Blueprint ${blueprintId} has status ${record.status} and cannot be exported`);
  }
  // Dates in the PDF are shown in the birth's own time zone, saved with the blueprint.
  const bytes = await renderBlueprintPdf(record.content, {
    ...(record.place?.timezone ? { timezone: record.place.timezone } : {}),
    ...(language ? { language } : {}),
  });
  return { bytes, fileName: pdfFileName(record) };
}
