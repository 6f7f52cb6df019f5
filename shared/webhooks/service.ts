/**
 * The use cases of the webhook routes (docs/webhooks.md), free of HTTP: create (the URL checked by
 * the address policy, statically and on what the host resolves to now, if it resolves; every delivery checks again),
 * list, delete, rotate the secret, send a test event, list deliveries, redeliver. Every route is
 * free; an account sees only its own endpoints (another account's id is 404, as an unknown one).
 */
import { randomBytes } from 'node:crypto';
import { blueprintOfSubject } from '../blueprint/index';
import type { BlueprintStore } from '../blueprint/store';
import { notFound as blueprintNotFound } from '../blueprint/index';
import { AppError } from '../errors';
import type { Caller } from '../http/types';
import type { LimitStore } from '../store/limits';
import { sortableId } from '../store/sortable-id';
import { checkResolvedAddresses, checkWebhookUrl, type AddressPolicy } from './address-policy';
import { buildEvent, deliveryId as deliveryIdOf, serializeEvent } from './events';
import { ERR_DELIVERY_NOT_FOUND, ERR_INVALID_WEBHOOK_URL, ERR_TOO_MANY_TEST_EVENTS, ERR_TOO_MANY_WEBHOOKS, ERR_WEBHOOK_NOT_FOUND, MAX_WEBHOOKS, TEST_EVENTS_PER_MINUTE, type CreateWebhookRequest } from './request';
import { systemResolver, type Resolver } from './sender';
import { PREVIOUS_SECRET_VALIDITY_MS } from './signing';
import type { Delivery, WebhookEndpoint, WebhookStore } from './store';
import { keyGoneReason } from './worker';

export const webhookNotFound = (id: string): AppError => new AppError('not_found', ERR_WEBHOOK_NOT_FOUND, `No webhook ${id} in this account`);
const deliveryNotFound = (id: string): AppError => new AppError('not_found', ERR_DELIVERY_NOT_FOUND, `No delivery ${id} of this webhook`);

/** `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export interface WebhookDeps {
  webhooks: WebhookStore;
  /** The account's places of webhooks (shared/store/limits.ts): MAX_WEBHOOKS however many create at once. */
  limits: Pick<LimitStore, 'take' | 'give'>;
  blueprints: Pick<BlueprintStore, 'get' | 'list'>;
  policy: AddressPolicy;
  resolver?: Resolver;
  now: Date;
}

export const webhookView = (e: WebhookEndpoint) => ({
  id: e.webhookId,
  url: e.url,
  events: e.events,
  blueprintId: e.blueprintId ?? null,
  ...(e.subject !== undefined ? { subject: e.subject } : {}),
  ...(e.subjects !== undefined ? { subjects: e.subjects } : {}),
  threshold: e.threshold ?? null,
  createdAt: e.createdAt,
  secretRotatedAt: e.rotatedAt ?? null,
  disabled: e.disabledAt !== undefined,
  disabledAt: e.disabledAt ?? null,
  disabledReason: e.disabledReason ?? null,
  // set while it keeps timing out (its deliveries wait until then; the next answer clears it)
  parkedUntil: e.parkedUntil !== undefined ? new Date(e.parkedUntil).toISOString() : null,
});

export const deliveryView = (d: Delivery) => ({
  id: d.deliveryId,
  eventId: d.eventId,
  type: d.eventType,
  status: d.status,
  createdAt: d.createdAt,
  deliveredAt: d.deliveredAt ?? null,
  nextAttemptAt: d.status === 'pending' && d.nextAttemptAt !== undefined ? new Date(d.nextAttemptAt).toISOString() : null,
  charged: d.charged === true,
  attempts: d.attempts.map((a) => ({ at: a.at, statusCode: a.statusCode ?? null, latencyMs: a.latencyMs, error: a.error ?? null })),
});

/**
 * The URL rule at creation: the static rule (https, no credentials, a literal address must be
 * public), then every address the host resolves to now must be public. A 400 names the reason.
 */
