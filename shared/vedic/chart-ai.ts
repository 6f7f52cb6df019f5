/**
 * The use case of POST /vedic/chart, free of HTTP: the chart (1 credit) and, with `includeAI`,
 * one Vedic reading (+50) written by the AI layer (the Anthropic writer or the offline one).
 *
 * 1. The chart is computed first: the birth data or the blueprint (404 for another account's or
 *    an unknown one), the dates and options checked; a failure costs nothing.
 * 2. Without AI: one plain debit of the chart's price (402 when short, nothing computed is given
 *    out), then the answer.
 * 3. With AI: the chart's answer is not stored anywhere, so the charge follows the path of the
 *    other paid work that is not kept (shared/accounts/paid-work.ts, a transit horoscope with
 *    saveToAccount false): hold 51 credits (402 when short), write the reading, settle to what was
 *    delivered (51, or 1 when the writer failed: the chart is still given, the 50 come back and
 *    meta.warnings.aiInterpretation says why). With an Idempotency-Key the answer is kept with its
 *    receipt under the key, so a retry after a crash gets it, paid once.
 */
import type { Language } from '../i18n/languages';
import { jdFromEpochMs } from '../astro/time';
import type { CreditsService } from '../accounts/index';
import { payForWork, recoveredCredits } from '../accounts/index';
import { getReadyWriter } from '../ai/index';
import type { AiWriter, WriterTag } from '../ai/types';
import { writerTag } from '../ai/types';
import { isAppError } from '../errors';
import type { Stores } from '../store/types';
import { birthSourceOf, type PredictiveDeps } from '../predictive/service';
import { computeVedicChart } from './chart';
import { DEFAULT_VARGAS } from './core';
import { VEDIC_AI_PRICE, VEDIC_CHART_PRICE, vedicTextFacts } from './reading';
import type { VedicChartRequest } from './request';
import { presentVedicChart } from './service';

/** Seconds a reservation may stay open: a little above the route's timeout. */
export const RESERVATION_TTL_SECONDS = 35;

export interface VedicChartDeps extends PredictiveDeps {
  writer: Pick<AiWriter, 'writeText'>;
  credits: Pick<CreditsService, 'charge' | 'reserve' | 'settleStored' | 'remaining' | 'peekBalance'>;
  signal?: AbortSignal;
  /** The language the AI reading is written in (default English). */
  language?: Language;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
  /** The request's Idempotency-Key scope and the attempts store (a retry after a crash gets the answer, paid once). */
  attempt?: { scope: string; store: Stores['attempts'] };
  newId?: () => string;
}

export type VedicChartData = ReturnType<typeof presentVedicChart> & { aiInterpretation?: string | null };

export interface VedicChartResult {
  data: VedicChartData;
  meta: { warnings: Record<string, string>; creditsUsed?: number; creditsRemaining?: number; writer?: WriterTag };
  /** The answer an earlier attempt of the same Idempotency-Key paid for. */
  recovered?: boolean;
}

export const vedicChartPrice = (req: Pick<VedicChartRequest, 'includeAI'>): number => VEDIC_CHART_PRICE + (req.includeAI ? VEDIC_AI_PRICE : 0);

const aiFailureMessage = (e: unknown): string => {
  const why = isAppError(e) ? e.message : e instanceof Error && e.message ? e.message : 'the AI writer did not answer';
  return `AI interpretation unavailable (${why}); the chart was delivered and the ${VEDIC_AI_PRICE} AI credits were not charged.`;
};

/** The AI layer's container writer, created on first use (after the deployed key is read). */
const containerWriter: Pick<AiWriter, 'writeText'> = { writeText: async (req) => (await getReadyWriter()).writeText(req) };
let writerOverride: Pick<AiWriter, 'writeText'> | undefined;

/** The writer of the route: the container's (Anthropic or offline, shared/ai/index.ts). */
export const vedicWriter = (): Pick<AiWriter, 'writeText'> => writerOverride ?? containerWriter;

/** Tests only: another writer; no argument restores the container's. */
export function setVedicWriter(w?: Pick<AiWriter, 'writeText'>): void {
  writerOverride = w;
}

let counter = 0;
const defaultId = (): string => `vedic_${Date.now().toString(36)}_${(counter++).toString(36)}`;

export async function vedicChartWithReading(req: VedicChartRequest, deps: VedicChartDeps): Promise<VedicChartResult> {
  if (!req.includeAI) {
    // the chart's fixed price first (402 before any work), as when the price was charged by the platform
    await deps.credits.charge(VEDIC_CHART_PRICE, { details: { includeAI: false } });
    const src = await birthSourceOf(req, deps);
    const chart = computeVedicChart(src.jdUT, src.latitude, src.longitude, { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' }, req.vargas ?? DEFAULT_VARGAS);
    return { data: presentVedicChart(chart, deps.language), meta: { warnings: {} } };
  }
  // 1. Validate and compute (free on failure).
  const src = await birthSourceOf(req, deps);
  const chart = computeVedicChart(src.jdUT, src.latitude, src.longitude, { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' }, req.vargas ?? DEFAULT_VARGAS);
  const facts = vedicTextFacts(chart, jdFromEpochMs(deps.now.getTime()));
  // 2. Hold, write, settle (the answer kept under the Idempotency-Key when there is one).
  const paid = await payForWork<VedicChartResult>({
    credits: deps.credits,
    hold: VEDIC_CHART_PRICE + VEDIC_AI_PRICE,
    reserve: { details: { includeAI: true }, ttlSeconds: RESERVATION_TTL_SECONDS },
    newId: deps.newId ?? defaultId,
    ...(deps.attempt ? { attempt: { ...deps.attempt, now: deps.now } } : {}),
    compute: async () => {
      const warnings: Record<string, string> = {};
      let aiInterpretation: string | null = null;
      let writer: WriterTag | undefined;
      try {
        const r = await deps.writer.writeText({ purpose: 'vedic', facts, ...(deps.language ? { language: deps.language } : {}), ...(deps.signal ? { signal: deps.signal } : {}) });
        if (typeof r.text === 'string' && r.text.trim() !== '') {
          aiInterpretation = r.text;
          writer = writerTag(r);
        }
        else warnings.aiInterpretation = aiFailureMessage(new Error('the AI answer was empty'));
      } catch (e) {
        warnings.aiInterpretation = aiFailureMessage(e);
        deps.log?.warn('vedic AI failed', { err: e instanceof Error ? e.message : String(e) });
      }
      const credits = VEDIC_CHART_PRICE + (aiInterpretation !== null ? VEDIC_AI_PRICE : 0);
      return { result: { data: { ...presentVedicChart(chart, deps.language), aiInterpretation }, meta: { warnings, ...(writer ? { writer } : {}) } }, credits };
    },
  });
  if (!paid.recovered) return paid.result;
  return { ...paid.result, meta: { ...paid.result.meta, ...(await recoveredCredits(paid, deps.credits)) }, recovered: true };
}
