/**
 * One answer of the offline advisor (shared/advisor/offline-advisor.ts) to one question, called
 * directly (no HTTP, no store): the input a chat turn gives it, for the tests that read its prose.
 */
import type { AnswerInput, AnswerState } from '#shared/advisor/advisor';
import type { AdvisorFacts } from '#shared/advisor/facts';
import { OfflineAdvisor } from '#shared/advisor/offline-advisor';
import { emptyUsage } from '#shared/advisor/pricing';
import { withAgentDefaults, type AdvisorLanguage } from '#shared/advisor/request';

export async function offlineAnswer(question: string, language: AdvisorLanguage, facts: AdvisorFacts | null, today: string): Promise<string> {
  const input = {
    system: '',
    turns: [{ role: 'user', content: question }],
    messages: [{ role: 'user', content: question }],
    tools: [],
    facts,
    agent: withAgentDefaults({ language } as never),
    tier: 'standard',
    today,
    budgetTokens: 10_000,
    firstInputBound: 1_000,
    outputCap: 1_000,
    maxCalls: 4,
    signal: new AbortController().signal,
  } as AnswerInput;
  const state: AnswerState = { usage: emptyUsage(), toolCalls: [] };
  let text = '';
  for await (const p of new OfflineAdvisor(0).answer(input, state)) text += p;
  return text;
}
