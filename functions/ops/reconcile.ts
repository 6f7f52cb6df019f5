/**
 * Scheduled reconciler (every 5 minutes, infra/scheduled.ts): ends reservations past their expiry
 * (settled for the stored price when their work is stored, released otherwise) and copies pending journal entries to the ledger. Throws when an account could not be
 * reconciled, so the job's error alarm fires.
 */
import { reconcile, type ReconcileReport } from '#shared/accounts/reconcile';
import { getDeps } from '#shared/deps';

export const handler = async (): Promise<Omit<ReconcileReport, 'errors'>> => {
  const deps = getDeps();
  const report = await reconcile(deps.stores, deps.now());
  deps.log.info('reconciled', { ...report });
  if (report.errors.length) throw new Error(`reconcile failed for ${report.errors.length} account(s): ${report.errors[0]!.error}`);
  const { errors: _e, ...figures } = report;
  return figures;
};
