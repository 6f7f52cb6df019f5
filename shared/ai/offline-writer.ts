/**
 * The offline writer: deterministic texts composed from the team's own interpretation texts.
 * Default when no ANTHROPIC_API_KEY is configured. Each language's texts are a pack of rooms
 * (shared/ai/offline/pack.ts: astrology and transits, Human Design, numerology, the daily texts);
 * a room a language has not written is answered in English and the metadata says so
 * (`languageFallback: true`).
 */
import type { BlueprintFacts, TextRequest } from './facts';
import { composeChatReply, composeSection, composeText } from './offline/compose';
import type { AiModule, ModuleSectionMap } from './sections';
import { MODULE_SECTIONS } from './sections';
import { boundRepetition } from './offline/repetition';
import type { AiWriter, ModuleSectionsResult, StreamFinal, StreamRequest, TextResult, TextStream, WriteOptions, WriterMeta } from './types';
import { emptyUsage, LANGUAGE_NAMES, type AiLanguage } from './types';
import { hasOfflineRoom, OFFLINE_PACKS, type OfflineRoom } from './offline/pack';

/** The pack member that writes each module (astrology: the pack's required part). */
const MODULE_ROOM: Record<AiModule, OfflineRoom | undefined> = { astrology: undefined, humanDesign: 'humanDesignSection', numerology: 'numerologySection' };
import type { AiLogger } from './log';
import { defaultLogger } from './log';
import { checkFacts, resolveLanguage } from './common';

export const OFFLINE_MODEL = 'offline-v1';

export class OfflineWriter implements AiWriter {
  readonly kind = 'offline' as const;
  private readonly log: AiLogger;

  constructor(deps: { logger?: AiLogger } = {}) {
    this.log = deps.logger ?? defaultLogger;
  }

  /**
   * `inLanguage`: whether this text has offline texts in the requested language (shared/ai/offline/pack.ts:
   * the astrology sections and the transit reading in English and French; everything else in English).
   */
  private meta(language: string | undefined, inLanguage: (l: AiLanguage) => boolean): WriterMeta {
    const requested = resolveLanguage(language);
    if (requested === 'en' || inLanguage(requested)) return { writer: 'offline', model: OFFLINE_MODEL, language: requested, requestedLanguage: requested };
    return {
      writer: 'offline',
      model: OFFLINE_MODEL,
      language: 'en',
      requestedLanguage: requested,
      languageFallback: true,
      notes: [`The offline writer writes this text in English only; ${LANGUAGE_NAMES[requested]} was requested.`],
    };
  }

  async writeModuleSections<M extends AiModule>(module: M, facts: BlueprintFacts, opts: WriteOptions = {}): Promise<ModuleSectionsResult<M>> {
    const room = MODULE_ROOM[module];
    const meta = this.meta(opts.language, (l) => (room ? hasOfflineRoom(l, room) : OFFLINE_PACKS[l] !== undefined));
    checkFacts(module, facts);
    const started = Date.now();
    const sections = {} as Record<ModuleSectionMap[M], string>;
    for (const key of MODULE_SECTIONS[module] as readonly ModuleSectionMap[M][]) sections[key] = composeSection(key, facts, meta.language);
    // one blueprint's module never says the same run of words more than twice (shared/ai/offline/repetition.ts)
    const bounded = boundRepetition(sections, MODULE_SECTIONS[module] as readonly ModuleSectionMap[M][]);
    const durationMs = Date.now() - started;
    this.log({ level: 'info', msg: 'ai.module', writer: 'offline', model: OFFLINE_MODEL, module, ok: true, sections: Object.keys(sections).length, durationMs, languageFallback: meta.languageFallback ?? false });
    return { ok: true, module, sections: bounded, usage: emptyUsage(), durationMs, ...meta };
  }

  async writeBlueprintSections(
    modules: readonly AiModule[],
    facts: BlueprintFacts,
    opts: WriteOptions = {},
  ): Promise<Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>> {
    const out: Partial<Record<AiModule, ModuleSectionsResult>> = {};
    for (const m of modules) out[m] = await this.writeModuleSections(m, facts, opts);
    return out as Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>;
  }

  async writeText(req: TextRequest & WriteOptions): Promise<TextResult> {
    const meta = this.meta(req.language, (l) => (req.purpose === 'transit' && OFFLINE_PACKS[l] !== undefined) || (req.purpose === 'relationship' && hasOfflineRoom(l, 'relationshipReading')) || (req.purpose === 'vedic' && hasOfflineRoom(l, 'vedicReading')));
    const text = composeText(req, meta.language);
    this.log({ level: 'info', msg: 'ai.text', writer: 'offline', model: OFFLINE_MODEL, purpose: req.purpose });
    return { ...meta, text, usage: emptyUsage() };
  }

  streamText(req: StreamRequest): TextStream {
    const meta = this.meta(req.language, () => false);
    const last = [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const text = composeChatReply(last, req.facts);
    const log = this.log;
    let resolveFinal!: (f: StreamFinal) => void;
    const final = new Promise<StreamFinal>((resolve) => {
      resolveFinal = resolve;
    });
    async function* chunks(): AsyncGenerator<string> {
      // Word-sized chunks, like a model stream.
      for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
      log({ level: 'info', msg: 'ai.stream', writer: 'offline', model: OFFLINE_MODEL });
      resolveFinal({ ...meta, text, usage: emptyUsage(), stopReason: 'end_turn' });
    }
    return { meta, textStream: chunks(), final };
  }
}
