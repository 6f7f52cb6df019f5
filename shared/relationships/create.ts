/**
 * The use case of POST /relationships, free of HTTP and AWS: collaborators are injected.
 *
 * 1. Validate everything that can be wrong with the request (400 / 404, nothing charged): each
 *    person's blueprint (404 "Blueprint not found" for an unknown id or another account's), the
 *    birthplace a chart needs, each birth instant inside the ephemeris.
 * 2. Reserve the full price in one conditional debit (402 with required and available before
 *    anything is computed).
 * 3. Compute the selected modules, each independently: a module that throws is null, listed in
 *    meta.modulesFailed and meta.warnings, and not charged. Then the AI reading when asked (and
 *    something was delivered): if it fails, the data is returned and the 40 credits are not charged.
 * 4. Store, then settle: the saved record carries its receipt (the hold, what it took, the price); the hold is settled to what was
 *    delivered only once the record is stored. If the hold was released meanwhile (the request ran
 *    out of time), the record is deleted again and nothing is delivered (503). Nothing delivered:
 *    nothing stored, nothing charged.
 */
import type { Language } from '../i18n/languages';
import { localizeRelationship } from './words/index';
import { assertInRange } from '../astro/ephemeris';
import type { HouseSystem } from '../astro/houses';
import type { ChartOptions } from '../astro/options';
import { birthMoment } from '../astro/moment';
import type { BirthInput } from '../astro/types';
import { refuseTimeUnknown } from '../blueprint/index';
import type { CreditsService } from '../accounts/index';
import { payForWork, recoveredCredits, requestTimedOut } from '../accounts/index';
import { OFFLINE_WRITER, writerTag, type AiWriter, type WriterTag } from '../ai/types';
import type { BlueprintRecord, BlueprintStore } from '../blueprint/store';
import { notFound as blueprintNotFound } from '../blueprint/index';
import type { Receipt, Stores } from '../store/types';
import { AppError, invalidInput, isAppError } from '../errors';
import { relationshipFacts } from './ai';
import { newRelationshipId } from './ids';
import { chartOptionsView, computeRelationship, MODULE_NAMES, RELATIONSHIP_MODULES, type ModuleFlags, type PersonInput, type RelationshipModule, type RelationshipResult } from './index';
import { AI_PRICE, deliveredCost, priceRelationship } from './pricing';
import type { PersonRef, RelationshipRequest } from './request';
import type { RelationshipContent, RelationshipRecord, RelationshipStore, SavedPerson } from './store';

export interface CreateRelationshipDeps {
  blueprints: Pick<BlueprintStore, 'get'>;
  store: Pick<RelationshipStore, 'put' | 'get' | 'delete'>;
  writer: Pick<AiWriter, 'writeText'>;
  credits: Pick<CreditsService, 'reserve' | 'settleStored' | 'remaining' | 'peekBalance'>;
  /** The request's Idempotency-Key scope and the attempts store: a retry after a crash finds the stored relationship. */
  attempt?: { scope: string; store: Stores['attempts'] };
  now: () => Date;
  newId?: (now: Date) => string;
  /** Tests only: replaces the core (e.g. a module that fails). */
  compute?: typeof computeRelationship;
  signal?: AbortSignal;
  /** The language the AI reading is written in (default English). */
  language?: Language;
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
}

export interface Owner {
  ownerId: string;
  keyId: string;
}

export interface RelationshipMeta {
  modules: ModuleFlags;
  modulesRequested: string[];
  modulesIncluded: string[];
  modulesFailed: string[];
  includeAI: boolean;
  aiIncluded: boolean;
  warnings: Record<string, string>;
  saved: boolean;
  /** Which writer wrote the reading, when there is one (docs/languages.md). */
  writer?: WriterTag;
  /** Only on a recovered answer (otherwise the platform fills them in): what the stored work cost, the balance now. */
  creditsUsed?: number;
  creditsRemaining?: number;
}

