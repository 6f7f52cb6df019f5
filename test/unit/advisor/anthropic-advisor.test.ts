/** The streamed tool loop with the real SDK against the fake Messages API: order, tools, limits, budget. */
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiConfig } from '#shared/ai/config';
import type { AnswerInput, AnswerState } from '#shared/advisor/advisor';
import { AnthropicAdvisor } from '#shared/advisor/anthropic-advisor';
import { emptyUsage, totalTokens } from '#shared/advisor/pricing';
import { withAgentDefaults } from '#shared/advisor/request';
import { toolsFor } from '#shared/advisor/tools';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';

let fake: FakeAnthropic;
let advisor: AnthropicAdvisor;
beforeAll(async () => {
  fake = await startFakeAnthropic();
  advisor = new AnthropicAdvisor(aiConfig({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 }), new Anthropic({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 }));
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const U = (input: number, output: number) => ({ input_tokens: input, output_tokens: output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });

const input = (over: Partial<AnswerInput> = {}): AnswerInput => ({
  system: 'rules',
  turns: [{ role: 'user', content: 'What is the sky like on 2026-11-23?' }],
  messages: [{ role: 'user', content: 'What is the sky like on 2026-11-23?' }],
  tools: toolsFor(null),
  facts: null,
  agent: withAgentDefaults(undefined),
  tier: 'standard',
  today: '2026-11-23',
  budgetTokens: 20_000,
  firstInputBound: 3_000,
  outputCap: 1_000,
  maxCalls: 4,
  signal: new AbortController().signal,
  ...over,
});

const collect = async (i: AnswerInput, state: AnswerState): Promise<string[]> => {
  const out: string[] = [];
  for await (const p of advisor.answer(i, state)) out.push(p);
  return out;
};

describe('AnthropicAdvisor', () => {
  it('yields the deltas in order and sums the usage of the final message', async () => {
    fake.setReply(() => ({ kind: 'message', text: 'a b c d', usage: U(100, 50) }));
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    expect(await collect(input(), state)).toEqual(['a ', 'b ', 'c ', 'd']);
    expect(state.usage).toMatchObject({ inputTokens: 100, outputTokens: 50, calls: 1 });
    expect(fake.requests[0]!.body.max_tokens).toBe(1_000);
  });

  it('runs the sky tool and answers from its result; the tool result reaches the model', async () => {
    fake.setReply((r) =>
      r.index === 1 ? { kind: 'tool_use', tools: [{ name: 'get_sky', input: { date: '2026-11-23' } }], usage: U(500, 30) } : { kind: 'message', text: 'The Sun is in Sagittarius.', usage: U(900, 10) },
    );
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    expect((await collect(input(), state)).join('')).toBe('The Sun is in Sagittarius.');
    expect(state.toolCalls).toEqual(['get_sky']);
    const result = (fake.requests[1]!.body.messages!.at(-1)!.content as { content: string }[])[0]!.content;
    const sky = JSON.parse(result) as { bodies: { body: string; sign: string }[] };
    expect(sky.bodies.find((b) => b.body === 'sun')!.sign).toBe('sagittarius');
    expect(totalTokens(state.usage)).toBe(1_440);
    // the second call's output room is what the first left of the cap
    expect(fake.requests[1]!.body.max_tokens).toBe(970);
  });

  it('a bad tool input is an error result for the model, not a failure', async () => {
    fake.setReply((r) => (r.index === 1 ? { kind: 'tool_use', tools: [{ name: 'get_sky', input: { date: 'tomorrow' } }] } : { kind: 'message', text: 'ok' }));
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    await collect(input(), state);
    const block = (fake.requests[1]!.body.messages!.at(-1)!.content as { content: string; is_error?: boolean }[])[0]!;
    expect(block.is_error).toBe(true);
    expect(block.content).toMatch(/YYYY-MM-DD/);
  });

  it('makes at most maxCalls calls, the last one with tool_choice none', async () => {
    fake.setReply(() => ({ kind: 'tool_use', tools: [{ name: 'get_sky', input: { date: '2026-11-23' } }], usage: U(100, 10) }));
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    await collect(input({ maxCalls: 3 }), state);
    expect(fake.requests).toHaveLength(3);
    const bodies = fake.requests.map((r) => r.body as { tool_choice?: { type: string } });
    expect(bodies[0]!.tool_choice).toBeUndefined();
    expect(bodies[2]!.tool_choice).toEqual({ type: 'none' });
  });

  it('never starts a call that could take the answer over its token budget', async () => {
    // each call reports 4,000 input tokens; the budget leaves room for one call and not a second
    fake.setReply(() => ({ kind: 'tool_use', tools: [{ name: 'get_sky', input: { date: '2026-11-23' } }], usage: U(4_000, 100) }));
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    await collect(input({ budgetTokens: 6_000, firstInputBound: 4_500, outputCap: 1_000 }), state);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.max_tokens).toBe(1_000);
    expect(state.budgetStop).toBe(true);
    expect(totalTokens(state.usage)).toBeLessThanOrEqual(6_000);
  });

  it('a stream error after some text throws after yielding that text', async () => {
    fake.setReply(() => ({ kind: 'stream-error', text: 'partial ' }));
    const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const p of advisor.answer(input(), state)) got.push(p);
      })(),
    ).rejects.toThrow();
    expect(got).toEqual(['partial ']);
  });
});
