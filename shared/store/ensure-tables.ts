/**
 * Creates the tables of TABLES that do not exist yet (local stack, tests). In AWS the CDK
 * stack owns the tables; this is never called there.
 */
import { CreateTableCommand, ListTablesCommand, waitUntilTableExists, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLES, type TableId } from './tables';

export const ensureTables = async (client: DynamoDBClient, names: Record<TableId, string>): Promise<string[]> => {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const out = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const n of out.TableNames ?? []) existing.add(n);
    start = out.LastEvaluatedTableName;
  } while (start);

  const created: string[] = [];
  for (const t of TABLES) {
    const name = names[t.id];
    if (existing.has(name)) continue;
    const keys = [t.partitionKey, ...(t.sortKey ? [t.sortKey] : [])];
    const schema = (ks: typeof keys) => ks.map((k, i) => ({ AttributeName: k.name, KeyType: i === 0 ? ('HASH' as const) : ('RANGE' as const) }));
    const indexes = (t.indexes ?? []).map((ix) => ({ ...ix, keys: [ix.partitionKey, ...(ix.sortKey ? [ix.sortKey] : [])] }));
    const attributes = new Map([...keys, ...indexes.flatMap((ix) => ix.keys)].map((k) => [k.name, k.type]));
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
        KeySchema: schema(keys),
        ...(indexes.length > 0
          ? {
              GlobalSecondaryIndexes: indexes.map((ix) => ({ IndexName: ix.name, KeySchema: schema(ix.keys), Projection: { ProjectionType: 'ALL' as const } })),
            }
          : {}),
      }),
    );
    created.push(name);
  }
  // dynalite keeps new tables in CREATING for a moment (writes fail until ACTIVE); the SDK's
  // waiter polls DescribeTable and throws if a table is still not ACTIVE after maxWaitTime
  // (generous: on a loaded machine the flip can be late; it is immediate otherwise)
  for (const name of created) {
    await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 0.02, maxDelay: 0.5 }, { TableName: name });
  }
  return created;
};
