/**
 * The use case of POST /transits (spec 4.3), free of HTTP and AWS: collaborators are injected.
 *
 * 1. Validate everything that can be wrong with the request (400, nothing charged): the window
 *    (date, zone, ephemeris range), the birth instant, the blueprint (404 "Blueprint not found"
 *    for an unknown id or another account's) and whether it carries a chart.
 * 2. With AI: reserve the full price (day 1, week 2, month 3; +20) in one conditional debit,
 *    write the reading, save the horoscope with its receipt (saveToAccount), THEN settle to what
 *    was delivered: the order of shared/accounts/paid-work.ts (a crash never leaves a charge
 *    without a stored horoscope; a retry with the same Idempotency-Key answers with it, paid once).
 *    If the AI part fails the data is still returned, the 20 credits are given back, and
 *    meta.warnings.aiInterpretation says why.
 * 3. Without AI: a plain charge of the period's price (the price being final: a fixed charge),
 *    the report, then the save. A failed save is reported in meta.warnings.
 */
import type { Language } from '../i18n/languages';
import type { BirthInput } from '../astro/types';
import type { CreditsService } from '../accounts/index';
import { payForWork, recoveredCredits } from '../accounts/index';
import type { Receipt, Stores } from '../store/types';
import { OFFLINE_WRITER, writerTag, type AiWriter, type WriterTag } from '../ai/types';
import type { BlueprintStore } from '../blueprint/store';
import { notFound as blueprintNotFound } from '../blueprint/index';
import { isAppError } from '../errors';
import { transitFacts } from './ai';
import { computeTransits, presentReport, type NatalFrame } from './compute';
import { transitWordsFor } from './words/index';
import { localizeCycles } from '../ai/index';

/** The report's numerology cycles in the request's language (its sentences are written in it by the core; the stored report keeps them as written). */
const inLanguage = (r: ReturnType<typeof computeTransits>, language: Language | undefined): ReturnType<typeof computeTransits> =>
  language && language !== 'en' ? { ...r, numerology: localizeCycles(r.numerology, language) } : r;
import { blueprintSource, checkBirthInstant, natalFrameFor, noonFrameFor, UNKNOWN_BIRTH_TIME, type Source } from './source';
import { timeUnknownWarning, type TimeUnknownWarning } from '../astro/time-unknown';
import { newTransitId } from './ids';
import type { TransitRequest } from './request';
import type { Period } from './rules';
import type { SavedAspect, TransitRecord, TransitStore } from './store';
import { todayIn, transitWindow } from './window';

export const PERIOD_PRICE: Readonly<Record<Period, number>> = { day: 1, week: 2, month: 3 };
export const AI_PRICE = 20;

/** Seconds a reservation may stay open: a little above the route's 29 s timeout. */
export const RESERVATION_TTL_SECONDS = 35;

export interface CreateTransitDeps {
  blueprints: Pick<BlueprintStore, 'get'>;
  store: Pick<TransitStore, 'put' | 'get' | 'delete' | 'workRef'>;
  writer: Pick<AiWriter, 'writeText'>;
  credits: Pick<CreditsService, 'charge' | 'reserve' | 'settleStored' | 'remaining' | 'peekBalance'>;
  now: () => Date;
  newId?: (now: Date) => string;
  signal?: AbortSignal;
  /** The request's language: the AI reading is written in it, and the numerology cycles' descriptions follow it (shared/ai/offline/localize-numerology.ts). */
  language?: Language;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
  /** The request's Idempotency-Key scope and the attempts store: a retry after a crash finds the stored horoscope. */
  attempt?: { scope: string; store: Stores['attempts'] };
}

export interface Owner {
  ownerId: string;
  keyId: string;
}

