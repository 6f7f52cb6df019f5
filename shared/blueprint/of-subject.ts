/**
 * The blueprint a `subject` stands for on the routes that take a saved blueprint (feeds, webhooks,
 * the PDF): the newest completed blueprint saved with the subject (docs/subjects.md), as the advisor
 * grounds its answers. 404 "Blueprint not found" when the subject has none yet, or when a
 * blueprintId sent with it was not saved with it.
 */
import { AppError } from '../errors';
import type { BlueprintStore } from './store';

const notFound = (message: string): AppError => new AppError('not_found', 'Blueprint not found', message);

/** The blueprint id asked for (`blueprintId`, checked against `subject` when both) or the subject's newest completed one. */
export async function blueprintOfSubject(store: Pick<BlueprintStore, 'list' | 'get'>, ownerId: string, req: { blueprintId?: string | undefined; subject?: string | undefined }): Promise<string> {
  if (req.blueprintId !== undefined) {
    if (req.subject !== undefined) {
      const bp = await store.get(ownerId, req.blueprintId);
      if (bp && bp.subject !== req.subject) throw notFound(`Blueprint ${req.blueprintId} was not saved with subject ${req.subject}`);
    }
    return req.blueprintId;
  }
  const subject = req.subject ?? '';
  const { items } = await store.list(ownerId, 1, 100, subject);
  const newest = items.find((b) => b.status === 'completed');
  if (!newest) throw notFound(`Subject ${JSON.stringify(subject)} has no completed blueprint yet: save one with POST /v1/generate-blueprint {"subject": ${JSON.stringify(subject)}, "fullName": …} (the subject's birth data are used)`);
  return newest.blueprintId;
}
