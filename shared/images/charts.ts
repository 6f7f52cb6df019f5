/**
 * What the image routes draw, from either source: birth data (computed now, with the
 * requested house system) or a saved blueprint of the caller (its stored charts).
 */
import { captionWhen } from '../i18n/format';
import { labelOf } from '../i18n/labels/index';
import type { Language } from '../i18n/languages';
import { imageWords } from './words/index';
import { bodiesAt } from '../astro/bodies';
import { computeNatalChart } from '../astro/chart';
import type { NatalChart } from '../astro/chart';
import { DEFAULT_AYANAMSHA, resolveChartSettings, type ChartOptions } from '../astro/options';
import { NATAL_CHART_BODIES } from '../astro/present';
import { jdFromDate } from '../astro/time';
import type { BirthInput } from '../astro/types';
import { separation } from '../sky/angles';
import { computeHumanDesign } from '../human-design/chart';
import { toBlueprintHumanDesign } from '../human-design/present';
import { blueprintBirth, blueprintMoment, refuseTimeUnknown, blueprintMadeWith } from '../blueprint/index';
import type { BlueprintStore } from '../blueprint/store';
import type { BlueprintRecord } from '../blueprint/store';
import type { BlueprintHumanDesign } from '../blueprint/types';
import { notFound } from '../blueprint/index';
import { AppError } from '../errors';
import { astroView, hdView, wheelChartOf } from '../chart-views/index';
import { TRANSIT_ASPECTS, TRANSITING_BODIES, transitOrb } from '../transits/rules';
import type { BodygraphInput } from '../drawing/bodygraph';
import type { WheelAspect, WheelBody, WheelChart } from '../drawing/wheel';
import { anyChartExtra, chartExtras } from '../astro/chart-extras';
import type { WheelExtras } from './request';
import type { LotKey } from '../astro/lots';

export const ERR_NO_MODULE = 'Blueprint module missing';
/** A blueprint without its birthplace, asked to be drawn with other chart options. */
export const ERR_NO_PLACE = 'Birth location required';

/**
 * Who is drawn: birth data, or a blueprint id (read from the caller's blueprints), and the chart
 * options sent (absent: the natal chart's defaults, or the blueprint's stored chart).
 */
export interface PersonSource {
  /** `timeUnknown`: cast at 12:00 and drawn without houses or angles (shared/astro/time-unknown.ts). */
  birth?: { input: BirthInput; name: string; when: string; timeUnknown?: true };
  blueprintId?: string;
  options?: ChartOptions;
  /** The natal chart options drawn on the natal wheel (asteroids, fixedStars, lots, patterns), when any was asked. */
  extras?: WheelExtras;
}


/** The lots' short names on the wheel (Fortune is drawn with its glyph, ⊗). */
export const LOT_LABELS: Readonly<Record<Exclude<LotKey, 'fortune'>, string>> = {
  spirit: 'Sp',
  eros: 'Er',
  necessity: 'Nc',
  courage: 'Co',
  victory: 'Vi',
  nemesis: 'Nm',
  basis: 'Ba',
  exaltation: 'Ex',
  marriage: 'Ma',
};

/**
 * A natal wheel with the asked extras of its chart (computed by the natal chart's own core,
 * chart-extras.ts): the asteroids and the lots join the ring of bodies, the fixed stars conjoining a
 * chart point (within STAR_ORB) are marked on the outer rim, the patterns listed in a corner.
 */
export function withWheelExtras(wheel: WheelChart, chart: NatalChart, options: ChartOptions | undefined, extras: WheelExtras | undefined, timeKnown = true): WheelChart {
  if (!anyChartExtra(extras)) return wheel;
  // without a birth time there is no Ascendant: no lot, and no star on an angle
  const ANGLES = new Set(['ascendant', 'midheaven', 'descendant', 'ic']);
  const more = chartExtras(chart, chart.instant.jdUT, resolveChartSettings(options), extras!);
  const added: WheelBody[] = [];
  for (const [key, a] of Object.entries(more.asteroids ?? {})) added.push({ key, longitude: a.longitude, retrograde: a.isRetrograde, kind: 'asteroid' });
  for (const [key, l] of Object.entries(more.lots ?? {})) {
    if (!timeKnown) continue;
    added.push({ key, longitude: l.longitude, kind: 'lot', ...(key === 'fortune' ? {} : { label: LOT_LABELS[key as Exclude<LotKey, 'fortune'>] }) });
  }
  const stars = Object.entries(more.fixedStars ?? {})
    .filter(([, st]) => st.conjunctions.some((c) => timeKnown || !ANGLES.has(c.body)))
    .map(([key, st]) => ({ key, name: st.name, longitude: st.longitude }));
  return {
    ...wheel,
    bodies: [...wheel.bodies, ...added],
    ...(extras!.fixedStars ? { stars } : {}),
    ...(more.patterns ? { patterns: more.patterns } : {}),
  };
}

