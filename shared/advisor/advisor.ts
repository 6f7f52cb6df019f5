/** What an advisor (the Anthropic model loop or the offline advisor) is given and reports. */
import type { AdvisorFacts } from './facts';
import type { TokenUsage } from './pricing';
import type { AdvisorModel, AgentSettings, ChatMessage } from './request';
import type { ToolDef } from './tools';

export interface AnswerInput {
  system: string;
  /** The conversation as alternating turns, first and last from the user. */
  turns: { role: 'user' | 'assistant'; content: string }[];
  /** The caller's messages as sent (the offline advisor reads them). */
  messages: readonly ChatMessage[];
  tools: ToolDef[];
  facts: AdvisorFacts | null;
  agent: AgentSettings;
  tier: AdvisorModel;
  /** YYYY-MM-DD (UTC). */
  today: string;
  /** Token budget of the whole answer (the estimate's); never exceeded. */
  budgetTokens: number;
  /** Bound of the first call's input tokens (part of the budget). */
  firstInputBound: number;
  /** Output tokens of the whole answer at most. */
  outputCap: number;
  maxCalls: number;
  signal: AbortSignal;
}

/** Filled in while the answer streams, readable after an error too. */
export interface AnswerState {
  usage: TokenUsage;
  toolCalls: string[];
  stopReason?: string;
  /** The loop stopped early to stay inside the token budget. */
  budgetStop?: boolean;
}

export interface Advisor {
  readonly kind: 'anthropic' | 'offline';
  modelId(tier: AdvisorModel): string;
  /** Yields the answer's text as it is produced. */
  answer(input: AnswerInput, state: AnswerState): AsyncGenerator<string, void, undefined>;
}
