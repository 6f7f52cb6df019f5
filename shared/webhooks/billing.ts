/**
 * The worker's billing port on the credits holds of shared/accounts: 1 credit held per attempt at
 * an event not yet charged (route `webhooks-delivery`, request id `webhook:<deliveryId>:<nonce>`: each
 * attempt its own hold id), naming the delivery as its stored work (`deliveryWork`: the item of
 * `webhookDeliveries`, attribute `receipt`). The worker stores "delivered" with this hold's receipt,
 * then settles; it releases when the attempt failed. A short account answers { ok: false } (the
 * worker postpones the delivery; nothing moved); a revoked key (or a deleted account) answers
 * { ok: false, keyGone } (the worker disables the endpoint with the reason).
 *
 * A worker that dies after the hold leaves it open; the reconciler ends it after its TTL: settled
 * when the delivery's stored receipt names it (delivered, the crash came before the settle),
 * released otherwise (not delivered, or delivered by another attempt whose hold the receipt names).
 * A retry after such a crash takes a hold of its own rather than the dead attempt's: the dead one
 * may still belong to a worker that is only slow, and only the hold the receipt names is ever kept.
 */
import { randomBytes } from 'node:crypto';
import { createCreditsService, type Reservation } from '../accounts/index';
import { AppError } from '../errors';
import type { Receipt, Stores } from '../store/types';
import { deliveryWork } from './store';
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
        // a hold id of this attempt's own (a retry never overwrites the hold of an attempt that died)
        requestId: `webhook:${deliveryId}:${randomBytes(4).toString('hex')}`,
        now,
        holdTtlSeconds: DELIVERY_HOLD_TTL_SECONDS,
        ...(onJournal ? { onJournal } : {}),
      });
      const at = now().getTime();
      try {
        const r = await credits.reserve(DELIVERY_PRICE, { ttlSeconds: DELIVERY_HOLD_TTL_SECONDS, work: deliveryWork(ownerId, deliveryId) });
        open.set(r.holdId, r);
        // (the hold's own expiry counts from the second after the reserve began: never earlier than this)
        return { ok: true, receipt: { holdId: r.holdId, held: r.amount, credits: DELIVERY_PRICE }, expiresAt: at + DELIVERY_HOLD_TTL_SECONDS * 1000 };
      } catch (e) {
        if (e instanceof AppError && e.kind === 'insufficient_credits') return { ok: false };
        // the endpoint's key was revoked (or its account deleted): the debit refuses it, as it refuses a request
        if (e instanceof AppError && e.kind === 'unauthorized') return { ok: false, keyGone: e.message };
        throw e;
      }
    },
    async settle(receipt: Receipt) {
      const r = open.get(receipt.holdId);
      open.delete(receipt.holdId);
      return r ? r.settle(receipt.credits) : false;
    },
    async release(receipt: Receipt) {
      const r = open.get(receipt.holdId);
      open.delete(receipt.holdId);
      await r?.release();
    },
  };
}