/** The caption line of a non-default zodiac ("Sidereal (lahiri)"), or nothing. */
export const zodiacCaption = (options: ChartOptions | undefined, language: Language = 'en'): string[] =>
  options?.zodiac === 'sidereal' ? [imageWords(language).sidereal(options.ayanamsha ?? DEFAULT_AYANAMSHA)] : [];

/** A Human Design type in the caption's language (the identifier in English). */
const typeName = (type: string, language: Language): string => (language === 'en' ? type : labelOf(language, 'hdTypes', type));

export interface Labelled<T> {
  chart: T;
  /** Name and birth line for the caption. */
  caption: string[];
}

/** What a wheel reads of a computed chart: natal, Davison or composite. */
export interface ChartLike {
  bodies: Pick<NatalChart['bodies'], 'ascendant' | 'midheaven'> & Record<string, { key: string; longitude: number; isRetrograde: boolean }>;
  cusps: ReadonlyArray<{ cusp: number }>;
  aspects: ReadonlyArray<{ body1: string; body2: string; type: string }>;
}

/** A computed chart as a wheel, with the natal chart route's bodies (angles drawn as axes, Lilith left out as that route does). */
export function wheelFromNatal(chart: ChartLike): WheelChart {
  const keys = new Set<string>(NATAL_CHART_BODIES);
  return {
    bodies: Object.values(chart.bodies)
      .filter((b) => keys.has(b.key))
      .map((b) => ({ key: b.key, longitude: b.longitude, retrograde: b.isRetrograde })),
    cusps: chart.cusps.map((c) => c.cusp),
    ascendant: chart.bodies.ascendant.longitude,
    midheaven: chart.bodies.midheaven.longitude,
    aspects: chart.aspects.filter((a) => keys.has(a.body1) && keys.has(a.body2)).map((a) => ({ a: a.body1, b: a.body2, type: a.type })),
  };
}

async function blueprintOf(store: BlueprintStore, ownerId: string, id: string): Promise<BlueprintRecord> {
  const record = await store.get(ownerId, id);
  if (!record) throw notFound(id);
  // the moment it was made for (its kept UT), for the answer's calculation record
  blueprintMoment(record);
  return record;
}

const missing = (id: string, module: string): AppError =>
  new AppError('invalid_input', ERR_NO_MODULE, `Blueprint ${id} has no ${module} data to draw (generate it with that module)`);

/** A saved blueprint's caption: its name, birth date and time ("time unknown" in the language when it was made without one: never its 12:00) and place. */
const blueprintCaption = (r: BlueprintRecord, language: Language = 'en'): string[] => [r.fullName, `${captionWhen(r.birthDate, r.birthTime, language, r.timeUnknown === true ? imageWords(language).timeUnknown : undefined)} · ${r.location}`];

/**
 * The natal wheel of a person, with the chart options it was drawn with (a blueprint's: the ones it
 * was made with, under the ones sent), for the transit ring.
 */
