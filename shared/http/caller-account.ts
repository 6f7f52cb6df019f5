/**
 * The caller's whole account for a handler: the one its key check read when that is the whole
 * account (no second read), else one merged read (a sharded account's key check returns the key's
 * shard). 404 when the account is gone since.
 */
import { wholeAccount } from '../accounts/shards';
import { AppError } from '../errors';
import type { Account } from '../store/types';
import type { RouteContext } from './types';

export const callerAccount = async (ctx: Pick<RouteContext, 'deps' | 'caller' | 'account'>): Promise<Account> => {
  const account = await wholeAccount(ctx.deps.stores, ctx.caller.accountId, ctx.account);
  if (!account) throw new AppError('not_found', 'Account not found', 'The account of this API key no longer exists');
  return account;
};
