/**
 * Advisor conversations, per owner (the paying account: for an organization key, the
 * organization). Partition key `ownerId`, sort key `conversationId` (time-sortable), so every
 * read names the owner: another owner's conversation id is simply not found (404).
 *
 * One item per conversation: the latest message history (gzip, the caller sends the whole history
 * with each request), the agent settings and model of the last turn, and the list of turns with
 * their usage and cost. A turn is recorded with ONE UpdateItem that creates the item when needed
 * and appends to `turns`, so concurrent turns of one conversation never lose a turn record.
 */
import { sortableId } from '../store/sortable-id';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalFailure } from '../store/dynamo-client';
import type { AdvisorModel, AgentSettings, ChatMessage } from './request';
import { CONVERSATION_ID } from './request';
import type { TokenUsage } from './pricing';
import type { Receipt, WorkRef } from '../store/types';

export type Funding = 'free' | 'subscription' | 'credits';

export interface TurnRecord {
  at: string;
  requestId: string;
  keyId: string;
  model: AdvisorModel;
  /** The underlying model id, or `offline`. */
  modelId: string;
  status: 'completed' | 'failed' | 'cancelled';
  funding: Funding;
  usage: TokenUsage;
  /** Price of the usage (what the credit balance pays when funding is `credits`). */
  cost: number;
  /** Credits actually taken from the balance (0 for free and subscription turns, and failed ones). */
  creditsCharged: number;
  estimatedCost: number;
  blueprintId: string | null;
  toolCalls: string[];
  error?: string;
  /** The client hung up before the end: `cost` is the usage generated so far, paid like a complete answer. */
  cut?: boolean;
}

export interface ConversationSummary {
  ownerId: string;
  conversationId: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  model: AdvisorModel;
  agent: AgentSettings;
  turnCount: number;
  creditsCharged: number;
  /** The blueprint the conversation is about (asked for by blueprintId, or the subject's newest at its first turn); absent: the account's newest at each turn. */
  blueprintId?: string;
  /** The end user the conversation belongs to (docs/subjects.md). */
  subject?: string;
}

/** Whom a conversation is about, fixed at its first turn: what a continued conversation keeps. */
export interface ConversationTarget {
  blueprintId?: string;
  subject?: string;
}

export interface Conversation extends ConversationSummary {
  messages: ChatMessage[];
  turns: TurnRecord[];
}

export interface ConversationStore {
  get(ownerId: string, conversationId: string): Promise<Conversation | undefined>;
  /** How many turns this owner's conversation has; undefined when the owner has no such conversation. */
  turnCount(ownerId: string, conversationId: string): Promise<number | undefined>;
  /** The turn count and the target of this owner's conversation; undefined when the owner has no such conversation. */
  meta(ownerId: string, conversationId: string): Promise<({ turnCount: number } & ConversationTarget) | undefined>;
  /** Newest first; `page` from 1; with `subject`, only the conversations saved with it. */
  list(ownerId: string, page: number, limit: number, subject?: string): Promise<{ items: ConversationSummary[]; total: number }>;
  /** Creates the conversation if needed, replaces its history and settings, appends the turn. */
  recordTurn(r: {
    ownerId: string;
    conversationId: string;
    messages: ChatMessage[];
    model: AdvisorModel;
    agent: AgentSettings;
    turn: TurnRecord;
    now: string;
    /** Written at the conversation's first turn only (kept as it is afterwards). */
    target?: ConversationTarget;
    /** The receipt of the payment, written in the same update as the turn (attribute `attr` of the conversation item; shared/accounts/paid-work.ts). */
    receipt?: { attr: string; value: Receipt };
  }): Promise<void>;
  /** Deletes one conversation of the owner (messages, settings, turns); false when the owner has no such conversation. */
  delete(ownerId: string, conversationId: string): Promise<boolean>;
  /** Where the turn of request `requestId` keeps its receipt (the hold names it; the reconciler reads it). */
  workRef(ownerId: string, conversationId: string, requestId: string): WorkRef;
}

/** `conv_` + 10 characters of milliseconds (Crockford base 32) + 16 random: string order = time order. */
export function newConversationId(now: Date = new Date()): string {
  return sortableId('conv', now);
}

export const isConversationId = (s: string): boolean => CONVERSATION_ID.test(s);

