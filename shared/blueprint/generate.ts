/**
 * The blueprint generation use case (spec 4.1, 2.3, 3), free of HTTP and AWS: every
 * collaborator is injected, so tests can make any module fail.
 *
 * 1. Price the request; reserve the full requested cost in one conditional debit (402
 *    "Insufficient credits" with required, available and modulesRequested when short).
 * 2. Compute the requested modules concurrently and independently: a module that throws is
 *    `failed` (data null, listed in modulesFailed and warnings) and costs nothing.
 * 3. Write the AI sections of the delivered modules with AI enabled (one writer call sharing
 *    the context). A module whose AI fails keeps its data; its AI price is not charged and
 *    meta.warnings says why.
 * 4. Save the blueprint with its receipt (unless saveToAccount is false), THEN settle the
 *    reservation to the delivered cost (the rest is refunded before the response): the order of
 *    shared/accounts/paid-work.ts, so a crash never leaves a charge without a stored blueprint,
 *    and a retry with the same Idempotency-Key answers with the stored blueprint, paid once.
 */
import type { Language } from '../i18n/languages';
import type { ChartExtras } from '../astro/chart-extras';
import { withSubject } from '../http/subject';
import type { ChartOptions } from '../astro/options';
import { birthMoment } from '../astro/moment';
import { BLUEPRINT_ASTROLOGY_ABSENT, timeUnknownWarning } from '../astro/time-unknown';
import type { BirthInput } from '../astro/types';
import { AppError, isAppError } from '../errors';
import type { AstrologyFacts, BlueprintFacts, HumanDesignFacts, NumerologyFacts } from '../ai/index';
import { MODULE_SECTIONS, OFFLINE_WRITER, SECTION_TITLES, writerTag, type AiWriter, type ModuleSectionsResult, type SectionKey, type WriterTag } from '../ai/types';
import type { CreditsService } from '../accounts/index';
import { payForWork, requestTimedOut } from '../accounts/index';
import type { Receipt, Stores } from '../store/types';
import { newBlueprintId } from './ids';
import { deliveredCost, priceBlueprint } from './pricing';
import type { Delivery } from './pricing';
import type { BlueprintRequest } from './request';
import type { BlueprintRecord, BlueprintStore } from './store';
import { MODULE_KEYS, MODULE_NAMES } from './types';
import type {
  BlueprintAstrology,
  BlueprintData,
  BlueprintDocument,
  BlueprintHumanDesign,
  BlueprintNumerology,
  GenerationMeta,
  ModuleFlags,
  ModuleKey,
  SectionRef,
} from './types';

type MaybePromise<T> = T | Promise<T>;

/** A module's result: its spec 2.3 data and the AI writer's grounding facts for it. */
export interface ModuleOutput<D, F> {
  data: D;
  facts: F;
}

export interface ModuleCalculators {
  /** `options`: the chart options of the request (zodiac, house system...); Human Design ignores them. */
  /** `extras`: the natal chart options' blocks; `timeUnknown`: the chart of 12:00 without what the time of day decides (shared/astro/time-unknown.ts). */
  astrology(input: BirthInput, options?: ChartOptions, extras?: ChartExtras, timeUnknown?: boolean): MaybePromise<ModuleOutput<BlueprintAstrology, AstrologyFacts>>;
  /** The local time fields of the birth; longitude (local mean time) and utcOffset when given. `timeUnknown`: what holds over the day (shared/sensitivity/day.ts). */
  humanDesign(input: { date: string; time: string; timezone: string; longitude?: number; utcOffset?: string }, timeUnknown?: boolean): MaybePromise<ModuleOutput<BlueprintHumanDesign, HumanDesignFacts>>;
  /** `today` is the current UTC date, YYYY-MM-DD. */
  numerology(fullName: string, birthDate: string, today: string): MaybePromise<ModuleOutput<BlueprintNumerology, NumerologyFacts>>;
}

export type SectionWriter = Pick<AiWriter, 'writeBlueprintSections'>;
export type BlueprintCredits = Pick<CreditsService, 'reserve' | 'settleStored' | 'peekBalance' | 'used' | 'remaining'>;

export interface GenerateDeps {
  calculators: ModuleCalculators;
  writer: SectionWriter;
  store: BlueprintStore;
  credits: BlueprintCredits;
  now: () => Date;
  newId?: (now: Date) => string;
  signal?: AbortSignal;
  /** The language the AI sections are written in (default English). */
  language?: Language;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
  /** The request's Idempotency-Key scope and the attempts store: a retry after a crash finds the stored blueprint. */
  attempt?: { scope: string; store: Stores['attempts'] };
}

