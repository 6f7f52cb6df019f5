/**
 * The money fault tests of test/unit/accounts/money-faults.test.ts on a sharded account
 * (docs/money-shards.md): 8 shards; the crash tests with every credit on the root and the paying
 * key on shard 7 (each debit pulls credits over by a transfer, and every write of a transfer is a
 * crash point the reconciler must repair); the 200 random interleavings with the credits spread
 * unevenly over four shards and the requests made by six keys on six shards.
 */
import { expect } from 'vitest';
import { shardOfKey } from '#shared/store/shard-ids';
import { moneyFaultTests } from '#test/support/money-faults';

expect(shardOfKey('key_f', 8)).toBe(7);

moneyFaultTests({ name: '8 shards', shards: 8 }, { name: '8 shards, credits uneven, 6 keys', shards: 8, uneven: true });
