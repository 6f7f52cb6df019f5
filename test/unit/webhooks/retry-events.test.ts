/** Retry schedule and event envelope of webhooks (shared/webhooks/retry.ts, events.ts). */
import { describe, expect, it } from 'vitest';
import {
  balanceLowCrossing,
  buildEvent,
  deliveryId,
  eventId,
  serializeEvent,
  webhookTypeForSkyEvent,
} from '#shared/webhooks/events';
import { afterFailure, backoffDelayMs, GIVE_UP_AFTER_MS } from '#shared/webhooks/retry';

describe('webhook retry schedule', () => {
  it('draws a full-jitter delay under an exponentially growing cap', () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 10].map((a) => backoffDelayMs(a, () => 0.5))).toEqual([15_000, 30_000, 60_000, 120_000, 7_680_000]);
    expect(backoffDelayMs(20, top)).toBe(Math.floor(0.999999 * 6 * 3_600_000));
    expect(backoffDelayMs(1, () => 0)).toBe(1000);
  });

  it('keeps retrying for 3 days after the first failure, then gives up', () => {
    const first = Date.parse('2026-11-01T00:00:00Z');
    let now = first;
    let attempt = 1;
    const times: number[] = [];
    for (;;) {
      const d = afterFailure(first, attempt, now, () => 0.999);
      if (d.kind === 'give-up') break;
      expect(d.nextAttemptAt).toBeGreaterThan(now);
      now = d.nextAttemptAt;
      times.push(now);
      attempt += 1;
      expect(attempt).toBeLessThan(100);
    }
    expect(now).toBe(first + GIVE_UP_AFTER_MS);
    // Caps 30 s x 2^(n-1): 10 growing steps (about 8.5 h in all at 0.999), then about-6 h steps:
    // 63.5 h / 5.994 h -> 10 full ones and one clamped to the 72 h mark.
    expect(times.length).toBe(21);
  });
});

describe('webhook events', () => {
  it('derives stable ids: same key, same id; different endpoint, different delivery', () => {
    const a = eventId('sky.station', '2026-11-09T21:02:00Z', 'mercury');
    expect(a).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(eventId('sky.station', '2026-11-09T21:02:00Z', 'mercury')).toBe(a);
    expect(eventId('sky.ingress', '2026-11-09T21:02:00Z', 'mercury')).not.toBe(a);
    expect(deliveryId(a, 'wh_1')).toBe(deliveryId(a, 'wh_1'));
    expect(deliveryId(a, 'wh_1')).not.toBe(deliveryId(a, 'wh_2'));
  });

  it('serializes the envelope in a fixed order', () => {
    const e = buildEvent('sky.lunation', ['x'], '2026-11-26T00:00:00.000Z', { phase: 'full-moon' });
    expect(serializeEvent(e)).toBe(`{"id":"${e.id}","type":"sky.lunation","createdAt":"2026-11-26T00:00:00.000Z","data":{"phase":"full-moon"}}`);
  });

  it('maps sky calendar types to webhook types', () => {
    expect(['eclipse', 'lunation', 'station', 'ingress', 'aspect', 'voidOfCourse'].map(webhookTypeForSkyEvent)).toEqual([
      'sky.eclipse', 'sky.lunation', 'sky.station', 'sky.ingress', null, null,
    ]);
  });

  it('fires balance.low once per crossing', () => {
    let armed = true;
    const fired: number[] = [];
    for (const balance of [50, 9, 8, 3, 12, 10, 7, 6]) {
      const r = balanceLowCrossing(balance, 10, armed);
      armed = r.armed;
      if (r.fire) fired.push(balance);
    }
    expect(fired).toEqual([9, 7]);
  });
});