export interface CreateTransitResult {
  data: {
    period: Period;
    date: string;
    transits: ReturnType<typeof presentReport>;
    aiInterpretation: string | null;
    /** Id of the saved horoscope; null when not saved. */
    id: string | null;
    /** Only when the birth time is unknown: what the report leaves out. */
    warnings?: TimeUnknownWarning[];
  };
  /** creditsUsed / creditsRemaining only on a recovered answer (otherwise the platform fills them in). */
  meta: { warnings: Record<string, string>; saved: boolean; creditsUsed?: number; creditsRemaining?: number; writer?: WriterTag };
  /** True when this is the horoscope an earlier attempt with the same Idempotency-Key stored (paid once, by that attempt). */
  recovered?: boolean;
  /** The language of a recovered answer's texts (its record's: a retry answers what was stored). */
  language?: Language;
}

async function resolveSource(req: TransitRequest, owner: Owner, deps: CreateTransitDeps): Promise<Source> {
  if (req.blueprintId !== undefined) {
    const bp = await deps.blueprints.get(owner.ownerId, req.blueprintId);
    if (!bp) throw blueprintNotFound(req.blueprintId);
    return { ...blueprintSource(bp, req), ...subjectOf(req.subject ?? bp.subject) };
  }
  const b = req.birth!;
  // the UTC offset sent with the birth time overrides the zone's, as on every chart route
  const birth: BirthInput = { date: b.birthDate, time: b.birthTime, timezone: b.timezone, latitude: b.latitude, longitude: b.longitude };
  if (b.utcOffset !== undefined) birth.utcOffset = b.utcOffset;
  checkBirthInstant(birth);
  // no birth time (cast at 12:00 by the validate middleware): the noon chart without houses, angles or the Moon's contacts
  const unknown = b.timeUnknown === true;
  return {
    frame: () => (unknown ? noonFrameFor(birth, req.chartOptions, req.chartExtras) : natalFrameFor(birth, req.chartOptions, req.chartExtras)),
    ...(req.chartOptions ? { options: req.chartOptions } : {}),
    blueprintId: null,
    blueprintName: null,
    ...(req.subject !== undefined ? { subject: req.subject } : {}),
    birthDate: b.birthDate,
    birthTime: unknown ? UNKNOWN_BIRTH_TIME : b.birthTime,
    location: `${b.city}, ${b.country}`,
  };
}

/** The end user of a report: the request's, else the blueprint's (docs/subjects.md). */
const subjectOf = (subject: string | undefined): { subject?: string } => (subject !== undefined ? { subject } : {});

const aiFailureMessage = (e: unknown): string => {
  const why = isAppError(e) ? e.message : e instanceof Error && e.message ? e.message : 'the AI writer did not answer';
  return `AI interpretation unavailable (${why}); the transit data was delivered and the ${AI_PRICE} AI credits were not charged.`;
};

/** The saved horoscope of a report (lower-case names, the short aspect list of the list endpoint). */
function recordOf(
  owner: Owner,
  source: Source,
  window: ReturnType<typeof transitWindow>,
  report: ReturnType<typeof computeTransits>,
  transitId: string,
  at: Date,
  includeAI: boolean,
  creditsUsed: number,
  aiInterpretation: string | null,
  receipt?: Receipt,
  written: { language?: Language; writer?: WriterTag } = {},
): TransitRecord {
  const lower = presentReport(report, 'lower');
  const aspects: SavedAspect[] = lower.majorTransits.map((t) => ({
    orb: t.orb,
    aspect: t.aspect,
    isExact: t.isExact,
    duration: t.duration,
    strength: t.strength,
    influence: t.influence,
    natalPlanet: t.natalPlanet,
    transitingPlanet: t.transitingPlanet,
  }));
  return {
    ownerId: owner.ownerId,
    transitId,
    language: written.language ?? 'en',
    writer: written.writer ?? OFFLINE_WRITER,
    blueprintId: source.blueprintId,
    blueprintName: source.blueprintName,
    birthDate: source.birthDate,
    birthTime: source.birthTime,
    location: source.location,
    transitDate: window.start,
    date: window.date,
    lastDate: window.lastDate,
    windowEnd: window.end,
    timezone: window.timezone,
    period: window.period,
    includeAI,
    creditsUsed,
    aspectCount: aspects.length,
    aspects,
    createdAt: at.toISOString(),
    createdByKeyId: owner.keyId,
    ...(source.subject !== undefined ? { subject: source.subject } : {}),
    content: { transits: lower, aiInterpretation },
    ...(receipt ? { receipt } : {}),
  };
}

