/**
 * The daily sky and the sign horoscopes over HTTP against the real local stack (dynalite):
 * prices, shapes, write-once under concurrency (one record, one AI call), the scheduled handler
 * run twice and after a partial failure (one AI call per text, against the fake Messages API),
 * and day boundaries (a read never returns yesterday's text as today's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sweph from 'sweph';
import type { DailyText, DailyTextRequest, DailyWriter } from '#shared/ai/daily';
import { dailyWriterFor } from '#shared/ai/daily';
import { composeDailyInsight, composeSignHoroscope } from '#shared/ai/offline/en/daily';
import { createWriter, resetWriterForTests } from '#shared/ai/index';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { loadAiConfig } from '#shared/ai/config';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { DailyService } from '#shared/daily/service';
import { dailyStoreFor, setDailyServices } from '#shared/daily/services';
import { dayBounds } from '#shared/daily/sky';
import type { DailyStore, StoredItem } from '#shared/daily/store';
import type { LocalStack } from '#shared/http/local-stack';
import { handler as dailyJob } from '#functions/scheduled/daily-horoscopes';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';

/** The offline texts, slowed down so that concurrent callers really overlap, counted per text. */
class CountingWriter implements DailyWriter {
  calls: string[] = [];
  constructor(private readonly delayMs = 150) {}
  async write(req: DailyTextRequest): Promise<DailyText> {
    this.calls.push(req.purpose === 'daily-insight' ? `insight ${req.facts.day}` : `${req.facts.sign} ${req.facts.day}`);
    await new Promise((r) => setTimeout(r, this.delayMs));
    const text = req.purpose === 'daily-insight' ? composeDailyInsight(req.facts) : composeSignHoroscope(req.facts);
    return { text, writer: 'offline', model: 'counting', usage: { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, requests: 0 } };
  }
}

/** The same, in English and French (the offline packs' daily texts), counting each text with its language. */
class BilingualCountingWriter extends CountingWriter {
  readonly languages = ['en', 'fr'] as const;
  private readonly offline = dailyWriterFor(new OfflineWriter({ logger: silentLogger }));
  override async write(req: DailyTextRequest): Promise<DailyText> {
    this.calls.push(`${req.purpose === 'daily-insight' ? `insight ${req.facts.day}` : `${req.facts.sign} ${req.facts.day}`} ${req.language ?? 'en'}`);
    await new Promise((r) => setTimeout(r, 150));
    return this.offline.write(req);
  }
}

/** The model's daily writer limited to English: the job tests below count the English texts (French has its own test). */
const englishOnly = (w: DailyWriter): DailyWriter => ({ write: (req, signal) => w.write(req, signal), languages: ['en'] });

/** Counts the records actually written (successful conditional puts). */
class CountingStore implements DailyStore {
  written: string[] = [];
  constructor(private readonly inner: DailyStore) {}
  get = (id: string) => this.inner.get(id);
  getMany = (ids: readonly string[]) => this.inner.getMany(ids);
  claimLease = (id: string, owner: string, nowMs: number, untilMs: number) => this.inner.claimLease(id, owner, nowMs, untilMs);
  releaseLease = (id: string, owner: string) => this.inner.releaseLease(id, owner);
  async putIfAbsent(item: StoredItem): Promise<boolean> {
    const ok = await this.inner.putIfAbsent(item);
    if (ok) this.written.push(item.id);
    return ok;
  }
}

let stack: LocalStack;
let account: TestAccount;
let writer: CountingWriter;
let store: CountingStore;
const realNow = (): Date => new Date();

/** Points the stack's clock at a UTC day (noon) and gives the daily service fresh counters. */
function useDay(day: string, opts: { writer?: DailyWriter; keepService?: boolean } = {}): void {
  stack.deps.now = () => new Date(dayBounds(day).startMs + 12 * 3600_000);
  if (opts.keepService) return;
  writer = new CountingWriter();
  store = new CountingStore(dailyStoreFor(stack.deps));
  setDailyServices({ store, writer: opts.writer ?? writer }, stack.deps);
}

