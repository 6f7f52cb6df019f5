/**
 * The use case of POST /transits (spec 4.3), free of HTTP and AWS: collaborators are injected.
 *
 * 1. Validate everything that can be wrong with the request (400, nothing charged): the window
 *    (date, zone, ephemeris range), the birth instant, the blueprint (404 "Blueprint not found"
 *    for an unknown id or another account's) and whether it carries a chart.
 * 2. Reserve the full price (day 1, week 2, month 3; +20 with includeAI) in one conditional debit
 *    (without AI: a plain charge of the period's price, the price being final).
 * 3. Compute the report; write the AI reading when asked. If the AI part fails the data is still
 *    returned, the 20 credits are given back, and meta.warnings.aiInterpretation says why.
 * 4. Settle the reservation to what was delivered, then save the horoscope (blueprint calls, or
 *    raw birth data with saveToAccount: true). A failed save is reported in meta.warnings.
 */
import { computeNatalChart } from '../astro/chart';
import type { ChartOptions } from '../astro/options';
import { assertInRange } from '../astro/ephemeris';
import { localToUtc } from '../astro/time';
import type { CreditsService } from '../accounts/credits';
import type { AiWriter } from '../ai/types';
import type { BlueprintStore } from '../blueprint/store';
import { notFound as blueprintNotFound } from '../blueprint/views';
import { AppError, invalidInput, isAppError } from '../errors';
import { transitFacts } from './ai';
import { computeTransits, natalFrameFromBlueprint, natalFrameFromChart, presentReport, type NatalFrame } from './compute';
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
  store: Pick<TransitStore, 'put'>;
  writer: Pick<AiWriter, 'writeText'>;
  credits: Pick<CreditsService, 'charge' | 'reserve' | 'remaining'>;
  now: () => Date;
  newId?: (now: Date) => string;
  signal?: AbortSignal;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
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
  };
  meta: { warnings: Record<string, string>; saved: boolean };
}

/** Everything the computation needs once the input is known to be valid. */
interface Source {
  frame: () => NatalFrame;
  blueprintId: string | null;
  blueprintName: string | null;
  birthDate: string;
  birthTime: string;
  location: string;
}

/**
 * Natal frames of the birth data seen lately in this container (a chart is a pure function of its
 * birth data, and people ask for their transits again and again): at most NATAL_CACHE_LIMIT,
 * the oldest dropped first.
 */
const natalCache = new Map<string, NatalFrame>();
const NATAL_CACHE_LIMIT = 500;

function natalFrameFor(date: string, time: string, timezone: string, latitude: number, longitude: number, options?: ChartOptions): NatalFrame {
  const key = `${date}|${time}|${timezone}|${latitude}|${longitude}|${options ? JSON.stringify(options) : ''}`;
  let frame = natalCache.get(key);
  if (!frame) {
    frame = natalFrameFromChart(computeNatalChart({ date, time, timezone, latitude, longitude }, options));
    if (natalCache.size >= NATAL_CACHE_LIMIT) natalCache.delete(natalCache.keys().next().value!);
    natalCache.set(key, frame);
  }
  return frame;
}

function checkBirthInstant(date: string, time: string, timezone: string): void {
  const t = localToUtc({ date, time, timezone });
  assertInRange(t.jdUT);
}

async function resolveSource(req: TransitRequest, owner: Owner, deps: CreateTransitDeps): Promise<Source> {
  if (req.blueprintId !== undefined) {
    const bp = await deps.blueprints.get(owner.ownerId, req.blueprintId);
    if (!bp) throw blueprintNotFound(req.blueprintId);
    const fromChart = natalFrameFromBlueprint(bp.content?.astrology as never, bp.birthDate);
    const common = { blueprintId: bp.blueprintId, blueprintName: bp.fullName, birthDate: bp.birthDate, birthTime: bp.birthTime, location: bp.location };
    if (fromChart) return { ...common, frame: () => fromChart };
    const loc = req.location;
    if (!loc) {
      throw invalidInput('Birth location required', 'This blueprint has no astrology data: send latitude, longitude and timezone with blueprintId to compute its chart');
    }
    checkBirthInstant(bp.birthDate, bp.birthTime, loc.timezone);
    return { ...common, frame: () => natalFrameFor(bp.birthDate, bp.birthTime, loc.timezone, loc.latitude, loc.longitude, req.chartOptions) };
  }
  const b = req.birth!;
  checkBirthInstant(b.birthDate, b.birthTime, b.timezone);
  return {
    frame: () => natalFrameFor(b.birthDate, b.birthTime, b.timezone, b.latitude, b.longitude, req.chartOptions),
    blueprintId: null,
    blueprintName: null,
    birthDate: b.birthDate,
    birthTime: b.birthTime,
    location: `${b.city}, ${b.country}`,
  };
}

