/**
 * The money path under faults, against real dynalite: a crash between any two writes, then the
 * reconciler, must leave balance + open holds equal to the ledger's sum; random interleavings of
 * concurrent reserve / settle / refund / timeout / reconcile never create or lose a credit; and
 * every reserve-then-settle route, crashed between any two of its steps (reserve, compute, store,
 * settle, respond), leaves its caller either with the work (by a retry) paid once, or paid nothing.
 *
 * Each runs on an account of one item and on a sharded one (8 shards, docs/money-shards.md): there
 * the paying keys sit on shards other than the root while the credits do not (or only partly), so
 * debits pull credits over by transfers, and a crash between the two halves of a transfer is left
 * for the reconciler to finish.
 */
import { moneyFaultTests } from '#test/support/money-faults';

moneyFaultTests({ name: 'one item', shards: 1 }, { name: 'one item', shards: 1 });
