/**
 * Wiring of POST /relationships for the handler: the blueprint store (read), the relationship
 * store and the AI writer, created once per container. Tests (only tests) replace parts with
 * `setRelationshipServices`, e.g. a core whose module fails.
 */
import { getReadyWriter } from '../ai/index';
import { blueprintStore } from '../blueprint/store-access';
import type { Deps } from '../deps';
import type { CreateRelationshipDeps } from './create';
import { relationshipStore, setRelationshipStore } from './store-access';
import type { RelationshipStore } from './store';

export interface RelationshipServices {
  blueprints: CreateRelationshipDeps['blueprints'];
  store: RelationshipStore;
  writer: CreateRelationshipDeps['writer'];
  compute?: CreateRelationshipDeps['compute'];
}

/** The AI layer's container writer, created on first use (after the deployed key is read). */
const containerWriter: CreateRelationshipDeps['writer'] = {
  writeText: async (req) => (await getReadyWriter()).writeText(req),
};

let overrides: Partial<RelationshipServices> = {};

export function relationshipServices(deps: Deps): RelationshipServices {
  return {
    blueprints: overrides.blueprints ?? blueprintStore(deps),
    store: relationshipStore(deps),
    writer: overrides.writer ?? containerWriter,
    ...(overrides.compute ? { compute: overrides.compute } : {}),
  };
}

/** Tests only: replace parts of the services; no argument restores the defaults. */
export function setRelationshipServices(o: Partial<RelationshipServices> = {}): void {
  overrides = o;
  setRelationshipStore(o.store);
}
