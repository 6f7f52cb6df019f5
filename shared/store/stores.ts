/**
 * The composition of the DynamoDB stores: each room's table adapter (the accounts room's in
 * shared/accounts/*-store.ts, the idempotency attempts in attempt-store.ts, the limits in limits.ts)
 * behind the `Stores` port.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoAccountStore } from '../accounts/account-store';
import { DynamoKeyStore } from '../accounts/key-store';
import { DynamoLedgerStore } from '../accounts/ledger-store';
import { DynamoRateLimitStore } from '../accounts/rate-limit-store';
import { DynamoReceiptStore } from '../accounts/receipt-store';
import { DynamoAttemptStore } from './attempt-store';
import { DynamoLimitStore } from './limits';
import type { TableId } from './tables';
import type { Stores } from './types';

export const createDynamoStores = (db: DynamoDBDocumentClient, names: Record<TableId, string>): Stores => ({
  accounts: new DynamoAccountStore(db, names.accounts),
  keys: new DynamoKeyStore(db, names.keys),
  ledger: new DynamoLedgerStore(db, names.ledger, names.accounts),
  rateLimits: new DynamoRateLimitStore(db, names.rateLimits),
  receipts: new DynamoReceiptStore(db, names),
  attempts: new DynamoAttemptStore(db, names.idempotency),
  limits: new DynamoLimitStore(db, names.limits),
});
