/**
 * Wiring of the blueprint use cases for the handlers: the DynamoDB store, the core module
 * calculators and the AI writer, created once per container. Tests (and only tests) replace
 * parts with `setBlueprintServices`, e.g. a calculator that fails.
 */
import { computeNatalChart } from '../astro/chart';
import { anyChartExtra, chartExtras } from '../astro/chart-extras';
import { DEFAULT_AYANAMSHA, resolveChartSettings } from '../astro/options';
import { toBlueprintAstrology } from '../astro/present';
import { factsFromAstrology, factsFromHumanDesign, factsFromHumanDesignDay, factsFromNumerology } from '../ai/from-core';
import { getReadyWriter } from '../ai/index';
import type { Deps } from '../deps';
import { computeHumanDesign } from '../human-design/chart';
import { toBlueprintHumanDesign } from '../human-design/present';
import { computeNumerology } from '../numerology/index';
import { blueprintAstrologyWithoutTime, moonRange, TIME_POINTS } from '../astro/time-unknown';
import { humanDesignOverDay } from '../sensitivity/day';
import type { ModuleCalculators, SectionWriter } from './generate';
import type { BlueprintStore } from './store';
import { blueprintStore, setBlueprintStore } from './store-access';
import type { BlueprintAstrology, BlueprintHumanDesign, BlueprintNumerology } from './types';

export interface BlueprintServices {
  store: BlueprintStore;
  calculators: ModuleCalculators;
  writer: SectionWriter;
}

/** The cores, presented in the blueprint shapes of spec 2.3, with the AI layer's facts of the same results. */
export const coreCalculators: ModuleCalculators = {
  astrology: (input, options, extras, timeUnknown) => {
    const chart = computeNatalChart(input, options);
    // The natal chart options' blocks only when asked for: without them the module is as it always was.
    const more = anyChartExtra(extras) ? chartExtras(chart, chart.instant.jdUT, resolveChartSettings(options), extras!) : {};
    const data = { ...toBlueprintAstrology(chart), ...more };
    // Only a sidereal chart says which zodiac it is in: tropical answers stay as they always were.
    const withZodiac = options?.zodiac === 'sidereal' ? { ...data, zodiac: { type: 'sidereal', ayanamsha: options.ayanamsha ?? DEFAULT_AYANAMSHA } } : data;
    const facts = factsFromAstrology(chart);
    if (timeUnknown === true) {
      // the chart of 12:00 without what the time of day decides (shared/astro/time-unknown.ts); the AI is told no more than that
      for (const k of TIME_POINTS) delete facts.bodies[k as keyof typeof facts.bodies];
      for (const b of Object.values(facts.bodies)) delete b.house;
      delete facts.houseSystem;
      if (facts.aspects) facts.aspects = facts.aspects.filter((x) => !(TIME_POINTS as readonly string[]).includes(x.body1) && !(TIME_POINTS as readonly string[]).includes(x.body2));
      const without = { ...blueprintAstrologyWithoutTime(withZodiac), moonRange: moonRange(input, options) };
      return { data: without as unknown as BlueprintAstrology, facts };
    }
    return { data: withZodiac as unknown as BlueprintAstrology, facts };
  },
  humanDesign: (input, timeUnknown) => {
    if (timeUnknown === true) {
      // what holds from 00:00 to 23:59:59 local time (shared/sensitivity/day.ts)
      const day = humanDesignOverDay(input);
      return { data: { ...day.data, dayChanges: day.changes } as unknown as BlueprintHumanDesign, facts: factsFromHumanDesignDay(day) };
    }
    const chart = computeHumanDesign(input);
    return { data: toBlueprintHumanDesign(chart) as unknown as BlueprintHumanDesign, facts: factsFromHumanDesign(chart) };
  },
  numerology: (fullName, birthDate, today) => {
    const numbers = computeNumerology(fullName, birthDate, today);
    return { data: numbers as unknown as BlueprintNumerology, facts: factsFromNumerology(numbers) };
  },
};

/** The AI layer's container writer, created on first use (after the deployed key is read). */
const containerWriter: SectionWriter = {
  writeBlueprintSections: async (modules, facts, opts) => (await getReadyWriter()).writeBlueprintSections(modules, facts, opts),
};

let overrides: Partial<BlueprintServices> = {};

export function blueprintServices(deps: Deps): BlueprintServices {
  return {
    store: blueprintStore(deps),
    calculators: overrides.calculators ?? coreCalculators,
    writer: overrides.writer ?? containerWriter,
  };
}

/** Tests only: replace parts of the services; call with no argument to restore the defaults. */
export function setBlueprintServices(o: Partial<BlueprintServices> = {}): void {
  overrides = o;
  setBlueprintStore(o.store);
}
