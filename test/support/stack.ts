/**
 * Test helpers: one local stack (in-memory dynalite + local API on ephemeral ports) per test
 * file, accounts and keys created through the same admin functions as the CLI, and a small
 * HTTP client.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAccount, createKey } from '#shared/accounts/admin';
import { setDeps } from '#shared/deps';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '#shared/http/local-stack';
import { testStoreEngine } from '#shared/store/dynamodb-local';
import type { AccountType, LedgerEntry } from '#shared/store/types';
import { checkAnswer } from './openapi-check';

export const quietConfig = { logLevel: 'silent' as const };

/** On dynalite, or on DynamoDB Local with TEST_STORE=dynamodb-local (`npm run test:ddb-local`). */
export const startTestStack = (opts: LocalStackOptions = {}): Promise<LocalStack> =>
  startLocalStack({ engine: testStoreEngine(), ...opts, config: { ...quietConfig, ...opts.config } });

/**
 * The stack of a test file whose tests freeze the clock (`setDeps({now})`): started before its
 * tests (handed to `use`), closed after them, the real clock back after each test.
 */
export const stackPerFile = (opts: LocalStackOptions, use: (stack: LocalStack) => void): void => {
  let stack: LocalStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(opts);
    use(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });
  afterEach(() => {
    setDeps({ now: () => new Date() });
  });
};

export interface TestAccount {
  accountId: string;
  apiKey: string;
  keyId: string;
  /** The key's slot (its money shard, docs/money-shards.md). */
  slot: number;
}

export const newAccount = async (stack: LocalStack, credits: number, type: AccountType = 'personal'): Promise<TestAccount> => {
  const { stores, config } = stack.deps;
  const account = await createAccount(stores, { type, name: `test ${type}`, credits });
  const key = await createKey(stores, account.accountId, config.keyPrefix);
  return { accountId: account.accountId, apiKey: key.apiKey, keyId: key.keyId, slot: key.slot };
};

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

export const call = async (
  stack: LocalStack,
  method: string,
  path: string,
  opts: { key?: string; header?: 'bearer' | 'x-api-key'; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Reply> => {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key !== undefined) {
    if (opts.header === 'x-api-key') headers['X-API-Key'] = opts.key;
    else headers.Authorization = `Bearer ${opts.key}`;
  }
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${stack.api.url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* non-JSON body (stream, PDF) */
  }
  // every answer must match the API description (status listed, JSON body valid): fails on the first drift
  await checkAnswer(method, path, res.status, res.headers.get('content-type'), parsed);
  // an error body names the request it answers: the X-Request-Id of the answer
  if (res.status >= 400 && parsed.requestId !== res.headers.get('x-request-id')) {
    throw new Error(`error answer of ${method} ${path}: requestId ${String(parsed.requestId)} is not the X-Request-Id ${res.headers.get('x-request-id')}`);
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
};

/**
 * The account's ledger rows after the opening balance, once every pending journal entry has
 * been copied (the local server copies them in the background; this waits for it).
 */
export const ledgerOf = async (stack: LocalStack, accountId: string): Promise<LedgerEntry[]> => {
  await stack.deps.journal?.drain();
  return (await stack.deps.stores.ledger.listByAccount(accountId)).filter((r) => r.kind !== 'opening');
};

export const balanceOf = async (stack: LocalStack, accountId: string): Promise<number | undefined> =>
  (await stack.deps.stores.accounts.get(accountId))?.balance;

export const LONDON_1990 = {
  birthDate: '1990-07-15',
  birthTime: '14:30',
  city: 'London',
  country: 'UK',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
};
