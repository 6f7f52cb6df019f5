/**
 * The daily use cases over the store and the AI writer: the day's record, the sign horoscopes,
 * the views of the three routes, and the scheduled job. Records never change once written, so
 * each container keeps the ones it has read (and the assembled views) in memory: a warm read
 * costs no DynamoDB call. Views are keyed by the UTC day the caller asks for, so yesterday's
 * text can never be served as today's.
 */
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import type { DailyInsightFacts, DailyText, DailyTextRequest, DailyWriter } from '../ai/index';
import type { AiLanguage } from '../ai/types';
import { AppError, isAppError } from '../errors';
import { metrics } from '../observability/index';
import { writeOnce, DEFAULT_ONCE, type OnceOptions } from './once';
import { dayFacts, dayRecordId, horoscopeId, signFacts, type DailyRecord, type DayFacts, type SignHoroscopeRecord } from './record';
import { dayBounds, daysBefore } from './sky';
import { localizeHighlights } from './words/index';
import type { DailyStore, StoredItem } from './store';
import { previewOf } from './preview';

export { previewOf };

export interface DailyServiceOptions {
  store: DailyStore;
  /** The AI writer, resolved on first use (the deployed key is read from Secrets Manager then). */
  writer: () => Promise<DailyWriter>;
  once?: OnceOptions;
  /** Wall clock, for the in-memory cache of negative look-ups. */
  clock?: () => number;
}

export interface TodayView {
  id: string;
  date: string;
  dailyInsight: string;
  theme: string;
  energy: string;
  highlights: DailyRecord['highlights'];
  planetsData: DailyRecord['planetsData'];
}

export interface SignView {
  sign: SignKey;
  date: string;
  content: string;
  transits: { id: string; date: string; dailyInsight: string }[];
  updatedAt: string;
}

export interface AllView {
  date: string;
  horoscopes: Record<SignKey, { sign: SignKey; content: string; preview: string; updatedAt: string }>;
  count: number;
}

export interface JobReport {
  day: string;
  /** The English texts (as before languages came). */
  record: 'created' | 'existing' | 'failed';
  created: SignKey[];
  existing: SignKey[];
  /** Failures of every language (`language` absent: English). */
  failed: { sign: SignKey | 'day'; error: string; language?: AiLanguage }[];
  /** The other languages the writer writes, each like the English part. */
  languages?: Partial<Record<AiLanguage, { record: 'created' | 'existing' | 'failed'; created: SignKey[]; existing: SignKey[] }>>;
}

export function insightFacts(f: DayFacts): DailyInsightFacts {
  const lunar = f.highlights.find((h) => h.type === 'lunar-phase');
  return {
    day: f.day,
    theme: f.theme,
    energy: f.energy,
    sky: Object.entries(f.planetsData).map(([body, p]) => ({ body, sign: p.sign, degree: p.longitude - (p.house - 1) * 30, retrograde: p.isRetrograde })),
    highlights: f.highlights,
    lunarPhase: { phase: lunar?.phase ?? 'unknown', illumination: lunar?.illumination ?? 0 },
  };
}

const RECENT_DAYS = 7;
const NEGATIVE_TTL_MS = 60_000;
const CACHE_LIMIT = 400;

/** Counts a record served already written (a hit) or written by this call (a miss) in the business metrics. */
const served = <T extends { created: boolean }>(r: T): T => {
  if (r.created) metrics.dailyCacheMiss();
  else metrics.dailyCacheHit();
  return r;
};

export class DailyService {
  private readonly records = new Map<string, unknown>();
  private readonly missing = new Map<string, number>();
  private readonly views = new Map<string, unknown>();
  /** Which languages the writer writes the daily texts in, once known (loading the writer is avoided on the hot path). */
  private writerLanguages: readonly AiLanguage[] | undefined;
  /** Generations in progress in this container, so concurrent callers here share one. */
  private readonly inflight = new Map<string, Promise<{ item: StoredItem; created: boolean }>>();
  private readonly once: OnceOptions;
  private readonly clock: () => number;

  constructor(private readonly opts: DailyServiceOptions) {
    this.once = opts.once ?? DEFAULT_ONCE;
    this.clock = opts.clock ?? Date.now;
  }

