/**
 * The Anthropic writer: real `@anthropic-ai/sdk` Messages API calls, grounded on the chart facts,
 * with prompt caching of the shared context, a concurrency bound, retries with backoff,
 * a timeout per call, an overall deadline and token usage reporting.
 */
import { setMaxListeners } from 'node:events';
import Anthropic from '@anthropic-ai/sdk';
import type { Message, MessageCreateParamsNonStreaming, MessageCreateParamsStreaming, RawMessageStreamEvent, TextBlockParam } from '@anthropic-ai/sdk/resources/messages';
import type { AiConfig, AiTier } from './config';
import type { BlueprintFacts, TextRequest } from './facts';
import { Limiter } from './limiter';
import { answerLanguageLine, blueprintContext, sectionInstruction, textPrompt, WRITING_RULES } from './prompts';
import { detectLanguage } from './language-check';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { AiCallError, classifyError, MalformedResponseError, withRetry } from './retry';
import type { RetryPolicy } from './retry';
import type { AiModule, ModuleSectionMap } from './sections';
import { MODULE_SECTIONS } from './sections';
import type {
  AiLanguage,
  AiUsage,
  AiWriter,
  ModuleSectionsResult,
  StreamFinal,
  StreamRequest,
  TextResult,
  TextStream,
  WriteOptions,
  WriterMeta,
} from './types';
import { addUsage, emptyUsage } from './types';
import type { AiLogger } from './log';
import { defaultLogger } from './log';
import { checkFacts, resolveLanguage } from './common';
import { metrics } from '../observability/index';

/** Every token the API reported for a piece of work (input, output, cache writes and reads). */
const spent = (u: AiUsage): void => metrics.aiTokens(u.inputTokens + u.outputTokens + u.cacheCreationInputTokens + u.cacheReadInputTokens);

export interface AnthropicWriterDeps {
  logger?: AiLogger;
  /** Injected client (tests); default: one client built from the config. */
  client?: Anthropic;
}

const CACHE = { type: 'ephemeral' } as const;

function usageOf(u: Partial<Message['usage']> | undefined | null): AiUsage {
  return {
    inputTokens: u?.input_tokens ?? 0,
    outputTokens: u?.output_tokens ?? 0,
    cacheCreationInputTokens: u?.cache_creation_input_tokens ?? 0,
    cacheReadInputTokens: u?.cache_read_input_tokens ?? 0,
    requests: 1,
  };
}

