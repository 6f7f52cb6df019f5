/**
 * The AI layer in the request's language, through the routes on the local stack with the real
 * SDK against the fake Messages API: the prompt names the language, an answer in another language
 * is asked for once more (charged when the second is right) or fails (not charged), and a stored
 * item read again answers in its own language with its writer (docs/languages.md).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiConfig, AnthropicWriter } from '#shared/ai/index';
import { blueprintStore } from '#shared/blueprint/store-access';
import type { LocalStack } from '#shared/http/local-stack';
import { setRelationshipServices } from '#shared/relationships/services';
import { setTransitServices } from '#shared/transits/services';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';
import { LONG_TEXT } from '#test/support/language-texts';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type Reply } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
let fake: FakeAnthropic;
beforeAll(async () => {
  stack = await startTestStack();
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  setTransitServices();
  setRelationshipServices();
  await stack?.close();
  await fake?.close();
});
afterEach(() => {
  setTransitServices();
  setRelationshipServices();
  fake.reset();
});

const anthropic = (): AnthropicWriter =>
  new AnthropicWriter(aiConfig({ apiKey: 'sk-test', baseURL: fake.url, models: { standard: 'model-x', premium: 'model-x' }, maxRetries: 1, retryBaseMs: 1, retryMaxMs: 2 }), { logger: () => {} });
const promptOf = (i: number): string => JSON.stringify([fake.requests[i]!.body.system, fake.requests[i]!.body.messages]);

type Meta = { creditsUsed: number; warnings: Record<string, string>; writer?: { name: string; model?: string } };
const metaOf = (r: Reply) => r.body.meta as Meta;
const dataOf = (r: Reply) => r.body.data as Record<string, unknown>;
const week = { ...LONDON_1990, date: '2026-11-23', period: 'day', includeAI: true };

describe('a transit reading in German (20 AI credits + 1)', () => {
  it('the prompt names German; a German answer is kept and charged; read again, it is German with its writer', async () => {
    setTransitServices({ writer: anthropic() });
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.de }));
    const a = await newAccount(stack, 100);
    const r = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { ...week, language: 'de', saveToAccount: true } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('de');
    expect(promptOf(0)).toContain('Language: Deutsch (German).');
    expect(dataOf(r).aiInterpretation).toBe(LONG_TEXT.de);
    expect(metaOf(r).writer).toEqual({ name: 'anthropic', model: 'model-x' });
    expect(await balanceOf(stack, a.accountId)).toBe(79);

    const got = await call(stack, 'GET', `/transits/${String(dataOf(r).id)}`, { key: a.apiKey, headers: { 'Accept-Language': 'fr' } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-language')).toBe('de');
    expect(metaOf(got).writer).toEqual({ name: 'anthropic', model: 'model-x' });
  });

  it('an English answer is asked for once more; the German second answer is charged', async () => {
    setTransitServices({ writer: anthropic() });
    fake.setReply((q) => ({ kind: 'message', text: q.attempt === 1 ? LONG_TEXT.en : LONG_TEXT.de }));
    const a = await newAccount(stack, 100);
    const r = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { ...week, language: 'de' } });
    expect(r.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(dataOf(r).aiInterpretation).toBe(LONG_TEXT.de);
    expect(metaOf(r).creditsUsed).toBe(21);
    expect(await balanceOf(stack, a.accountId)).toBe(79);
  });

  it('English twice: no reading, the 20 AI credits not charged', async () => {
    setTransitServices({ writer: anthropic() });
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.en }));
    const a = await newAccount(stack, 100);
    const r = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { ...week, language: 'de' } });
    expect(r.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(dataOf(r).aiInterpretation).toBeNull();
    expect(metaOf(r).warnings.aiInterpretation).toContain('not in German');
    expect(metaOf(r).creditsUsed).toBe(1);
    expect(await balanceOf(stack, a.accountId)).toBe(99);
  });
});

describe('a relationship reading in Portuguese, from the Accept-Language header', () => {
  it('the prompt names Portuguese; read again with another header, it stays Portuguese', async () => {
    setRelationshipServices({ writer: anthropic() });
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.pt }));
    const a = await newAccount(stack, 200);
    const LENNON = { fullName: 'John Winston Lennon', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
    const ONO = { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
    const modules = { synastry: true, composite: false, davison: false, humanDesign: false, numerology: false };
    const r = await call(stack, 'POST', '/relationships', { key: a.apiKey, body: { people: [LENNON, ONO], modules, includeAI: true }, headers: { 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('pt');
    expect(promptOf(0)).toContain('Language: Português (Portuguese).');
    expect(dataOf(r).aiInterpretation).toBe(LONG_TEXT.pt);
    const got = await call(stack, 'GET', `/relationships/${String(dataOf(r).relationshipId)}`, { key: a.apiKey, headers: { 'Accept-Language': 'de' } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-language')).toBe('pt');
    expect(metaOf(got).writer).toEqual({ name: 'anthropic', model: 'model-x' });
  });
});

describe('a saved blueprint keeps its language', () => {
  it('made in French (offline), read in French whatever Accept-Language says; stored before languages: English, no writer', async () => {
    const a = await newAccount(stack, 100);
    const body = { fullName: 'Zoë Ångström', ...LONDON_1990, modules: { astrology: false, humanDesign: true, numerology: true }, language: 'fr' };
    const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body });
    expect(r.status).toBe(200);
    const id = String(dataOf(r).blueprintId);
    const got = await call(stack, 'GET', `/blueprints/${id}`, { key: a.apiKey, headers: { 'Accept-Language': 'de' } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-language')).toBe('fr');
    expect(metaOf(got).writer).toEqual({ name: 'offline' });
    // the Human Design display names as the creation answered them, in French
    const hdOf = (x: Reply) => (x.body.data as { blueprint: { humanDesign: { profileName: string } } }).blueprint.humanDesign.profileName;
    expect(hdOf(got)).toBe((dataOf(r).humanDesign as { profileName: string }).profileName);

    // an item stored before this change has neither field
    const store = blueprintStore(stack.deps);
    const record = (await store.get(a.accountId, id))!;
    const { language: _l, writer: _w, ...old } = record;
    await store.put(old);
    const again = await call(stack, 'GET', `/blueprints/${id}`, { key: a.apiKey, headers: { 'Accept-Language': 'de' } });
    expect(again.headers.get('content-language')).toBe('en');
    expect(metaOf(again).writer).toBeUndefined();
    expect(hdOf(again)).not.toBe(hdOf(got)); // English, as stored
  });
});