export async function natalWheel(src: PersonSource, store: BlueprintStore, ownerId: string, language: Language = 'en'): Promise<Labelled<WheelChart> & { options?: ChartOptions }> {
  const zodiac = zodiacCaption(src.options, language);
  const opts = src.options ? { options: src.options } : {};
  if (src.blueprintId) {
    const r = await blueprintOf(store, ownerId, src.blueprintId);
    const astro = r.content?.astrology;
    const made = blueprintMadeWith(r);
    // the stored chart, unless chart options were sent (then its birth data is cast with them,
    // and with the blueprint's own options for those not sent)
    if (astro && !src.options && !anyChartExtra(src.extras)) {
      return { chart: wheelChartOf(astroView(astro)), caption: [...blueprintCaption(r, language), ...zodiacCaption(made, language)], ...(made ? { options: made } : {}) };
    }
    // otherwise the chart of the blueprint's birth data, when it kept its birthplace
    const input = blueprintBirth(r);
    if (!input) {
      if (!astro) throw missing(src.blueprintId, 'astrology');
      throw new AppError('invalid_input', ERR_NO_PLACE, `Blueprint ${src.blueprintId} was saved without its birthplace: its chart cannot be cast again with other chart options`);
    }
    const options = { ...made, ...src.options };
    const natal = computeNatalChart(input, options);
    return { chart: withWheelExtras(wheelFromNatal(natal), natal, options, src.extras), caption: [...blueprintCaption(r, language), ...zodiacCaption(options, language)], ...(Object.keys(options).length ? { options } : {}) };
  }
  const b = src.birth!;
  const natal = computeNatalChart(b.input, src.options);
  const wheel = withWheelExtras(wheelFromNatal(natal), natal, src.options, src.extras, b.timeUnknown !== true);
  // no birth time: the bodies of 12:00 without house lines or angles (the natural wheel, 0° Aries on the left)
  const chart = b.timeUnknown ? { ...wheel, cusps: [], ascendant: null, midheaven: null } : wheel;
  return { chart, caption: [b.name, b.when, ...zodiac], ...opts };
}

export async function bodygraph(src: PersonSource, store: BlueprintStore, ownerId: string, language: Language = 'en'): Promise<Labelled<BodygraphInput> & { type?: string }> {
  if (src.blueprintId) {
    const r = await blueprintOf(store, ownerId, src.blueprintId);
    // a blueprint of an unknown birth time has no gates to draw (what holds over its day only)
    refuseTimeUnknown(r);
    // no Human Design module: computed from the blueprint's birth data, when it kept its birthplace
    const birth = blueprintBirth(r);
    const hd = r.content?.humanDesign ?? (birth ? (toBlueprintHumanDesign(computeHumanDesign(birth)) as unknown as BlueprintHumanDesign) : null);
    if (!hd) throw missing(src.blueprintId, 'Human Design');
    const v = hdView(hd);
    return { chart: { defined: v.defined, gates: v.gates }, caption: [r.fullName, `${typeName(hd.type, language)} · ${hd.profile}`], type: hd.type };
  }
  const b = src.birth!;
  // the stored document shape (open index signature), as shared/blueprint/services.ts does
  const hd = toBlueprintHumanDesign(computeHumanDesign(b.input)) as unknown as BlueprintHumanDesign;
  const v = hdView(hd);
  return { chart: { defined: v.defined, gates: v.gates }, caption: [b.name, `${typeName(hd.type, language)} · ${hd.profile}`], type: hd.type };
}

/**
 * The bodies of a moment (transit ring) and their aspects to the natal bodies, with the transit
 * orbs (or the `orbs` chart option), in the chart options' zodiac and with their node.
 */
export function transitsAt(moment: Date, natal: WheelChart, options?: ChartOptions): { bodies: WheelBody[]; aspects: WheelAspect[] } {
  const settings = resolveChartSettings(options);
  const sky = bodiesAt(jdFromDate(moment), settings);
  const bodies = TRANSITING_BODIES.map((k) => ({ key: k, longitude: sky[k].longitude, retrograde: sky[k].isRetrograde }));
  const aspects: WheelAspect[] = [];
  for (const t of TRANSITING_BODIES) {
    for (const n of natal.bodies) {
      // the transits aspect the natal chart's own bodies, not the points a natal chart option added
      if (n.kind !== undefined) continue;
      const sep = separation(sky[t].longitude, n.longitude);
      const hit = TRANSIT_ASPECTS.find((a) => Math.abs(sep - a.angle) <= transitOrb(t, a, settings.orbs));
      if (hit) aspects.push({ a: n.key, b: t, type: hit.type });
    }
  }
  return { bodies, aspects };
}