export interface CreateRelationshipResult {
  data: RelationshipContent & { relationshipId: string | null; people: [SavedPerson, SavedPerson]; houseSystem: HouseSystem; chartOptions?: ChartOptions };
  meta: RelationshipMeta;
  /** True when this is the relationship an earlier attempt with the same Idempotency-Key stored (paid once, by that attempt). */
  recovered?: boolean;
  /** The language of a recovered answer's texts (its record's: a retry answers what was stored). */
  language?: Language;
}

/** Modules that cast a chart for the birthplace (need latitude and longitude). */
const NEEDS_PLACE: readonly RelationshipModule[] = ['synastry', 'composite', 'davison'];

export interface ResolvedPerson {
  input: PersonInput;
  saved: SavedPerson;
}

function fromBlueprint(ref: Extract<PersonRef, { kind: 'blueprint' }>, bp: BlueprintRecord, req: RelationshipRequest, i: number): ResolvedPerson {
  refuseTimeUnknown(bp, ` (people[${i}])`);
  const place = ref.place ?? bp.place;
  const info = bp.content?.birthInfo;
  // the natal chart options are blocks of each person's chart: a chart needs the birthplace too
  const needsPlace = NEEDS_PLACE.some((m) => req.modules[m]) || req.chartExtras !== undefined;
  if (!place && needsPlace) {
    throw invalidInput(
      'Birth location required',
      `Blueprint ${bp.blueprintId} (people[${i}]) was saved without its birthplace: send latitude, longitude and timezone with its blueprintId`,
    );
  }
  // the offset the blueprint was computed with, when the zone alone cannot reproduce it
  const offset = info?.utcOffset !== undefined && (info.offsetRule === 'utc offset' || !place) ? info.utcOffset : undefined;
  if (!place && offset === undefined && req.modules.humanDesign) {
    throw invalidInput('Birth location required', `Blueprint ${bp.blueprintId} (people[${i}]) has no time zone: send latitude, longitude and timezone with its blueprintId`);
  }
  const birth: BirthInput = { date: bp.birthDate, time: bp.birthTime, timezone: place?.timezone ?? 'UTC', latitude: place?.latitude ?? 0, longitude: place?.longitude ?? 0 };
  if (offset !== undefined) birth.utcOffset = offset;
  return {
    input: { fullName: bp.fullName, birth },
    saved: { name: bp.fullName, birthDate: bp.birthDate, birthTime: bp.birthTime, location: bp.location, blueprintId: bp.blueprintId },
  };
}

/** The two people of a request with their birth input (read from the blueprints where given); also used by the image routes. */
export async function resolvePeople(req: RelationshipRequest, owner: Owner, deps: Pick<CreateRelationshipDeps, 'blueprints'>): Promise<[ResolvedPerson, ResolvedPerson]> {
  const out = await Promise.all(
    req.people.map(async (ref, i): Promise<ResolvedPerson> => {
      if (ref.kind === 'blueprint') {
        const bp = await deps.blueprints.get(owner.ownerId, ref.blueprintId);
        if (!bp) throw blueprintNotFound(ref.blueprintId);
        return fromBlueprint(ref, bp, req, i);
      }
      const b = ref.birth;
      const birth: BirthInput = { date: b.birthDate, time: b.birthTime, timezone: b.timezone, latitude: b.latitude, longitude: b.longitude };
      if (b.utcOffset !== undefined) birth.utcOffset = b.utcOffset;
      return {
        input: { fullName: ref.fullName, birth },
        saved: { name: ref.fullName, birthDate: b.birthDate, birthTime: b.birthTime, location: `${b.city}, ${b.country}`, blueprintId: null },
      };
    }),
  );
  // every birth instant inside the ephemeris (a 400 before the charge)
  for (const p of out) assertInRange(birthMoment(p.input.birth).jdUT);
  return out as [ResolvedPerson, ResolvedPerson];
}

/** A message fit for meta.warnings: domain errors keep their text, anything else stays generic. */
function failureMessage(m: RelationshipModule, e: unknown): string {
  if (isAppError(e)) return `${MODULE_NAMES[m]} failed: ${e.error}. ${e.message}`;
  return `${MODULE_NAMES[m]} could not be computed right now; it was not charged.`;
}