beforeAll(async () => {
  stack = await startTestStack();
  account = await newAccount(stack, 1000);
});
afterAll(async () => {
  stack.deps.now = realNow;
  setDailyServices({}, stack.deps);
  await stack?.close();
});

type Data = Record<string, unknown>;
const dataOf = (r: { body: Record<string, unknown> }) => r.body.data as Data;

describe('GET /v1/transits/today', () => {
  it('costs 1 credit and returns the record of spec 2.6 for the current UTC day', async () => {
    useDay('2026-11-23');
    const before = await balanceOf(stack, account.accountId);
    const r = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const d = dataOf(r);
    expect(Object.keys(d).sort()).toEqual(['dailyInsight', 'date', 'energy', 'highlights', 'id', 'planetsData', 'theme']);
    expect(d.id).toBe('day_2026-11-23');
    expect(d.date).toBe('2026-11-23T00:00:00.000Z');
    expect(typeof d.dailyInsight).toBe('string');
    expect((d.dailyInsight as string).split('\n\n').length).toBeGreaterThanOrEqual(2);
    const pd = d.planetsData as Record<string, Record<string, unknown>>;
    expect(Object.keys(pd)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node', 'lilith']);
    // the Sun at 00:00 UTC on 2026-11-23 is at 0°42' Sagittarius: the natural 9th house, near the Scorpio cusp
    expect(pd.sun).toMatchObject({ name: 'Sun', sign: 'sagittarius', type: 'luminary', house: 9, isRetrograde: false });
    expect(pd.sun!.cuspInfo).toEqual({ houses: [8, 9], cuspType: 'Scorpio-Sagittarius', nearCusp: true, cuspHouse: 9 });
    const highlights = d.highlights as Record<string, unknown>[];
    expect(highlights.length).toBeGreaterThan(3);
    for (const h of highlights) {
      expect(Object.keys(h)).toEqual(expect.arrayContaining(['type', 'planet1', 'planet2', 'orb', 'applying', 'importance', 'description']));
      expect(['high', 'medium', 'low']).toContain(h.importance);
    }
    expect(highlights.some((h) => h.type === 'lunar-phase')).toBe(true);
    expect(typeof d.theme).toBe('string');
    expect(['harmonious', 'challenging', 'intense', 'dynamic', 'calm']).toContain(d.energy);
  });

  it('planetsData longitudes are within 0.01 degree of the Swiss Ephemeris at the day’s 00:00 UTC', async () => {
    useDay('2026-11-23', { keepService: true });
    const r = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    const pd = dataOf(r).planetsData as Record<string, { longitude: number; latitude: number; speed: number }>;
    const jd = sweph.julday(2026, 11, 23, 0, sweph.constants.SE_GREG_CAL);
    const flags = sweph.constants.SEFLG_SWIEPH | sweph.constants.SEFLG_SPEED;
    const C = sweph.constants;
    const ids: Record<string, number> = {
      sun: C.SE_SUN, moon: C.SE_MOON, mercury: C.SE_MERCURY, venus: C.SE_VENUS, mars: C.SE_MARS, jupiter: C.SE_JUPITER,
      saturn: C.SE_SATURN, uranus: C.SE_URANUS, neptune: C.SE_NEPTUNE, pluto: C.SE_PLUTO, chiron: C.SE_CHIRON,
      north_node: C.SE_TRUE_NODE, lilith: C.SE_MEAN_APOG,
    };
    const diff = (a: number, b: number): number => {
      const x = Math.abs(a - b) % 360;
      return x > 180 ? 360 - x : x;
    };
    for (const [key, id] of Object.entries(ids)) {
      const ref = sweph.calc_ut(jd, id, flags).data as number[];
      expect(diff(pd[key]!.longitude, ref[0]!), key).toBeLessThan(0.01);
      expect(Math.abs(pd[key]!.speed - ref[3]!), key).toBeLessThan(0.001);
    }
    const node = sweph.calc_ut(jd, C.SE_TRUE_NODE, flags).data as number[];
    expect(diff(pd.south_node!.longitude, node[0]! + 180)).toBeLessThan(0.01);
  });

  it('two requests on the same day return identical data, written once with one AI call', async () => {
    useDay('2026-12-01');
    const a = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    const b = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    expect(a.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(writer.calls).toEqual(['insight 2026-12-01']);
    expect(store.written).toEqual(['day_2026-12-01']);
  });

  it('20 concurrent first requests of a day: one record written, one AI call, one text for all', async () => {
    useDay('2026-12-02');
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(stack, 'GET', '/transits/today', { key: account.apiKey })));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const texts = new Set(replies.map((r) => dataOf(r).dailyInsight));
    expect(texts.size).toBe(1);
    expect(new Set(replies.map((r) => dataOf(r).id))).toEqual(new Set(['day_2026-12-02']));
    expect(writer.calls).toEqual(['insight 2026-12-02']);
    expect(store.written).toEqual(['day_2026-12-02']);
  });

  it('20 containers racing (separate services, no shared memory): the conditional writes pick one record and one AI call', async () => {
    const counting = new CountingWriter(200);
    const shared = new CountingStore(dailyStoreFor(stack.deps));
    const containers = Array.from({ length: 20 }, () => new DailyService({ store: shared, writer: async () => counting, once: { leaseMs: 10_000, waitMs: 10_000, pollMs: 20 } }));
    const results = await Promise.all(containers.map((s) => s.day('2026-12-03')));
    expect(counting.calls).toEqual(['insight 2026-12-03']);
    expect(shared.written).toEqual(['day_2026-12-03']);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.record.dailyInsight)).size).toBe(1);
  });

  it('an AI failure on the first request is 503, refunded, stores nothing; the next request writes the day', async () => {
    let fail = true;
    const flaky: DailyWriter = {
      write: async (req) => {
        if (fail) throw new Error('overloaded');
        return new CountingWriter(0).write(req);
      },
    };
    useDay('2026-12-06', { writer: flaky });
    const before = await balanceOf(stack, account.accountId);
    const r = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    expect(r.status).toBe(503);
    expect(r.body.error).toBe('Service unavailable');
    expect(await balanceOf(stack, account.accountId)).toBe(before);
    expect(await dailyStoreFor(stack.deps).get('day_2026-12-06')).toBeUndefined();
    fail = false;
    const ok = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    expect(ok.status).toBe(200);
    expect(dataOf(ok).id).toBe('day_2026-12-06');
  });

  it('a read never returns yesterday’s text as today’s: the day follows the clock', async () => {
    useDay('2026-12-04');
    const d1 = dataOf(await call(stack, 'GET', '/transits/today', { key: account.apiKey }));
    useDay('2026-12-05', { keepService: true });
    const d2 = dataOf(await call(stack, 'GET', '/transits/today', { key: account.apiKey }));
    expect(d1.id).toBe('day_2026-12-04');
    expect(d2.id).toBe('day_2026-12-05');
    expect(d2.date).toBe('2026-12-05T00:00:00.000Z');
    expect(d2.dailyInsight).not.toBe(d1.dailyInsight);
    expect(writer.calls).toEqual(['insight 2026-12-04', 'insight 2026-12-05']);
  });
});

