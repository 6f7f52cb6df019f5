/**
 * API key format and hashing. A key is `<prefix><43 chars base64url>` (256 random bits),
 * shown once at creation and stored only as its SHA-256 hash.
 */
import { createHash, randomBytes } from 'node:crypto';

export const hashKey = (apiKey: string): string => createHash('sha256').update(apiKey, 'utf8').digest('hex');

/** Public key id derived from the hash: safe to log, to put in the ledger and to revoke by. */
export const keyIdFromHash = (keyHash: string): string => `key_${keyHash.slice(0, 16)}`;

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

/**
 * Extracts the key from `Authorization: Bearer <key>` or `X-API-Key: <key>` (header names
 * case-insensitive). Both headers with different keys is ambiguous: 'conflict' (400), never a
 * silent choice (a revoked key in one header must not ride on a live one in the other).
 */
export const keyFromHeaders = (headers: Record<string, string | undefined> | null | undefined): string | 'conflict' | undefined => {
  if (!headers) return undefined;
  let auth: string | undefined;
  let xKey: string | undefined;
  for (const [k, v] of Object.entries(headers)) {
    const name = k.toLowerCase();
    if (name === 'authorization') auth = v;
    else if (name === 'x-api-key') xKey = v;
  }
  const bearer = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
  const other = xKey?.trim() || undefined;
  if (bearer && other && bearer !== other) return 'conflict';
  return bearer ?? other;
};

export const newId = (prefix: string): string => `${prefix}${randomBytes(9).toString('base64url')}`;
