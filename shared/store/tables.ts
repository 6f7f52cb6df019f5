/**
 * The DynamoDB tables, described once. The CDK stack creates them from this list,
 * the local stack creates the same tables in dynalite, and the stores read the
 * physical names from the environment variables named here.
 */
export type TableId = 'keys' | 'accounts' | 'ledger' | 'rateLimits' | 'blueprints' | 'idempotency' | 'daily' | 'conversations' | 'transits' | 'relationships' | 'requests' | 'calendars' | 'webhooks' | 'webhookDeliveries' | 'subjects';

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
  /**
   * Global secondary indexes (projection ALL): created by the CDK stack and by the local stack
   * (shared/store/ensure-tables.ts); queried by name (`${table}` + IndexName).
   */
  indexes?: readonly { name: string; partitionKey: KeyAttribute; sortKey?: KeyAttribute }[];
  /**
   * The table's change stream (NEW_IMAGE) and the function that consumes it: the stack creates
   * the function with these grants and an event source mapping.
   */
  stream?: { name: string; handler: string; tables: Partial<Record<TableId, 'read' | 'readwrite'>>; summary: string };
  /**
   * Holds personal data (names, birth data, conversations): the CDK stack encrypts it with the
   * stack's customer-managed KMS key (rotated yearly, retained) instead of an AWS-owned key.
   */
  personalData?: boolean;
  description: string;
}

