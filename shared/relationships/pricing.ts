/**
 * Relationship pricing: a pure function of the selected modules and includeAI.
 *
 * | module      | credits |
 * | synastry    | 2 |
 * | composite   | 1 |
 * | davison     | 1 |
 * | humanDesign | 2 |
 * | numerology  | 1 |
 * | includeAI   | +40 (one reading of the whole relationship) |
 *
 * Only what is delivered is charged: a module that fails costs nothing, and the AI price only
 * when the reading was written.
 */
import { RELATIONSHIP_MODULES, type ModuleFlags, type RelationshipModule } from './index';

export const MODULE_PRICES: Readonly<Record<RelationshipModule, number>> = { synastry: 2, composite: 1, davison: 1, humanDesign: 2, numerology: 1 };
export const AI_PRICE = 40;

/** The most the request can cost: the selected modules, plus the reading when asked. */
export const priceRelationship = (modules: ModuleFlags, includeAI: boolean): number =>
  RELATIONSHIP_MODULES.reduce((sum, m) => sum + (modules[m] ? MODULE_PRICES[m] : 0), 0) + (includeAI ? AI_PRICE : 0);

/** What was delivered: the modules whose data came back, and the reading if written. */
export const deliveredCost = (delivered: readonly RelationshipModule[], aiDelivered: boolean): number =>
  delivered.reduce((sum, m) => sum + MODULE_PRICES[m], 0) + (aiDelivered ? AI_PRICE : 0);
