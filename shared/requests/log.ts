/**
 * The request log of an account (the console's "Requests"): one entry per authenticated request,
 * written once after its answer, kept REQUEST_LOG_DAYS days, the newest REQUEST_LOG_LIMIT shown.
 * Pure: the entry, its sort key and expiry, and the page shape; the store is ./store.ts.
 */

/** Days an entry is kept (the table's TTL; reads also stop at this age, whatever TTL has not yet removed). */
export const REQUEST_LOG_DAYS = 7;
/** The most entries one account's log shows (the newest). */
export const REQUEST_LOG_LIMIT = 1000;
/** Entries per page unless `limit` says otherwise. */
export const REQUEST_LOG_PAGE = 100;

export interface RequestLogEntry {
  /** ISO time the request arrived. */
  at: string;
  requestId: string;
  /** The key that called (its id, never the secret). */
  keyId: string;
  /** The route's name in the route table (`images-natal-wheel`), the method and the path template. */
  route: string;
  method: string;
  path: string;
  status: number;
  /** Credits the request used (0 for free routes, refused and refunded requests). */
  credits: number;
  durationMs: number;
  /** The spec's `error` string of an error answer. */
  error?: string;
  /** `mcp:<tool>` when the request came through the MCP server. */
  via?: string;
  /** false on a test key's request (shared/accounts/test-mode.ts); absent on live ones. */
  livemode?: false;
}

/**
 * The partitions one account's log is spread over: as many as its money shards (docs/money-shards.md),
 * at most MAX_LOG_PARTITIONS. An account of one item writes one partition (its ceiling is its item's
 * anyway); a sharded one spreads its lines so that no partition takes more than 1/n of its requests
 * (128 shards: 32 partitions, ~0.03 write units per request on each). The count only grows with the
 * shards, so every line ever written is in a partition of the current count.
 */
export const MAX_LOG_PARTITIONS = 32;
export const logPartitionCount = (shards: number): number => Math.min(Math.max(1, Math.floor(shards) || 1), MAX_LOG_PARTITIONS);

/** FNV-1a of a string: spreads request ids evenly, the same on every container. */
const fnv1a = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

/** Which of the account's log partitions (0 = the account id itself) a request's line goes to. */
export const logPartitionOf = (requestId: string, shards: number): number => {
  const n = logPartitionCount(shards);
  return n === 1 ? 0 : fnv1a(requestId) % n;
};

/** The sort key: time first so that one descending query gives the newest; the request id keeps it unique. */
export const requestKeyOf = (e: Pick<RequestLogEntry, 'at' | 'requestId'>): string => `${e.at}#${e.requestId}`;

/** Epoch second after which DynamoDB's TTL may remove the entry. */
export const expiryOf = (at: Date): number => Math.floor(at.getTime() / 1000) + REQUEST_LOG_DAYS * 86_400;

/** The oldest sort key still shown at `now` (entries older than the keeping time are not shown even before TTL removes them). */
export const oldestShownKey = (now: Date): string => new Date(now.getTime() - REQUEST_LOG_DAYS * 86_400_000).toISOString();

/**
 * How many entries one page may take: at most `limit`, and never past the REQUEST_LOG_LIMIT newest
 * (`shown`: how many newer entries earlier pages showed).
 */
export const pageSize = (limit: number, shown: number): number => Math.max(0, Math.min(limit, REQUEST_LOG_LIMIT - shown));

/** The cursor of the next page: the last sort key and how many entries were shown up to it, opaque to callers. */
export const encodeCursor = (requestKey: string, shown: number): string => Buffer.from(JSON.stringify([requestKey, shown])).toString('base64url');

export const decodeCursor = (cursor: string): { requestKey: string; shown: number } | undefined => {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 2) return undefined;
    const [requestKey, shown] = v as [unknown, unknown];
    if (typeof requestKey !== 'string' || !/^\d{4}-\d\d-\d\dT[\d:.]+Z#[\w-]{1,100}$/.test(requestKey)) return undefined;
    if (typeof shown !== 'number' || !Number.isSafeInteger(shown) || shown < 0 || shown > REQUEST_LOG_LIMIT) return undefined;
    return { requestKey, shown };
  } catch {
    return undefined;
  }
};
