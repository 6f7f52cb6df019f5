/**
 * Blueprint pricing (spec 4.1): a pure function of the selected modules and AI flags.
 *
 * | module      | data | AI (includeAI[module] and module selected) |
 * | astrology   | 1    | +500 (19 sections) |
 * | humanDesign | 2    | +370 (14 sections) |
 * | numerology  | 1    | +26  (1 section)   |
 */
import { MODULE_KEYS } from './types';
import type { ModuleFlags, ModuleKey } from './types';

export const PRICES: Record<ModuleKey, { data: number; ai: number }> = {
  astrology: { data: 1, ai: 500 },
  humanDesign: { data: 2, ai: 370 },
  numerology: { data: 1, ai: 26 },
};

export interface ModulePrice {
  data: number;
  ai: number;
  total: number;
}

export interface BlueprintPrice {
  modules: Record<ModuleKey, ModulePrice>;
  total: number;
}

/** AI is only sold with the module's data: `includeAI[m]` without `modules[m]` costs nothing. */
export function priceBlueprint(modules: ModuleFlags, includeAI: ModuleFlags): BlueprintPrice {
  const out = {} as Record<ModuleKey, ModulePrice>;
  let total = 0;
  for (const m of MODULE_KEYS) {
    const data = modules[m] ? PRICES[m].data : 0;
    const ai = modules[m] && includeAI[m] ? PRICES[m].ai : 0;
    out[m] = { data, ai, total: data + ai };
    total += data + ai;
  }
  return { modules: out, total };
}

/** What a module actually delivered. */
export interface Delivery {
  data: boolean;
  ai: boolean;
}

/**
 * Cost of what was delivered: a module's data price when its data was delivered, plus its AI
 * price when its AI sections were delivered too. Failed parts cost nothing.
 */
export function deliveredCost(price: BlueprintPrice, delivered: Partial<Record<ModuleKey, Delivery>>): number {
  let total = 0;
  for (const m of MODULE_KEYS) {
    const d = delivered[m];
    if (!d?.data) continue;
    total += price.modules[m].data + (d.ai ? price.modules[m].ai : 0);
  }
  return total;
}
