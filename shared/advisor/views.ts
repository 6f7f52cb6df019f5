/** Response shapes of the conversation endpoints (docs/advisor.md). */
import type { Conversation, ConversationSummary } from './conversations';
import { totalTokens } from './pricing';

export const conversationSummaryView = (c: ConversationSummary) => ({
  conversationId: c.conversationId,
  title: c.title,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  model: c.model,
  turnCount: c.turnCount,
  creditsCharged: c.creditsCharged,
});

export const conversationView = (c: Conversation) => ({
  ...conversationSummaryView(c),
  agent: c.agent,
  messages: c.messages,
  turns: c.turns.map((t) => ({
    at: t.at,
    requestId: t.requestId,
    model: t.model,
    modelId: t.modelId,
    status: t.status,
    funding: t.funding,
    usage: { ...t.usage, totalTokens: totalTokens(t.usage) },
    estimatedCost: t.estimatedCost,
    cost: t.cost,
    creditsCharged: t.creditsCharged,
    blueprintId: t.blueprintId,
    toolCalls: t.toolCalls,
    ...(t.error ? { error: t.error } : {}),
  })),
});
