/**
 * Creates the tables of TABLES that do not exist yet (local stack, tests). In AWS the CDK
 * stack owns the tables; this is never called there.
 */
import { CreateTableCommand, DescribeTableCommand, ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
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
  // dynalite keeps new tables in CREATING for a moment; wait until all are ACTIVE
  for (const name of created) {
    for (let i = 0; i < 100; i++) {
      const d = await client.send(new DescribeTableCommand({ TableName: name }));
      if (d.Table?.TableStatus === 'ACTIVE') break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return created;
};