/** Plain text for the API and the PDF: drops markdown headings, emphasis markers and a leading title line. */
export function cleanText(text: string): string {
  return text
    .replace(/^\s{0,3}#{1,6}\s+.*$\n?/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text of a Messages API answer; throws MalformedResponseError when there is none. */
export function textOf(msg: unknown): string {
  if (typeof msg !== 'object' || msg === null) throw new MalformedResponseError('answer is not an object');
  const m = msg as Partial<Message>;
  if (!Array.isArray(m.content)) throw new MalformedResponseError('answer has no content array');
  let text = m.content
    .filter((b): b is Extract<Message['content'][number], { type: 'text' }> => b?.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text)
    .join('')
    .trim();
  text = cleanText(text);
  if (text === '') throw new MalformedResponseError('answer has no text');
  if (m.stop_reason === 'max_tokens') {
    // Cut a truncated answer back to its last complete sentence.
    const cut = Math.max(text.lastIndexOf('. '), text.lastIndexOf('.\n'), text.endsWith('.') ? text.length - 1 : -1);
    if (cut > text.length / 2) text = text.slice(0, cut + 1);
  }
  return text;
}

export class AnthropicWriter implements AiWriter {
  readonly kind = 'anthropic' as const;
  readonly client: Anthropic;
  /** Shared by every call of this writer (one writer per container). */
  readonly limiter: Limiter;
  private readonly log: AiLogger;

  constructor(
    readonly config: AiConfig,
    deps: AnthropicWriterDeps = {},
  ) {
    this.client =
      deps.client ??
      new Anthropic({
        apiKey: config.apiKey ?? null,
        ...(config.baseURL ? { baseURL: config.baseURL } : {}),
        maxRetries: 0, // retries are ours (see retry.ts)
        timeout: config.timeoutMs,
      });
    this.limiter = new Limiter(config.concurrency);
    this.log = deps.logger ?? defaultLogger;
  }

  private meta(tier: AiTier | undefined, language: AiLanguage): WriterMeta {
    return { writer: 'anthropic', model: this.config.models[tier ?? 'standard'], language, requestedLanguage: language };
  }

  private policy(deadlineAt: number, signal?: AbortSignal, label?: string): RetryPolicy {
    return {
      maxRetries: this.config.maxRetries,
      baseMs: this.config.retryBaseMs,
      maxMs: this.config.retryMaxMs,
      timeoutMs: this.config.timeoutMs,
      deadlineAt,
      ...(signal ? { signal } : {}),
      onRetry: ({ attempt, delayMs, error }) =>
        this.log({ level: 'warn', msg: 'ai.retry', writer: 'anthropic', call: label, attempt, delayMs, code: error.code, status: error.status }),
    };
  }

  /**
   * One non-streaming call, bounded by the limiter, with retries; the answer must be in `language`
   * (shared/ai/language-check.ts): an answer in another language is asked for once more, and a
   * second one fails the call (`wrong_language`), like any failed call (not charged).
   */
  private async call(
    params: MessageCreateParamsNonStreaming,
    deadlineAt: number,
    signal: AbortSignal | undefined,
    label: string,
    language: AiLanguage,
  ): Promise<{ text: string; usage: AiUsage }> {
    const usage = emptyUsage();
    let attempts = 0;
    try {
      for (let round = 1; ; round++) {
        const text = await withRetry(
          (timeoutMs) =>
            this.limiter.run(async () => {
              attempts++;
              const msg = await this.client.messages.create(params, { timeout: timeoutMs, maxRetries: 0, ...(signal ? { signal } : {}) });
              // Tokens are spent even if the answer turns out unusable.
              if (msg && typeof msg === 'object' && 'usage' in msg) addUsage(usage, usageOf(msg.usage));
              return textOf(msg);
            }, signal),
          this.policy(deadlineAt, signal, label),
        );
        const found = await detectLanguage(text);
        if (found === undefined || found === language) return { text, usage };
        this.log({ level: 'warn', msg: 'ai.wrong_language', writer: 'anthropic', call: label, expected: language, found, round });
        if (round >= 2) throw new AiCallError('wrong_language', `the AI answer was not in ${LANGUAGE_NAMES[language].english} (it came back in ${LANGUAGE_NAMES[found].english}, twice)`, false, undefined, undefined, attempts);
      }
    } catch (err) {
      const error = classifyError(err);
      error.usage = usage;
      throw error;
    }
  }

  private systemBlocks(context: string): TextBlockParam[] {
    return [
      { type: 'text', text: WRITING_RULES },
      { type: 'text', text: context, cache_control: CACHE },
    ];
  }

  /** Writes the cache entry with a 1-token call so that the fan-out reads it instead of each call writing it. */
  private async prime(system: TextBlockParam[], model: string, deadlineAt: number, signal?: AbortSignal): Promise<AiUsage> {
    const usage = emptyUsage();
    try {
      const msg = await this.limiter.run(
        () =>
          this.client.messages.create(
            { model, max_tokens: 1, system, messages: [{ role: 'user', content: 'Reply with OK.' }] },
            // A 1-token answer is quick; never let priming eat more than a fifth of the budget.
            { timeout: Math.max(1, Math.min(this.config.timeoutMs, this.config.deadlineMs / 5, deadlineAt - Date.now())), maxRetries: 0, ...(signal ? { signal } : {}) },
          ),
        signal,
      );
      if (msg && typeof msg === 'object' && 'usage' in msg) addUsage(usage, usageOf(msg.usage));
    } catch (err) {
      // Priming is an optimisation only; the sections still run (and write the cache themselves).
      this.log({ level: 'warn', msg: 'ai.cache_prime_failed', writer: 'anthropic', code: classifyError(err).code });
    }
    return usage;
  }

  async writeModuleSections<M extends AiModule>(module: M, facts: BlueprintFacts, opts: WriteOptions = {}): Promise<ModuleSectionsResult<M>> {
    const out = await this.writeBlueprintSections([module], facts, opts);
    return out[module] as ModuleSectionsResult<M>;
  }

  async writeBlueprintSections(
    modules: readonly AiModule[],
    facts: BlueprintFacts,
    opts: WriteOptions = {},
  ): Promise<Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>> {
    const language = resolveLanguage(opts.language);
    for (const m of modules) checkFacts(m, facts);
    const started = Date.now();
    const deadlineAt = started + this.config.deadlineMs;
    const model = this.config.models[opts.tier ?? 'standard'];
    const system = this.systemBlocks(blueprintContext(facts, this.config.referenceNotes ? { referenceNotes: modules } : {}));
    const total = modules.reduce((n, m) => n + MODULE_SECTIONS[m].length, 0);
    const primeUsage = this.config.cachePrime && total > 1 ? await this.prime(system, model, deadlineAt, opts.signal) : emptyUsage();

    const results = await Promise.all(
      modules.map((m, i) => this.runModule(m, facts, system, model, language, deadlineAt, opts, i === 0 ? primeUsage : emptyUsage(), started)),
    );
    const out: Partial<Record<AiModule, ModuleSectionsResult>> = {};
    for (const r of results) out[r.module] = r;
    return out as Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>;
  }

  private async runModule<M extends AiModule>(
    module: M,
    facts: BlueprintFacts,
    system: TextBlockParam[],
    model: string,
    language: AiLanguage,
    deadlineAt: number,
    opts: WriteOptions,
    initialUsage: AiUsage,
    started: number,
  ): Promise<ModuleSectionsResult<M>> {
    const meta = { ...this.meta(opts.tier, language), model };
    const usage = addUsage(emptyUsage(), initialUsage);
    // One failing section fails the module: abort its other sections to stop spending tokens.
    const moduleAbort = new AbortController();
    const signal = opts.signal ? AbortSignal.any([opts.signal, moduleAbort.signal]) : moduleAbort.signal;
    // Every queued section listens to this signal (limiter, SDK, backoff): not a leak.
    setMaxListeners(0, signal, moduleAbort.signal);
    let failure: { error: AiCallError; section: string } | undefined;
    const keys = MODULE_SECTIONS[module] as readonly ModuleSectionMap[M][];
    const texts = await Promise.all(
      keys.map(async (key) => {
        try {
          const r = await this.call(
            {
              model,
              max_tokens: this.config.maxTokens,
              system,
              messages: [{ role: 'user', content: sectionInstruction(module, key, facts, language) }],
            },
            deadlineAt,
            signal,
            `${module}.${key}`,
            language,
          );
          addUsage(usage, r.usage);
          return r.text;
        } catch (err) {
          const error = classifyError(err);
          if (error.usage) addUsage(usage, error.usage);
          if (!failure) {
            failure = { error, section: key };
            moduleAbort.abort(error);
          }
          return undefined;
        }
      }),
    );
    const durationMs = Date.now() - started;
    if (failure) {
      const error = failure.error.toFailure(failure.section);
      spent(usage);
      this.log({ level: 'error', msg: 'ai.module', writer: 'anthropic', model, module, ok: false, code: error.code, section: error.section, attempts: error.attempts, durationMs, usage });
      return { ok: false, module, error, usage, durationMs, ...meta };
    }
    const sections = {} as Record<ModuleSectionMap[M], string>;
    keys.forEach((k, i) => {
      sections[k] = texts[i] as string;
    });
    spent(usage);
    this.log({ level: 'info', msg: 'ai.module', writer: 'anthropic', model, module, ok: true, sections: keys.length, durationMs, usage });
    return { ok: true, module, sections, usage, durationMs, ...meta };
  }

  async writeText(req: TextRequest & WriteOptions): Promise<TextResult> {
    const language = resolveLanguage(req.language);
    const meta = this.meta(req.tier, language);
    const { context, instruction } = textPrompt(req, language);
    const started = Date.now();
    const r = await this.call(
      {
        model: meta.model,
        max_tokens: this.config.maxTokens,
        system: this.systemBlocks(context),
        messages: [{ role: 'user', content: instruction }],
      },
      started + this.config.deadlineMs,
      req.signal,
      req.purpose,
      language,
    );
    spent(r.usage);
    this.log({ level: 'info', msg: 'ai.text', writer: 'anthropic', model: meta.model, purpose: req.purpose, durationMs: Date.now() - started, usage: r.usage });
    return { ...meta, text: r.text, usage: r.usage };
  }

  streamText(req: StreamRequest): TextStream {
    const language = resolveLanguage(req.language);
    const meta = this.meta(req.tier, language);
    let settle!: { resolve: (f: StreamFinal) => void; reject: (e: unknown) => void };
    const final = new Promise<StreamFinal>((resolve, reject) => {
      settle = { resolve, reject };
    });
    final.catch(() => undefined); // callers may only iterate; the iterator throws the same error
    const system: TextBlockParam[] = [{ type: 'text', text: WRITING_RULES }];
    if (req.system) system.push({ type: 'text', text: req.system });
    if (req.facts) system.push({ type: 'text', text: blueprintContext(req.facts) });
    // Cache everything up to here (rules, persona, grounding); the language line stays outside.
    system[system.length - 1] = { ...system[system.length - 1]!, cache_control: CACHE };
    system.push({ type: 'text', text: answerLanguageLine(language) });
    const params = {
      model: meta.model,
      max_tokens: req.maxTokens ?? this.config.maxTokens,
      system,
      messages: req.messages.map((m) => ({ role: m.role, content: m.content })),
      stream: true as const,
    };
    return { meta, textStream: this.runStream(params, meta, req.signal, settle), final };
  }

  private async *runStream(
    params: MessageCreateParamsStreaming,
    meta: WriterMeta,
    outerSignal: AbortSignal | undefined,
    settle: { resolve: (f: StreamFinal) => void; reject: (e: unknown) => void },
  ): AsyncGenerator<string> {
    const started = Date.now();
    const abort = new AbortController();
    const signal = outerSignal ? AbortSignal.any([outerSignal, abort.signal]) : abort.signal;
    let idle: NodeJS.Timeout | undefined;
    let timedOut = false;
    const arm = (): void => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, this.config.timeoutMs);
    };
    const usage = emptyUsage();
    let text = '';
    let stopReason: string | null = null;
    let settled = false;
    let stopped = false;
    try {
      // Retries cover the call up to the first byte of the stream; a broken stream is not replayed.
      const stream = await withRetry(
        (timeoutMs) => this.client.messages.create(params, { timeout: timeoutMs, maxRetries: 0, signal }),
        this.policy(started + this.config.deadlineMs, signal, 'stream'),
      );
      arm();
      for await (const ev of stream as AsyncIterable<RawMessageStreamEvent>) {
        arm();
        if (ev.type === 'message_start') {
          const u = usageOf(ev.message.usage);
          usage.inputTokens += u.inputTokens;
          usage.cacheCreationInputTokens += u.cacheCreationInputTokens;
          usage.cacheReadInputTokens += u.cacheReadInputTokens;
          usage.outputTokens = u.outputTokens;
          usage.requests = 1;
        } else if (ev.type === 'content_block_delta' && ev.delta.type === 'text_delta') {
          text += ev.delta.text;
          yield ev.delta.text;
        } else if (ev.type === 'message_stop') {
          stopped = true;
        } else if (ev.type === 'message_delta') {
          stopReason = ev.delta.stop_reason ?? stopReason;
          usage.outputTokens = ev.usage.output_tokens ?? usage.outputTokens;
          if (typeof ev.usage.input_tokens === 'number' && ev.usage.input_tokens > usage.inputTokens) usage.inputTokens = ev.usage.input_tokens;
        }
      }
      clearTimeout(idle);
      // The SDK ends the iteration quietly when the request is aborted: say why.
      if (timedOut) throw new AiCallError('timeout', 'AI stream stalled (timeout)', false);
      if (signal.aborted) throw new AiCallError('aborted', 'AI stream aborted', false);
      if (usage.requests === 0) throw new MalformedResponseError('stream ended without message_start');
      if (!stopped) throw new MalformedResponseError('stream ended before message_stop');
      spent(usage);
      this.log({ level: 'info', msg: 'ai.stream', writer: 'anthropic', model: meta.model, durationMs: Date.now() - started, usage });
      settled = true;
      settle.resolve({ ...meta, text, usage, stopReason });
    } catch (err) {
      clearTimeout(idle);
      const error = classifyError(err, timedOut);
      this.log({ level: 'error', msg: 'ai.stream', writer: 'anthropic', model: meta.model, code: error.code, status: error.status });
      settled = true;
      settle.reject(error);
      throw error;
    } finally {
      clearTimeout(idle);
      if (!settled) {
        // The consumer stopped iterating early: close the connection and settle `final`.
        abort.abort();
        settle.resolve({ ...meta, text, usage, stopReason: 'cancelled' });
      }
    }
  }
}
