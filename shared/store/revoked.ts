/**
 * How an account item says a key is revoked (shared/accounts/revocation.ts): a recent revocation
 * entry `rk_<keyId>`, or, on an account revoked before those entries existed, its older
 * `revokedKeys` set (read both). Pure: the store writes the entries, the auth path reads them.
 */
import type { Account } from './types';

/** `rk_<keyId>` = the epoch second after which the entry may be forgotten, or 0 while the revocation is not finished. */
export const REVOKED_PREFIX = 'rk_';

/** Whether the item (or merged account) says the key is revoked. */
export const isRevokedIn = (a: Pick<Account, 'revocations' | 'revokedKeys'>, keyId: string): boolean =>
  a.revocations?.[keyId] !== undefined || (a.revokedKeys?.includes(keyId) ?? false);

/** Whether an entry is still needed at `nowSec`: unfinished (0), or not past its end. */
export const revocationNeeded = (until: number, nowSec: number): boolean => until === 0 || until > nowSec;
