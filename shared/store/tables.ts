/**
 * The DynamoDB tables, described once. The CDK stack creates them from this list,
 * the local stack creates the same tables in dynalite, and the stores read the
 * physical names from the environment variables named here.
 */
export type TableId = 'keys' | 'accounts' | 'ledger' | 'rateLimits' | 'blueprints';

export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface TableSpec {
  id: TableId;
  /** Environment variable that carries the physical table name into a function. */
  envVar: string;
  /** Default physical name (local stack, tests). CDK lets CloudFormation name them. */
  localName: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  /** Attribute holding an epoch-seconds expiry, when the table uses TTL. */
  ttlAttribute?: string;
  description: string;
}

export const TABLES: readonly TableSpec[] = [
  {
    id: 'keys',
    envVar: 'KEYS_TABLE',
    localName: 'api-keys',
    partitionKey: { name: 'keyHash', type: 'S' },
    description: 'API keys, stored only as SHA-256 hashes; each points at its account',
  },
  {
    id: 'accounts',
    envVar: 'ACCOUNTS_TABLE',
    localName: 'accounts',
    partitionKey: { name: 'accountId', type: 'S' },
    description: 'Personal and organization accounts with their prepaid credit balance',
  },
  {
    id: 'ledger',
    envVar: 'LEDGER_TABLE',
    localName: 'usage-ledger',
    partitionKey: { name: 'accountId', type: 'S' },
    sortKey: { name: 'entryId', type: 'S' },
    description: 'One row per charge or refund (account, key id, route, credits, request id, time)',
  },
  {
    id: 'rateLimits',
    envVar: 'RATE_LIMITS_TABLE',
    localName: 'rate-limits',
    partitionKey: { name: 'bucket', type: 'S' },
    ttlAttribute: 'expiresAt',
    description: 'Fixed-window request counters per key and window, expired by TTL',
  },
  {
    id: 'blueprints',
    envVar: 'BLUEPRINTS_TABLE',
    localName: 'blueprints',
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'blueprintId', type: 'S' },
    description: 'Saved blueprints, keyed by owner so that nobody can address another account’s blueprint',
  },
];

export const tableSpec = (id: TableId): TableSpec => {
  const t = TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown table ${id}`);
  return t;
};