const upperName = (n: string): string => n.toUpperCase();

/** The answer of a stored horoscope, as its creation gave it (a retry after a crash): names upper case again. */
export function resultFromRecord(r: TransitRecord): CreateTransitResult {
  const t = r.content.transits;
  const transits = {
    ...t,
    majorTransits: t.majorTransits.map((x) => ({ ...x, transitingPlanet: upperName(x.transitingPlanet), natalPlanet: upperName(x.natalPlanet) })),
    significantAspects: t.significantAspects.map((a) => ({ ...a, planet1: upperName(a.planet1), planet2: upperName(a.planet2) })),
    stations: t.stations.map((x) => ({ ...x, planet: upperName(x.planet) })),
  };
  const warnings: Record<string, string> = {};
  if (r.includeAI && r.content.aiInterpretation === null) warnings.aiInterpretation = aiFailureMessage(new Error('the AI writer did not answer'));
  return {
    data: { period: r.period, date: r.date, transits, aiInterpretation: r.content.aiInterpretation, id: r.transitId, ...warningsOf(t) },
    meta: { warnings, saved: true, ...(r.writer ? { writer: r.writer } : {}) },
    language: r.language ?? 'en',
  };
}

export async function createTransits(req: TransitRequest, owner: Owner, deps: CreateTransitDeps): Promise<CreateTransitResult> {
  const now = deps.now();
  // 1. Validate (400 / 404, free).
  const source = await resolveSource(req, owner, deps);
  const date = req.date ?? todayIn(req.timezone, now);
  const window = transitWindow(date, req.period, req.timezone);
  const base = PERIOD_PRICE[req.period];
  const details = { period: req.period, includeAI: req.includeAI };
  const newId = (): string => (deps.newId ?? newTransitId)(now);

  if (req.includeAI) {
    // 2-4 with AI: reserve -> compute -> store (with the receipt) -> settle (shared/accounts/paid-work.ts).
    // The report is computed first: it is pure and quick, and a failure costs nothing.
    const frame = source.frame();
    const report = inLanguage(computeTransits(frame, window, source.options, transitWordsFor(deps.language)), deps.language);
    const paid = await payForWork<CreateTransitResult>({
      credits: deps.credits,
      hold: base + AI_PRICE,
      reserve: { details, ttlSeconds: RESERVATION_TTL_SECONDS },
      newId,
      ...(req.saveToAccount ? { where: (id: string) => deps.store.workRef(owner.ownerId, id) } : {}),
      ...(deps.attempt ? { attempt: { ...deps.attempt, now } } : {}),
      stored: async (id) => {
        const r = await deps.store.get(owner.ownerId, id);
        return r?.receipt ? { result: resultFromRecord(r), receipt: r.receipt } : undefined;
      },
      compute: async (transitId) => {
        const warnings: Record<string, string> = {};
        let aiInterpretation: string | null = null;
        let writer: WriterTag | undefined;
        try {
          const r = await deps.writer.writeText({ purpose: 'transit', facts: transitFacts(report, frame), ...(deps.language ? { language: deps.language } : {}), ...(deps.signal ? { signal: deps.signal } : {}) });
          if (typeof r.text === 'string' && r.text.trim() !== '') {
            aiInterpretation = r.text;
            writer = writerTag(r);
          }
          else warnings.aiInterpretation = aiFailureMessage(new Error('the AI answer was empty'));
        } catch (e) {
          warnings.aiInterpretation = aiFailureMessage(e);
          deps.log?.warn('transit AI failed', { err: e instanceof Error ? e.message : String(e) });
        }
        const creditsUsed = base + (aiInterpretation !== null ? AI_PRICE : 0);
        const result: CreateTransitResult = {
          data: { period: report.period, date: report.date, transits: presentReport(report, 'upper'), aiInterpretation, id: null, ...warningsOf(report) },
          meta: { warnings, saved: false, ...(writer ? { writer } : {}) },
        };
        if (!req.saveToAccount) return { result, credits: creditsUsed };
        return {
          result,
          credits: creditsUsed,
          store: async (receipt) => {
            try {
              await deps.store.put(recordOf(owner, source, window, report, transitId, now, true, creditsUsed, aiInterpretation, receipt, { ...(deps.language ? { language: deps.language } : {}), ...(writer ? { writer } : {}) }));
              result.data.id = transitId;
              result.meta.saved = true;
            } catch (e) {
              // not stored: still delivered in this answer and charged (the caller has it), like a failed save without AI
              warnings.save = SAVE_FAILED;
              deps.log?.warn('transit save failed', { err: e instanceof Error ? e.message : String(e) });
            }
          },
          unstore: async () => void (await deps.store.delete(owner.ownerId, transitId)),
        };
      },
    });
    if (!paid.recovered) return paid.result;
    // the work of an earlier attempt (saved, or kept under the key when not saved): answered like a replay
    return { ...paid.result, meta: { ...paid.result.meta, ...(await recoveredCredits(paid, deps.credits)) }, recovered: true };
  }

  // 2. Without AI the price is final: one plain debit (refunded by the middleware if the
  //    computation throws; a fixed charge, see README), computed while the debit travels.
  const debit = deps.credits.charge(base, { details });
  // Swallowed here only to keep it from being reported as unhandled while we compute: awaited below.
  debit.catch(() => undefined);
  await new Promise<void>((resolve) => setImmediate(resolve)); // let the debit request leave first
  let frame: NatalFrame | undefined;
  let report: ReturnType<typeof computeTransits> | undefined;
  let failure: unknown;
  try {
    frame = source.frame();
    report = inLanguage(computeTransits(frame, window, source.options, transitWordsFor(deps.language)), deps.language);
  } catch (e) {
    failure = e;
  }
  await debit;
  // A failed computation after a successful debit: the middleware gives the credits back.
  if (failure !== undefined || !frame || !report) throw failure ?? new Error('transit computation produced nothing');
  const warnings: Record<string, string> = {};
  let id: string | null = null;
  if (req.saveToAccount) {
    const transitId = newId();
    try {
      await deps.store.put(recordOf(owner, source, window, report, transitId, now, false, base, null, undefined, deps.language ? { language: deps.language } : {}));
      id = transitId;
    } catch (e) {
      warnings.save = SAVE_FAILED;
      deps.log?.warn('transit save failed', { err: e instanceof Error ? e.message : String(e) });
    }
  }
  return {
    data: { period: report.period, date: report.date, transits: presentReport(report, 'upper'), aiInterpretation: null, id, ...warningsOf(report) },
    meta: { warnings, saved: id !== null },
  };
}

/** What a report of an unknown birth time leaves out, as paths of `data.transits` (docs/astrology.md "Unknown birth time"). */
export const TRANSITS_ABSENT = ['transits.majorTransits.*.natalHouse', 'transits.majorTransits.*.transitHouse', 'natal ascendant, midheaven and moon (transits.moonRange)'];

/** The warning of a report whose natal frame had no birth time (none otherwise). */
const warningsOf = (report: { timeUnknown?: true }): { warnings?: TimeUnknownWarning[] } =>
  report.timeUnknown ? { warnings: [timeUnknownWarning(TRANSITS_ABSENT, 'Transits to the natal Moon are left out: it moves 12-15 degrees over the day, more than any orb; transits.moonRange gives its range.')] } : {};

const SAVE_FAILED = 'The horoscope was computed and charged but could not be saved to the account; please try saving again later.';
