import { describe, expect, it } from 'vitest';
import { chatRequestSchema, DEFAULT_AGENT_NAME, DEFAULT_TONE } from '#shared/advisor/request';
import { describeIssues } from '#shared/http/middleware/validate';

const schema = chatRequestSchema({ maxMessages: 5, maxMessageChars: 50, maxTotalChars: 120 });
const errorOf = (body: unknown): string | undefined => {
  const r = schema.safeParse(body);
  return r.success ? undefined : describeIssues(r.error.issues)[0]!.error;
};

describe('chat request (spec 2.9, 4.13)', () => {
  it('applies the defaults of spec 2.9', () => {
    const r = schema.parse({ messages: [{ role: 'user', content: 'hi' }] });
    expect(r.model).toBe('standard');
    expect(r.agent).toEqual({ name: DEFAULT_AGENT_NAME, tone: DEFAULT_TONE, language: 'en', customInstructions: '', prohibitedTopics: [], responseStyle: 'conversational' });
    expect(r.conversationId).toBeUndefined();
  });

  it('keeps given values at their limits', () => {
    const agent = { name: 'n'.repeat(30), tone: 't'.repeat(100), language: 'pt', customInstructions: 'c'.repeat(500), prohibitedTopics: Array.from({ length: 10 }, (_, i) => `t${i}`), responseStyle: 'short' };
    const r = schema.parse({ messages: [{ role: 'system', content: 's' }, { role: 'user', content: 'hi' }], model: 'premium', agent, conversationId: 'conv_x' });
    expect(r.agent).toEqual(agent);
    expect(r.model).toBe('premium');
  });

  it.each([
    [{ messages: [] }, 'Invalid messages'],
    [{ messages: [{ role: 'user', content: 'a' }, { role: 'system', content: 'b' }] }, 'Invalid messages'],
    [{ messages: [{ role: 'user' }] }, 'Invalid messages'],
    [{ messages: Array.from({ length: 6 }, () => ({ role: 'user', content: 'a' })) }, 'Invalid messages'],
    [{ messages: [{ role: 'user', content: 'a'.repeat(51) }] }, 'Invalid messages'],
    [{ messages: Array.from({ length: 3 }, () => ({ role: 'user', content: 'a'.repeat(45) })) }, 'Invalid messages'],
    [{ messages: [{ role: 'user', content: 'a' }], model: 'fast' }, 'Invalid model'],
    [{ messages: [{ role: 'user', content: 'a' }], agent: { name: '' } }, 'Invalid agent'],
    [{ messages: [{ role: 'user', content: 'a' }], agent: { prohibitedTopics: 'all' } }, 'Invalid agent'],
    [{ messages: [{ role: 'user', content: 'a' }], agent: 'x' }, 'Invalid agent'],
    ['not an object', 'Invalid request'],
  ])('%j -> %s', (body, error) => {
    expect(errorOf(body)).toBe(error);
  });
});
