/** Operator command behind `npm run admin -- set-advisor-subscription` (scripts/admin.ts). */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { invalidInput } from '../errors';
import { DynamoAdvisorBillingStore, type AdvisorSubscription } from './billing-store';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function setAdvisorSubscription(
  db: DynamoDBDocumentClient,
  accountsTable: string,
  o: { accountId: string; plan: string; quota: number; renewsAt: string },
  now: Date = new Date(),
): Promise<AdvisorSubscription> {
  if (!o.plan.trim() || o.plan.length > 50) throw invalidInput('Invalid plan', '--plan must be 1 to 50 characters');
  if (!Number.isSafeInteger(o.quota) || o.quota < 0) throw invalidInput('Invalid quota', '--quota must be a non-negative integer (messages per month)');
  if (!DATE.test(o.renewsAt) || Number.isNaN(Date.parse(`${o.renewsAt}T00:00:00Z`))) throw invalidInput('Invalid date', '--renews must be YYYY-MM-DD');
  return new DynamoAdvisorBillingStore(db, accountsTable).setSubscription(o.accountId, { plan: o.plan.trim(), quota: o.quota, renewsAt: o.renewsAt }, now.toISOString().slice(0, 10));
}