export interface Owner {
  /** The paying account: the organization for organization keys. */
  ownerId: string;
  keyId: string;
}

export interface GenerationResult {
  data: BlueprintData & { blueprintId?: string };
  meta: GenerationMeta;
  /** Null when saveToAccount was false. */
  blueprintId: string | null;
  /** True when this is the blueprint an earlier attempt with the same Idempotency-Key stored (paid once, by that attempt). */
  recovered?: boolean;
  /** The language of a recovered answer's texts (its record's: a retry answers what was stored). */
  language?: Language;
}

/** The answer of a stored blueprint, as its creation gave it (a retry after a crash). */
export function resultFromRecord(r: BlueprintRecord): GenerationResult {
  const c = r.content;
  const body: BlueprintData = {
    astrology: c?.astrology ?? null,
    humanDesign: c?.humanDesign ?? null,
    numerology: c?.numerology ?? null,
    aiContent: c?.aiContent ?? {},
    birthInfo: c?.birthInfo ?? ({ fullName: r.fullName, date: r.birthDate, time: r.birthTime, location: r.location } as BlueprintData['birthInfo']),
    ...(c?.warnings ? { warnings: c.warnings } : {}),
  };
  const meta: GenerationMeta = {
    creditsUsed: r.creditsUsed,
    creditsRemaining: 0,
    modules: { ...r.modules },
    modulesRequested: names(r.modules),
    modulesIncluded: r.modulesIncluded,
    modulesFailed: r.modulesFailed,
    warnings: r.warnings,
    aiModules: r.aiModules,
    aiModulesIncluded: r.aiModulesIncluded,
    sectionsGenerated: r.sectionsGenerated,
    ...(r.writer ? { writer: r.writer } : {}),
  };
  return { data: { ...body, blueprintId: r.blueprintId }, meta, blueprintId: r.blueprintId, language: r.language ?? 'en' };
}

type ModuleData = {
  astrology: BlueprintAstrology;
  humanDesign: BlueprintHumanDesign;
  numerology: BlueprintNumerology;
};
type ModuleFacts = {
  astrology: AstrologyFacts;
  humanDesign: HumanDesignFacts;
  numerology: NumerologyFacts;
};

const names = (flags: ModuleFlags | Partial<Record<ModuleKey, unknown>>, pick: (m: ModuleKey) => boolean = (m) => Boolean(flags[m])): string[] =>
  MODULE_KEYS.filter(pick).map((m) => MODULE_NAMES[m]);

/** A message fit for meta.warnings: domain errors keep their text, anything else stays generic. */
function failureMessage(module: ModuleKey, e: unknown): string {
  if (isAppError(e)) return `${MODULE_NAMES[module]} failed: ${e.error}. ${e.message}`;
  return `${MODULE_NAMES[module]} could not be generated right now; it was not charged.`;
}

/**
 * The error to answer when every requested module failed because of the request (each failure an
 * `invalid_input` domain error), else undefined: a module that failed for any other reason (a
 * provider down) might succeed on a retry, so that answer stays the 200 of spec 3.
 */
export function inputRefusal(settled: readonly PromiseSettledResult<unknown>[]): AppError | undefined {
  const reasons = settled.map((r) => (r.status === 'rejected' ? r.reason : undefined));
  if (reasons.length === 0 || !reasons.every((e) => isAppError(e) && e.kind === 'invalid_input')) return undefined;
  const first = reasons[0] as AppError;
  const issues = reasons.map((e) => ({ error: (e as AppError).error, message: (e as AppError).message }));
  return new AppError('invalid_input', first.error, `No requested module can be computed from this input: ${issues.map((i) => i.message).join('; ')}`, { issues });
}

/** The Human Design fields of a blueprint of an unknown birth time left null (paths in `data`). */
const humanDesignAbsent = (hd: object): string[] =>
  Object.entries(hd)
    .filter(([, v]) => v === null)
    .map(([k]) => `humanDesign.${k}`);

