/** The keys table's secondary indexes: created locally from TABLES, and the admin lookups query them (no scan). */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { DynamoKeyStore } from '#shared/accounts/key-store';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { tableSpec } from '#shared/store/tables';
import type { ApiKeyRecord } from '#shared/store/types';

let dynamo: LocalDynamo;
let keysTable: string;
const config = loadConfig({});

beforeAll(async () => {
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  keysTable = config.tableNames.keys;
});
afterAll(async () => {
  await dynamo?.close();
});

const record = (keyHash: string, keyId: string, accountId: string): ApiKeyRecord =>
  ({ keyHash, keyId, accountId, createdAt: '2026-01-01T00:00:00.000Z', prefix: 'bp_live_ab' }) as unknown as ApiKeyRecord;

describe('keys table indexes', () => {
  it('are declared in TABLES and created by the local stack (GSIs on keyId and accountId, all attributes)', async () => {
    expect(tableSpec('keys').indexes?.map((i) => [i.name, i.partitionKey.name])).toEqual([
      ['byKeyId', 'keyId'],
      ['byAccount', 'accountId'],
    ]);
    const client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    const d = await client.send(new DescribeTableCommand({ TableName: keysTable }));
    const gsis = d.Table?.GlobalSecondaryIndexes ?? [];
    expect(gsis.map((g) => [g.IndexName, g.KeySchema?.[0]?.AttributeName, g.Projection?.ProjectionType]).sort()).toEqual([
      ['byAccount', 'accountId', 'ALL'],
      ['byKeyId', 'keyId', 'ALL'],
    ]);
    client.destroy();
  });

  it('answer findById and listByAccount through the indexes', async () => {
    const db = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
    const store = new DynamoKeyStore(db, keysTable);
    const sent: string[] = [];
    db.middlewareStack.add(
      (next, ctx) => (args) => {
        sent.push(`${ctx.commandName}:${String((args.input as { IndexName?: string }).IndexName ?? '')}`);
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    await store.put(record('h1', 'key_1', 'acc_a'));
    await store.put(record('h2', 'key_2', 'acc_a'));
    await store.put(record('h3', 'key_3', 'acc_b'));
    sent.length = 0;
    expect((await store.findById('key_2'))?.keyHash).toBe('h2');
    expect((await store.listByAccount('acc_a')).map((k) => k.keyId).sort()).toEqual(['key_1', 'key_2']);
    expect(await store.findById('key_missing')).toBeUndefined();
    expect(sent.filter((s) => s.startsWith('Scan'))).toEqual([]);
    expect(sent).toContain('QueryCommand:byKeyId');
    expect(sent).toContain('QueryCommand:byAccount');
    db.middlewareStack.remove('recordCommands');
  });
});
