/** The deployed ledger copy: the accounts table's stream consumer and the scheduled reconciler handler, on dynalite. */
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditsService } from '#shared/accounts/credits';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { createDocumentClient } from '#shared/store/dynamo-client';
import type { LedgerStore } from '#shared/store/types';
import { handler as ledgerStream } from '#functions/ops/ledger-stream';
import { handler as reconcileJob } from '#functions/ops/reconcile';
import { newAccount, startTestStack } from '#test/support/stack';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
  // no local flusher here: the stream consumer is what copies the journal
  setDeps({ journal: undefined });
});
afterAll(async () => {
  await stack?.close();
});

const rawItem = async (accountId: string): Promise<Record<string, unknown>> => {
  const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
  return (await db.send(new GetCommand({ TableName: stack.deps.config.tableNames.accounts, Key: { accountId } }))).Item!;
};
const streamEvent = (images: Record<string, unknown>[]): DynamoDBStreamEvent => ({
  Records: images.map((img, i) => ({
    eventName: 'MODIFY',
    dynamodb: { NewImage: marshall(img, { removeUndefinedValues: true }) as never, SequenceNumber: `seq${i}` },
  })),
});

describe('ledger stream consumer', () => {
  it('copies the journal entries of a new image to the ledger and removes them; a repeat delivery writes no new row', async () => {
    const a = await newAccount(stack, 50);
    const credits = createCreditsService({ stores: stack.deps.stores, accountId: a.accountId, keyId: a.keyId, route: 'r', requestId: 'req-stream', now: () => new Date(), holdTtlSeconds: 90 });
    await credits.charge(2);
    const r = await credits.reserve(10);
    await r.settle(4);
    const image = await rawItem(a.accountId);
    expect(Object.keys(image).filter((k) => k.startsWith('j_'))).toHaveLength(4); // opening, charge, reserve, settle

    expect(await ledgerStream(streamEvent([image]))).toEqual({ batchItemFailures: [] });
    expect(await ledgerStream(streamEvent([image]))).toEqual({ batchItemFailures: [] }); // at-least-once delivery
    const rows = await stack.deps.stores.ledger.listByAccount(a.accountId);
    expect(rows.map((x) => x.kind).sort()).toEqual(['charge', 'opening', 'reserve', 'settle']);
    expect((await stack.deps.stores.accounts.get(a.accountId))?.journal).toEqual({});
    expect(rows.reduce((s, x) => s + x.delta, 0)).toBe(44);
  });

  it('reports a record it could not copy (partial batch response) and leaves its entries for the retry', async () => {
    const a = await newAccount(stack, 5);
    const image = await rawItem(a.accountId);
    const broken: LedgerStore = { ...stack.deps.stores.ledger, putAll: async () => Promise.reject(new Error('throttled')) };
    setDeps({ stores: { ...stack.deps.stores, ledger: broken } });
    try {
      expect(await ledgerStream(streamEvent([image]))).toEqual({ batchItemFailures: [{ itemIdentifier: 'seq0' }] });
    } finally {
      setDeps({ stores: stack.deps.stores });
    }
    expect(Object.keys((await stack.deps.stores.accounts.get(a.accountId))!.journal)).toHaveLength(1);
    // the scheduled reconciler copies what is left
    const out = await reconcileJob();
    expect(out.entriesCopied).toBeGreaterThanOrEqual(1);
    expect((await stack.deps.stores.accounts.get(a.accountId))?.journal).toEqual({});
  });
});
