/**
 * AI as deployed without the Anthropic secret: AI_WRITER=anthropic (the stack's default) and no
 * key. AI modules fail like any failed module: the data is delivered, the AI price is not
 * charged, and the warning says why. Nothing sold falls back to the offline writer silently: the
 * chat answers 503 with nothing charged (not the offline advisor's canned answer for credits).
 * The daily texts, shared and not sold per AI call, are written by the offline writer: the nightly
 * job completes instead of failing every night (docs/infra.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { handler as dailyJob } from '#functions/scheduled/daily-horoscopes';
import { getReadySharedTextWriter, resetWriterForTests } from '#shared/ai/index';
import { setAdvisorServices } from '#shared/advisor/services';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dailyStoreFor, setDailyServices } from '#shared/daily/services';
import { dayBounds } from '#shared/daily/sky';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';

process.env.AI_LOG = 'off';
const saved = { writer: process.env.AI_WRITER, key: process.env.ANTHROPIC_API_KEY };
let stack: LocalStack;
beforeAll(async () => {
  process.env.AI_WRITER = 'anthropic';
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_API_KEY_SECRET_ID;
  resetWriterForTests();
  setAdvisorServices();
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
  if (saved.writer === undefined) delete process.env.AI_WRITER;
  else process.env.AI_WRITER = saved.writer;
  if (saved.key !== undefined) process.env.ANTHROPIC_API_KEY = saved.key;
});

describe('AI without a key, as deployed without the secret', () => {
  it('delivers the data, does not charge the AI price, and says why in the warning', async () => {
    const a = await newAccount(stack, 1000);
    const r = await call(stack, 'POST', '/generate-blueprint', {
      key: a.apiKey,
      body: { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false }, includeAI: { astrology: true } },
    });
    expect(r.status).toBe(200);
    const meta = r.body.meta as { creditsUsed: number; warnings: Record<string, string>; aiModulesIncluded: string[]; modulesIncluded: string[] };
    expect(meta.creditsUsed).toBe(1);
    expect(meta.modulesIncluded).toEqual(['Astrology']);
    expect(meta.aiModulesIncluded).toEqual([]);
    expect(meta.warnings.astrology).toMatch(/no Anthropic API key/);
    expect(meta.warnings.astrology).toMatch(/not charged/);
    expect(Object.keys((r.body.data as { aiContent: object }).aiContent)).toEqual([]);
    expect(await balanceOf(stack, a.accountId)).toBe(999);
  });

  it('the chat answers 503 and charges nothing (no canned offline answer sold as the advisor)', async () => {
    const a = await newAccount(stack, 1000);
    const before = (await ledgerOf(stack, a.accountId)).length;
    const r = await call(stack, 'POST', '/advisor/chat', { key: a.apiKey, body: { messages: [{ role: 'user', content: 'What does my week look like?' }] } });
    expect(r.status).toBe(503);
    expect(r.body.error).toBe('Service unavailable');
    expect(String(r.body.message)).toMatch(/no Anthropic API key/);
    expect(String(r.body.message)).toMatch(/nothing was charged/);
    expect(await balanceOf(stack, a.accountId)).toBe(1000);
    expect((await ledgerOf(stack, a.accountId)).length).toBe(before);
    // nor was a conversation started
    const list = await call(stack, 'GET', '/advisor/conversations', { key: a.apiKey });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).not.toMatch(/conversationId/);
  });

  it('the nightly horoscope job writes its day with the offline writer instead of failing', async () => {
    const day = '2026-12-24';
    stack.deps.now = () => new Date(dayBounds(day).startMs + 60_000);
    setDailyServices({}, stack.deps);
    const report = await dailyJob({ time: `${day}T00:00:00Z` });
    expect(report.failed).toEqual([]);
    expect(report.record).toBe('created');
    expect(report.created).toEqual([...SIGN_KEYS]);
    // written by the offline writer, and kept as such in the table
    const items = await dailyStoreFor(stack.deps).getMany([`day_${day}`, `horoscope_${day}_leo`]);
    expect(items.size).toBe(2);
    for (const item of items.values()) expect((JSON.parse(item.body) as { writer?: string }).writer, item.id).toBe('offline');
    // the routes serve it
    const a = await newAccount(stack, 10);
    const all = await call(stack, 'GET', '/horoscope/all', { key: a.apiKey });
    expect(all.status).toBe(200);
    const leo = (all.body.data as { horoscopes: Record<string, { content: string }> }).horoscopes.leo!;
    expect(leo.content.length).toBeGreaterThan(100);
  });

  it('the shared-text writer is offline only when no key is configured at all', async () => {
    expect((await getReadySharedTextWriter({ AI_WRITER: 'anthropic', AWS_LAMBDA_FUNCTION_NAME: 'daily-horoscopes' })).kind).toBe('offline');
    expect((await getReadySharedTextWriter({ AI_WRITER: 'offline' })).kind).toBe('offline');
    // a deployed secret (not readable here: this process has neither the key nor Secrets Manager)
    // gives the Anthropic writer, which fails the run (retried) rather than writing offline texts
    // that would stay for the whole day
    expect((await getReadySharedTextWriter({ AI_WRITER: 'anthropic', ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/anthropic' })).kind).toBe('anthropic');
  });
});
