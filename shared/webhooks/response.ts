/** Response schemas of the webhook routes (the API description documents them; tests validate answers against them). */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './events';

const eventType = z.enum([...WEBHOOK_EVENT_TYPES, 'webhook.test']);

const webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  blueprintId: z.string().nullable(),
  subject: z.string().optional().meta({ description: 'transit.exact: the end user the endpoint was made for (its blueprint is blueprintId)' }),
  subjects: z.union([z.literal('*'), z.array(z.string())]).optional().meta({ description: 'transit.exact for many end users: "*" (every subject) or the list' }),
  threshold: z.number().nullable(),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable().meta({ description: 'when the secret was last rotated (the previous one signs too for 24 h after)' }),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable().meta({ description: 'why deliveries stopped: the endpoint failed for 3 days (with the last error)' }),
});

export const createWebhookResponse = webhook.extend({
  secret: z.string().meta({ description: 'the signing secret (shown once): verify Blueprint-Signature with it (docs/webhooks.md)' }),
});
export const listWebhooksResponse = z.object({ webhooks: z.array(webhook) });
export const deleteWebhookResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export const rotateSecretResponse = z.object({
  id: z.string(),
  secret: z.string().meta({ description: 'the new signing secret (shown once)' }),
  previousSecretValidUntil: z.string().meta({ description: 'deliveries carry a signature with the previous secret too until then' }),
});

const delivery = z.object({
  id: z.string(),
  eventId: z.string(),
  type: eventType,
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().meta({ description: 'when a pending delivery is tried next' }),
  charged: z.boolean(),
  attempts: z.array(
    z.object({
      at: z.string(),
      statusCode: z.number().nullable().meta({ description: 'the receiver’s HTTP status (null: no answer)' }),
      latencyMs: z.number(),
      error: z.string().nullable(),
    }),
  ),
});
export const testWebhookResponse = z.object({ id: z.string(), eventId: z.string(), type: z.literal('webhook.test'), status: z.literal('pending') });
export const listDeliveriesResponse = z.object({ deliveries: z.array(delivery) });
export const redeliverResponse = z.object({ id: z.string(), status: z.literal('pending') });
