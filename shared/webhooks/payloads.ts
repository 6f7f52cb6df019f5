/**
 * The JSON body of each webhook event type (docs/webhooks.md, "What a receiver gets"): the envelope
 * `{id, type, createdAt, data}` with the `data` each producer writes (shared/webhooks/produce.ts,
 * producer-plans.ts, service.ts). The API description's `webhooks:` section is derived from these
 * (shared/http/openapi.ts), one named schema per event type.
 */
import * as z from 'zod';
import { skyEvent } from '../events/response';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events';

const envelope = <T extends WebhookEventType>(type: T, data: z.ZodType, id: string, description: string) =>
  z
    .object({
      id: z.string().meta({ description: 'the event id (deterministic: deduplicate by it)', example: 'evt_3f1c0b9a8e7d6c5b4a392817' }),
      type: z.literal(type),
      createdAt: z.string().meta({ description: 'when the event was made (ISO 8601, UTC)' }),
      data,
    })
    .meta({ id, description });

const skyData = skyEvent;
export const WEBHOOK_PAYLOADS: Readonly<Record<WebhookEventType, z.ZodType>> = {
  'sky.eclipse': envelope('sky.eclipse', skyData, 'SkyEclipseEvent', 'a solar or lunar eclipse: `data` is the event as GET /v1/sky/events lists it'),
  'sky.lunation': envelope('sky.lunation', skyData, 'SkyLunationEvent', 'a new or full Moon: `data` is the event as GET /v1/sky/events lists it'),
  'sky.station': envelope('sky.station', skyData, 'SkyStationEvent', 'a planet stationing retrograde or direct: `data` is the event as GET /v1/sky/events lists it'),
  'sky.ingress': envelope('sky.ingress', skyData, 'SkyIngressEvent', 'a planet entering a sign: `data` is the event as GET /v1/sky/events lists it'),
  'horoscope.published': envelope(
    'horoscope.published',
    z
      .object({
        date: z.string().meta({ example: '2027-03-10' }),
        publishedAt: z.string(),
        language: z.literal('en'),
        horoscopes: z.record(z.string(), z.object({ preview: z.string() })).meta({ description: 'the twelve signs’ previews (about 100 characters)' }),
        fetch: z.literal('GET /v1/horoscope/all'),
      })
      .meta({ id: 'HoroscopePublishedData' }),
    'HoroscopePublishedEvent',
    'the twelve sign horoscopes of a UTC date are stored (one event per date)',
  ),
  'transit.exact': envelope(
    'transit.exact',
    z
      .object({
        blueprintId: z.string(),
        transitingBody: z.string().meta({ example: 'jupiter' }),
        natalPoint: z.string().meta({ example: 'saturn' }),
        aspect: z.string().meta({ example: 'quincunx' }),
        at: z.string().meta({ description: 'the exact moment, to the second (UTC)' }),
        retrograde: z.boolean(),
      })
      .meta({ id: 'TransitExactData' }),
    'TransitExactEvent',
    'an exact transit to the natal points of the endpoint’s blueprint',
  ),
  'balance.low': envelope(
    'balance.low',
    z
      .object({ balance: z.int(), threshold: z.int(), crossing: z.int().min(1).meta({ description: 'the endpoint’s crossings, counted 1, 2, …' }) })
      .meta({ id: 'BalanceLowData' }),
    'BalanceLowEvent',
    'the account’s balance fell below the endpoint’s threshold (once per crossing)',
  ),
  'webhook.test': envelope('webhook.test', z.object({ webhookId: z.string(), message: z.string() }).meta({ id: 'WebhookTestData' }), 'WebhookTestEvent', 'sent by POST /v1/webhooks/{id}/test'),
};

/** Every type an endpoint can subscribe to, and the test event. */
export const WEBHOOK_PAYLOAD_TYPES: readonly WebhookEventType[] = [...WEBHOOK_EVENT_TYPES, 'webhook.test'];