export async function checkTargetUrl(raw: string, policy: AddressPolicy, resolver: Resolver = systemResolver): Promise<string> {
  const refuse = (reason: string): AppError => new AppError('invalid_input', ERR_INVALID_WEBHOOK_URL, `url refused: ${reason} (an https URL whose host resolves to public addresses only)`);
  const c = checkWebhookUrl(raw, policy);
  if (!c.ok) throw refuse(c.reason);
  let addresses: string[];
  try {
    addresses = c.host === 'localhost' ? ['127.0.0.1'] : await resolver(c.host);
  } catch {
    // a name that does not resolve (yet) is accepted: nothing can be reached through it, and every
    // delivery resolves and checks again (a host that stays unreachable disables the webhook after 3 days)
    return c.url.toString();
  }
  const bad = checkResolvedAddresses(addresses, policy);
  if (bad) throw refuse(bad);
  return c.url.toString();
}

export async function createWebhook(req: CreateWebhookRequest, caller: Caller, deps: WebhookDeps) {
  const url = await checkTargetUrl(req.url, deps.policy, deps.resolver);
  // `subject`: its newest completed blueprint (shared/blueprint/of-subject.ts)
  const blueprintId = req.blueprintId !== undefined || req.subject !== undefined ? await blueprintOfSubject(deps.blueprints, caller.accountId, req) : undefined;
  if (blueprintId !== undefined && !(await deps.blueprints.get(caller.accountId, blueprintId))) throw blueprintNotFound(blueprintId);
  const webhookId = sortableId('wh', deps.now);
  // a place first (one conditional write: never more than MAX_WEBHOOKS, however many create at once), then the endpoint
  const live = async () => (await deps.webhooks.listEndpoints(caller.accountId)).map((e) => e.webhookId);
  if (!(await deps.limits.take(caller.accountId, 'webhooks', webhookId, MAX_WEBHOOKS, live, Math.floor(deps.now.getTime() / 1000)))) {
    throw new AppError('invalid_input', ERR_TOO_MANY_WEBHOOKS, `An account keeps at most ${MAX_WEBHOOKS} webhooks: delete one first (DELETE /v1/webhooks/{id})`);
  }
  const endpoint: WebhookEndpoint = {
    ownerId: caller.accountId,
    webhookId,
    url,
    events: [...new Set(req.events)],
    ...(blueprintId !== undefined ? { blueprintId } : {}),
    ...(req.subject !== undefined ? { subject: req.subject } : {}),
    ...(req.subjects !== undefined ? { subjects: req.subjects } : {}),
    ...(req.threshold !== undefined ? { threshold: req.threshold } : {}),
    secret: newWebhookSecret(),
    keyId: caller.keyId,
    ...(caller.slot !== undefined ? { keySlot: caller.slot } : {}),
    createdAt: deps.now.toISOString(),
  };
  try {
    await deps.webhooks.putEndpoint(endpoint);
  } catch (e) {
    await deps.limits.give(caller.accountId, 'webhooks', [webhookId]);
    throw e;
  }
  return { ...webhookView(endpoint), secret: endpoint.secret };
}

export async function listWebhooks(caller: Caller, webhooks: WebhookStore) {
  const list = await webhooks.listEndpoints(caller.accountId);
  return { webhooks: list.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.webhookId.localeCompare(b.webhookId)).map(webhookView) };
}

async function endpointOf(caller: Caller, id: string, webhooks: WebhookStore): Promise<WebhookEndpoint> {
  const e = id.startsWith('wh_') ? await webhooks.getEndpoint(caller.accountId, id) : undefined;
  if (!e) throw webhookNotFound(id);
  return e;
}

/** Deletes the endpoint, then its deliveries: a pending one the worker takes meanwhile fails as "endpoint deleted", never sent. */
export async function deleteWebhook(caller: Caller, id: string, webhooks: WebhookStore, limits: Pick<LimitStore, 'give'>) {
  if (!id.startsWith('wh_') || !(await webhooks.deleteEndpoint(caller.accountId, id))) throw webhookNotFound(id);
  // the endpoint first, then its place (a crash between leaves the limit stricter by one until repaired, never looser)
  await limits.give(caller.accountId, 'webhooks', [id]);
  await webhooks.deleteDeliveries(caller.accountId, id);
  return { id, deleted: true as const };
}