describe('GET /v1/horoscope/{sign} and /v1/horoscope/all', () => {
  it('a sign, case-insensitive: spec 2.8 shape, linking the daily records of the last seven days that exist', async () => {
    useDay('2026-12-12');
    // records of two earlier days in the window (12-10, 12-06) and one outside it (12-05 is 7 days back)
    const svc = new DailyService({ store: dailyStoreFor(stack.deps), writer: async () => writer });
    await svc.day('2026-12-10');
    await svc.day('2026-12-06');
    await svc.day('2026-12-05');
    const before = await balanceOf(stack, account.accountId);
    const r = await call(stack, 'GET', '/horoscope/LEO', { key: account.apiKey });
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const d = dataOf(r);
    expect(Object.keys(d).sort()).toEqual(['content', 'date', 'sign', 'transits', 'updatedAt']);
    expect(d.sign).toBe('leo');
    expect(d.date).toBe('2026-12-12T00:00:00.000Z');
    expect(d.content as string).toMatch(/^Leo, /);
    expect(Number.isNaN(Date.parse(d.updatedAt as string))).toBe(false);
    const transits = d.transits as { id: string; date: string; dailyInsight: string }[];
    expect(transits.map((t) => t.id)).toEqual(['day_2026-12-12', 'day_2026-12-10', 'day_2026-12-06']);
    for (const t of transits) expect(Object.keys(t).sort()).toEqual(['dailyInsight', 'date', 'id']);
    expect(transits[0]!.date).toBe('2026-12-12T00:00:00.000Z');
    const again = await call(stack, 'GET', '/horoscope/leo', { key: account.apiKey });
    expect(again.body.data).toEqual(d);
    expect(writer.calls.filter((c) => c.startsWith('leo'))).toEqual(['leo 2026-12-12']);
  });

  it('an unknown sign is 400 "Invalid zodiac sign" and costs nothing', async () => {
    const before = await balanceOf(stack, account.accountId);
    for (const bad of ['ophiuchus', 'le0', '%20']) {
      const r = await call(stack, 'GET', `/horoscope/${bad}`, { key: account.apiKey });
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toBe('Invalid zodiac sign');
    }
    expect(await balanceOf(stack, account.accountId)).toBe(before);
  });

  it('all: the twelve with previews, count 12, 1 credit; distinct texts per sign; identical on a second read', async () => {
    useDay('2026-12-13');
    const before = await balanceOf(stack, account.accountId);
    const r = await call(stack, 'GET', '/horoscope/all', { key: account.apiKey });
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const d = dataOf(r);
    expect(d.date).toBe('2026-12-13');
    expect(d.count).toBe(12);
    const hs = d.horoscopes as Record<string, { sign: string; content: string; preview: string; updatedAt: string }>;
    expect(Object.keys(hs)).toEqual([...SIGN_KEYS]);
    for (const s of SIGN_KEYS) {
      const h = hs[s]!;
      expect(h.sign).toBe(s);
      expect(h.preview.length).toBeLessThanOrEqual(101);
      expect(h.preview.length).toBeGreaterThan(60);
      const stem = h.preview.replace(/…$/, '');
      expect(h.content.replace(/\s+/g, ' ').startsWith(stem)).toBe(true);
      // cut at a word boundary: the next character of the content is not a letter
      expect(h.content.replace(/\s+/g, ' ').charAt(stem.length)).not.toMatch(/[A-Za-z]/);
    }
    expect(new Set(SIGN_KEYS.map((s) => hs[s]!.content)).size).toBe(12);
    expect(writer.calls.sort()).toEqual(SIGN_KEYS.map((s) => `${s} 2026-12-13`).sort());
    const again = await call(stack, 'GET', '/horoscope/all', { key: account.apiKey });
    expect(again.body.data).toEqual(d);
    expect(writer.calls).toHaveLength(12);
    // the single-sign route serves the same text
    const leo = await call(stack, 'GET', '/horoscope/Leo', { key: account.apiKey });
    expect(dataOf(leo).content).toBe(hs.leo!.content);
    // `all` in any letter case is the same answer (the literal route matches the lower case only;
    // the {sign} route answers the others), for the same 1 credit
    const calls = writer.calls.length;
    for (const spelling of ['ALL', 'All']) {
      const b = await balanceOf(stack, account.accountId);
      const upper = await call(stack, 'GET', `/horoscope/${spelling}`, { key: account.apiKey });
      expect(upper.status, spelling).toBe(200);
      expect(upper.body.data).toEqual(d);
      expect(await balanceOf(stack, account.accountId)).toBe(b! - 1);
    }
    expect(writer.calls).toHaveLength(calls);
  });
});