export const TABLES: readonly TableSpec[] = [
  {
    id: 'keys',
    envVar: 'KEYS_TABLE',
    localName: 'api-keys',
    partitionKey: { name: 'keyHash', type: 'S' },
    // admin lookups by key id and by account (DynamoKeyStore.findById / listByAccount), no scans
    indexes: [
      { name: 'byKeyId', partitionKey: { name: 'keyId', type: 'S' } },
      { name: 'byAccount', partitionKey: { name: 'accountId', type: 'S' } },
    ],
    description: 'API keys, stored only as SHA-256 hashes; each points at its account',
  },
  {
    id: 'accounts',
    envVar: 'ACCOUNTS_TABLE',
    localName: 'accounts',
    partitionKey: { name: 'accountId', type: 'S' },
    stream: {
      name: 'ledger-stream',
      handler: 'functions/ops/ledger-stream.ts',
      tables: { accounts: 'readwrite', ledger: 'readwrite' },
      summary: 'Copies the journal entries of account updates to the ledger, then removes them from the account',
    },
    description: 'Accounts: prepaid balance, open reservations and the journal of money movements not yet in the ledger',
  },
  {
    id: 'ledger',
    envVar: 'LEDGER_TABLE',
    localName: 'usage-ledger',
    partitionKey: { name: 'accountId', type: 'S' },
    sortKey: { name: 'entryId', type: 'S' },
    description: 'Append-only: one row per money movement (opening, top-up, charge, refund, reserve, settle, release), keyed by journal entry id',
  },
  {
    id: 'rateLimits',
    envVar: 'RATE_LIMITS_TABLE',
    localName: 'rate-limits',
    partitionKey: { name: 'bucket', type: 'S' },
    ttlAttribute: 'expiresAt',
    description: 'Fixed-window request counters of the chat profile per key and window, expired by TTL (the standard profile counts in the account item)',
  },
  {
    id: 'blueprints',
    envVar: 'BLUEPRINTS_TABLE',
    localName: 'blueprints',
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'blueprintId', type: 'S' },
    personalData: true,
    description: 'Saved blueprints, keyed by owner so that nobody can address another account’s blueprint',
  },
  {
    id: 'idempotency',
    envVar: 'IDEMPOTENCY_TABLE',
    localName: 'idempotency',
    // the attribute names of Powertools' DynamoDB persistence layer (shared/http/middleware/idempotency.ts)
    partitionKey: { name: 'id', type: 'S' },
    ttlAttribute: 'expiration',
    // the records of an account (`ownerId`, set on completed answers and attempt claims), found
    // without a scan when the account is deleted (shared/accounts/self-service.ts)
    indexes: [{ name: 'byOwner', partitionKey: { name: 'ownerId', type: 'S' } }],
    // a record keeps the first answer, e.g. a whole blueprint with its name and birth data
    personalData: true,
    description: 'Idempotency-Key records of charged POSTs: in progress or the first answer, per API key, kept 24 h',
  },
  {
    id: 'daily',
    envVar: 'DAILY_TABLE',
    localName: 'daily-sky',
    partitionKey: { name: 'id', type: 'S' },
    // the short "generating" leases expire after seconds, the records after DAILY_RECORD_TTL_DAYS (shared/daily/store.ts)
    ttlAttribute: 'expiresAt',
    description: 'Write-once daily sky records and sign horoscopes (one item each per UTC day), and the leases of their generation',
  },
  {
    id: 'conversations',
    envVar: 'CONVERSATIONS_TABLE',
    localName: 'advisor-conversations',
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'conversationId', type: 'S' },
    personalData: true,
    description: 'Advisor conversations per paying account: messages, agent settings, usage and cost per turn',
  },
  {
    id: 'transits',
    envVar: 'TRANSITS_TABLE',
    localName: 'transits',
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'transitId', type: 'S' },
    // the horoscopes computed from one saved blueprint (`blueprintRef` = owner#blueprint id, only on
    // those): found without a scan when the blueprint is deleted (shared/blueprint/delete.ts)
    indexes: [{ name: 'byBlueprint', partitionKey: { name: 'blueprintRef', type: 'S' }, sortKey: { name: 'transitId', type: 'S' } }],
    personalData: true,
    description: 'Saved personal horoscopes (transits) per paying account, newest first by their time-sortable id',
  },
  {
    id: 'relationships',
    envVar: 'RELATIONSHIPS_TABLE',
    localName: 'relationships',
    // the owner is the partition: list = one query of the owner's items, newest first; no scans
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'relationshipId', type: 'S' },
    personalData: true,
    description: 'Saved relationships (synastry, composite, Davison, Human Design connection, numerology, AI reading) per paying account, newest first by their time-sortable id',
  },
  {
    id: 'requests',
    envVar: 'REQUESTS_TABLE',
    localName: 'request-log',
    // one item per authenticated request, put once after the answer (no read on the request path);
    // the owner is the partition, the sort key the time and request id: the newest first is one query
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'requestKey', type: 'S' },
    ttlAttribute: 'expiresAt',
    // which key called which route when, with status and credits (no names, birth data, bodies or
    // addresses): operational like the ledger, so DynamoDB's default encryption; deleted with the
    // account (shared/accounts/self-service.ts)
    description: 'The request log of the console: time, key, route, status, credits and request id of each authenticated request, kept 7 days (TTL)',
  },
  {
    id: 'calendars',
    envVar: 'CALENDARS_TABLE',
    localName: 'calendars',
    // the owner is the partition: list, export and deletion are one query of the owner's items; no scans
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'calendarId', type: 'S' },
    // the feed URL's secret token, stored as its SHA-256 hash: GET /v1/calendars/{token}.ics finds its feed by it
    indexes: [{ name: 'byToken', partitionKey: { name: 'tokenHash', type: 'S' } }],
    // a feed keeps the calendar computed from a person's chart (docs/calendars.md)
    personalData: true,
    description: 'Personal calendar feeds per paying account: blueprint, kinds of events, the hash of the feed token, the calendar cached for the day and the hour last charged',
  },
  {
    id: 'webhooks',
    envVar: 'WEBHOOKS_TABLE',
    localName: 'webhooks',
    // the owner is the partition: list, export and account deletion are one query of the owner's items
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'webhookId', type: 'S' },
    // the URLs an account receives events at, and (for transit.exact) the blueprint they follow
    personalData: true,
    description: 'Webhook endpoints per account: URL, events, blueprint or threshold, signing secrets (current and, for 24 h after a rotation, previous), disabled state and reason (docs/webhooks.md)',
  },
  {
    id: 'webhookDeliveries',
    envVar: 'WEBHOOK_DELIVERIES_TABLE',
    localName: 'webhook-deliveries',
    // the owner is the partition (export and account deletion: one query); the delivery id hashes event and endpoint
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'deliveryId', type: 'S' },
    // the worker's queue: the sparse index of pending deliveries (`due` = "pending") by their next attempt (epoch ms)
    indexes: [{ name: 'byDue', partitionKey: { name: 'due', type: 'S' }, sortKey: { name: 'nextAttemptAt', type: 'N' } }],
    // an event's body may carry a saved blueprint's transit (transit.exact)
    personalData: true,
    description: 'The webhook outbox: one item per event and endpoint (body as signed, status, attempts with time, status code, latency and error, next attempt), written before anything is sent',
  },
  {
    id: 'subjects',
    envVar: 'SUBJECTS_TABLE',
    localName: 'subjects',
    // the owner is the partition: get, list (paged, in id order), export and deletion are queries of the owner's items; no scans
    partitionKey: { name: 'ownerId', type: 'S' },
    sortKey: { name: 'subject', type: 'S' },
    // a person's name, birth data and the app's metadata (docs/subjects.md); with them one counter item per account (the subject limit)
    personalData: true,
    description: 'End users of an app (subjects) per account: display name, birth data once, the app’s metadata; and the account’s subject counter (docs/subjects.md)',
  },
];

export const tableSpec = (id: TableId): TableSpec => {
  const t = TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown table ${id}`);
  return t;
};
