/**
 * The advisor chat over HTTP on the real local stack (dynalite): the stream and its headers,
 * validation, the debit order (free message, subscription quota, credits), settlement by usage,
 * refunds on failures and on a client that goes away, conversations per owner. The model side
 * is the real @anthropic-ai/sdk against the fake streaming Messages API on loopback; without a
 * key, the offline advisor.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { createKey, revokeKey } from '#shared/accounts/admin';
import { audit } from '#shared/accounts/reconcile';
import { advisorServices, setAdvisorServices } from '#shared/advisor/services';
import { priceOf } from '#shared/advisor/pricing';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { Crash, crashPoint } from '#test/support/crash';
import { startFakeAnthropic, type FakeAnthropic, type FakeReply, type FakeRequest } from '#test/support/fake-anthropic';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
let fake: FakeAnthropic;
const base = loadConfig().advisor;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  stack = await startTestStack({ config: { advisor: { ...base, freeMessages: 1, offlineChunkMs: 0 } } });
});
afterAll(async () => {
  offline();
  await stack?.close();
  await fake?.close();
});
afterEach(() => fake.reset());

/** No key: the offline advisor. */
const offline = (): void => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  delete process.env.AI_MAX_RETRIES;
  setAdvisorServices();
};
/** The real SDK against the fake Messages API. */
const online = (reply: (r: FakeRequest) => FakeReply | undefined): void => {
  process.env.ANTHROPIC_API_KEY = 'sk-test-fake';
  process.env.ANTHROPIC_BASE_URL = fake.url;
  process.env.AI_MAX_RETRIES = '0';
  fake.setReply(reply);
  setAdvisorServices();
};

