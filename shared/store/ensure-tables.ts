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
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keys.map((k) => ({ AttributeName: k.name, AttributeType: k.type })),
        KeySchema: keys.map((k, i) => ({ AttributeName: k.name, KeyType: i === 0 ? 'HASH' : 'RANGE' })),
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
