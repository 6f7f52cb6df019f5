/**
 * The advisor on the Anthropic Messages API, streamed (`messages.create({stream: true})` of the
 * real SDK): text deltas are yielded as they arrive; when the model asks for tools, they run on
 * the caller's facts and the loop continues with their results, the text still streaming.
 *
 * Budget: before every call the loop bounds that call's input from above (the previous call's
 * reported input + its output + the tool results' bytes + framing) and gives it
 * max_tokens = min(output left, budget - spent - input bound). A call that could not fit is not
 * made. So the usage of the whole answer never exceeds the estimate's token budget.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, RawMessageStreamEvent, Tool, ToolResultBlockParam, ContentBlockParam } from '@anthropic-ai/sdk/resources/messages';
import type { AiConfig } from '../ai/index';
import type { Advisor, AnswerInput, AnswerState } from './advisor';
import { CALL_OVERHEAD, PER_MESSAGE_OVERHEAD, tokenBound, totalTokens } from './pricing';
import type { AdvisorModel } from './request';
import { metrics } from '../observability/index';
import { runTool } from './tools';

/** A call with less room than this for output is not worth making. */
export const MIN_CALL_OUTPUT = 64;

interface ToolUse {
  id: string;
  name: string;
  json: string;
}

export class AnthropicAdvisor implements Advisor {
  readonly kind = 'anthropic' as const;
  readonly client: Anthropic;

  constructor(
    readonly config: AiConfig,
    client?: Anthropic,
  ) {
    this.client =
      client ??
      new Anthropic({
        apiKey: config.apiKey ?? null,
        ...(config.baseURL ? { baseURL: config.baseURL } : {}),
        // retried only before the stream starts (connection errors, 429, 5xx)
        maxRetries: config.maxRetries,
        timeout: config.timeoutMs,
      });
  }

  modelId(tier: AdvisorModel): string {
    return this.config.models[tier];
  }

  async *answer(input: AnswerInput, state: AnswerState): AsyncGenerator<string, void, undefined> {
    const tools = input.tools as unknown as Tool[];
    const messages: MessageParam[] = input.turns.map((t) => ({ role: t.role, content: t.content }));
    let inputBound = input.firstInputBound;
    let outputLeft = input.outputCap;
    let wroteText = false;
    let endsWithSpace = true;

    for (let call = 1; ; call++) {
      const room = input.budgetTokens - totalTokens(state.usage) - inputBound;
      const maxTokens = Math.min(outputLeft, room);
      if (maxTokens < MIN_CALL_OUTPUT) {
        state.budgetStop = true;
        return;
      }
      const last = call >= input.maxCalls;
      const stream = await this.client.messages.create(
        {
          model: this.modelId(input.tier),
          max_tokens: maxTokens,
          system: input.system,
          messages,
          ...(tools.length ? { tools, ...(last ? { tool_choice: { type: 'none' as const } } : {}) } : {}),
          stream: true,
        },
        { signal: input.signal },
      );
      state.usage.calls += 1;
      const blocks: ContentBlockParam[] = [];
      const uses: ToolUse[] = [];
      let text = '';
      let current: { kind: 'text' } | { kind: 'tool'; use: ToolUse } | undefined;
      let callInput = 0;
      let callOutput = 0;
      let stop: string | null = null;
      const closeBlock = (): void => {
        if (current?.kind === 'text' && text) blocks.push({ type: 'text', text });
        if (current?.kind === 'tool') {
          uses.push(current.use);
          blocks.push({ type: 'tool_use', id: current.use.id, name: current.use.name, input: parseJson(current.use.json) });
        }
        current = undefined;
        text = '';
      };
      for await (const ev of stream as AsyncIterable<RawMessageStreamEvent>) {
        switch (ev.type) {
          case 'message_start': {
            const u = ev.message.usage;
            callInput = (u.input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
            state.usage.inputTokens += u.input_tokens ?? 0;
            state.usage.cacheCreationInputTokens += u.cache_creation_input_tokens ?? 0;
            state.usage.cacheReadInputTokens += u.cache_read_input_tokens ?? 0;
            callOutput = u.output_tokens ?? 0;
            state.usage.outputTokens += callOutput;
            break;
          }
          case 'content_block_start':
            closeBlock();
            if (ev.content_block.type === 'tool_use') current = { kind: 'tool', use: { id: ev.content_block.id, name: ev.content_block.name, json: '' } };
            else if (ev.content_block.type === 'text') {
              current = { kind: 'text' };
              text = ev.content_block.text ?? '';
            }
            break;
          case 'content_block_delta':
            if (ev.delta.type === 'text_delta' && current?.kind === 'text') {
              const piece = ev.delta.text;
              if (!piece) break;
              if (wroteText && !endsWithSpace && text === '' && !/^\s/.test(piece)) yield '\n\n';
              text += piece;
              wroteText = true;
              endsWithSpace = /\s$/.test(piece);
              yield piece;
            } else if (ev.delta.type === 'input_json_delta' && current?.kind === 'tool') {
              current.use.json += ev.delta.partial_json;
            }
            break;
          case 'content_block_stop':
            closeBlock();
            break;
          case 'message_delta': {
            // output_tokens is cumulative for the message: count the difference
            const out = ev.usage.output_tokens ?? callOutput;
            state.usage.outputTokens += out - callOutput;
            callOutput = out;
            stop = ev.delta.stop_reason ?? stop;
            break;
          }
          default:
            break;
        }
      }
      closeBlock();
      outputLeft -= callOutput;
      metrics.aiTokens(callInput + callOutput); // this model call's tokens, as the API reported them
      state.stopReason = stop ?? 'end_turn';
      if (stop !== 'tool_use' || uses.length === 0 || last) return;

      const results: ToolResultBlockParam[] = uses.map((u) => {
        state.toolCalls.push(u.name);
        const r = runTool(u.name, parseJson(u.json), input.facts);
        return { type: 'tool_result', tool_use_id: u.id, content: r.content, ...(r.isError ? { is_error: true } : {}) };
      });
      messages.push({ role: 'assistant', content: blocks }, { role: 'user', content: results });
      // the next call resends this call's input, its output (now an assistant turn) and the results
      inputBound =
        (callInput > 0 ? callInput : inputBound) +
        callOutput +
        results.reduce((n, r) => n + tokenBound(String(r.content)) + PER_MESSAGE_OVERHEAD, 0) +
        blocks.length * PER_MESSAGE_OVERHEAD +
        2 * PER_MESSAGE_OVERHEAD +
        (callInput > 0 ? 0 : CALL_OVERHEAD);
    }
  }
}

const parseJson = (s: string): Record<string, unknown> => {
  if (!s.trim()) return {};
  try {
    const v = JSON.parse(s) as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