export async function generateBlueprint(req: BlueprintRequest, owner: Owner, deps: GenerateDeps): Promise<GenerationResult> {
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  const requested = MODULE_KEYS.filter((m) => req.modules[m]);
  const aiModules = Object.fromEntries(MODULE_KEYS.map((m) => [m, req.modules[m] && req.includeAI[m]])) as ModuleFlags;
  const price = priceBlueprint(req.modules, req.includeAI);
  const modulesRequested = names(req.modules);

  // 1. Check and reserve the requested cost in one conditional debit (payForWork, below), then compute.
  const compute = async (recordId: string) => {
    // 2. Module data, concurrently and independently.
    const birth: BirthInput = { date: req.birthDate, time: req.birthTime, timezone: req.timezone, latitude: req.latitude, longitude: req.longitude };
    if (req.utcOffset !== undefined) birth.utcOffset = req.utcOffset;
    const run: { [M in ModuleKey]: () => MaybePromise<ModuleOutput<ModuleData[M], ModuleFacts[M]>> } = {
      astrology: () => (req.timeUnknown ? deps.calculators.astrology(birth, req.chartOptions, req.chartExtras, true) : deps.calculators.astrology(birth, req.chartOptions, req.chartExtras)),
      humanDesign: () => (req.timeUnknown ? deps.calculators.humanDesign(birth, true) : deps.calculators.humanDesign(birth)),
      numerology: () => deps.calculators.numerology(req.fullName, req.birthDate, today),
    };
    const settled = await Promise.allSettled(requested.map(async (m) => run[m]()));
    const data: { [M in ModuleKey]: ModuleData[M] | null } = { astrology: null, humanDesign: null, numerology: null };
    const facts: BlueprintFacts = { name: req.fullName };
    const warnings: Record<string, string> = { ...req.warnings };
    const failed: ModuleKey[] = [];
    settled.forEach((r, i) => {
      const m = requested[i]!;
      if (r.status === 'fulfilled' && r.value?.data) {
        (data as Record<ModuleKey, unknown>)[m] = r.value.data;
        (facts as Record<ModuleKey, unknown>)[m] = r.value.facts;
      } else {
        failed.push(m);
        const reason = r.status === 'rejected' ? r.reason : new Error('empty module result');
        warnings[m] = failureMessage(m, reason);
        deps.log?.warn('blueprint module failed', { module: m, err: reason instanceof Error ? reason.message : String(reason) });
      }
    });

    // Nothing deliverable because of the input itself (a name without letters for numerology, a
    // design moment before the ephemeris for Human Design): 400 with the first module's error; the
    // charge middleware releases the hold, so nothing is charged and nothing is stored.
    const refusal = inputRefusal(settled);
    if (refusal) throw refusal;

    // 3. AI sections of the delivered modules that asked for them.
    const aiWanted = MODULE_KEYS.filter((m) => aiModules[m] && data[m] !== null);
    const aiContent: Record<string, string> = {};
    const sections: SectionRef[] = [];
    const aiDelivered = new Set<ModuleKey>();
    let writer: WriterTag | undefined;
    if (aiWanted.length) {
      let results: Awaited<ReturnType<SectionWriter['writeBlueprintSections']>> = {};
      try {
        results = await deps.writer.writeBlueprintSections(aiWanted, facts, { ...(deps.language ? { language: deps.language } : {}), ...(deps.signal ? { signal: deps.signal } : {}) });
      } catch (e) {
        deps.log?.warn('blueprint AI failed', { err: e instanceof Error ? e.message : String(e) });
      }
      for (const m of aiWanted) {
        const r = results[m] as ModuleSectionsResult | undefined;
        const keys = MODULE_SECTIONS[m] as readonly SectionKey[];
        const texts = r?.ok ? (r.sections as Partial<Record<SectionKey, unknown>>) : {};
        // The AI price buys every section of the module: an incomplete answer counts as a failure.
        if (r?.ok && keys.every((k) => typeof texts[k] === 'string' && (texts[k] as string).trim() !== '')) {
          for (const key of keys) {
            aiContent[key] = texts[key] as string;
            sections.push({ key, title: SECTION_TITLES[key], module: m });
          }
          aiDelivered.add(m);
          writer ??= writerTag(r);
        } else {
          const why = r && !r.ok ? r.error.message : r?.ok ? 'some sections were missing' : 'the AI writer did not answer';
          warnings[m] = `${MODULE_NAMES[m]} AI interpretation unavailable (${why}); the module data was delivered and the AI part was not charged.`;
        }
      }
    }

    // 4. Charge only what was delivered (the rest is given back by the settle, after the save).
    const delivered: Partial<Record<ModuleKey, Delivery>> = {};
    for (const m of requested) delivered[m] = { data: data[m] !== null, ai: aiDelivered.has(m) };
    const creditsUsed = deliveredCost(price, delivered);

    const t = birthMoment({ ...birth, timeUnknown: req.timeUnknown === true });
    const birthInfo = {
      fullName: req.fullName,
      date: req.birthDate,
      time: req.birthTime,
      location: `${req.city}, ${req.country}`,
      utc: t.utc,
      utcOffset: t.utcOffset,
      offsetRule: t.rule,
    };
    const body: BlueprintData = { astrology: data.astrology, humanDesign: data.humanDesign, numerology: data.numerology, aiContent, birthInfo };
    if (req.timeUnknown) {
      // no birth time: cast at 12:00; what the time of day decides is null, named in data.warnings
      Object.assign(birthInfo, { time: null, timeUnknown: true });
      const absent = [...(data.astrology ? BLUEPRINT_ASTROLOGY_ABSENT : []), ...(data.humanDesign ? humanDesignAbsent(data.humanDesign) : [])];
      if (absent.length) body.warnings = [timeUnknownWarning(absent, data.humanDesign ? 'Human Design gives what holds from 00:00 to 23:59:59 local time (humanDesign.dayChanges lists what changes and when).' : '')];
    }
    const included = requested.filter((m) => data[m] !== null);
    const meta: GenerationMeta = {
      creditsUsed,
      creditsRemaining: deps.credits.remaining ?? 0,
      modules: { ...req.modules },
      modulesRequested,
      modulesIncluded: names(req.modules, (m) => included.includes(m)),
      modulesFailed: names(req.modules, (m) => failed.includes(m)),
      warnings,
      aiModules,
      aiModulesIncluded: names(aiModules, (m) => aiDelivered.has(m)),
      sectionsGenerated: Object.keys(aiContent).length,
      ...(writer ? { writer } : {}),
    };

    // A blueprint that delivered nothing cost nothing and is not stored (free writes stay bounded).
    const saved = req.saveToAccount && included.length > 0;
    const blueprintId = saved ? recordId : null;
    const store = async (receipt: Receipt): Promise<void> => {
      const content: BlueprintDocument | null = included.length ? { ...body, sections, createdAt: now.toISOString() } : null;
      const record: BlueprintRecord = {
        ownerId: owner.ownerId,
        blueprintId: recordId,
        status: 'completed',
        createdAt: now.toISOString(),
        createdByKeyId: owner.keyId,
        ...withSubject(req.subject),
        fullName: req.fullName,
        birthDate: req.birthDate,
        birthTime: req.birthTime,
        ...(req.timeUnknown ? { timeUnknown: true as const } : {}),
        location: birthInfo.location,
        // the birthplace, for the charts other routes cast from a saved blueprint (relationships)
        place: { latitude: req.latitude, longitude: req.longitude, timezone: req.timezone },
        // and how its chart was cast, so that the advisor compares two people as they were made (shared/advisor/relationship.ts)
        ...(req.chartOptions ? { chartOptions: req.chartOptions } : {}),
        ...(req.utcOffset !== undefined ? { utcOffset: req.utcOffset } : {}),
        modules: { ...req.modules },
        aiModules,
        modulesIncluded: meta.modulesIncluded,
        modulesFailed: meta.modulesFailed,
        aiModulesIncluded: meta.aiModulesIncluded,
        sectionsGenerated: meta.sectionsGenerated,
        language: deps.language ?? 'en',
        writer: writer ?? OFFLINE_WRITER,
        creditsUsed,
        warnings,
        content,
        receipt,
      };
      await deps.store.put(record);
    };
    const result: GenerationResult = { data: blueprintId ? { ...body, blueprintId } : body, meta, blueprintId };
    return { result, credits: creditsUsed, ...(saved ? { store, unstore: async () => void (await deps.store.delete(owner.ownerId, recordId)) } : {}) };
  };

  const paid = await payForWork<GenerationResult>({
    credits: deps.credits,
    hold: price.total,
    reserve: { details: { modulesRequested } },
    newId: () => (deps.newId ?? newBlueprintId)(now),
    ...(req.saveToAccount ? { where: (id: string) => deps.store.workRef(owner.ownerId, id) } : {}),
    ...(deps.attempt ? { attempt: { ...deps.attempt, now } } : {}),
    stored: async (id) => {
      const r = await deps.store.get(owner.ownerId, id);
      return r?.receipt ? { result: resultFromRecord(r), receipt: r.receipt } : undefined;
    },
    compute,
  });
  const { result } = paid;
  if (paid.recovered) {
    // the work of an earlier attempt (saved, or kept under the key when not saved): answered like a replay
    result.recovered = true;
    result.meta.creditsRemaining = deps.credits.remaining ?? (await deps.credits.peekBalance());
    return result;
  }
  // Timed out after settling: the timeout path refunds what was kept; deliver and keep nothing.
  if (deps.signal?.aborted) {
    if (result.blueprintId) await deps.store.delete(owner.ownerId, result.blueprintId).catch(() => undefined);
    throw requestTimedOut();
  }
  result.meta.creditsRemaining = deps.credits.remaining ?? 0;
  return result;
}
