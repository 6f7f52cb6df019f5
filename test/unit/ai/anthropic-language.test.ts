/**
 * The Anthropic writer writes in the request's language: every prompt names it (in itself and in
 * English), and the answer is checked for it with franc: an answer in another language is asked
 * for once more, a second one fails like any failed call (docs/languages.md). Real SDK, fake
 * Messages API on loopback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicWriter } from '#shared/ai/anthropic-writer';
import { aiConfig } from '#shared/ai/config';
import { dailyWriterFor } from '#shared/ai/daily';
import { detectLanguage, inLanguage, LANGUAGE_CHECK_MIN_CHARS } from '#shared/ai/language-check';
import { AiCallError } from '#shared/ai/retry';
import { MODULE_SECTIONS } from '#shared/ai/sections';
import { computeDayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import type { FakeAnthropic, FakeRequest } from '#test/support/fake-anthropic';
import { startFakeAnthropic } from '#test/support/fake-anthropic';
import { CHART_A } from '#test/support/ai-fixtures';
import { LONG_TEXT } from '#test/support/language-texts';

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const writer = (): AnthropicWriter =>
  new AnthropicWriter(
    aiConfig({ apiKey: 'test-key', baseURL: fake.url, models: { standard: 'model-standard', premium: 'model-premium' }, maxRetries: 1, retryBaseMs: 1, retryMaxMs: 2, deadlineMs: 10_000 }),
    { logger: () => undefined },
  );

/** Everything the model was told in one request: system blocks and messages. */
const promptOf = (r: FakeRequest): string => JSON.stringify([r.body.system, r.body.messages]);

describe('language check (franc, seven languages)', () => {
  it('names the language of a long text and leaves short texts unjudged', async () => {
    expect(await detectLanguage(LONG_TEXT.de)).toBe('de');
    expect(await detectLanguage(LONG_TEXT.en)).toBe('en');
    expect(await detectLanguage(LONG_TEXT.fr)).toBe('fr');
    expect(await detectLanguage(LONG_TEXT.pt)).toBe('pt');
    expect(await detectLanguage(LONG_TEXT.hi)).toBe('hi');
    const short = LONG_TEXT.en.slice(0, LANGUAGE_CHECK_MIN_CHARS - 1);
    expect(await detectLanguage(short)).toBeUndefined();
    expect(await inLanguage(short, 'de')).toBe(true);
    expect(await inLanguage(LONG_TEXT.en, 'de')).toBe(false);
  });
});

describe('every prompt names the requested language', () => {
  it('blueprint sections of every module', async () => {
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.de }));
    const out = await writer().writeBlueprintSections(['astrology', 'humanDesign', 'numerology'], CHART_A, { language: 'de' });
    for (const m of ['astrology', 'humanDesign', 'numerology'] as const) expect(out[m]?.ok).toBe(true);
    const sections = fake.requests.filter((r) => r.key !== 'cache-prime');
    expect(sections).toHaveLength(MODULE_SECTIONS.astrology.length + MODULE_SECTIONS.humanDesign.length + MODULE_SECTIONS.numerology.length);
    for (const r of sections) expect(promptOf(r)).toContain('Language: Deutsch (German). Write the whole text in German');
  });

  it('free texts: transit, daily insight, sign horoscope, in Hindi with Devanagari asked for', async () => {
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.hi }));
    const w = writer();
    await w.writeText({ purpose: 'transit', language: 'hi', facts: { period: 'week', date: '2026-11-23', transits: [] } });
    await w.writeText({ purpose: 'daily-insight', language: 'hi', facts: { date: '2026-11-23', sky: {}, highlights: [] } });
    await w.writeText({ purpose: 'sign-horoscope', language: 'hi', facts: { date: '2026-11-23', sign: 'leo', sky: {}, highlights: [] } });
    expect(fake.requests).toHaveLength(3);
    for (const r of fake.requests) expect(promptOf(r)).toContain('Language: हिन्दी (Hindi). Write the whole text in Hindi');
    for (const r of fake.requests) expect(promptOf(r)).toContain('in Devanagari script');
  });

  it('the daily texts through the daily adapter, and a streamed answer', async () => {
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.pt }));
    const daily = dailyWriterFor(writer());
    const f = computeDayFacts('2026-11-23');
    const insight = await daily.write({ purpose: 'daily-insight', facts: insightFacts(f), language: 'pt' });
    const leo = await daily.write({ purpose: 'sign-horoscope', facts: { ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy }, day: insightFacts(f), language: 'pt' });
    expect(insight.text).toBe(LONG_TEXT.pt);
    expect(leo.text).toBe(LONG_TEXT.pt);
    for (const r of fake.requests) expect(promptOf(r)).toContain('Language: Português (Portuguese).');
    fake.reset();
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.fr }));
    const s = writer().streamText({ messages: [{ role: 'user', content: 'Et ma semaine ?' }], language: 'fr' });
    for await (const _ of s.textStream) void _;
    expect(promptOf(fake.requests[0]!)).toContain('Answer in Français (French).');
  });

  it('English stays English', async () => {
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.en }));
    await writer().writeText({ purpose: 'daily-insight', facts: { date: '2026-11-23', sky: {}, highlights: [] } });
    expect(promptOf(fake.requests[0]!)).toContain('Language: English. Write the whole text in English.');
  });
});

