/** The local stand-in for the 00:00 UTC rule: fires a second after each UTC midnight and runs the job. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailyText, DailyTextRequest, DailyWriter } from '#shared/ai/daily';
import { msToNextRun, startLocalDailySchedule } from '#shared/daily/local-schedule';
import { setDailyServices } from '#shared/daily/services';
import type { DailyStore, StoredItem } from '#shared/daily/store';
import type { Deps } from '#shared/deps';
import { createLogger } from '#shared/http/log';

describe('local daily schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
    setDailyServices();
  });

  it('waits until 00:00:01 UTC of the next day', () => {
    expect(msToNextRun(Date.parse('2026-11-22T23:59:59Z'))).toBe(2000);
    expect(msToNextRun(Date.parse('2026-11-23T00:00:00Z'))).toBe(86_401_000);
    expect(msToNextRun(Date.parse('2026-11-23T00:00:01.500Z'))).toBe(86_399_500);
    expect(new Date(Date.parse('2026-11-23T12:00:00Z') + msToNextRun(Date.parse('2026-11-23T12:00:00Z'))).toISOString()).toBe('2026-11-24T00:00:01.000Z');
  });

  it('runs the job for the new day at midnight, then again the next midnight, and not at start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T23:59:58Z'));
    const items = new Map<string, StoredItem>();
    const store: DailyStore = {
      get: async (id) => items.get(id),
      getMany: async (ids) => new Map(ids.filter((id) => items.has(id)).map((id) => [id, items.get(id)!])),
      putIfAbsent: async (it) => (items.has(it.id) ? false : (items.set(it.id, it), true)),
      claimLease: async () => true,
      releaseLease: async () => undefined,
    };
    const calls: string[] = [];
    const writer: DailyWriter = {
      write: async (req: DailyTextRequest): Promise<DailyText> => {
        calls.push(req.purpose === 'daily-insight' ? `insight ${req.facts.day}` : `${req.facts.sign} ${req.facts.day}`);
        return { text: 'x', writer: 'offline', model: 'test', usage: { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, requests: 0 } };
      },
    };
    const deps = { log: createLogger('silent'), now: () => new Date() } as unknown as Deps;
    setDailyServices({ store, writer }, deps);
    const schedule = startLocalDailySchedule(deps);
    try {
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1500);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(2000); // 00:00:01.5 on 2026-11-23
      expect(calls).toHaveLength(13);
      expect(calls[0]).toBe('insight 2026-11-23');
      expect(items.has('day_2026-11-23')).toBe(true);
      await vi.advanceTimersByTimeAsync(86_400_000);
      expect(calls).toHaveLength(26);
      expect(items.has('horoscope_2026-11-24_pisces')).toBe(true);
    } finally {
      schedule.stop();
    }
  });
});