const U = (input: number, output: number) => ({ input_tokens: input, output_tokens: output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
const ask = (key: string | undefined, body: Record<string, unknown>) => call(stack, 'POST', '/advisor/chat', { ...(key ? { key } : {}), body });
const question = (content: string, extra: Record<string, unknown> = {}) => ({ messages: [{ role: 'user', content }], ...extra });

/** An account whose free onboarding message is already used, so the answer is paid with credits. */
const paying = async (credits: number): Promise<TestAccount> => {
  const a = await newAccount(stack, credits);
  expect(await advisorServices(stack.deps).billing.takeFreeMessage(a.accountId, 1)).toBe(true);
  return a;
};

const saveBlueprint = async (a: TestAccount): Promise<void> => {
  const r = await call(stack, 'POST', '/generate-blueprint', {
    key: a.apiKey,
    body: { fullName: 'Ada Test', ...LONDON_1990, modules: { astrology: true, humanDesign: true, numerology: true } },
  });
  expect(r.status).toBe(200);
};

interface Turn {
  status: string;
  funding: string;
  cost: number;
  creditsCharged: number;
  estimatedCost: number;
  usage: { inputTokens: number; outputTokens: number; totalTokens: number; calls: number };
  toolCalls: string[];
}
const conversation = async (key: string, id: string) => {
  const r = await call(stack, 'GET', `/advisor/conversations/${id}`, { key });
  return { status: r.status, body: r.body, data: r.body.data as { turns: Turn[]; messages: { role: string; content: string }[]; agent: Record<string, unknown> } };
};

describe('offline advisor (no Anthropic key)', () => {
  beforeAll(offline);

  it('streams a general-mode answer with the headers of spec 4.13 and 8; the first message is free', { timeout: 90_000 }, async () => {
    const a = await newAccount(stack, 50);
    const r = await ask(a.apiKey, question('What is the sky like today?'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(r.headers.get('x-accel-buffering')).toBe('no');
    expect(r.headers.get('x-conversation-id')).toMatch(/^conv_[0-9A-Z]{26}$/);
    expect(r.headers.get('x-agent-version')).toMatch(/^advisor-/);
    expect(r.headers.get('x-estimated-cost')).toBe('0');
    expect(r.headers.get('x-advisor-funding')).toBe('free');
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(59);
    expect(r.text).toMatch(/offline mode/);
    expect(r.text).toMatch(/no blueprint is saved/);
    expect(r.text).toMatch(/the Sun is in \w+ and the Moon in \w+/);
    expect(r.text).toMatch(/not certainty/);
    expect(await balanceOf(stack, a.accountId)).toBe(50);
    const c = await conversation(a.apiKey, r.headers.get('x-conversation-id')!);
    expect(c.data.turns).toHaveLength(1);
    expect(c.data.turns[0]).toMatchObject({ status: 'completed', funding: 'free', creditsCharged: 0 });
    expect(c.data.messages.at(-1)).toEqual({ role: 'assistant', content: r.text });
  });

  it('charges the second message from the balance: the estimate is held, the price of the usage kept', async () => {
    const a = await newAccount(stack, 100);
    const first = await ask(a.apiKey, question('Hello'));
    const id = first.headers.get('x-conversation-id')!;
    const messages = [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'And this week?' },
    ];
    const second = await ask(a.apiKey, { messages, conversationId: id });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-conversation-id')).toBe(id);
    expect(second.headers.get('x-advisor-funding')).toBe('credits');
    const estimated = Number(second.headers.get('x-estimated-cost'));
    const c = await conversation(a.apiKey, id);
    const turn = c.data.turns[1]!;
    expect(turn.funding).toBe('credits');
    expect(turn.cost).toBe(priceOf('standard', turn.usage.totalTokens));
    expect(turn.creditsCharged).toBe(turn.cost);
    expect(turn.cost).toBeLessThanOrEqual(estimated);
    // the headers name the hold for what it is; the final charge is the turn's, readable as soon as the stream ended
    expect(second.headers.get('x-credits-held')).toBe(String(estimated));
    expect(second.headers.get('x-credits-available')).toBe(String(100 - estimated));
    expect(second.headers.get('x-credits-used')).toBeNull();
    expect(second.headers.get('x-credits-remaining')).toBeNull();
    expect(turn.creditsCharged).toBeLessThan(estimated);
    expect(await balanceOf(stack, a.accountId)).toBe(100 - turn.creditsCharged);
    expect(estimated).toBeGreaterThan(turn.cost);
    expect(await balanceOf(stack, a.accountId)).toBe(100 - turn.cost);
    expect(c.data.messages).toHaveLength(4);
  });

  it('answers from the saved blueprint, deterministically, in the six languages', async () => {
    const a = await newAccount(stack, 200);
    await saveBlueprint(a);
    const texts: Record<string, string> = {};
    for (const language of ['en', 'fr', 'es', 'de', 'pt', 'it']) {
      const r = await ask(a.apiKey, question('Tell me about me', { agent: { language, name: 'Orion' } }));
      expect(r.status).toBe(200);
      expect(r.headers.get('x-advisor-mode')).toBe('personal');
      texts[language] = r.text;
    }
    // London 1990-07-15 14:30: Sun in Cancer, Moon in Aries
    expect(texts.en).toMatch(/Orion here, in offline mode/);
    expect(texts.en).toMatch(/Your Sun is in Cancer, your Moon in Aries/);
    expect(texts.en).toMatch(/In Human Design you are a/);
    expect(texts.en).toMatch(/life path number is \d+/);
    expect(texts.fr).toMatch(/mode hors ligne/);
    expect(texts.fr).toMatch(/Soleil est en Cancer/);
    expect(texts.es).toMatch(/modo sin conexión/);
    expect(texts.de).toMatch(/Offline-Modus/);
    expect(texts.de).toMatch(/Sonne steht im Krebs/);
    expect(texts.pt).toMatch(/modo offline/);
    expect(texts.it).toMatch(/modalità offline/);
    expect(texts.it).toMatch(/Sole è in Cancro/);
    const again = await ask(a.apiKey, question('Tell me about me', { agent: { language: 'en', name: 'Orion' } }));
    expect(again.text).toBe(texts.en);
  });

  it('declines a prohibited topic', async () => {
    const a = await newAccount(stack, 50);
    const r = await ask(a.apiKey, question('What about my lottery numbers?', { agent: { prohibitedTopics: ['lottery'] } }));
    expect(r.text).toMatch(/asked not to discuss/);
  });
});

describe('validation and refusals before the stream (JSON errors, nothing charged)', () => {
  beforeAll(offline);
  const long = (n: number) => 'x'.repeat(n);

  it.each([
    ['no messages', { messages: [] }, 'Invalid messages'],
    ['messages missing', {}, 'Invalid messages'],
    ['last from the assistant', { messages: [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }] }, 'Invalid messages'],
    ['unknown role', { messages: [{ role: 'bot', content: 'a' }] }, 'Invalid messages'],
    ['empty content', { messages: [{ role: 'user', content: '' }] }, 'Invalid messages'],
    ['only white space', { messages: [{ role: 'user', content: ' \n\t\u3000 ' }] }, 'Invalid messages'],
    ['a control character', { messages: [{ role: 'user', content: 'hi\u0000' }] }, 'Invalid request'],
    ['a lone surrogate', { messages: [{ role: 'user', content: 'hi \ud83d' }] }, 'Invalid request'],
    ['a direction override in the agent name', { ...question('a'), agent: { name: 'Ada\u202E' } }, 'Invalid request'],
    ['too many messages', { messages: Array.from({ length: 101 }, () => ({ role: 'user', content: 'a' })) }, 'Invalid messages'],
    ['a message too long', { messages: [{ role: 'user', content: long(8_001) }] }, 'Invalid messages'],
    ['too much text together', { messages: Array.from({ length: 6 }, () => ({ role: 'user', content: long(7_000) })) }, 'Invalid messages'],
    ['unknown model', { ...question('a'), model: 'ultra' }, 'Invalid model'],
    ['agent name over 30', { ...question('a'), agent: { name: long(31) } }, 'Invalid agent'],
    ['agent tone over 100', { ...question('a'), agent: { tone: long(101) } }, 'Invalid agent'],
    ['agent language', { ...question('a'), agent: { language: 'nl' } }, 'Invalid agent'],
    ['custom instructions over 500', { ...question('a'), agent: { customInstructions: long(501) } }, 'Invalid agent'],
    ['11 prohibited topics', { ...question('a'), agent: { prohibitedTopics: Array.from({ length: 11 }, (_, i) => `t${i}`) } }, 'Invalid agent'],
    ['response style', { ...question('a'), agent: { responseStyle: 'long' } }, 'Invalid agent'],
    ['conversationId not a string', { ...question('a'), conversationId: 5 }, 'Invalid request'],
  ])('%s -> 400 %s', async (_name, body, error) => {
    const a = await newAccount(stack, 30);
    const r = await ask(a.apiKey, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(error);
    expect(typeof r.body.message).toBe('string');
    expect(await balanceOf(stack, a.accountId)).toBe(30);
    // the free message was not used by the refused request
    expect(await advisorServices(stack.deps).billing.takeFreeMessage(a.accountId, 1)).toBe(true);
  });

  it('401 without a key, 402 with required and available when the balance is below the estimate', async () => {
    expect((await ask(undefined, question('hi'))).status).toBe(401);
    const a = await paying(3);
    const r = await ask(a.apiKey, question('hi'));
    expect(r.status).toBe(402);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.body.error).toBe('Insufficient credits');
    expect(r.body.required).toBeGreaterThan(3);
    expect(r.body.available).toBe(3);
    expect(await balanceOf(stack, a.accountId)).toBe(3);
  });

  it('the chat profile allows 60 requests per minute per key, then 429 with the X-RateLimit headers', async () => {
    const a = await newAccount(stack, 10_000);
    for (let attempt = 0; attempt < 2; attempt++) {
      // a minute boundary inside the burst restarts the window: try once more
      const { apiKey } = await createKey(stack.deps.stores, a.accountId, stack.deps.config.keyPrefix);
      const replies = [];
      for (let i = 0; i < 6; i++) replies.push(...(await Promise.all(Array.from({ length: 10 }, () => ask(apiKey, question('hi'))))));
      const over = await ask(apiKey, question('one too many'));
      const resets = new Set([...replies, over].map((r) => r.headers.get('x-ratelimit-reset')));
      if (resets.size > 1) continue;
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(over.status).toBe(429);
      expect(over.body.error).toBe('Rate limit exceeded');
      expect(over.headers.get('x-ratelimit-limit')).toBe('60');
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      return;
    }
    throw new Error('two minute boundaries in a row');
  }, 30_000);

  it('another owner’s conversation is 404, for chat and for reads; lists are per owner', async () => {
    const a = await newAccount(stack, 50);
    const b = await newAccount(stack, 50);
    const r = await ask(a.apiKey, question('Mine'));
    const id = r.headers.get('x-conversation-id')!;
    const stolen = await ask(b.apiKey, question('Theirs', { conversationId: id }));
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe('Conversation not found');
    expect((await conversation(b.apiKey, id)).status).toBe(404);
    expect((await conversation(a.apiKey, id)).status).toBe(200);
    expect((await ask(a.apiKey, question('x', { conversationId: 'conv_nope' }))).status).toBe(404);
    await ask(b.apiKey, question('Own one'));
    const la = await call(stack, 'GET', '/advisor/conversations', { key: a.apiKey });
    const lb = await call(stack, 'GET', '/advisor/conversations', { key: b.apiKey });
    const ids = (x: typeof la) => (x.body.data as { conversations: { conversationId: string }[] }).conversations.map((c) => c.conversationId);
    expect(ids(la)).toEqual([id]);
    expect(ids(lb)).toHaveLength(1);
    expect(ids(lb)).not.toContain(id);
    expect((la.body.data as { pagination: { total: number } }).pagination.total).toBe(1);
    expect(await balanceOf(stack, b.accountId)).toBe(50);
  });
});

describe('an organization’s data is the organization’s (docs/self-service.md, "Whose data")', () => {
  beforeAll(offline);

  it('a member key reads, continues and deletes the owner’s conversation and blueprint; the owner sees the member’s', { timeout: 90_000 }, async () => {
    const org = await newAccount(stack, 500, 'organization');
    const member = await createKey(stack.deps.stores, org.accountId, stack.deps.config.keyPrefix, new Date(), { role: 'member', name: 'app' });
    const outsider = await newAccount(stack, 50, 'organization');
    // the owner key starts a conversation and saves a blueprint
    const first = await ask(org.apiKey, question('Hello from the owner'));
    expect(first.status).toBe(200);
    const conv = first.headers.get('x-conversation-id')!;
    await saveBlueprint(org);
    const owned = await call(stack, 'GET', '/blueprints/list', { key: org.apiKey });
    const bp = (owned.body.data as { blueprints: { id: string }[] }).blueprints[0]!.id;
    // the member key lists and reads both
    const listed = await call(stack, 'GET', '/advisor/conversations', { key: member.apiKey });
    expect((listed.body.data as { conversations: { conversationId: string }[] }).conversations.map((c) => c.conversationId)).toEqual([conv]);
    expect((await conversation(member.apiKey, conv)).data.messages[0]).toEqual({ role: 'user', content: 'Hello from the owner' });
    const bps = await call(stack, 'GET', '/blueprints/list', { key: member.apiKey });
    expect((bps.body.data as { blueprints: { id: string }[] }).blueprints.map((b) => b.id)).toEqual([bp]);
    expect((await call(stack, 'GET', `/blueprints/${bp}`, { key: member.apiKey })).status).toBe(200);
    // ... continues the conversation (a turn made by the member key, paid by the organization)
    const messages = [
      { role: 'user', content: 'Hello from the owner' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'And the member asks on' },
    ];
    const second = await ask(member.apiKey, { messages, conversationId: conv });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-conversation-id')).toBe(conv);
    expect((await conversation(org.apiKey, conv)).data.turns).toHaveLength(2);
    // another organization sees none of it
    expect((await conversation(outsider.apiKey, conv)).status).toBe(404);
    expect((await call(stack, 'GET', `/blueprints/${bp}`, { key: outsider.apiKey })).status).toBe(404);
    // ... and deletes both: gone for the owner key too
    expect((await call(stack, 'DELETE', `/advisor/conversations/${conv}`, { key: member.apiKey })).status).toBe(200);
    expect((await call(stack, 'DELETE', `/blueprints/${bp}`, { key: member.apiKey })).status).toBe(200);
    expect((await conversation(org.apiKey, conv)).status).toBe(404);
    expect((await call(stack, 'GET', `/blueprints/${bp}`, { key: org.apiKey })).status).toBe(404);
    // what a member key makes, the owner key sees
    const made = await ask(member.apiKey, question('Made by the member'));
    expect((await conversation(org.apiKey, made.headers.get('x-conversation-id')!)).status).toBe(200);
  });
});

describe('debit order: free onboarding messages, then the subscription quota, then credits', () => {
  beforeAll(offline);

  it('takes the free message, then the quota, then the balance', async () => {
    const a = await newAccount(stack, 100);
    const today = new Date().toISOString().slice(0, 10);
    const renews = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await advisorServices(stack.deps).billing.setSubscription(a.accountId, { plan: 'starter', quota: 2, renewsAt: renews }, today);
    const fundings: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await ask(a.apiKey, question(`Question ${i}`));
      expect(r.status).toBe(200);
      fundings.push(r.headers.get('x-advisor-funding')!);
    }
    expect(fundings).toEqual(['free', 'subscription', 'subscription', 'credits']);
    const list = await call(stack, 'GET', '/advisor/conversations', { key: a.apiKey });
    const convs = (list.body.data as { conversations: { creditsCharged: number }[] }).conversations;
    const charged = convs.reduce((n, c) => n + c.creditsCharged, 0);
    expect(charged).toBeGreaterThan(0);
    expect(await balanceOf(stack, a.accountId)).toBe(100 - charged);
  });

  it('an expired subscription is not used', async () => {
    const a = await paying(100);
    await advisorServices(stack.deps).billing.setSubscription(a.accountId, { plan: 'old', quota: 5, renewsAt: '2020-01-01' }, '2019-12-15');
    const r = await ask(a.apiKey, question('hi'));
    expect(r.headers.get('x-advisor-funding')).toBe('credits');
  });
});

describe('Anthropic advisor (real SDK, fake streaming Messages API)', () => {
  afterAll(offline);

  it('streams the model’s chunks in order; the final usage decides the charge', async () => {
    const text = 'Stars are guides, not rules. Your week looks steady and bright.';
    online(() => ({ kind: 'message', text, usage: { input_tokens: 1_500, output_tokens: 700, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }));
    const a = await paying(100);
    const r = await ask(a.apiKey, question('How is my week?'));
    expect(r.status).toBe(200);
    expect(r.text).toBe(text);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.stream).toBe(true);
    expect(fake.requests[0]!.body.model).toBe('claude-haiku-4-5');
    // 1,500 + 700 tokens = 3 units (message_start said 1 output token: that would be 2 units)
    expect(await balanceOf(stack, a.accountId)).toBe(100 - (5 + 3));
    const c = await conversation(a.apiKey, r.headers.get('x-conversation-id')!);
    expect(c.data.turns[0]).toMatchObject({ status: 'completed', cost: 8, creditsCharged: 8 });
    expect(c.data.turns[0]!.usage).toMatchObject({ inputTokens: 1_500, outputTokens: 700, totalTokens: 2_200, calls: 1 });
    expect(Number(r.headers.get('x-estimated-cost'))).toBeGreaterThanOrEqual(8);
  });

  it('premium: 10 + 2 per unit, on the premium model', async () => {
    online(() => ({ kind: 'message', text: 'Deep answer.', usage: { input_tokens: 2_000, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }));
    const a = await paying(100);
    const r = await ask(a.apiKey, question('Go deep', { model: 'premium' }));
    expect(r.status).toBe(200);
    expect(fake.requests[0]!.body.model).toBe('claude-sonnet-5');
    expect(await balanceOf(stack, a.accountId)).toBe(100 - (10 + 2 * 3));
  });

  it('runs a tool round trip on the saved blueprint while the text keeps streaming', async () => {
    online((req) =>
      req.index === 1
        ? {
            kind: 'tool_use',
            text: 'Let me look at your chart. ',
            tools: [{ name: 'get_chart', input: { part: 'planets' } }],
            usage: { input_tokens: 900, output_tokens: 60, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
          }
        : { kind: 'message', text: 'Your Sun is in Cancer.', usage: { input_tokens: 1_400, output_tokens: 40, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } },
    );
    const a = await newAccount(stack, 100);
    await saveBlueprint(a);
    expect(await advisorServices(stack.deps).billing.takeFreeMessage(a.accountId, 1)).toBe(true);
    const before = (await balanceOf(stack, a.accountId))!;
    const r = await ask(a.apiKey, question('Where is my Sun?'));
    expect(r.status).toBe(200);
    expect(r.text).toBe('Let me look at your chart. Your Sun is in Cancer.');
    expect(fake.requests).toHaveLength(2);
    const tools = (fake.requests[0]!.body as { tools?: { name: string }[] }).tools!.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['get_chart', 'get_human_design', 'get_numerology', 'get_transits', 'get_sky']));
    const second = fake.requests[1]!.body.messages!;
    const assistant = second.at(-2)!.content as { type: string; id?: string; name?: string; input?: unknown }[];
    const toolUse = assistant.find((b) => b.type === 'tool_use')!;
    expect(toolUse).toMatchObject({ name: 'get_chart', input: { part: 'planets' } });
    const result = (second.at(-1)!.content as { type: string; tool_use_id: string; content: string }[])[0]!;
    expect(result.type).toBe('tool_result');
    expect(result.tool_use_id).toBe(toolUse.id);
    const planets = (JSON.parse(result.content) as { planets: { body: string; sign: string }[] }).planets;
    expect(planets.find((p) => p.body === 'sun')!.sign).toBe('cancer');
    expect(planets.find((p) => p.body === 'moon')!.sign).toBe('aries');
    // both calls count: 900 + 60 + 1,400 + 40 = 2,400 tokens = 3 units
    expect(await balanceOf(stack, a.accountId)).toBe(before - 8);
    const c = await conversation(a.apiKey, r.headers.get('x-conversation-id')!);
    expect(c.data.turns[0]).toMatchObject({ toolCalls: ['get_chart'], cost: 8 });
    expect(c.data.turns[0]!.usage.calls).toBe(2);
  });

  it('a model error mid-stream ends the stream with a final line and refunds everything', async () => {
    online(() => ({ kind: 'stream-error', text: 'The first half of an answer ' }));
    const a = await paying(100);
    const r = await ask(a.apiKey, question('Tell me'));
    expect(r.status).toBe(200);
    expect(r.text.startsWith('The first half of an answer')).toBe(true);
    expect(r.text).toMatch(/\n\[advisor error\] The answer stopped before it was complete \(.+\)\. Nothing was charged for it; please try again\. \(code advisor_unavailable, request id [^,]+, https?:\/\/[^ ]+\/v1\/docs#error-advisor_unavailable\)\n$/);
    expect(await balanceOf(stack, a.accountId)).toBe(100);
    const c = await conversation(a.apiKey, r.headers.get('x-conversation-id')!);
    expect(c.data.turns[0]).toMatchObject({ status: 'failed', cost: 0, creditsCharged: 0 });
  });

  it('a model that cannot start is a JSON 500 with nothing charged; a free message is given back', async () => {
    online(() => ({ kind: 'error', status: 500 }));
    const a = await newAccount(stack, 100);
    const r = await ask(a.apiKey, question('Tell me'));
    expect(r.status).toBe(500);
    expect(r.body.error).toBe('Advisor unavailable');
    expect(await balanceOf(stack, a.accountId)).toBe(100);
    // the free message is still there
    expect(await advisorServices(stack.deps).billing.takeFreeMessage(a.accountId, 1)).toBe(true);
  });

  it('a refused request (another owner’s conversation) is a JSON 404 even when the model call already left', async () => {
    online(() => ({ kind: 'message', text: 'never shown', delayMs: 30 }));
    const owner = await paying(100);
    const first = await ask(owner.apiKey, question('Mine'));
    const id = first.headers.get('x-conversation-id')!;
    const other = await paying(100);
    const r = await ask(other.apiKey, question('Theirs', { conversationId: id }));
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Conversation not found');
    expect(r.text).not.toContain('never shown');
    expect(await balanceOf(stack, other.accountId)).toBe(100);
    const c = await conversation(owner.apiKey, id);
    expect(c.data.turns).toHaveLength(1);
  });

  it('a blueprint saved since the last answer replaces the guessed grounding: only the personal answer is sent and charged', async () => {
    online((req) => {
      const personal = JSON.stringify(req.body.system).includes('PERSONAL MODE');
      return { kind: 'message', text: personal ? 'personal answer' : 'general answer', delayMs: 20, usage: U(personal ? 1_200 : 300, 30) };
    });
    const a = await paying(200);
    const general = await ask(a.apiKey, question('First question'));
    expect(general.text).toBe('general answer');
    const afterFirst = (await balanceOf(stack, a.accountId))!;
    await saveBlueprint(a);
    const afterBlueprint = (await balanceOf(stack, a.accountId))!;
    expect(afterBlueprint).toBe(afterFirst - 4);
    fake.reset();
    online((req) => {
      const personal = JSON.stringify(req.body.system).includes('PERSONAL MODE');
      return { kind: 'message', text: personal ? 'personal answer' : 'general answer', delayMs: 20, usage: U(personal ? 1_200 : 300, 30) };
    });
    const r = await ask(a.apiKey, question('Second question'));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-advisor-mode')).toBe('personal');
    expect(r.text).toBe('personal answer');
    // 1,230 tokens: 2 units
    expect(await balanceOf(stack, a.accountId)).toBe(afterBlueprint - 7);
  });

  it('the first chunk reaches the client before the model has finished', async () => {
    // the model holds the rest of its answer until the client has read the first word (a gate,
    // not a race of timers against a loaded machine)
    let finishModel!: () => void;
    const rest = new Promise<void>((r) => (finishModel = r));
    online(() => ({ kind: 'message', text: 'one two three four five six seven eight', chunkDelayMs: 5, restAfter: rest }));
    const a = await paying(100);
    const res = await fetch(`${stack.api.url}/advisor/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(question('Stream it')),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const firstChunk = await reader.read();
    expect(decoder.decode(firstChunk.value)).toBe('one ');
    // the model has not finished: its call is still open, the other seven words not yet written
    expect(fake.inFlight).toBe(1);
    finishModel();
    let after = '';
    for (let c = await reader.read(); !c.done; c = await reader.read()) after += decoder.decode(c.value, { stream: true });
    expect(`one ${after}`).toBe('one two three four five six seven eight');
  });

  /**
   * Waits (up to 2 s) for an answer the client abandoned to settle: the model call stopped, the turn
   * recorded as cut (`cancelled`, `cut: true`) and paid for the usage generated so far: a reserve and
   * a settle of that price, never the whole hold, never nothing.
   */
  const expectCut = async (a: TestAccount, credits: number): Promise<void> => {
    const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
      let v = await read();
      for (let i = 0; i < 100 && !done(v); i++) {
        await new Promise((r) => setTimeout(r, 20));
        v = await read();
      }
      return v;
    };
    expect(await until(async () => fake.inFlight, (n) => n === 0)).toBe(0);
    const list = await until(
      () => call(stack, 'GET', '/advisor/conversations', { key: a.apiKey }),
      (l) => (l.body.data as { conversations: unknown[] }).conversations.length > 0,
    );
    const id = (list.body.data as { conversations: { conversationId: string }[] }).conversations[0]!.conversationId;
    const c = await until(() => conversation(a.apiKey, id), (x) => x.data.turns[0]?.status === 'cancelled');
    const turn = c.data.turns[0]! as Turn & { cut?: boolean };
    expect(turn).toMatchObject({ status: 'cancelled', cut: true, funding: 'credits' });
    // 5 + 1 unit: the fake's input (message_start) and the words delivered so far
    expect(turn.cost).toBe(priceOf('standard', turn.usage.totalTokens));
    expect(turn.cost).toBeGreaterThanOrEqual(6);
    expect(turn.creditsCharged).toBe(turn.cost);
    expect(turn.cost).toBeLessThan(turn.estimatedCost);
    // the part of the answer that was generated is kept with the turn
    expect(c.data.messages.at(-1)!.role).toBe('assistant');
    expect(c.data.messages.at(-1)!.content).toMatch(/^w0 /);
    expect(await until(() => balanceOf(stack, a.accountId), (b) => b === credits - turn.cost)).toBe(credits - turn.cost);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.map((r) => [r.kind, r.credits])).toEqual([
      ['reserve', turn.estimatedCost],
      ['settle', turn.cost],
    ]);
  };

  it('through the local server, a client that drops the connection mid-answer pays the usage so far, the turn is kept as cut, the model call stops', async () => {
    online(() => ({ kind: 'message', text: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '), chunkDelayMs: 25 }));
    const a = await paying(100);
    const abort = new AbortController();
    const res = await fetch(`${stack.api.url}/advisor/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(question('Long answer please')),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // the first words arrived
    abort.abort();
    await expectCut(a, 100);
  });

  it('a key revoked while its answer streams: the stream stops within seconds with a final line, paid for what was delivered', { timeout: 60_000 }, async () => {
    // 60 words, one every 200 ms: 12 s of answer, the key re-checked every 2 s of it (shared/http/key-watch.ts)
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    online(() => ({ kind: 'message', text: words.join(' '), chunkDelayMs: 200 }));
    const a = await paying(100);
    const other = await createKey(stack.deps.stores, a.accountId, stack.deps.config.keyPrefix);
    const res = await fetch(`${stack.api.url}/advisor/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(question('Long answer please')),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value); // the first words arrived
    await revokeKey(stack.deps.stores, a.keyId);
    const revokedAt = performance.now();
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value);
    const stoppedAfterMs = performance.now() - revokedAt;
    expect(text).toMatch(/\[advisor error\] The answer stopped: The API key has been revoked\. Charged for the part delivered: \d+ credits?\.\n$/);
    // stopped long before the answer's end (12 s): the last words never came
    expect(text).not.toContain('w59');
    expect(stoppedAfterMs).toBeLessThan(8_000);
    expect(await new Promise((r) => setTimeout(() => r(fake.inFlight), 200))).toBe(0);
    const list = await call(stack, 'GET', '/advisor/conversations', { key: other.apiKey });
    const id = (list.body.data as { conversations: { conversationId: string }[] }).conversations[0]!.conversationId;
    const turn = (await conversation(other.apiKey, id)).data.turns[0]! as Turn & { cut?: boolean; error?: string };
    expect(turn).toMatchObject({ status: 'cancelled', cut: true, error: 'key revoked', funding: 'credits' });
    expect(turn.creditsCharged).toBe(turn.cost);
    expect(text).toContain(`Charged for the part delivered: ${turn.cost} credit`);
    expect(await balanceOf(stack, a.accountId)).toBe(100 - turn.cost);
  });

  it('a client that goes away aborts the model call and pays for what was generated (the Lambda response stream fails)', async () => {
    online(() => ({ kind: 'message', text: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '), chunkDelayMs: 25 }));
    const a = await paying(100);
    const { handler } = (await import('#functions/advisor/chat')) as unknown as {
      handler: (e: APIGatewayProxyEvent, s: Writable, c: Context) => Promise<void>;
    };
    let writes = 0;
    const response = new Writable({
      write(_chunk, _enc, cb) {
        writes += 1;
        // the connection drops after the second chunk
        if (writes >= 2) cb(new Error('client disconnected'));
        else cb();
      },
    });
    (response as unknown as { setPrelude: () => void }).setPrelude = () => undefined;
    const event = {
      httpMethod: 'POST',
      path: '/v1/advisor/chat',
      resource: '/advisor/chat',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' },
      multiValueHeaders: {},
      body: JSON.stringify(question('Long answer please')),
      isBase64Encoded: false,
      pathParameters: null,
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      stageVariables: null,
      requestContext: { requestId: `gone-${Date.now()}` },
    } as unknown as APIGatewayProxyEvent;
    const context = { awsRequestId: 'gone', getRemainingTimeInMillis: () => 300_000 } as unknown as Context;
    await handler(event, response, context).catch(() => undefined);
    await expectCut(a, 100);
  });

  it('through the local server, a client that hangs up before the first chunk (the model still starting) leaves the server up and the money straight', async () => {
    // the model's first words come late: the client is gone while the handler still awaits them
    online(() => ({ kind: 'message', text: 'late words', delayMs: 300 }));
    const a = await paying(100);
    const body = JSON.stringify(question('Anyone there?'));
    const socket = connect(stack.api.port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(
      `POST /v1/advisor/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${a.apiKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    for (let i = 0; i < 200 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(fake.requests.length).toBe(1); // the model call is out: the handler holds the credits
    socket.destroy();
    // the server still answers; the turn is recorded as cut and paid for what the model made, no hold left open
    let turns: Turn[] = [];
    for (let i = 0; i < 100 && !turns.some((t) => t.status === 'cancelled'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      const list = await call(stack, 'GET', '/advisor/conversations', { key: a.apiKey });
      expect(list.status).toBe(200);
      const conv = (list.body.data as { conversations: { conversationId: string }[] }).conversations[0];
      if (conv) turns = (await conversation(a.apiKey, conv.conversationId)).data.turns;
    }
    expect(turns.map((t) => t.status)).toEqual(['cancelled']);
    const acc = await audit(stack.deps.stores, a.accountId);
    expect(acc).toMatchObject({ agree: true, heldCredits: 0, openHolds: [], balance: 100 - turns[0]!.creditsCharged });
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.map((r) => [r.kind, r.credits])).toEqual([
      ['reserve', turns[0]!.estimatedCost],
      ['settle', turns[0]!.creditsCharged],
    ]);
  });
});

describe('a crash between any two steps of an answer (reserve or free message, answer, record, settle, end)', () => {
  beforeAll(offline);

  /**
   * Runs one answer through the real use case with stores whose `crashAt`-th write (debit or free
   * message, the turn's record, the settle) dies 'before' it reaches the store or 'after' it landed;
   * every later call dies too (the process is gone, nothing unwinds). Returns how many writes it made.
   */
  const answerWithCrash = async (a: TestAccount, crashAt: number, when: 'before' | 'after'): Promise<number> => {
    const deps = stack.deps;
    const { wrap, count } = crashPoint(crashAt, when);
    const real = advisorServices(deps);
    const stores = { ...deps.stores, accounts: wrap(deps.stores.accounts, ['debit', 'settle', 'endCounterHold']) };
    setAdvisorServices({ conversations: wrap(real.conversations, ['recordTurn']), billing: wrap(real.billing, ['takeFreeMessage']) });
    const { startChat } = await import('#shared/advisor/chat');
    const { keyWatch } = await import('#shared/http/key-watch');
    const { docsBaseOf } = await import('#shared/http/errors');
    const { createCreditsService } = await import('#shared/accounts/credits');
    const { ROUTES } = await import('#shared/routes');
    const route = ROUTES.find((r) => r.name === 'advisor-chat')!;
    const requestId = `crash-${Math.random().toString(36).slice(2)}`;
    const credits = createCreditsService({ stores, accountId: a.accountId, keyId: a.keyId, route: route.name, requestId, now: deps.now, holdTtlSeconds: 360 });
    try {
      const started = await startChat(
        { messages: [{ role: 'user', content: 'How is my week?' }], model: 'standard', agent: { name: 'Stella', tone: 'warm', language: 'en', customInstructions: '', prohibitedTopics: [], responseStyle: 'conversational' } } as never,
        {
          requestId,
          caller: { keyId: a.keyId, accountId: a.accountId, role: 'owner' },
          credits,
          log: deps.log,
          deps: { ...deps, stores },
          route,
          event: {} as never,
          params: {},
          query: {},
          language: 'en',
          account: await deps.stores.accounts.get(a.accountId),
          signal: new AbortController().signal,
        },
        { watchKey: () => keyWatch(stores.accounts, { keyId: a.keyId, accountId: a.accountId, role: 'owner' }), docsBase: () => docsBaseOf(undefined) },
      );
      // the client reads to the end (or to where the process died)
      await new Promise<void>((resolve) => {
        started.stream.on('data', () => undefined);
        started.stream.on('end', resolve);
        started.stream.on('error', () => resolve());
        setTimeout(resolve, 1_000);
      });
    } catch (e) {
      if (!(e instanceof Crash)) throw e;
    } finally {
      setAdvisorServices();
    }
    await new Promise((r) => setTimeout(r, 50));
    return count();
  };

  const outcome = async (a: TestAccount) => {
    const { reconcile, audit } = await import('#shared/accounts/reconcile');
    // past every hold's expiry
    const report = await reconcile(stack.deps.stores, new Date(Date.now() + 3_600_000));
    expect(report.errors).toEqual([]);
    const acc = (await audit(stack.deps.stores, a.accountId))!;
    expect(acc).toMatchObject({ agree: true, heldCredits: 0 });
    const raw = (await stack.deps.stores.accounts.get(a.accountId))!;
    expect(raw.counterHolds).toBeUndefined();
    const list = await call(stack, 'GET', '/advisor/conversations', { key: a.apiKey });
    const conv = (list.body.data as { conversations: { conversationId: string }[] }).conversations[0];
    const turn = conv ? (await conversation(a.apiKey, conv.conversationId)).data.turns[0] : undefined;
    const freeUsed = (await advisorServices(stack.deps).billing.read(a.accountId)).freeUsed;
    return { paid: 100 - acc.balance, turn, freeUsed };
  };

  it('credits: the caller pays the recorded price of a stored turn, or nothing', async () => {
    const probe = await paying(100);
    const writes = await answerWithCrash(probe, Number.MAX_SAFE_INTEGER, 'before');
    expect(writes).toBe(3); // reserve, record, settle
    for (let k = 0; k < writes; k++) {
      for (const when of ['before', 'after'] as const) {
        const a = await paying(100);
        await answerWithCrash(a, k, when);
        const { paid, turn } = await outcome(a);
        const where = `crash ${when} write ${k}`;
        if (turn && turn.status === 'completed') {
          expect(paid, where).toBe(turn.creditsCharged);
          expect(paid, where).toBeGreaterThan(0);
        } else expect(paid, where).toBe(0);
      }
    }
  });

  it('a free message: used by a stored answer, given back by the reconciler when the answer was never stored', async () => {
    const probe = await newAccount(stack, 100);
    const writes = await answerWithCrash(probe, Number.MAX_SAFE_INTEGER, 'before');
    expect(writes).toBe(3); // free message, record, end of its hold
    for (let k = 0; k < writes; k++) {
      for (const when of ['before', 'after'] as const) {
        const a = await newAccount(stack, 100);
        await answerWithCrash(a, k, when);
        const { paid, turn, freeUsed } = await outcome(a);
        const where = `crash ${when} write ${k}`;
        expect(paid, where).toBe(0);
        expect(freeUsed, where).toBe(turn && turn.status === 'completed' ? 1 : 0);
      }
    }
  });
});
