/**
 * The transits table's byBlueprint index: the horoscopes computed from one blueprint, found
 * without a scan (for deleting them with the blueprint); on a local table made before the index
 * existed, the owner's query filtered by blueprintId (still no scan).
 */
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { DynamoTransitStore, type TransitRecord } from '#shared/transits/store';

let dynamo: LocalDynamo;
const config = loadConfig({});
beforeAll(async () => {
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
});
afterAll(async () => {
  await dynamo?.close();
});

let n = 0;
const record = (ownerId: string, blueprintId: string | null, idem?: string): TransitRecord =>
  ({
    ownerId,
    transitId: `tr_${String(n++).padStart(26, '0')}`,
    blueprintId,
    blueprintName: blueprintId ? 'Ada' : null,
    birthDate: '1990-07-15',
    birthTime: '14:30',
    location: 'London, UK',
    period: 'day',
    ...(idem ? { idempotencyRecordId: idem } : {}),
    content: { transits: {}, aiInterpretation: null },
  }) as unknown as TransitRecord;

/** The store with the commands it sends recorded (`Query:<index>` / `Scan`). */
const recorded = (table: string) => {
  const db = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  const sent: string[] = [];
  db.middlewareStack.add(
    (next, ctx) => (args) => {
      sent.push(`${ctx.commandName}:${String((args.input as { IndexName?: string }).IndexName ?? '')}`);
      return next(args);
    },
    { step: 'initialize', name: `record-${table}` },
  );
  return { store: new DynamoTransitStore(db, table), sent, done: () => db.middlewareStack.remove(`record-${table}`) };
};

describe('horoscopes of one blueprint', () => {
  it('are read from the byBlueprint index, only the owner’s, with the ids of their Idempotency-Key records', async () => {
    const { store, sent, done } = recorded(config.tableNames.transits);
    try {
      const a = record('acc_1', 'bp_1', 'idem#1');
      const b = record('acc_1', 'bp_1');
      await Promise.all([a, b, record('acc_1', 'bp_2'), record('acc_1', null), record('acc_2', 'bp_1')].map((r) => store.put(r)));
      sent.length = 0;
      const found = await store.listByBlueprint('acc_1', 'bp_1');
      expect(found.sort((x, y) => x.transitId.localeCompare(y.transitId))).toEqual([
        { transitId: a.transitId, idempotencyRecordId: 'idem#1' },
        { transitId: b.transitId },
      ]);
      expect(sent).toEqual(['QueryCommand:byBlueprint']);
      expect(await store.listByBlueprint('acc_3', 'bp_1')).toEqual([]);
      expect(await store.delete('acc_2', a.transitId)).toBeUndefined();
      expect(await store.delete('acc_1', a.transitId)).toEqual({ transitId: a.transitId, idempotencyRecordId: 'idem#1' });
      expect(await store.get('acc_1', a.transitId)).toBeUndefined();
    } finally {
      done();
    }
  });

  it('on a table without the index: the owner’s query filtered by blueprintId, no scan', async () => {
    const client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    await client.send(
      new CreateTableCommand({
        TableName: 'transits-before-index',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'ownerId', AttributeType: 'S' }, { AttributeName: 'transitId', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'ownerId', KeyType: 'HASH' }, { AttributeName: 'transitId', KeyType: 'RANGE' }],
      }),
    );
    // A new table is CREATING until dynalite's timer marks it ACTIVE, and writes to it fail with
    // ResourceNotFoundException until then (as in DynamoDB): wait for ACTIVE rather than race it.
    await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 0.02, maxDelay: 0.2 }, { TableName: 'transits-before-index' });
    client.destroy();
    const { store, sent, done } = recorded('transits-before-index');
    try {
      const a = record('acc_1', 'bp_1', 'idem#a');
      await Promise.all([a, record('acc_1', 'bp_2'), record('acc_2', 'bp_1')].map((r) => store.put(r)));
      sent.length = 0;
      expect(await store.listByBlueprint('acc_1', 'bp_1')).toEqual([{ transitId: a.transitId, idempotencyRecordId: 'idem#a' }]);
      expect(sent.filter((s) => s.startsWith('Scan'))).toEqual([]);
    } finally {
      done();
    }
  });
});