describe('the daily texts per language', () => {
  it('two concurrent first requests in French get the same French text, stored once under its own key; English unchanged', async () => {
    const bi = new BilingualCountingWriter();
    useDay('2027-01-15', { writer: bi });
    const [a, b] = await Promise.all([0, 1].map(() => call(stack, 'GET', '/transits/today?language=fr', { key: account.apiKey })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.headers.get('content-language')).toBe('fr');
    const text = dataOf(a!).dailyInsight as string;
    expect(dataOf(b!).dailyInsight).toBe(text);
    expect(text).toMatch(/^Vendredi 15 janvier 2027 : le thème du jour est /);
    expect(dataOf(a!).id).toBe('day_2027-01-15_fr');
    expect(a!.body.meta).not.toHaveProperty('languageFallback');
    expect(bi.calls).toEqual(['insight 2027-01-15 fr']);
    expect(store.written).toEqual(['day_2027-01-15_fr']);
    // English: its own record under the key it always had, the English text
    const en = await call(stack, 'GET', '/transits/today', { key: account.apiKey });
    expect(dataOf(en).id).toBe('day_2027-01-15');
    expect(dataOf(en).dailyInsight).toMatch(/^Friday 15 January 2027: the day's theme is /);
    expect(store.written).toEqual(['day_2027-01-15_fr', 'day_2027-01-15']);
    // a second French caller: no new text
    const again = await call(stack, 'GET', '/transits/today', { key: account.apiKey, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(dataOf(again).dailyInsight).toBe(text);
    expect(bi.calls).toHaveLength(2);
  });

  it('a sign horoscope in French: written once for concurrent callers, linking the French day records', async () => {
    const bi = new BilingualCountingWriter();
    useDay('2026-12-06', { writer: bi });
    const [a, b] = await Promise.all([0, 1].map(() => call(stack, 'GET', '/horoscope/leo?language=fr', { key: account.apiKey })));
    expect(dataOf(a!).content).toBe(dataOf(b!).content);
    expect(dataOf(a!).content).toMatch(/^Lion, dimanche 6 décembre 2026\. La Lune /);
    expect((dataOf(a!).transits as { id: string }[])[0]!.id).toBe('day_2026-12-06_fr');
    expect(store.written.sort()).toEqual(['day_2026-12-06_fr', 'horoscope_2026-12-06_leo_fr']);
    expect(bi.calls.filter((c) => c.startsWith('leo'))).toEqual(['leo 2026-12-06 fr']);
  });

  it('a language the writer does not write is answered in English, and meta says so', async () => {
    useDay('2026-12-07', { writer: new BilingualCountingWriter() });
    const r = await call(stack, 'GET', '/transits/today?language=de', { key: account.apiKey });
    expect(r.status).toBe(200);
    expect(dataOf(r).id).toBe('day_2026-12-07');
    expect(r.body.meta).toMatchObject({ languageFallback: true });
    expect(store.written).toEqual(['day_2026-12-07']);
  });

  it('the job writes every language the writer writes: 13 English and 13 French texts, once', async () => {
    const bi = new BilingualCountingWriter();
    useDay('2026-12-08', { writer: bi });
    const first = await dailyJob({ detail: { date: '2026-12-08' } });
    expect(first).toMatchObject({ record: 'created', created: [...SIGN_KEYS], failed: [], languages: { fr: { record: 'created', created: [...SIGN_KEYS], existing: [] } } });
    expect(bi.calls).toHaveLength(26);
    expect(store.written.filter((id) => id.endsWith('_fr'))).toHaveLength(13);
    expect(store.written).toContain('horoscope_2026-12-08_aries');
    const second = await dailyJob({ detail: { date: '2026-12-08' } });
    expect(second).toMatchObject({ record: 'existing', languages: { fr: { record: 'existing', existing: [...SIGN_KEYS] } } });
    expect(bi.calls).toHaveLength(26);
  });
});

describe('the scheduled job (functions/scheduled/daily-horoscopes.ts) with the Anthropic writer', () => {
  let fake: FakeAnthropic;
  const saved = { key: process.env.ANTHROPIC_API_KEY, url: process.env.ANTHROPIC_BASE_URL, retries: process.env.AI_MAX_RETRIES };
  beforeAll(async () => {
    fake = await startFakeAnthropic();
    process.env.ANTHROPIC_API_KEY = 'sk-test';
    process.env.ANTHROPIC_BASE_URL = fake.url;
    process.env.AI_MAX_RETRIES = '0';
    resetWriterForTests();
  });
  afterAll(async () => {
    for (const [k, v] of [['ANTHROPIC_API_KEY', saved.key], ['ANTHROPIC_BASE_URL', saved.url], ['AI_MAX_RETRIES', saved.retries]] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetWriterForTests();
    await fake.close();
  });

  it('run twice for a date: 13 texts, one AI call each, nothing changes the second time', async () => {
    useDay('2026-12-20', { writer: englishOnly(dailyWriterFor(createWriter(loadAiConfig()))) });
    fake.reset();
    const first = await dailyJob({ time: '2026-12-20T00:00:00Z' });
    expect(first.record).toBe('created');
    expect(first.created).toEqual([...SIGN_KEYS]);
    expect(fake.requests).toHaveLength(13);
    expect(new Set(fake.requests.map((q) => q.key)).size).toBe(13);
    // one system prompt (rules + the day's sky, cached) for the 13 texts; the sign's view in its message
    expect(new Set(fake.requests.map((q) => JSON.stringify(q.body.system))).size).toBe(1);
    expect(JSON.stringify(fake.requests[0]!.body.system)).toContain('DAILY SKY CONTEXT for 2026-12-20');
    const leo = JSON.stringify(fake.requests.find((q) => q.key.startsWith('Sign horoscope leo'))!.body.messages);
    expect(leo).toContain('SIGN HOROSCOPE CONTEXT: Leo, 2026-12-20');
    expect(leo).toContain('Ruler: Sun');
    // a second run, even from another container (fresh memory): no AI call, nothing written
    useDay('2026-12-20', { writer: englishOnly(dailyWriterFor(createWriter(loadAiConfig()))) });
    const second = await dailyJob({ time: '2026-12-20T00:00:05Z' });
    expect(second).toMatchObject({ record: 'existing', created: [], existing: [...SIGN_KEYS], failed: [] });
    expect(fake.requests).toHaveLength(13);
    expect(store.written).toEqual([]);
    // the routes serve what the job wrote
    const all = dataOf(await call(stack, 'GET', '/horoscope/all', { key: account.apiKey }));
    expect((all.horoscopes as Record<string, { content: string }>).aries!.content).toContain('fake interpretation for Sign horoscope aries 2026-12-20');
    expect(fake.requests).toHaveLength(13);
  });

  it('a partial run (7 of 12) fails the invocation; the next run writes only the 5 missing texts', async () => {
    useDay('2026-12-21', { writer: englishOnly(dailyWriterFor(createWriter(loadAiConfig()))) });
    fake.reset();
    const broken = new Set(['virgo', 'libra', 'scorpio', 'capricorn', 'pisces']);
    fake.setReply((q) => (broken.has(q.key.split(' ')[2] ?? '') ? { kind: 'error', status: 400, type: 'invalid_request_error' } : undefined));
    await expect(dailyJob({ detail: { date: '2026-12-21' } })).rejects.toThrow(/5 text\(s\) failed/);
    expect(store.written).toHaveLength(1 + 7);
    const calls = fake.requests.length;
    expect(calls).toBe(13);
    fake.setReply(undefined);
    useDay('2026-12-21', { writer: englishOnly(dailyWriterFor(createWriter(loadAiConfig()))) });
    const second = await dailyJob({ detail: { date: '2026-12-21' } });
    expect(second.created).toEqual(['virgo', 'libra', 'scorpio', 'capricorn', 'pisces']);
    expect(second.existing).toHaveLength(7);
    expect(fake.requests.length).toBe(calls + 5);
    expect(store.written.sort()).toEqual([...broken].map((s) => `horoscope_2026-12-21_${s}`).sort());
  });
});
