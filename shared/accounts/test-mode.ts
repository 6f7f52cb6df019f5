/**
 * Test keys (docs/self-service.md "Test keys"). A `bp_test_…` key belongs to its account's TEST
 * SIDE: a second account item, `<accountId>_test`, made on the first test key with its own balance
 * of TEST_CREDITS test credits. Everything a test key does runs the ordinary path against that
 * item: the same computations, charges, holds, ledger, rate limits, stored records and request
 * log, but on the test side's partitions. So test credits never touch the live balance, a record a
 * test key makes is the test side's (its deletion cannot reach live data), and no code path needs
 * to know about test mode except the marks (`meta.livemode: false`, the `Blueprint-Livemode`
 * header, `livemode: false` in the request log) and the scenario header.
 *
 * `Blueprint-Test-Scenario` (test keys only) rehearses a failure without operator tools:
 * `insufficient_credits` (402), `rate_limited` (429 with Retry-After), `server_error` (500) —
 * each answered as the real error is, nothing charged — and `slow` (the answer after SLOW_MS).
 */
import { AppError } from '../errors';
import type { Account, Stores } from '../store/types';
import { journalEntry } from './credits';

/** The suffix of a test side's account id. */
export const TEST_SUFFIX = '_test';
/** The test credits a test side opens with. */
export const TEST_CREDITS = 10_000;
/** The request header naming a scenario, and its values. */
export const SCENARIO_HEADER = 'Blueprint-Test-Scenario';
export const TEST_SCENARIOS = ['insufficient_credits', 'rate_limited', 'server_error', 'slow'] as const;
export type TestScenario = (typeof TEST_SCENARIOS)[number];
/** How long `slow` holds the answer back, ms. */
export const SLOW_MS = 5_000;
/** The Retry-After of the `rate_limited` scenario, seconds. */
export const SCENARIO_RETRY_AFTER = 1;

export const isTestAccount = (accountId: string): boolean => accountId.endsWith(TEST_SUFFIX);
export const testAccountOf = (accountId: string): string => (isTestAccount(accountId) ? accountId : `${accountId}${TEST_SUFFIX}`);
/** The prefix of test keys: the live prefix with `test` for `live` (`bp_live_` -> `bp_test_`). */
export const testKeyPrefix = (livePrefix: string): string => (livePrefix.includes('live') ? livePrefix.replace('live', 'test') : `${livePrefix}test_`);

/**
 * The test side of `live`, made when missing (one conditional put: two first test keys at once
 * make it once), with its opening test balance in the ledger like a live opening.
 */
export const ensureTestAccount = async (stores: Stores, live: Account, now: Date): Promise<string> => {
  const accountId = testAccountOf(live.accountId);
  if (await stores.accounts.get(accountId)) return accountId;
  const opening = journalEntry(now, `open.${accountId}`, 0, 'opening', TEST_CREDITS, { note: 'test credits' });
  try {
    await stores.accounts.create({ accountId, type: live.type, name: live.name, balance: TEST_CREDITS, createdAt: now.toISOString() }, opening);
  } catch (e) {
    if (!(e instanceof AppError && e.kind === 'conflict')) throw e;
  }
  return accountId;
};

/** The scenario a request names, checked: undefined without the header; 400 for a live key or an unknown value. */
export const scenarioOf = (value: string | undefined, accountId: string): TestScenario | undefined => {
  if (value === undefined) return undefined;
  if (!isTestAccount(accountId)) throw new AppError('invalid_input', 'Invalid request', `${SCENARIO_HEADER} is for test keys (bp_test_…) only; this is a live key`);
  const v = value.trim().toLowerCase();
  if (!(TEST_SCENARIOS as readonly string[]).includes(v)) throw new AppError('invalid_input', 'Invalid request', `${SCENARIO_HEADER} must be one of ${TEST_SCENARIOS.join(', ')}`);
  return v as TestScenario;
};

/** The error a failing scenario answers with, as the real one would (nothing is charged: it comes before the charge). */
export const scenarioError = (scenario: Exclude<TestScenario, 'slow'>, price: number, nowMs: number): AppError => {
  switch (scenario) {
    case 'insufficient_credits':
      return new AppError('insufficient_credits', 'Insufficient credits', `This call costs ${price} credit${price === 1 ? '' : 's'}; the account has 0. (test scenario)`, { required: price, available: 0 });
    case 'rate_limited':
      return new AppError('rate_limited', 'Rate limit exceeded', `At most 0 requests per window for this key; retry after ${SCENARIO_RETRY_AFTER} s (test scenario)`, {
        limit: 0,
        reset: Math.ceil(nowMs / 1000) + SCENARIO_RETRY_AFTER,
      });
    case 'server_error':
      return new AppError('internal', 'Internal server error', 'A server error rehearsed by the test scenario');
  }
};