const aiFailureMessage = (e: unknown): string => {
  const why = isAppError(e) ? e.message : e instanceof Error && e.message ? e.message : 'the AI writer did not answer';
  return `AI interpretation unavailable (${why}); the relationship data was delivered and the ${AI_PRICE} AI credits were not charged.`;
};

const unavailable = (): AppError => new AppError('unavailable', 'Service unavailable', 'The request took too long and was cancelled; nothing was charged');

export async function createRelationship(req: RelationshipRequest, owner: Owner, deps: CreateRelationshipDeps): Promise<CreateRelationshipResult> {
  const now = deps.now();
  // 1. Validate (400 / 404, free).
  const [a, b] = await resolvePeople(req, owner, deps);
  const requested = RELATIONSHIP_MODULES.filter((m) => req.modules[m]);
  const modulesRequested = requested.map((m) => MODULE_NAMES[m]);

  // 2-4. Reserve the full price, compute, store the record with its receipt, then settle to what
  //      was delivered: the order of shared/accounts/paid-work.ts (the hold names the record, so the
  //      reconciler settles it for the stored price if this process dies after the store; a retry
  //      with the same Idempotency-Key answers with the stored relationship, paid once).
  const compute = async (id: string) => {
    // 3. Modules, then the reading.
    let result: RelationshipResult;
    try {
      result = (deps.compute ?? computeRelationship)(a.input, b.input, req.modules, { ...req.chartOptions, houseSystem: req.houseSystem }, req.chartExtras);
    } catch (e) {
      // the core isolates modules; anything else fails them all (nothing delivered)
      result = { data: { synastry: null, composite: null, davison: null, humanDesign: null, numerology: null }, failed: Object.fromEntries(requested.map((m) => [m, e])) };
    }
    // the modules' texts (numerology, the score's contributions) in the request's language
    if (deps.language) result = { ...result, data: localizeRelationship(result.data, deps.language) };
    const warnings: Record<string, string> = {};
    const delivered = requested.filter((m) => result.data[m] !== null && result.failed[m] === undefined);
    const failed = requested.filter((m) => !delivered.includes(m));
    for (const m of failed) {
      const reason = result.failed[m] ?? new Error('empty module result');
      warnings[m] = failureMessage(m, reason);
      deps.log?.warn('relationship module failed', { module: m, err: reason instanceof Error ? reason.message : String(reason) });
    }
    let aiInterpretation: string | null = null;
    let writer: WriterTag | undefined;
    if (req.includeAI && delivered.length > 0) {
      try {
        const facts = relationshipFacts([a.input.fullName, b.input.fullName], result.data);
        const r = await deps.writer.writeText({ purpose: 'relationship', facts, ...(deps.language ? { language: deps.language } : {}), ...(deps.signal ? { signal: deps.signal } : {}) });
        if (typeof r.text === 'string' && r.text.trim() !== '') {
          aiInterpretation = r.text;
          writer = writerTag(r);
        }
        else warnings.aiInterpretation = aiFailureMessage(new Error('the AI answer was empty'));
      } catch (e) {
        warnings.aiInterpretation = aiFailureMessage(e);
        deps.log?.warn('relationship AI failed', { err: e instanceof Error ? e.message : String(e) });
      }
    } else if (req.includeAI) {
      warnings.aiInterpretation = 'No AI interpretation: no module was delivered; nothing was charged.';
    }

    // 4. What was delivered is what is charged; the record is stored before the settle.
    const creditsUsed = deliveredCost(delivered, aiInterpretation !== null);
    const content: RelationshipContent = { ...result.data, aiInterpretation };
    for (const m of failed) content[m] = null;
    const people: [SavedPerson, SavedPerson] = [a.saved, b.saved];
    const saved = req.saveToAccount && delivered.length > 0;
    if (saved && deps.signal?.aborted) throw unavailable();
    const meta: RelationshipMeta = {
      modules: { ...req.modules },
      modulesRequested,
      modulesIncluded: delivered.map((m) => MODULE_NAMES[m]),
      modulesFailed: failed.map((m) => MODULE_NAMES[m]),
      includeAI: req.includeAI,
      aiIncluded: aiInterpretation !== null,
      warnings,
      saved,
      ...(writer ? { writer } : {}),
    };
    const chartOptions = chartOptionsView(req.chartOptions);
    const answer: CreateRelationshipResult = { data: { relationshipId: saved ? id : null, people, houseSystem: req.houseSystem, ...(chartOptions ? { chartOptions } : {}), ...content }, meta };
    const store = async (receipt: Receipt): Promise<void> => {
      const record: RelationshipRecord = {
        ownerId: owner.ownerId,
        relationshipId: id,
        people,
        modules: { ...req.modules },
        includeAI: req.includeAI,
        houseSystem: req.houseSystem,
        ...(chartOptions ? { chartOptions } : {}),
        modulesIncluded: meta.modulesIncluded,
        modulesFailed: meta.modulesFailed,
        aiIncluded: meta.aiIncluded,
        language: deps.language ?? 'en',
        writer: writer ?? OFFLINE_WRITER,
        creditsUsed,
        receipt,
        warnings,
        createdAt: now.toISOString(),
        createdByKeyId: owner.keyId,
        ...(req.subject !== undefined ? { subject: req.subject } : {}),
        content,
      };
      // A failed save throws: the middleware releases the hold, nothing is charged.
      await deps.store.put(record);
    };
    return { result: answer, credits: creditsUsed, ...(saved ? { store, unstore: async () => void (await deps.store.delete(owner.ownerId, id)) } : {}) };
  };

  const paid = await payForWork<CreateRelationshipResult>({
    credits: deps.credits,
    hold: priceRelationship(req.modules, req.includeAI),
    reserve: { details: { modulesRequested } },
    newId: () => (deps.newId ?? newRelationshipId)(now),
    ...(req.saveToAccount ? { where: (id: string) => ({ table: 'relationships' as const, key: { ownerId: owner.ownerId, relationshipId: id }, attr: 'receipt' }) } : {}),
    ...(deps.attempt ? { attempt: { ...deps.attempt, now } } : {}),
    stored: async (id) => {
      const r = await deps.store.get(owner.ownerId, id);
      return r?.receipt ? { result: answerOf(r), receipt: r.receipt } : undefined;
    },
    compute,
  });
  // Ran out of time after the settle: the timeout path refunds what was kept; deliver and keep nothing.
  if (!paid.recovered && deps.signal?.aborted) {
    if (paid.result.data.relationshipId) await deps.store.delete(owner.ownerId, paid.result.data.relationshipId).catch(() => undefined);
    throw requestTimedOut();
  }
  if (!paid.recovered) return paid.result;
  // a retry that found the work of an earlier attempt (saved, or kept under the key): answered like a replay
  return { ...paid.result, meta: { ...paid.result.meta, ...(await recoveredCredits(paid, deps.credits)) }, recovered: true };
}

/** The answer of a stored relationship (a retry with the Idempotency-Key of the attempt that stored it). */
function answerOf(r: RelationshipRecord): CreateRelationshipResult {
  return {
    data: { relationshipId: r.relationshipId, people: r.people, houseSystem: r.houseSystem, ...(r.chartOptions ? { chartOptions: r.chartOptions } : {}), ...r.content },
    meta: {
      modules: { ...r.modules },
      modulesRequested: RELATIONSHIP_MODULES.filter((m) => r.modules[m]).map((m) => MODULE_NAMES[m]),
      modulesIncluded: r.modulesIncluded,
      modulesFailed: r.modulesFailed,
      includeAI: r.includeAI,
      aiIncluded: r.aiIncluded,
      warnings: r.warnings,
      saved: true,
      ...(r.writer ? { writer: r.writer } : {}),
    },
    language: r.language ?? 'en',
  };
}
