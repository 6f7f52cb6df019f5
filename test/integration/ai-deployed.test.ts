/**
 * AI as deployed without the Anthropic secret: AI_WRITER=anthropic (the stack's default) and no
 * key. AI modules fail like any failed module: the data is delivered, the AI price is not
 * charged, and the warning says why. Nothing falls back to the offline writer silently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';

process.env.AI_LOG = 'off';
const saved = { writer: process.env.AI_WRITER, key: process.env.ANTHROPIC_API_KEY };
let stack: LocalStack;
beforeAll(async () => {
  process.env.AI_WRITER = 'anthropic';
  delete process.env.ANTHROPIC_API_KEY;
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
});