describe('an answer in another language', () => {
  it('is asked for once more, and the second answer is kept', async () => {
    // lifePath comes back in English first, then in German
    fake.setReply((r) => ({ kind: 'message', text: r.key === 'lifePath' && r.attempt === 1 ? LONG_TEXT.en : LONG_TEXT.de }));
    const r = await writer().writeModuleSections('numerology', CHART_A, { language: 'de' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.sections.lifePath).toBe(LONG_TEXT.de);
    expect(fake.requests.filter((q) => q.key === 'lifePath')).toHaveLength(2);
    expect(fake.requests.filter((q) => q.key !== 'lifePath' && q.key !== 'cache-prime').every((q) => q.attempt === 1)).toBe(true);
    // both answers' tokens are counted
    expect(r.usage.requests).toBe(fake.requests.length);
  });

  it('twice fails the module (code wrong_language), like any failed section', async () => {
    fake.setReply((r) => ({ kind: 'message', text: r.key === 'lifePath' ? LONG_TEXT.en : LONG_TEXT.de }));
    const r = await writer().writeModuleSections('numerology', CHART_A, { language: 'de' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'wrong_language', section: 'lifePath' });
    expect(r.error.message).toBe('the AI answer was not in German (it came back in English, twice)');
    expect(fake.requests.filter((q) => q.key === 'lifePath')).toHaveLength(2);
  });

  it('twice fails a free text with an AiCallError', async () => {
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.fr }));
    const p = writer().writeText({ purpose: 'transit', language: 'pt', facts: { period: 'week', date: '2026-11-23', transits: [] } });
    await expect(p).rejects.toBeInstanceOf(AiCallError);
    await expect(p).rejects.toMatchObject({ code: 'wrong_language' });
    expect(fake.requests).toHaveLength(2);
  });

  it('twice fails a daily text (nothing is stored; the daily service answers 503)', async () => {
    fake.setReply(() => ({ kind: 'message', text: LONG_TEXT.en }));
    const f = computeDayFacts('2026-11-23');
    await expect(dailyWriterFor(writer()).write({ purpose: 'daily-insight', facts: insightFacts(f), language: 'de' })).rejects.toThrow(/not in German/);
    expect(fake.requests).toHaveLength(2);
  });

  it('a short answer is not judged', async () => {
    fake.setReply(() => ({ kind: 'message', text: 'Short English answer.' }));
    const r = await writer().writeText({ purpose: 'daily-insight', language: 'de', facts: { date: '2026-11-23', sky: {}, highlights: [] } });
    expect(r.text).toBe('Short English answer.');
    expect(fake.requests).toHaveLength(1);
  });
});