const aiFailureMessage = (e: unknown): string => {
  const why = isAppError(e) ? e.message : e instanceof Error && e.message ? e.message : 'the AI writer did not answer';
  return `AI interpretation unavailable (${why}); the transit data was delivered and the ${AI_PRICE} AI credits were not charged.`;
};

export async function createTransits(req: TransitRequest, owner: Owner, deps: CreateTransitDeps): Promise<CreateTransitResult> {
  const now = deps.now();
  // 1. Validate (400 / 404, free).
  const source = await resolveSource(req, owner, deps);
  const date = req.date ?? todayIn(req.timezone, now);
  const window = transitWindow(date, req.period, req.timezone);

  // 2. Reserve the full price. Without AI the price cannot change any more: one plain debit
  //    (refunded by the middleware if the computation throws) saves the settle round trip.
  const base = PERIOD_PRICE[req.period];
  const details = { period: req.period, includeAI: req.includeAI };
  const debit = req.includeAI
    ? deps.credits.reserve(base + AI_PRICE, { details, ttlSeconds: RESERVATION_TTL_SECONDS })
    : deps.credits.charge(base, { details }).then(() => undefined);
  // Swallowed here only to keep it from being reported as unhandled while we compute: awaited below.
  debit.catch(() => undefined);

  // 3. Compute while the debit travels to the store (the input is valid; if the debit is refused,
  //    the result is dropped with the 402), then the AI reading.
  await new Promise<void>((resolve) => setImmediate(resolve)); // let the debit request leave first
  let frame: NatalFrame | undefined;
  let report: ReturnType<typeof computeTransits> | undefined;
  let failure: unknown;
  try {
    frame = source.frame();
    report = computeTransits(frame, window);
  } catch (e) {
    failure = e;
  }
  const reservation = await debit;
  // A failed computation after a successful debit: the middleware gives the credits back.
  if (failure !== undefined || !frame || !report) throw failure ?? new Error('transit computation produced nothing');
  const warnings: Record<string, string> = {};
  let aiInterpretation: string | null = null;
  if (req.includeAI) {
    try {
      const r = await deps.writer.writeText({ purpose: 'transit', facts: transitFacts(report, frame), ...(deps.signal ? { signal: deps.signal } : {}) });
      if (typeof r.text === 'string' && r.text.trim() !== '') aiInterpretation = r.text;
      else warnings.aiInterpretation = aiFailureMessage(new Error('the AI answer was empty'));
    } catch (e) {
      warnings.aiInterpretation = aiFailureMessage(e);
      deps.log?.warn('transit AI failed', { err: e instanceof Error ? e.message : String(e) });
    }
  }

  // 4. Keep what was delivered, give the rest back; then save.
  const creditsUsed = base + (aiInterpretation !== null ? AI_PRICE : 0);
  if (reservation && !(await reservation.settle(creditsUsed))) {
    // Released meanwhile (the request ran out of time): nothing was charged, nothing is delivered.
    throw new AppError('unavailable', 'Service unavailable', 'The request took too long and was cancelled; nothing was charged');
  }
  const upper = presentReport(report, 'upper');
  let id: string | null = null;
  if (req.saveToAccount) {
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
    const transitId = (deps.newId ?? newTransitId)(now);
    const record: TransitRecord = {
      ownerId: owner.ownerId,
      transitId,
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
      includeAI: req.includeAI,
      creditsUsed,
      aspectCount: aspects.length,
      aspects,
      createdAt: now.toISOString(),
      createdByKeyId: owner.keyId,
      content: { transits: lower, aiInterpretation },
    };
    try {
      await deps.store.put(record);
      id = transitId;
    } catch (e) {
      warnings.save = 'The horoscope was computed and charged but could not be saved to the account; please try saving again later.';
      deps.log?.warn('transit save failed', { err: e instanceof Error ? e.message : String(e) });
    }
  }
  return {
    data: { period: report.period, date: report.date, transits: upper, aiInterpretation, id },
    meta: { warnings, saved: id !== null },
  };
}
