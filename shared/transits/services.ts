/**
 * Wiring of POST /transits for the handler: the blueprint store (read), the transit store and the
 * AI writer, created once per container. Tests (only tests) replace parts with `setTransitServices`.
 */
import { getReadyWriter } from '../ai/index';
import { blueprintStore } from '../blueprint/store-access';
import type { Deps } from '../deps';
import type { CreateTransitDeps } from './create';
import { setTransitStore, transitStore } from './store-access';
import type { TransitStore } from './store';

export interface TransitServices {
  blueprints: CreateTransitDeps['blueprints'];
  store: TransitStore;
  writer: CreateTransitDeps['writer'];
}

/** The AI layer's container writer, created on first use (after the deployed key is read). */
const containerWriter: CreateTransitDeps['writer'] = {
  writeText: async (req) => (await getReadyWriter()).writeText(req),
};

let overrides: Partial<TransitServices> = {};

export function transitServices(deps: Deps): TransitServices {
  return {
    blueprints: overrides.blueprints ?? blueprintStore(deps),
    store: transitStore(deps),
    writer: overrides.writer ?? containerWriter,
  };
}

/** Tests only: replace parts of the services; no argument restores the defaults. */
export function setTransitServices(o: Partial<TransitServices> = {}): void {
  overrides = o;
  setTransitStore(o.store);
}
