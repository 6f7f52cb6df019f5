/**
 * Wiring of the advisor for the handlers, created once per container: the conversations store,
 * the advisor billing store (on the accounts table), the blueprint store, and the advisor itself
 * (Anthropic when a key is configured, read from Secrets Manager when deployed; otherwise the
 * offline advisor). Tests replace parts with `setAdvisorServices`.
 */
import { loadAiConfig } from '../ai/config';
import { resolveAnthropicKey } from '../ai/secret';
import { blueprintStore } from '../blueprint/store-access';
import type { BlueprintStore } from '../blueprint/store';
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import type { Advisor } from './advisor';
import { AnthropicAdvisor } from './anthropic-advisor';
import { DynamoAdvisorBillingStore, type AdvisorBillingStore } from './billing-store';
import { DynamoConversationStore, type ConversationStore } from './conversations';
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

/** The container's advisor: created once, after the deployed key is read. */
export async function containerAdvisor(deps: Deps): Promise<Advisor> {
  if (cachedAdvisor) return cachedAdvisor;
  await resolveAnthropicKey();
  const ai = loadAiConfig();
  cachedAdvisor = ai.apiKey ? new AnthropicAdvisor(ai) : new OfflineAdvisor(deps.config.advisor.offlineChunkMs);
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
