/**
 * POST /advisor/chat as a use case: checks (conversation ownership, bounds), grounding (the newest
 * completed blueprint of the paying account), the estimate and the payment — all before the stream
 * starts, so their failures are ordinary JSON errors (400, 402, 404) — then the streamed answer.
 *
 * The charge settles when the stream ends (middy runs `after` middlewares before a streamed body
 * is piped, so no middleware can do it), in the order of shared/accounts/paid-work.ts: the turn is
 * recorded on the conversation with the payment's receipt first, THEN the hold is settled to the
 * actual price (never above the estimate; the rest refunded) or the free message's hold ended,
 * then the stream's last byte. A crash before the record gets everything back (reconciler); one
 * after it is settled for the recorded price.
 * A failure on our side after the stream started ends it with a final line and gives back
 * everything the answer took. A client that goes away (the response stream is destroyed) aborts
 * the model call and pays for the usage generated so far: the turn is recorded with `cut: true`.
 *
 * Latency: the model call needs only the grounding, so it leaves as soon as the facts are read
 * (when the balance seen by the key check covers the estimate), while the conversation check
 * and the payment run alongside; its first token is released only once they succeeded.
 */
import { Readable } from 'node:stream';
import { AppError, invalidInput } from '../errors';
import type { RouteContext, StreamResult } from '../http/types';
import { errorFields } from '../http/error-codes';
import type { AnswerInput, AnswerState } from './advisor';
import { fund } from './billing';
import { MAX_TURNS, newConversationId, type ConversationTarget, type TurnRecord } from './conversations-store';
import { factsFromBlueprint, type AdvisorFacts, type SavedPersonFact } from './facts';
import { emptyUsage, estimate, firstCallInputBound, priceOf, totalTokens, type TokenUsage } from './pricing';
import { systemPrompt, toApiMessages } from './prompts';
import { AGENT_VERSION, type ChatRequest } from './request';
import { advisorServices, type AdvisorServices } from './services';
import { subjectStore } from '../subjects/store';
import { toolsFor } from './tools';

/** The answer stops this long before the function's timeout, so it can still settle and end the stream. */
export const DEADLINE_MARGIN_MS = 15_000;

export const conversationNotFound = (): AppError =>
  new AppError('not_found', 'Conversation not found', 'No conversation with this id belongs to the caller’s account');

/** Facts of saved blueprints by owner and id: a saved blueprint never changes, so they are kept per container. */
const factsCache = new Map<string, AdvisorFacts | null>();
const FACTS_CACHE_SIZE = 500;

/** The grounding each owner had at their last answer in this container: the guess for the next one. */
const lastGrounding = new Map<string, AdvisorFacts | null>();

const remember = <V>(m: Map<string, V>, key: string, value: V): void => {
  m.delete(key);
  if (m.size >= FACTS_CACHE_SIZE) m.delete(m.keys().next().value!);
  m.set(key, value);
};

/**
 * Whose chart grounds an answer (docs/advisor.md, "Whose chart"): a blueprint asked for by id, or
 * the newest completed blueprint saved with a subject, or (neither) the newest completed blueprint
 * of the account, today's behaviour.
 */
export interface GroundingTarget {
  blueprintId?: string;
  subject?: string;
}

export const blueprintNotFound = (message: string): AppError => new AppError('not_found', 'Blueprint not found', message);

const factsOf = async (store: AdvisorServices['blueprints'], ownerId: string, blueprintId: string): Promise<AdvisorFacts | null | undefined> => {
  const key = `${ownerId}/${blueprintId}`;
  const cached = factsCache.get(key);
  if (cached !== undefined) return cached;
  const record = await store.get(ownerId, blueprintId);
  if (!record) return undefined;
  const facts = record.status === 'completed' ? factsFromBlueprint(record) : null;
  remember(factsCache, key, facts);
  return facts;
};

const targetKey = (ownerId: string, t: GroundingTarget): string => `${ownerId}|${t.blueprintId ?? ''}|${t.subject ?? ''}`;