export const titleOf = (messages: readonly ChatMessage[]): string => {
  const first = messages.find((m) => m.role === 'user')?.content ?? '';
  const flat = first.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

/** Turns per conversation (one item stays far below DynamoDB's 400 KB); beyond it the caller starts a new conversation. */
export const MAX_TURNS = 200;

const SUMMARY_FIELDS = ['ownerId', 'conversationId', 'title', 'createdAt', 'updatedAt', 'model', 'agent', 'turnCount', 'creditsCharged', 'blueprintId', 'subject'];

export class DynamoConversationStore implements ConversationStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(ownerId: string, conversationId: string): Promise<Conversation | undefined> {
    if (!isConversationId(conversationId)) return undefined;
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { ownerId, conversationId }, ConsistentRead: true }));
    const item = out.Item;
    if (!item) return undefined;
    const { messagesGz, ...rest } = item;
    const messages = messagesGz instanceof Uint8Array ? (JSON.parse(gunzipSync(messagesGz).toString('utf8')) as ChatMessage[]) : [];
    return { ...(rest as Omit<Conversation, 'messages'>), turns: (rest.turns as TurnRecord[] | undefined) ?? [], messages };
  }

  async turnCount(ownerId: string, conversationId: string): Promise<number | undefined> {
    if (!isConversationId(conversationId)) return undefined;
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { ownerId, conversationId }, ProjectionExpression: '#c, #t',
        ExpressionAttributeNames: { '#c': 'conversationId', '#t': 'turnCount' }, ConsistentRead: true }),
    );
    return out.Item ? Number(out.Item.turnCount ?? 0) : undefined;
  }

  async meta(ownerId: string, conversationId: string): Promise<({ turnCount: number } & ConversationTarget) | undefined> {
    if (!isConversationId(conversationId)) return undefined;
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { ownerId, conversationId }, ProjectionExpression: '#c, #t, #b, #s',
        ExpressionAttributeNames: { '#c': 'conversationId', '#t': 'turnCount', '#b': 'blueprintId', '#s': 'subject' }, ConsistentRead: true }),
    );
    const it = out.Item;
    if (!it) return undefined;
    return {
      turnCount: Number(it.turnCount ?? 0),
      ...(typeof it.blueprintId === 'string' ? { blueprintId: it.blueprintId } : {}),
      ...(typeof it.subject === 'string' ? { subject: it.subject } : {}),
    };
  }

  async list(ownerId: string, page: number, limit: number, subject?: string): Promise<{ items: ConversationSummary[]; total: number }> {
    const all: ConversationSummary[] = [];
    let startKey: Record<string, unknown> | undefined;
    const names = Object.fromEntries(SUMMARY_FIELDS.map((f, i) => [`#f${i}`, f]));
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: '#f0 = :o',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':o': ownerId },
          ProjectionExpression: Object.keys(names).join(', '),
          ScanIndexForward: false,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      all.push(...((out.Items ?? []) as ConversationSummary[]).filter((c) => subject === undefined || c.subject === subject));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    const from = (page - 1) * limit;
    return { items: all.slice(from, from + limit), total: all.length };
  }

  async delete(ownerId: string, conversationId: string): Promise<boolean> {
    if (!isConversationId(conversationId)) return false;
    try {
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: { ownerId, conversationId }, ConditionExpression: 'attribute_exists(conversationId)' }));
      return true;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
  }

  workRef(ownerId: string, conversationId: string, requestId: string): WorkRef {
    return { table: 'conversations', key: { ownerId, conversationId }, attr: `rc_${requestId}` };
  }

  async recordTurn(r: Parameters<ConversationStore['recordTurn']>[0]): Promise<void> {
    const messagesGz = new Uint8Array(gzipSync(Buffer.from(JSON.stringify(r.messages), 'utf8')));
    const target = Object.entries(r.target ?? {}).filter(([, v]) => typeof v === 'string') as [string, string][];
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { ownerId: r.ownerId, conversationId: r.conversationId },
        UpdateExpression:
          'SET #messagesGz = :m, #model = :model, #agent = :agent, #updatedAt = :now, #createdAt = if_not_exists(#createdAt, :now), #title = if_not_exists(#title, :title), ' +
          `#turns = list_append(if_not_exists(#turns, :empty), :turn)${r.receipt ? ', #receipt = :receipt' : ''}` +
          target.map(([k]) => `, #${k} = if_not_exists(#${k}, :${k})`).join('') +
          ' ADD #turnCount :one, #creditsCharged :charged',
        ExpressionAttributeNames: {
          ...Object.fromEntries(['messagesGz', 'model', 'agent', 'updatedAt', 'createdAt', 'title', 'turns', 'turnCount', 'creditsCharged'].map((n) => [`#${n}`, n])),
          ...(r.receipt ? { '#receipt': r.receipt.attr } : {}),
          ...Object.fromEntries(target.map(([k]) => [`#${k}`, k])),
        },
        ExpressionAttributeValues: {
          ':m': messagesGz,
          ':model': r.model,
          ':agent': r.agent,
          ':now': r.now,
          ':title': titleOf(r.messages),
          ':empty': [],
          ':turn': [r.turn],
          ':one': 1,
          ':charged': r.turn.creditsCharged,
          ...(r.receipt ? { ':receipt': r.receipt.value } : {}),
          ...Object.fromEntries(target.map(([k, v]) => [`:${k}`, v])),
        },
      }),
    );
  }
}
