/**
 * The worker's billing port on the credits holds of shared/accounts: 1 credit held per delivery of
 * an event not yet charged, named by the delivery (request id `webhook:<deliveryId>`, route
 * `webhooks-delivery`), settled once "delivered" is stored, released when the attempt failed. A
 * short account answers { ok: false } (the worker postpones the delivery; nothing moved).
 *
 * A worker that dies between the POST and the settle leaves the hold open; the reconciler ends
 * it when its TTL runs out (released: the event is then delivered without charge, never charged
 * without delivery). Naming the delivery as the hold's stored work, so that the reconciler settles
 * it instead, needs the deliveries table in shared/store/tables.ts (docs/webhooks.md).
 */
import { createCreditsService, type Reservation } from '../accounts/credits';
import { AppError } from '../errors';
import type { Stores } from '../store/types';
import type { DeliveryBilling, HoldResult } from './worker';

export const DELIVERY_PRICE = 1;
export const DELIVERY_ROUTE = 'webhooks-delivery';
/** A hold outlives an attempt (5 s) by far; the reconciler ends it after this. */
export const DELIVERY_HOLD_TTL_SECONDS = 300;

export function creditsBilling(stores: Stores, now: () => Date, onJournal?: (accountId: string) => void): DeliveryBilling {
  const open = new Map<string, Reservation>();
  return {
    async hold(ownerId, deliveryId, key): Promise<HoldResult> {
      const credits = createCreditsService({
        stores,
        accountId: ownerId,
        keyId: key?.keyId ?? 'webhooks',
        ...(key?.keySlot !== undefined ? { keySlot: key.keySlot } : {}),
        route: DELIVERY_ROUTE,
        requestId: `webhook:${deliveryId}`,
        now,
        holdTtlSeconds: DELIVERY_HOLD_TTL_SECONDS,
        ...(onJournal ? { onJournal } : {}),
      });
      try {
        const r = await credits.reserve(DELIVERY_PRICE, { ttlSeconds: DELIVERY_HOLD_TTL_SECONDS });
        open.set(r.holdId, r);
        return { ok: true, receipt: r.holdId };
      } catch (e) {
        if (e instanceof AppError && e.kind === 'insufficient_credits') return { ok: false };
        throw e;
      }
    },
    async settle(receipt) {
      const r = open.get(receipt);
      open.delete(receipt);
      await r?.settle(DELIVERY_PRICE);
    },
    async release(receipt) {
      const r = open.get(receipt);
      open.delete(receipt);
      await r?.release();
    },
  };
}
