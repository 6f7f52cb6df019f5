/**
 * Wiring of the advisor for the handlers, created once per container: the conversations store,
 * the advisor billing store (on the accounts table), the blueprint store, and the advisor itself
 * (Anthropic when a key is configured, read from Secrets Manager when deployed; the offline
 * advisor when chosen or run locally without a key; none when deployed without a key). Tests replace parts with `setAdvisorServices`.
 */
import { loadAiConfig, NO_KEY_MESSAGE, writerChoice, writerMode } from '../ai/config';
import { AppError } from '../errors';
import { resolveAnthropicKey } from '../ai/secret';
import { blueprintStore } from '../blueprint/store-access';
import type { BlueprintStore } from '../blueprint/store';
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import type { Advisor } from './advisor';
import { AnthropicAdvisor } from './anthropic-advisor';
import { DynamoAdvisorBillingStore, type AdvisorBillingStore } from './billing-store';
import { DynamoConversationStore, type ConversationStore } from './conversations-store';
import { OfflineAdvisor } from './offline-advisor';

export interface AdvisorServices {
  conversations: ConversationStore;
  billing: AdvisorBillingStore;
  blueprints: BlueprintStore;
  advisor: () => Promise<Advisor>;
}

const stores = new WeakMap<Deps, { conversations: ConversationStore; billing: AdvisorBillingStore }>();
let cachedAdvisor: Advisor | undefined;
let overrides: Partial<AdvisorServices> = {};

/**
 * The container's advisor: created once, after the deployed key is read; chosen by the AI layer's
 * one rule (shared/ai/config.ts `writerMode`). Deployed without a key (AI_WRITER=anthropic, no
 * secret) there is no advisor: the chat answers 503 before anything is held or charged, rather
 * than selling the offline advisor's canned answers; AI_WRITER=offline chooses those on purpose.
 */
export async function containerAdvisor(deps: Deps, env: Record<string, string | undefined> = process.env): Promise<Advisor> {
  if (cachedAdvisor) return cachedAdvisor;
  try {
    if (writerChoice(env) !== 'offline') await resolveAnthropicKey(env);
  } catch (e) {
    throw new AppError('unavailable', 'Service unavailable', `The advisor's Anthropic API key could not be read (${e instanceof Error ? e.message : String(e)}); nothing was charged, retry shortly`);
  }
  const ai = loadAiConfig(env);
  const mode = writerMode(ai, env);
  if (mode === 'unconfigured') throw new AppError('unavailable', 'Service unavailable', `${NO_KEY_MESSAGE}; nothing was charged`);
  cachedAdvisor = mode === 'anthropic' ? new AnthropicAdvisor(ai) : new OfflineAdvisor(deps.config.advisor.offlineChunkMs);
  return cachedAdvisor;
}

export function advisorServices(deps: Deps): AdvisorServices {
  let s = stores.get(deps);
  if (!s) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    s = {
      conversations: new DynamoConversationStore(db, deps.config.tableNames.conversations),
      billing: new DynamoAdvisorBillingStore(db, deps.config.tableNames.accounts),
    };
    stores.set(deps, s);
  }
  return {
    conversations: overrides.conversations ?? s.conversations,
    billing: overrides.billing ?? s.billing,
    blueprints: overrides.blueprints ?? blueprintStore(deps),
    advisor: overrides.advisor ?? (() => containerAdvisor(deps)),
  };
}

/** Tests only: replace parts; with no argument restores the defaults and forgets the container advisor. */
export function setAdvisorServices(o: Partial<AdvisorServices> = {}): void {
  overrides = o;
  cachedAdvisor = undefined;
}
