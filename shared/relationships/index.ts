/**
 * The relationship core: two people -> synastry, composite, Davison, the Human Design connection
 * chart and numerology compatibility. Pure (no I/O): every function takes plain data and returns
 * plain data. Each person's natal chart and Human Design chart are computed once per pair, on
 * first use, and shared by the modules that need them.
 *
 * The raw charts (`computeComposite`, `computeDavison`, `synastryAspects`, ...) are exported for
 * other consumers (chart wheels); `presentModule` gives the API's JSON shapes (rounded).
 */
import { computeNatalChart, type NatalChart } from '../astro/chart';
import type { HouseSystem } from '../astro/houses';
import { anyChartExtra, chartExtras, type ChartExtras, type ChartExtrasAnswer } from '../astro/chart-extras';
import { DEFAULT_AYANAMSHA, resolveChartSettings, type ChartOptions } from '../astro/options';
import type { BirthInput } from '../astro/types';
import { computeHumanDesign, type HumanDesignChart } from '../human-design/chart';
import { computeComposite, type CompositeChart } from './composite';
import { computeConnection, type ConnectionChart } from './connection';
import { computeDavison, type DavisonChart } from './davison';
import { computeNumerologyCompatibility, type NumerologyCompatibility } from './numerology';
import { presentComposite, presentDavison, presentSynastry, type PresentedComposite, type PresentedDavison, type PresentedSynastry } from './present';
import { computeSynastry, SYNASTRY_POINTS, type ChartPoints, type Synastry } from './synastry';

export * from './composite';
export * from './connection';
export * from './davison';
export * from './geometry';
export * from './numerology';
export * from './score';
export * from './synastry';
export type { PresentedComposite, PresentedDavison, PresentedSynastry } from './present';

export const RELATIONSHIP_MODULES = ['synastry', 'composite', 'davison', 'humanDesign', 'numerology'] as const;
export type RelationshipModule = (typeof RELATIONSHIP_MODULES)[number];
export type ModuleFlags = Record<RelationshipModule, boolean>;

export const MODULE_NAMES: Record<RelationshipModule, string> = {
  synastry: 'Synastry',
  composite: 'Composite chart',
  davison: 'Davison chart',
  humanDesign: 'Human Design connection',
  numerology: 'Numerology compatibility',
};

export interface PersonInput {
  fullName: string;
  birth: BirthInput;
}

/** One person's chart as synastry reads it. */
export const chartPoints = (chart: NatalChart): ChartPoints => ({
  points: Object.fromEntries(SYNASTRY_POINTS.map((p) => [p, chart.bodies[p].longitude])) as ChartPoints['points'],
  cusps: chart.cusps.map((c) => c.cusp),
});

/** A house system alone, or the full chart options, as the chart options of a pair. */
export const pairOptions = (options: HouseSystem | ChartOptions = {}): ChartOptions => (typeof options === 'string' ? { houseSystem: options } : options);

/**
 * The chart options an answer shows (besides `houseSystem`): the ones sent, with the ayanamsha
 * filled in for a sidereal zodiac; none for the defaults, so those answers stay as they were.
 */
export function chartOptionsView(o: ChartOptions | undefined): ChartOptions | undefined {
  if (!o) return undefined;
  return o.zodiac === 'sidereal' ? { ...o, ayanamsha: o.ayanamsha ?? DEFAULT_AYANAMSHA } : o;
}

/**
 * The two people with their charts, computed on first use. The chart options (zodiac, house
 * system, node, Lilith, orbs; default: the natal chart's defaults) apply to both natal charts, the
 * Davison chart and every aspect search; Human Design stays tropical whatever is asked.
 */
export class Pair {
  private readonly natals: [NatalChart?, NatalChart?] = [];
  private readonly designs: [HumanDesignChart?, HumanDesignChart?] = [];
  readonly options: ChartOptions;

  constructor(
    readonly a: PersonInput,
    readonly b: PersonInput,
    options: HouseSystem | ChartOptions = {},
  ) {
    this.options = pairOptions(options);
  }

