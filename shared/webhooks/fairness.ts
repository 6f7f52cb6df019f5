/**
 * Fair shares of the webhook outbox between tenants (docs/webhooks.md, "Fair delivery"): pure, no I/O.
 *
 * The due deliveries come oldest first from one global index; taken in that order, one account's
 * backlog on an endpoint that never answers held every lane of a pass (issue 43 item 4: another
 * account's event waited 70 s). `fairOrder` takes a window of due keys and deals them out round
 * robin: account by account, and within an account endpoint by endpoint, each endpoint at most
 * `perEndpoint` keys, each account at most `perAccount`, `take` keys in all. An account's oldest key
 * goes first within its own turn; the accounts take turns in the order their oldest key is due.
 */

export interface FairKey {
  ownerId: string;
  webhookId?: string;
}

export interface FairLimits {
  /** Keys taken in all. */
  take: number;
  /** Keys of one endpoint at most (default: no limit but `take`). */
  perEndpoint?: number;
  /** Keys of one account at most (default: no limit but `take`). */
  perAccount?: number;
  /** Keys already taken per endpoint (`<ownerId>\u0000<webhookId>`) and per account earlier in the same run: counted against the limits. */
  taken?: Map<string, number>;
}

export const endpointKey = (k: FairKey): string => `${k.ownerId}\u0000${k.webhookId ?? ''}`;

/** The keys of `due` (oldest first) dealt out fairly (see the header); the others are left for later. */
export function fairOrder<K extends FairKey>(due: readonly K[], limits: FairLimits): K[] {
  const perEndpoint = limits.perEndpoint ?? Infinity;
  const perAccount = limits.perAccount ?? Infinity;
  const taken = limits.taken ?? new Map<string, number>();
  // accounts in the order of their oldest key; each account's endpoints likewise; each endpoint's keys oldest first
  const accounts = new Map<string, Map<string, K[]>>();
  for (const k of due) {
    let endpoints = accounts.get(k.ownerId);
    if (!endpoints) accounts.set(k.ownerId, (endpoints = new Map()));
    const e = endpointKey(k);
    let list = endpoints.get(e);
    if (!list) endpoints.set(e, (list = []));
    list.push(k);
  }
  const out: K[] = [];
  const turn = new Map<string, number>();
  let progress = true;
  while (out.length < limits.take && progress) {
    progress = false;
    for (const [owner, endpoints] of accounts) {
      if (out.length >= limits.take) break;
      if ((taken.get(owner) ?? 0) >= perAccount) continue;
      // this account's next endpoint with a key left and room under its cap
      const names = [...endpoints.keys()];
      const start = turn.get(owner) ?? 0;
      for (let i = 0; i < names.length; i++) {
        const e = names[(start + i) % names.length]!;
        const list = endpoints.get(e)!;
        if (list.length === 0 || (taken.get(e) ?? 0) >= perEndpoint) continue;
        out.push(list.shift()!);
        taken.set(e, (taken.get(e) ?? 0) + 1);
        taken.set(owner, (taken.get(owner) ?? 0) + 1);
        turn.set(owner, (start + i + 1) % names.length);
        progress = true;
        break;
      }
    }
  }
  return out;
}
