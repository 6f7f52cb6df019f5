/**
 * API key format and hashing. A key is `<prefix><43 chars base64url>` (256 random bits),
 * shown once at creation and stored only as its SHA-256 hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RATE_PREFIX } from '../store/item-load';
import type { Account, ApiKeyRecord, KeyRole } from '../store/types';

export const hashKey = (apiKey: string): string => createHash('sha256').update(apiKey, 'utf8').digest('hex');

/** Public key id derived from the hash: safe to log, to put in the ledger and to revoke by. */
export const keyIdFromHash = (keyHash: string): string => `key_${keyHash.slice(0, 16)}`;

/** A key made before roles existed has none: it reads as `owner` (it was its account's key). */
export const roleOf = (record: Pick<ApiKeyRecord, 'role'>): KeyRole => record.role ?? 'owner';

export interface NewKey {
  apiKey: string;
  keyHash: string;
  keyId: string;
  hint: string;
}

export const generateKey = (prefix: string): NewKey => {
  const apiKey = `${prefix}${randomBytes(32).toString('base64url')}`;
  const keyHash = hashKey(apiKey);
  return { apiKey, keyHash, keyId: keyIdFromHash(keyHash), hint: `${apiKey.slice(0, prefix.length + 4)}…` };
};

type HeaderMap = Record<string, string | undefined> | null | undefined;
type MultiHeaderMap = Record<string, string[] | undefined> | null | undefined;

/** Every value of the headers named `name` (any letter case), from both maps of an API Gateway event. */
const valuesOf = (name: string, headers: HeaderMap, multi: MultiHeaderMap): string[] => {
  const out = new Set<string>();
  for (const [k, vs] of Object.entries(multi ?? {})) if (k.toLowerCase() === name) for (const v of vs ?? []) out.add(v);
  for (const [k, v] of Object.entries(headers ?? {})) if (k.toLowerCase() === name && v !== undefined) out.add(v);
  return [...out];
};

/**
 * Extracts the key from `Authorization: Bearer <key>` or `X-API-Key: <key>` (header names
 * case-insensitive), looking at every value of each header: API Gateway keeps the last value of
 * a repeated header in `headers` and all of them in `multiValueHeaders`. More than one distinct
 * key is ambiguous: 'conflict' (400), never a silent choice (a revoked key in one header must not
 * ride on a live one in the other). So is an Authorization header that is not `Bearer <key>`
 * next to a key: the client meant something by it. A malformed Authorization alone is no key (401).
 */
export const keyFromHeaders = (headers: HeaderMap, multiValueHeaders?: MultiHeaderMap): string | 'conflict' | undefined => {
  const keys = new Set<string>();
  let malformed = false;
  for (const v of valuesOf('authorization', headers, multiValueHeaders)) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(v)?.[1];
    if (bearer) keys.add(bearer);
    else malformed = true;
  }
  // a proxy may fold repeated headers into one value joined by commas (keys never contain one)
  for (const v of valuesOf('x-api-key', headers, multiValueHeaders)) {
    for (const part of v.split(',')) if (part.trim()) keys.add(part.trim());
  }
  if (keys.size > 1 || (malformed && keys.size > 0)) return 'conflict';
  return keys.values().next().value;
};

export const newId = (prefix: string): string => `${prefix}${randomBytes(9).toString('base64url')}`;

/**
 * When the key was last used, to the minute, with no write on the request path: a
 * standard-profile request is counted in the account item (`rl_<keyId>_<window>` = {s: window
 * start}), so the newest window start of the key's counters is its last counted use; the chat,
 * counted elsewhere, records `lastUsedAt` on the key itself once a minute (middleware/auth.ts).
 */
export const lastUsedOf = (r: Pick<ApiKeyRecord, 'keyId' | 'lastUsedAt'>, account?: Pick<Account, 'rates'>): string | null => {
  const prefix = `${RATE_PREFIX}${r.keyId}_`;
  let latest = r.lastUsedAt ?? null;
  for (const [attr, rate] of Object.entries(account?.rates ?? {})) {
    if (!attr.startsWith(prefix) || rate.s <= 0) continue;
    const at = new Date(rate.s * 1000).toISOString();
    if (latest === null || at > latest) latest = at;
  }
  return latest;
};