/**
 * The facts that ground an answer for `target`; null in general mode. A blueprintId that is not
 * one of the owner's (or, with a subject too, not saved with that subject) is 404 `Blueprint not
 * found`. The people the relationship tool may compare are the completed blueprints of the same
 * subject when there is one (an app's end users never see each other's), else of the account.
 */
export async function groundingFacts(
  store: AdvisorServices['blueprints'],
  ownerId: string,
  target: GroundingTarget = {},
  /** A subject's facts from its birth data (./subject-facts.ts), for a subject that has no completed blueprint; null when there is no such subject. */
  ofSubject?: (subject: string) => Promise<AdvisorFacts | null>,
): Promise<AdvisorFacts | null> {
  // read, not cached, side by side with the list: a blueprint deleted since must not ground an answer
  const [{ items }, record] = await Promise.all([
    store.list(ownerId, 1, 100, target.subject),
    target.blueprintId !== undefined ? store.get(ownerId, target.blueprintId) : Promise.resolve(undefined),
  ]);
  let facts: AdvisorFacts | null = null;
  let subject = target.subject;
  if (target.blueprintId !== undefined) {
    if (!record) throw blueprintNotFound(`No blueprint ${target.blueprintId} for this account`);
    if (target.subject !== undefined && record.subject !== target.subject) throw blueprintNotFound(`Blueprint ${target.blueprintId} was not saved with subject ${target.subject}`);
    facts = record.status === 'completed' ? factsFromBlueprint(record) : null;
    subject ??= record.subject;
  } else {
    const newest = items.find((b) => b.status === 'completed');
    if (newest) facts = (await factsOf(store, ownerId, newest.blueprintId)) ?? null;
    // a subject without a blueprint: its birth data, cast in memory (issue 44)
    else if (target.subject !== undefined && ofSubject) facts = await ofSubject(target.subject);
  }
  // the people saved in the account (of the subject, when there is one), for the relationship tool (read fresh: the list changes)
  if (facts) {
    const people: SavedPersonFact[] = items
      // a blueprint of an unknown birth time cannot be cast again for a relationship (shared/blueprint/birth.ts refuseTimeUnknown)
      .filter((b) => b.status === 'completed' && b.timeUnknown !== true && (subject === undefined || b.subject === subject))
      .map((b) => ({
        blueprintId: b.blueprintId,
        fullName: b.fullName,
        birthDate: b.birthDate,
        birthTime: b.birthTime,
        location: b.location,
        ...(b.place ? { place: b.place } : {}),
        ...(b.chartOptions ? { chartOptions: b.chartOptions } : {}),
        ...(b.utcOffset !== undefined ? { utcOffset: b.utcOffset } : {}),
      }));
    facts = { ...facts, people };
  }
  remember(lastGrounding, targetKey(ownerId, target), facts);
  return facts;
}

/** Facts of the newest completed blueprint with content stored under the owner; null in general mode. */
export const latestFacts = (store: AdvisorServices['blueprints'], ownerId: string): Promise<AdvisorFacts | null> => groundingFacts(store, ownerId);

/**
 * The target of this turn: a new conversation's is the request's; a continued one keeps the
 * target of its first turn (the blueprint it was about, the subject). A request naming another
 * blueprint or subject than the conversation's is 400: start a new conversation for another person.
 */
export const turnTarget = (req: Pick<ChatRequest, 'blueprintId' | 'subject'>, stored: ConversationTarget | undefined): GroundingTarget => {
  if (!stored) return { ...(req.blueprintId !== undefined ? { blueprintId: req.blueprintId } : {}), ...(req.subject !== undefined ? { subject: req.subject } : {}) };
  for (const field of ['blueprintId', 'subject'] as const) {
    const asked = req[field];
    if (asked !== undefined && asked !== stored[field]) {
      throw invalidInput(
        'Invalid request',
        `This conversation is about ${stored[field] !== undefined ? `${field} ${stored[field]}` : `no particular ${field}`}, not ${asked}; start a new conversation (omit conversationId) for another`,
      );
    }
  }
  return { ...stored };
};

