/**
 * Advisor prices (spec 4.13): standard 5 + 1 per unit, premium 10 + 2 per unit, where a unit is
 * each started 1,000 tokens of the answer's actual usage (input + output of every model call of
 * the answer, tool rounds included, prompt-cache reads and writes counted as input; at least 1).
 *
 * The estimate is an upper bound of the actual price by construction: it is the price of a token
 * BUDGET, and the advisor loop never starts a model call that could take the answer over that
 * budget (each call's input is bounded from above before it is sent, its output by max_tokens).
 */
import type { AdvisorModel } from './request';

export const PRICES: Readonly<Record<AdvisorModel, { base: number; perUnit: number }>> = {
  standard: { base: 5, perUnit: 1 },
  premium: { base: 10, perUnit: 2 },
};
export const TOKENS_PER_UNIT = 1_000;

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  /** Model calls (0 for the offline advisor). */
  calls: number;
}

export const emptyUsage = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, calls: 0 });

export const totalTokens = (u: TokenUsage): number => u.inputTokens + u.outputTokens + u.cacheCreationInputTokens + u.cacheReadInputTokens;

export const unitsOf = (tokens: number): number => Math.max(1, Math.ceil(tokens / TOKENS_PER_UNIT));

export const priceOf = (model: AdvisorModel, tokens: number): number => PRICES[model].base + PRICES[model].perUnit * unitsOf(tokens);

/**
 * Upper bound of the tokens of a text: no tokenizer maps fewer than one byte of UTF-8 to a token,
 * so the byte length bounds the count from above (for English prose it is about four times the
 * real count).
 */
export const tokenBound = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Framing tokens per message (role markers, block separators), counted generously. */
export const PER_MESSAGE_OVERHEAD = 16;
/** The tool-use system prompt the API adds when tools are given, plus the request framing. */
export const CALL_OVERHEAD = 800;

/** Bound of the first call's input: system prompt, tool definitions and the conversation. */
export const firstCallInputBound = (system: string, toolsJson: string, messages: readonly { content: string }[]): number =>
  tokenBound(system) + tokenBound(toolsJson) + messages.reduce((n, m) => n + tokenBound(m.content) + PER_MESSAGE_OVERHEAD, 0) + CALL_OVERHEAD;

/** Room for tool results and later rounds beyond twice the first call's input. */
export const TOOL_ALLOWANCE_TOKENS = 8_000;

/**
 * The token budget of one answer: two calls of the first call's size (a tool round and the
 * answer), the output cap, and room for tool results. The loop enforces it.
 */
export const tokenBudget = (firstInputBound: number, outputCap: number): number => 2 * firstInputBound + outputCap + TOOL_ALLOWANCE_TOKENS;

export interface Estimate {
  budgetTokens: number;
  credits: number;
}

export const estimate = (model: AdvisorModel, firstInputBound: number, outputCap: number): Estimate => {
  const budgetTokens = tokenBudget(firstInputBound, outputCap);
  return { budgetTokens, credits: priceOf(model, budgetTokens) };
};

/**
 * Tokens the offline advisor reports: the same budget rule applied to characters / 4 (a typical
 * token size), so an offline answer costs about what a short model answer would.
 */
export const offlineTokens = (inputChars: number, outputChars: number): number => Math.ceil(inputChars / 4) + Math.ceil(outputChars / 4);