export async function rotateSecret(caller: Caller, id: string, deps: Pick<WebhookDeps, 'webhooks' | 'now'>) {
  const e = await endpointOf(caller, id, deps.webhooks);
  const secret = newWebhookSecret();
  const at = deps.now.toISOString();
  if (!(await deps.webhooks.rotateSecret(caller.accountId, id, secret, e.secret, at))) {
    throw new AppError('conflict', 'Webhook changed', 'The secret was rotated by another request at the same moment: list the webhook and rotate again if needed');
  }
  return { id, secret, previousSecretValidUntil: new Date(deps.now.getTime() + PREVIOUS_SECRET_VALIDITY_MS).toISOString() };
}

/** Enqueues a `webhook.test` event for the endpoint (free, never charged): the worker delivers it as any other. */
export async function sendTestEvent(caller: Caller, id: string, deps: Pick<WebhookDeps, 'webhooks' | 'now'>) {
  const e = await endpointOf(caller, id, deps.webhooks);
  // free, so counted against a small per-endpoint rate (one conditional write on the endpoint)
  const minute = Math.floor(deps.now.getTime() / 60_000);
  if (!(await deps.webhooks.countTestEvent(caller.accountId, e.webhookId, minute, TEST_EVENTS_PER_MINUTE))) {
    const retryAfter = (minute + 1) * 60 - Math.floor(deps.now.getTime() / 1000);
    throw new AppError('rate_limited', ERR_TOO_MANY_TEST_EVENTS, `A webhook takes at most ${TEST_EVENTS_PER_MINUTE} test events a minute: retry in ${retryAfter} s`);
  }
  const createdAt = deps.now.toISOString();
  const event = buildEvent('webhook.test', [e.webhookId, createdAt, randomBytes(8).toString('hex')], createdAt, { webhookId: e.webhookId, message: 'A test event from POST /v1/webhooks/{id}/test' });
  const dId = deliveryIdOf(event.id, e.webhookId);
  await deps.webhooks.enqueue({
    ownerId: caller.accountId,
    deliveryId: dId,
    webhookId: e.webhookId,
    eventId: event.id,
    eventType: event.type,
    body: serializeEvent(event),
    createdAt,
    nextAttemptAt: deps.now.getTime(),
    free: true,
  });
  return { id: dId, eventId: event.id, type: 'webhook.test' as const, status: 'pending' as const };
}

/**
 * Revoking a key disables the webhooks it created (as it ends its feeds): their events were charged
 * on it. Called by the revocation route after the key is revoked; the worker disables any it missed
 * (a revocation by another path) at the endpoint's next charged delivery. The number disabled.
 */
export async function disableWebhooksOfKey(webhooks: WebhookStore, accountId: string, keyId: string, at: Date): Promise<number> {
  const mine = (await webhooks.listEndpoints(accountId)).filter((e) => e.keyId === keyId && !e.disabledAt);
  const reason = keyGoneReason({ keyId }, 'the key was revoked');
  await Promise.all(mine.map((e) => webhooks.disableEndpoint(accountId, e.webhookId, at.toISOString(), reason)));
  return mine.length;
}

/** Newest first, at most this many (each with its newest attempts). */
export const DELIVERIES_SHOWN = 100;

export async function listDeliveries(caller: Caller, id: string, webhooks: WebhookStore) {
  await endpointOf(caller, id, webhooks);
  const all = await webhooks.listDeliveries(caller.accountId, id);
  all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.deliveryId.localeCompare(b.deliveryId));
  return { deliveries: all.slice(0, DELIVERIES_SHOWN).map(deliveryView) };
}

/** Puts a delivered or failed delivery back in the queue (free: a charged event stays charged once); a pending one stays as it is. */
export async function redeliver(caller: Caller, id: string, deliveryId: string, deps: Pick<WebhookDeps, 'webhooks' | 'now'>) {
  await endpointOf(caller, id, deps.webhooks);
  const d = await deps.webhooks.getDelivery(caller.accountId, deliveryId);
  if (!d || d.webhookId !== id) throw deliveryNotFound(deliveryId);
  if (d.status !== 'pending') await deps.webhooks.requeue(d, deps.now.getTime());
  return { id: deliveryId, status: 'pending' as const };
}