const peopleKey = (f: AdvisorFacts | null): string => (f?.people ?? []).map((p) => p.blueprintId).join(',');
const sameGrounding = (a: AdvisorFacts | null, b: AdvisorFacts | null): boolean => (a?.blueprintId ?? null) === (b?.blueprintId ?? null) && peopleKey(a) === peopleKey(b);

/** What the HTTP edge gives the streaming chat, wired by its handler (functions/advisor/chat.ts). */
export interface ChatEdge {
  /** A key watch for the stream: re-checks the caller's key every few seconds and throws once it is revoked (shared/http/key-watch.ts). */
  watchKey: () => () => Promise<void>;
  /** The base of the error codes' docs links for this request (shared/http/errors.ts, docsBaseOf). */
  docsBase: () => string;
}

export async function startChat(req: ChatRequest, ctx: RouteContext, edge: ChatEdge): Promise<StreamResult> {
  const entered = performance.now();
  const { deps } = ctx;
  const cfg = deps.config.advisor;
  const services = advisorServices(deps);
  const ownerId = ctx.caller.accountId;
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);

  // All reads at once. The model call needs only the grounding, so it leaves as soon as the
  // grounding is known, while the payment runs alongside (see below). A continued conversation's
  // target (the person it is about) is read first: the grounding depends on it.
  const metaP = req.conversationId ? services.conversations.meta(ownerId, req.conversationId) : Promise.resolve(undefined);
  metaP.catch(() => undefined);
  // an unknown conversation grounds nothing: it is refused below (404) before anything is sent
  const targetP = metaP.then((meta) => (req.conversationId && !meta ? null : turnTarget(req, meta)));
  targetP.catch(() => undefined);
  const subjects = subjectStore(deps);
  const ofSubject = async (subject: string) => {
    const item = await subjects.get(ownerId, subject);
    if (!item) return null;
    // loaded on first use: the chart cores stay out of the chat's start-up (most turns name a blueprint or none)
    const { factsOfSubject } = await import('./subject-facts');
    return factsOfSubject(item, today);
  };
  const factsP = targetP.then((target) => (target ? groundingFacts(services.blueprints, ownerId, target, ofSubject) : null));
  factsP.catch(() => undefined);
  const checksP = Promise.all([metaP.then((m) => (req.conversationId ? m?.turnCount : 0)), services.billing.read(ownerId)]);
  checksP.catch(() => undefined);
  const advisor = await services.advisor();

  const { extraSystem, turns } = toApiMessages(req.messages);
  const outputCap = cfg.maxOutputTokens[req.model];
  const timeoutSeconds = ctx.route.timeoutSeconds ?? 29;
  const modelId = advisor.modelId(req.model);

  const abort = new AbortController();
  let gone = false;
  let finished = false;
  const deadline = setTimeout(() => abort.abort(new Error('time limit reached')), Math.max(1_000, timeoutSeconds * 1000 - DEADLINE_MARGIN_MS));
  deadline.unref();

  /** One way of answering: a grounding, its estimate, and the model's pieces (maybe already requested). */
  interface Attempt {
    facts: AdvisorFacts | null;
    est: ReturnType<typeof estimate>;
    state: AnswerState;
    pieces: AsyncGenerator<string, void, undefined>;
    firstP: Promise<IteratorResult<string, void>> | undefined;
    cancel: AbortController;
    /** When the model call was issued (early start). */
    issuedAt: number | undefined;
  }
  const prepare = (facts: AdvisorFacts | null): Attempt => {
    const system = systemPrompt({ agent: req.agent, facts, today }) + (extraSystem ? `\n\n${extraSystem}` : '');
    const tools = toolsFor(facts);
    const firstInputBound = firstCallInputBound(system, JSON.stringify(tools), turns);
    const est = estimate(req.model, firstInputBound, outputCap);
    const cancel = new AbortController();
    const input: AnswerInput = {
      system,
      turns,
      messages: req.messages,
      tools,
      facts,
      agent: req.agent,
      tier: req.model,
      today,
      budgetTokens: est.budgetTokens,
      firstInputBound,
      outputCap,
      maxCalls: cfg.maxModelCalls,
      signal: AbortSignal.any([abort.signal, cancel.signal]),
    };
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    const pieces = advisor.answer(input, state);
    // Early start: when the balance read by the key check already covers the estimate, the model
    // call leaves now and its first token is awaited only after the checks and the payment below
    // (nothing reaches the client before they succeed; if they fail, the call is aborted). With a
    // short balance the call waits for the payment, so refused requests never reach the model.
    const firstP = (ctx.account?.balance ?? 0) >= est.credits ? pieces.next() : undefined;
    firstP?.catch(() => undefined);
    return { facts, est, state, pieces, firstP, cancel, issuedAt: firstP ? performance.now() : undefined };
  };

  // The owner's grounding at their last answer here is the guess: the call leaves at once and the
  // blueprint lookup confirms it; if the newest blueprint changed meanwhile, the guessed call is
  // aborted (nothing of it is sent or charged) and the answer starts over with the right facts.
  // (a continued conversation's guess waits for its target: only a new one's is known at once)
  const guess = req.conversationId ? undefined : lastGrounding.get(targetKey(ownerId, turnTarget(req, undefined)));
  let attempt = guess !== undefined ? prepare(guess) : undefined;
  let facts: AdvisorFacts | null;
  let target: GroundingTarget | null;
  try {
    [target, facts] = await Promise.all([targetP, factsP]);
  } catch (e) {
    clearTimeout(deadline);
    abort.abort(new Error('refused'));
    throw e;
  }
  if (!attempt || !sameGrounding(attempt.facts, facts)) {
    attempt?.cancel.abort(new Error('stale grounding'));
    attempt = prepare(facts);
  }
  const { est, state, pieces, firstP } = attempt;
  const stop = (why: string): void => {
    clearTimeout(deadline);
    abort.abort(new Error(why));
  };

  let turnCount: number | undefined;
  let known: Awaited<typeof checksP>[1];
  try {
    [turnCount, known] = await checksP;
  } catch (e) {
    stop('refused');
    throw e;
  }
  if (turnCount === undefined) {
    stop('refused');
    throw conversationNotFound();
  }
  if (turnCount >= MAX_TURNS) {
    stop('refused');
    throw invalidInput('Invalid request', `A conversation holds at most ${MAX_TURNS} turns; start a new one (omit conversationId)`);
  }
  const conversationId = req.conversationId ?? newConversationId(now);
  // what the conversation remembers (written once, at its first turn with a target): the blueprint
  // it is about and its end user (the subject asked for, or the one the blueprint was saved with)
  const storedTarget: ConversationTarget = {};
  if (target?.blueprintId !== undefined || target?.subject !== undefined) {
    // a subject grounded by its birth data has no blueprint ('')
    const blueprintId = target.blueprintId ?? (facts?.blueprintId || undefined);
    const subject = target.subject ?? facts?.subject;
    if (blueprintId !== undefined) storedTarget.blueprintId = blueprintId;
    if (subject !== undefined) storedTarget.subject = subject;
  }

  let payment: Awaited<ReturnType<typeof fund>>;
  const work = services.conversations.workRef(ownerId, conversationId, ctx.requestId);
  try {
    payment = await fund({
      work: { ref: work, accounts: deps.stores.accounts, requestId: ctx.requestId, route: ctx.route.name, now },
      accountId: ownerId,
      today,
      freeMessages: cfg.freeMessages,
      estimate: est.credits,
      // the hold outlives the function; the reconciler releases it only if nobody settled it
      ttlSeconds: timeoutSeconds + 60,
      billing: services.billing,
      credits: ctx.credits,
      known,
    });
  } catch (e) {
    stop('refused');
    throw e;
  }
  const estimatedCost = payment.funding === 'credits' ? est.credits : 0;

  const out = new Readable({
    read() {},
    destroy(err, cb) {
      // destroyed before the end: the client went away (or the response stream failed)
      if (!finished) {
        gone = true;
        abort.abort(new Error('client disconnected'));
      }
      cb(err);
    },
  });

  const record = async (status: TurnRecord['status'], answer: string, cost: number, charged: number, error?: string, cut?: boolean): Promise<void> => {
    const turn: TurnRecord = {
      at: deps.now().toISOString(),
      requestId: ctx.requestId,
      keyId: ctx.caller.keyId,
      model: req.model,
      modelId,
      status,
      funding: payment.funding,
      usage: state.usage,
      cost,
      creditsCharged: charged,
      estimatedCost,
      // a subject grounded by its birth data has no blueprint ('')
      blueprintId: facts?.blueprintId || null,
      toolCalls: state.toolCalls,
      ...(error ? { error } : {}),
      ...(cut ? { cut: true } : {}),
    };
    const messages = answer ? [...req.messages, { role: 'assistant' as const, content: answer }] : [...req.messages];
    // a paid turn carries the payment's receipt, written in the same update: the reconciler settles by it
    const receipt = status === 'failed' ? undefined : payment.receipt(charged);
    try {
      await services.conversations.recordTurn({
        ownerId,
        conversationId,
        messages,
        model: req.model,
        agent: req.agent,
        turn,
        now: turn.at,
        ...(receipt ? { receipt: { attr: work.attr, value: receipt } } : {}),
        target: storedTarget,
      });
    } catch (e) {
      ctx.log.error('advisor turn not recorded', { conversationId, err: e instanceof Error ? e.message : String(e) });
    }
  };

  // The first piece is awaited before the stream is returned: a model that cannot start (down,
  // refusing the key, overloaded after the SDK's retries) is an ordinary JSON 500 with nothing
  // charged, and the headers still precede the first chunk, which follows them at once.
  let first: IteratorResult<string, void>;
  const firstNow = firstP ?? pieces.next();
  // the handler's own time before the model call left (Server-Timing `advisor`)
  const prepMs = (attempt.issuedAt ?? performance.now()) - entered;
  try {
    first = await firstNow;
  } catch (e) {
    clearTimeout(deadline);
    await payment.giveBack().catch(() => undefined);
    await record('failed', '', 0, 0, errorLabel(e));
    ctx.log.warn('advisor could not start', { conversationId, err: e instanceof Error ? e.message : String(e) });
    throw new AppError('internal', 'Advisor unavailable', `The advisor could not start an answer (${errorLabel(e)}); nothing was charged, please try again.`);
  }

  /** The price of the usage so far, never above the estimate (the loop keeps usage inside the budget). */
  const priceSoFar = (usage: TokenUsage): number => {
    const tokens = totalTokens(usage);
    const price = priceOf(req.model, tokens);
    if (payment.funding === 'credits' && price > est.credits) {
      // cannot happen (the loop keeps usage inside the budget); never charge above the estimate
      ctx.log.error('advisor usage above the estimate', { tokens, budget: est.budgetTokens, price, estimate: est.credits });
    }
    return Math.min(price, est.credits);
  };
  /** Record with the receipt, then settle (the order of shared/accounts/paid-work.ts). */
  const pay = async (answer: string, cost: number, cut: boolean, why = 'client disconnected'): Promise<number> => {
    const charged = payment.funding === 'credits' ? cost : 0;
    await record(cut ? 'cancelled' : 'completed', answer, cost, charged, cut ? why : undefined, cut);
    const settled = await payment.settle(charged);
    if (settled !== charged) ctx.log.error('advisor settle found the hold ended', { conversationId, charged, settled });
    return settled;
  };

  /**
   * The client hung up: it pays for what was generated and delivered so far. The model call is
   * stopped; the text of its unfinished message counts as characters / 4 when the model had not
   * reported that output yet.
   */
  const cutShort = async (answer: string, why = 'client disconnected'): Promise<number> => {
    await pieces.return(undefined).catch(() => undefined);
    state.usage = { ...state.usage, outputTokens: Math.max(state.usage.outputTokens, Math.ceil(answer.length / 4)) };
    const cost = priceSoFar(state.usage);
    const charged = await pay(answer, cost, true, why);
    ctx.log.info(`advisor answer cut: ${why}`, { conversationId, funding: payment.funding, cost, charged });
    return charged;
  };

  // the key re-checked every few seconds of streaming (the edge's key watch, shared/http/key-watch.ts)
  const checkKey = edge.watchKey();

  const run = async (): Promise<void> => {
    let answer = '';
    let keyGone: Error | undefined;
    try {
      for (let r = first; !r.done; r = await pieces.next()) {
        if (gone) break;
        try {
          await checkKey();
        } catch (e) {
          keyGone = e instanceof Error ? e : new Error(String(e));
          break;
        }
        answer += r.value;
        out.push(r.value);
      }
      if (gone) {
        await cutShort(answer);
        return;
      }
      if (keyGone) {
        // revoked (or its account deleted) while the answer streamed: it stops here, paid for what was delivered
        abort.abort(keyGone);
        const charged = await cutShort(answer, 'key revoked');
        finished = true;
        out.push(`${answer && !answer.endsWith('\n') ? '\n\n' : ''}[advisor error] The answer stopped: ${keyGone.message}. ${charged > 0 ? `Charged for the part delivered: ${charged} credit${charged === 1 ? '' : 's'}` : 'Nothing was charged for it'}.\n`);
        out.push(null);
        return;
      }
      const cost = priceSoFar(state.usage);
      const charged = await pay(answer, cost, false);
      ctx.log.info('advisor answer', { conversationId, funding: payment.funding, tokens: totalTokens(state.usage), cost, charged, calls: state.usage.calls, tools: state.toolCalls.length });
      finished = true;
      out.push(null);
    } catch (e) {
      // the model call failed because the client hung up (its abort): that is the client's doing
      if (gone && (await cutShort(answer).then(() => true, () => false))) return;
      const reason = e instanceof Error ? e.message : String(e);
      try {
        await payment.giveBack();
      } catch (err) {
        // a hold left open is released by the reconciler after its TTL
        ctx.log.error('advisor give-back failed', { conversationId, err: err instanceof Error ? err.message : String(err) });
      }
      await record('failed', answer, 0, 0, reason);
      ctx.log.warn('advisor answer failed', { conversationId, reason, funding: payment.funding });
      if (!gone) {
        finished = true;
        const what = payment.funding === 'credits' ? 'Nothing was charged for it' : `The ${payment.funding === 'free' ? 'free message' : 'subscription message'} was given back`;
        // the error line carries what an error body carries: the code, the request id and the code's docs anchor
        const { code, docUrl } = errorFields('Advisor unavailable', ctx.requestId, edge.docsBase());
        out.push(
          `${answer && !answer.endsWith('\n') ? '\n\n' : ''}[advisor error] The answer stopped before it was complete (${errorLabel(e)}). ${what}; please try again. (code ${code}, request id ${ctx.requestId}, ${docUrl})\n`,
        );
        out.push(null);
      }
    } finally {
      clearTimeout(deadline);
    }
  };
  void run();

  return {
    stream: out,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      'X-Conversation-Id': conversationId,
      'X-Agent-Version': AGENT_VERSION,
      'X-Estimated-Cost': String(estimatedCost),
      'X-Advisor-Funding': payment.funding,
      'X-Advisor-Mode': facts ? 'personal' : 'general',
      'Server-Timing': `advisor;desc="handler to model call";dur=${prepMs.toFixed(1)}`,
    },
  };
}

/** A short, safe description of a mid-stream failure (no internals). */
const errorLabel = (e: unknown): string => {
  const status = (e as { status?: unknown })?.status;
  if (typeof status === 'number') return `model error ${status}`;
  const msg = e instanceof Error ? e.message : '';
  if (/time limit/.test(msg)) return 'time limit reached';
  if (/overloaded/i.test(msg)) return 'model overloaded';
  return 'model error';
};
