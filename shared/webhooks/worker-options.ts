/**
 * The worker's options from a dependency set: the store of the container, the credits holds with
 * the process's journal copier when it has one (`deps.journal`: the local server; deployed, the
 * accounts table's stream copies the journal), the address policy of the environment (strict unless
 * `WEBHOOKS_ALLOW_LOOPBACK=1`), the real clock and jitter. The local worker (./local-worker.ts) and
 * the deployed queue worker (functions/ops/webhook-worker.ts) both start from it.
 */
import type { Deps } from '../deps';
import { addressPolicyFromEnv } from './address-policy';
import { creditsBilling } from './billing';
import { webhookStore } from './store-access';
import type { WorkerOptions } from './worker';

export function workerOptions(deps: Deps, env: NodeJS.ProcessEnv = process.env): WorkerOptions {
  const journal = deps.journal;
  return {
    store: webhookStore(deps),
    billing: creditsBilling(deps.stores, deps.now, journal ? (id) => journal.notify(id) : undefined),
    policy: addressPolicyFromEnv(env),
    now: () => deps.now().getTime(),
    random: Math.random,
  };
}