  natal(i: 0 | 1): NatalChart {
    return (this.natals[i] ??= computeNatalChart((i === 0 ? this.a : this.b).birth, this.options));
  }

  design(i: 0 | 1): HumanDesignChart {
    const p = (i === 0 ? this.a : this.b).birth;
    const input = { date: p.date, time: p.time, timezone: p.timezone, longitude: p.longitude, ...(p.utcOffset !== undefined ? { utcOffset: p.utcOffset } : {}) };
    return (this.designs[i] ??= computeHumanDesign(input));
  }

  synastry(): Synastry {
    return computeSynastry(chartPoints(this.natal(0)), chartPoints(this.natal(1)), this.options.orbs);
  }

  composite(): CompositeChart {
    return computeComposite(this.natal(0), this.natal(1), this.options.orbs);
  }

  davison(): DavisonChart {
    const at = (c: NatalChart) => ({ jdUT: c.instant.jdUT, latitude: c.input.latitude, longitude: c.input.longitude });
    return computeDavison(at(this.natal(0)), at(this.natal(1)), this.options);
  }

  connection(): ConnectionChart {
    return computeConnection(this.design(0), this.design(1));
  }

  /** The asked natal chart blocks of each person's chart (asteroids, fixed stars, lots, ...), as the natal chart answers them. */
  charts(extras: ChartExtras): [ChartExtrasAnswer, ChartExtrasAnswer] {
    const settings = resolveChartSettings(this.options);
    const of = (i: 0 | 1): ChartExtrasAnswer => chartExtras(this.natal(i), this.natal(i).instant.jdUT, settings, extras);
    return [of(0), of(1)];
  }

  numerology(): NumerologyCompatibility {
    return computeNumerologyCompatibility({ fullName: this.a.fullName, birthDate: this.a.birth.date }, { fullName: this.b.fullName, birthDate: this.b.birth.date });
  }
}

export interface ModuleData {
  synastry: PresentedSynastry;
  composite: PresentedComposite;
  davison: PresentedDavison;
  humanDesign: ConnectionChart;
  numerology: NumerologyCompatibility;
}

/** One module of the pair in its API shape; throws what the computation throws. */
export function presentModule<M extends RelationshipModule>(pair: Pair, module: M): ModuleData[M] {
  const out: { [K in RelationshipModule]: () => ModuleData[K] } = {
    synastry: () => presentSynastry(pair.synastry()),
    composite: () => presentComposite(pair.composite()),
    davison: () => presentDavison(pair.davison()),
    humanDesign: () => pair.connection(),
    numerology: () => pair.numerology(),
  };
  return out[module]();
}

export interface RelationshipResult {
  data: { [M in RelationshipModule]: ModuleData[M] | null } & { charts?: [ChartExtrasAnswer, ChartExtrasAnswer] };
  /** The modules that threw, with what they threw. */
  failed: Partial<Record<RelationshipModule, unknown>>;
}

/**
 * The selected modules, each independently: a module that throws is null and listed in `failed`.
 * With natal chart options (`extras`), `data.charts` holds each person's asked blocks (absent without).
 */
export function computeRelationship(a: PersonInput, b: PersonInput, modules: ModuleFlags, options: HouseSystem | ChartOptions = {}, extras?: ChartExtras): RelationshipResult {
  const pair = new Pair(a, b, options);
  const data = { synastry: null, composite: null, davison: null, humanDesign: null, numerology: null } as RelationshipResult['data'];
  const failed: RelationshipResult['failed'] = {};
  for (const m of RELATIONSHIP_MODULES) {
    if (!modules[m]) continue;
    try {
      (data as Record<RelationshipModule, unknown>)[m] = presentModule(pair, m);
    } catch (e) {
      failed[m] = e;
    }
  }
  if (anyChartExtra(extras)) data.charts = pair.charts(extras!);
  return { data, failed };
}
export { OTHER_PERSON, relationshipForSubject } from './subject-view';