  private remember(map: Map<string, unknown>, key: string, value: unknown): void {
    if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value!);
    map.set(key, value);
  }

  /** writeOnce, shared by concurrent callers of this container (only the first one reports `created`). */
  private writeShared(id: string, produce: () => Promise<StoredItem>): Promise<{ item: StoredItem; created: boolean }> {
    const running = this.inflight.get(id);
    if (running) return running.then((r) => ({ item: r.item, created: false }));
    const p = writeOnce(this.opts.store, id, produce, this.once).finally(() => this.inflight.delete(id));
    this.inflight.set(id, p);
    return p;
  }

  /**
   * The language the daily texts of a request are served in: the request's when the writer writes
   * it, else English (`fallback`). English never loads the writer.
   */
  async textLanguage(language: string | undefined): Promise<{ language: AiLanguage; fallback: boolean }> {
    if (!language || language === 'en') return { language: 'en', fallback: false };
    this.writerLanguages ??= (await this.opts.writer()).languages ?? ['en'];
    return this.writerLanguages.includes(language as AiLanguage) ? { language: language as AiLanguage, fallback: false } : { language: 'en', fallback: true };
  }

  /** One text through the AI writer; a failure becomes 503 (nothing is stored, the next call tries again). */
  private async write(req: DailyTextRequest): Promise<DailyText> {
    try {
      return await (await this.opts.writer()).write(req);
    } catch (e) {
      if (isAppError(e)) throw e;
      const what = req.purpose === 'daily-insight' ? `the daily insight of ${req.facts.day}` : `the ${req.facts.sign} horoscope of ${req.facts.day}`;
      throw new AppError('unavailable', 'Service unavailable', `The AI writer could not write ${what} (${e instanceof Error ? e.message : String(e)}); retry shortly`);
    }
  }

  private parse<T>(item: StoredItem): T {
    const cached = this.records.get(item.id);
    if (cached) return cached as T;
    const value = JSON.parse(item.body) as T;
    this.remember(this.records, item.id, value);
    return value;
  }

  /** The day's record: from memory, the table, or generated once (write-once). */
  async day(day: string, language: AiLanguage = 'en'): Promise<{ record: DailyRecord; created: boolean }> {
    const id = dayRecordId(day, language);
    const cached = this.records.get(id) as DailyRecord | undefined;
    if (cached) return served({ record: cached, created: false });
    dayBounds(day); // validates the date
    const r = await this.writeShared(
      id,
      async () => {
        const f = dayFacts(day);
        const text = await this.write({ purpose: 'daily-insight', facts: insightFacts(f), ...(language !== 'en' ? { language } : {}) });
        const createdAt = new Date().toISOString();
        const record: DailyRecord = {
          id,
          date: f.date,
          dailyInsight: text.text,
          theme: f.theme,
          energy: f.energy,
          highlights: f.highlights,
          planetsData: f.planetsData,
          createdAt,
          writer: String(text.writer),
          model: text.model,
        };
        return { id, body: JSON.stringify(record), createdAt };
      },
    );
    this.missing.delete(id);
    return served({ record: this.parse<DailyRecord>(r.item), created: r.created });
  }

  /** One sign's horoscope of the day (write-once). */
  async horoscope(day: string, sign: SignKey, language: AiLanguage = 'en'): Promise<{ record: SignHoroscopeRecord; created: boolean }> {
    const id = horoscopeId(day, sign, language);
    const cached = this.records.get(id) as SignHoroscopeRecord | undefined;
    if (cached) return served({ record: cached, created: false });
    const r = await this.writeShared(
      id,
      async () => {
        const f = dayFacts(day);
        const text = await this.write({ purpose: 'sign-horoscope', facts: { ...signFacts(f, sign), theme: f.theme, energy: f.energy }, day: insightFacts(f), ...(language !== 'en' ? { language } : {}) });
        const updatedAt = new Date().toISOString();
        const record: SignHoroscopeRecord = { id, sign, day, content: text.text, updatedAt, writer: String(text.writer), model: text.model };
        return { id, body: JSON.stringify(record), createdAt: updatedAt };
      },
    );
    return served({ record: this.parse<SignHoroscopeRecord>(r.item), created: r.created });
  }

  /** The twelve horoscopes of a day: one batch read, the missing ones generated (write-once). */
  async horoscopes(day: string, language: AiLanguage = 'en'): Promise<Record<SignKey, SignHoroscopeRecord>> {
    const ids = SIGN_KEYS.map((s) => horoscopeId(day, s, language));
    const unknown = ids.filter((id) => !this.records.has(id));
    if (unknown.length) {
      const found = await this.opts.store.getMany(unknown);
      for (const item of found.values()) this.parse(item);
    }
    const out = {} as Record<SignKey, SignHoroscopeRecord>;
    await Promise.all(
      SIGN_KEYS.map(async (s) => {
        out[s] = (await this.horoscope(day, s, language)).record;
      }),
    );
    return out;
  }

  /** The existing day records among the `RECENT_DAYS` days ending with `day`, newest first. */
  async recentDays(day: string, language: AiLanguage = 'en'): Promise<DailyRecord[]> {
    const ids = Array.from({ length: RECENT_DAYS }, (_, i) => dayRecordId(daysBefore(day, i), language));
    const now = this.clock();
    const toRead = ids.filter((id) => !this.records.has(id) && !((this.missing.get(id) ?? 0) > now));
    if (toRead.length) {
      const found = await this.opts.store.getMany(toRead);
      for (const id of toRead) {
        const item = found.get(id);
        if (item) this.parse(item);
        else this.remember(this.missing, id, now + NEGATIVE_TTL_MS);
      }
    }
    return ids.map((id) => this.records.get(id) as DailyRecord | undefined).filter((r): r is DailyRecord => r !== undefined);
  }

  /* ------------------------------------------------------------------ route views */

  /** Who wrote the day's texts: the day's record (the insight), or a sign's horoscope, or the twelve's first. */
  async writerOf(day: string, sign?: SignKey | 'all', language: AiLanguage = 'en'): Promise<{ writer: string; model: string }> {
    if (sign === undefined) return (await this.day(day, language)).record;
    if (sign === 'all') return (await this.horoscopes(day, language)).aries;
    return (await this.horoscope(day, sign, language)).record;
  }

  async todayView(day: string, language: AiLanguage = 'en'): Promise<TodayView> {
    const key = `today|${day}|${language}`;
    const v = this.views.get(key) as TodayView | undefined;
    if (v) return v;
    const { record: r } = await this.day(day, language);
    const view: TodayView = { id: r.id, date: r.date, dailyInsight: r.dailyInsight, theme: r.theme, energy: r.energy, highlights: localizeHighlights(r.highlights, language), planetsData: r.planetsData };
    this.remember(this.views, key, view);
    return view;
  }

  async signView(day: string, sign: SignKey, language: AiLanguage = 'en'): Promise<SignView> {
    const key = `sign|${day}|${sign}|${language}`;
    const hit = this.views.get(key) as { view: SignView; until: number } | undefined;
    const now = this.clock();
    if (hit && hit.until > now) return hit.view;
    // the day's record is part of the answer (transits[]): make sure it exists too
    const [{ record: h }] = await Promise.all([this.horoscope(day, sign, language), this.day(day, language)]);
    const recent = await this.recentDays(day, language);
    const view: SignView = {
      sign,
      date: dayBounds(day).iso,
      content: h.content,
      transits: recent.map((r) => ({ id: r.id, date: r.date, dailyInsight: r.dailyInsight })),
      updatedAt: h.updatedAt,
    };
    // the list of past records is remembered for as long as a negative look-up
    this.remember(this.views, key, { view, until: now + NEGATIVE_TTL_MS });
    return view;
  }

  async allView(day: string, language: AiLanguage = 'en'): Promise<AllView> {
    const key = `all|${day}|${language}`;
    const v = this.views.get(key) as AllView | undefined;
    if (v) return v;
    const records = await this.horoscopes(day, language);
    const horoscopes = {} as AllView['horoscopes'];
    for (const s of SIGN_KEYS) {
      const r = records[s];
      horoscopes[s] = { sign: s, content: r.content, preview: previewOf(r.content), updatedAt: r.updatedAt };
    }
    const view: AllView = { date: day, horoscopes, count: SIGN_KEYS.length };
    this.remember(this.views, key, view);
    return view;
  }

  /* ------------------------------------------------------------------ the job */

  /**
   * Writes the day's record and the twelve horoscopes, each once, in every language the writer
   * writes (English first). Idempotent: what exists is left alone (no AI call), what is missing is
   * written; failures of single texts do not stop the others and are reported (the caller fails
   * the invocation so that it is retried).
   */
  async runJob(day: string, concurrency = 4): Promise<JobReport> {
    dayBounds(day);
    const languages = (this.writerLanguages ??= (await this.opts.writer()).languages ?? ['en']);
    const report: JobReport = { day, record: 'failed', created: [], existing: [], failed: [] };
    for (const language of ['en' as const, ...languages.filter((l) => l !== 'en')]) {
      const part = language === 'en' ? report : { record: 'failed' as JobReport['record'], created: [] as SignKey[], existing: [] as SignKey[] };
      const tag = language === 'en' ? {} : { language };
      try {
        part.record = (await this.day(day, language)).created ? 'created' : 'existing';
      } catch (e) {
        report.failed.push({ sign: 'day', error: e instanceof Error ? e.message : String(e), ...tag });
      }
      const queue = [...SIGN_KEYS];
      const worker = async (): Promise<void> => {
        for (let s = queue.shift(); s; s = queue.shift()) {
          try {
            const r = await this.horoscope(day, s, language);
            (r.created ? part.created : part.existing).push(s);
          } catch (e) {
            report.failed.push({ sign: s, error: e instanceof Error ? e.message : String(e), ...tag });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
      part.created.sort((a, b) => SIGN_KEYS.indexOf(a) - SIGN_KEYS.indexOf(b));
      part.existing.sort((a, b) => SIGN_KEYS.indexOf(a) - SIGN_KEYS.indexOf(b));
      if (language !== 'en') report.languages = { ...report.languages, [language]: part };
    }
    return report;
  }

  /** Tests and benches: forget what this container remembers. */
  clearCache(): void {
    this.records.clear();
    this.missing.clear();
    this.views.clear();
  }
}
