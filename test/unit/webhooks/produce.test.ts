/**
 * The sky producer (shared/webhooks/produce.ts) over a real window of the sky calendar: the events
 * are the calendar's (Mercury's retrograde station of 2026-02-26 among them), ids do not change
 * from one run to the next, overlapping windows give the same ids, and only live subscribed
 * endpoints get deliveries.
 */
import { describe, expect, it } from 'vitest';
import { initEphemeris } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { skyCalendar } from '#shared/events/sky-calendar';
import { deliveryId } from '#shared/webhooks/events';
import { planDeliveries, skyWebhookEvents } from '#shared/webhooks/produce';
import type { WebhookEndpoint } from '#shared/webhooks/store';

initEphemeris();

const from = Date.parse('2026-02-20T00:00:00Z');
const to = Date.parse('2026-03-05T00:00:00Z');

const ep = (webhookId: string, events: WebhookEndpoint['events'], extra: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  ownerId: 'acc_1', webhookId, url: 'https://example.com/h', events, secret: 's', createdAt: '2026-01-01T00:00:00Z', ...extra,
});

describe('sky webhook producer', () => {
  it('carries the sky calendar events of the window with stable ids', () => {
    const a = skyWebhookEvents(from, to, '2026-03-05T00:00:00.000Z');
    // the calendar of the whole months, cut to the window
    const sky = [Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-03-01T00:00:00Z')]
      .flatMap((m, i, all) => skyCalendar({ startJd: jdFromEpochMs(m), endJd: jdFromEpochMs(all[i + 1] ?? Date.parse('2026-04-01T00:00:00Z')), types: ['eclipse', 'lunation', 'station', 'ingress'] }))
      .filter((e) => Date.parse(e.at) >= from && Date.parse(e.at) < to);
    expect(sky.length).toBeGreaterThan(5);
    expect(a.map((e) => e.data)).toEqual(sky);
    expect(a.map((e) => e.type)).toEqual(sky.map((e) => `sky.${e.type}`));
    const station = a.find((e) => e.type === 'sky.station' && e.data.body === 'mercury');
    expect(station?.data).toMatchObject({ direction: 'retrograde' });
    expect(String(station?.data.at).slice(0, 10)).toBe('2026-02-26');
    // the run of the next day, over an overlapping window, gives the same ids for the same events
    const b = skyWebhookEvents(from + 86_400_000, to, '2026-03-06T00:00:00.000Z');
    expect(b.length).toBeGreaterThan(0);
    expect(b.map((e) => e.id)).toEqual(a.filter((e) => Date.parse(String(e.data.at)) >= from + 86_400_000).map((e) => e.id));
    expect(new Set(a.map((e) => e.id)).size).toBe(a.length);
  });

  it('plans one delivery per event and live subscribed endpoint', () => {
    const events = skyWebhookEvents(from, to, '2026-03-05T00:00:00.000Z');
    const stations = events.filter((e) => e.type === 'sky.station');
    const lunations = events.filter((e) => e.type === 'sky.lunation');
    expect(stations.length).toBeGreaterThan(0);
    expect(lunations.length).toBeGreaterThan(0);
    const planned = planDeliveries(events, [
      ep('wh_a', ['sky.station']),
      ep('wh_b', ['sky.station', 'sky.lunation']),
      ep('wh_c', ['balance.low']),
      ep('wh_d', ['sky.station'], { disabledAt: '2026-02-01T00:00:00Z', disabledReason: 'x' }),
    ]);
    expect(planned.filter((p) => p.webhookId === 'wh_a')).toHaveLength(stations.length);
    expect(planned.filter((p) => p.webhookId === 'wh_b')).toHaveLength(stations.length + lunations.length);
    expect(planned.filter((p) => p.webhookId === 'wh_c' || p.webhookId === 'wh_d')).toEqual([]);
    for (const p of planned) expect(p.deliveryId).toBe(deliveryId(p.event.id, p.webhookId));
  });
});
