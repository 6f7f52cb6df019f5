/**
 * The two-person images, drawn from the relationships core (shared/relationships): the synastry
 * wheel (person A in the inner ring of bodies, person B in the ring next to the zodiac, the aspects between them), the composite and Davison
 * wheels (one chart each) and the connection bodygraph (both people's gates in two colours).
 * The people are given as the relationship route gives them: birth data with fullName, or the
 * blueprintId of a saved blueprint of the caller.
 */
import type { WheelPattern } from '../drawing/wheel';
import { captionDegrees, captionMoment, captionWhen } from '../i18n/format';
import { labelOf } from '../i18n/labels/index';
import type { Language } from '../i18n/languages';
import { imageWords, patternLineIn } from './words/index';
import * as z from 'zod';
import type { HouseSystem } from '../astro/houses';
import type { BlueprintStore } from '../blueprint/store';
import type { ChartOptions } from '../astro/options';
import { chartOptionsShape, redescribed } from '../http/schemas';
import { connectionInput, drawBodygraph } from '../drawing/bodygraph';
import type { BodygraphInput } from '../drawing/bodygraph';
import type { Drawing } from '../drawing/shapes';
import { drawWheel } from '../drawing/wheel';
import { toBlueprintHumanDesign } from '../human-design/present';
import type { BlueprintHumanDesign } from '../blueprint/types';
import type { CenterId } from '../human-design/bodygraph';
import { hdView } from '../chart-views/index';
import { chartPoints, Pair, synastryAspects } from '../relationships/index';
import { resolvePeople } from '../relationships/service-index';
import { otherChartOptions, parsePerson, relationshipPeopleSchema } from '../relationships/request';
import type { PersonRef } from '../relationships/request';
import { chartExtrasOf } from '../http/schemas';
import { wheelFromNatal, withWheelExtras, zodiacCaption } from './charts';
import { BODYGRAPH_IGNORES, imageOptions, wheelExtraFields } from './request';
import type { ImageOptions, WheelExtras } from './request';

export const PAIR_KINDS = ['synastry-wheel', 'composite-wheel', 'davison-wheel', 'connection-bodygraph'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];

export interface PairImageRequest extends ImageOptions {
  people: [PersonRef, PersonRef];
  houseSystem: HouseSystem;
  /** The other chart options, when any was sent (as POST /relationships takes them). */
  chartOptions?: ChartOptions;
  /** The synastry wheel: the drawable natal chart options, drawn on person A's chart (inside), when any was asked. */
  chartExtras?: WheelExtras;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const pairSchema = (options: typeof chartOptionsShape, extras = false) =>
  z
    .object(
      {
        people: relationshipPeopleSchema,
        ...options,
        ...(extras ? wheelExtraFields : {}),
        ...imageOptions,
      },
      { error: 'Invalid request body|The body must be a JSON object' },
    )
    .loose()
    .transform((v, ctx): PairImageRequest => {
      const people = v.people.map((p, i) => (isObject(p) ? parsePerson(p, i, ctx) : undefined));
      if (people.some((p) => p === undefined)) return z.NEVER;
      const chartOptions = otherChartOptions(v);
      const chartExtras = extras ? (chartExtrasOf(v as Parameters<typeof chartExtrasOf>[0]) as WheelExtras) : {};
      return {
        people: people as [PersonRef, PersonRef],
        houseSystem: v.houseSystem ?? 'placidus',
        ...(chartOptions ? { chartOptions } : {}),
        format: v.format,
        size: v.size,
        theme: v.theme,
        aspects: v.aspects,
        ...(Object.keys(chartExtras).length ? { chartExtras } : {}),
      };
    });

/** The synastry, composite and Davison wheels: two people and the chart options of their charts. */
export const pairImageRequestSchema = pairSchema(chartOptionsShape).meta({ id: 'PairWheelRequest' });

/** The synastry wheel: the same, with the drawable natal chart options drawn on person A's chart (inside). */
export const synastryImageRequestSchema = pairSchema(chartOptionsShape, true).meta({ id: 'SynastryWheelRequest' });

/** The connection bodygraph: the same body, its chart options described as what they are there (checked, without effect). */
export const connectionImageRequestSchema = pairSchema(redescribed(chartOptionsShape, () => BODYGRAPH_IGNORES, { examples: false })).meta({ id: 'ConnectionBodygraphRequest' });

const graphOf = (hd: Parameters<typeof toBlueprintHumanDesign>[0]): BodygraphInput => {
  const v = hdView(toBlueprintHumanDesign(hd) as unknown as BlueprintHumanDesign);
  return { defined: v.defined, gates: v.gates };
};

export async function pairDrawing(kind: PairKind, req: PairImageRequest, blueprints: Pick<BlueprintStore, 'get'>, owner: { ownerId: string; keyId: string }, language: Language = 'en'): Promise<Drawing> {
  const w = imageWords(language);
  const wheel = kind !== 'connection-bodygraph';
  const modules = { synastry: wheel, composite: false, davison: false, humanDesign: !wheel, numerology: false };
  const [a, b] = await resolvePeople({ people: req.people, modules, includeAI: false, houseSystem: req.houseSystem, saveToAccount: false }, owner, { blueprints });
  const pair = new Pair(a.input, b.input, { ...req.chartOptions, houseSystem: req.houseSystem });
  const names = `${a.saved.name} & ${b.saved.name}`;
  const zodiac = zodiacCaption(req.chartOptions, language);
  const born = (p: typeof a) => `${captionWhen(p.saved.birthDate, p.saved.birthTime, language)}, ${p.saved.location}`;
  const common = { theme: req.theme, pixelSize: req.size, aspects: req.aspects, ...(language === 'en' ? {} : { patternLegend: { heading: w.patterns, line: (p: WheelPattern) => patternLineIn(language, p) } }) };
  switch (kind) {
    case 'synastry-wheel': {
      const inner = withWheelExtras(wheelFromNatal(pair.natal(0)), pair.natal(0), { ...req.chartOptions, houseSystem: req.houseSystem }, req.chartExtras);
      const outer = wheelFromNatal(pair.natal(1));
      const aspects = synastryAspects(chartPoints(pair.natal(0)), chartPoints(pair.natal(1)), pair.options.orbs).map((x) => ({ a: x.pointA, b: x.pointB, type: x.type }));
      return drawWheel(inner, {
        ...common,
        title: `${w.synastry}${w.colon}${names}`,
        desc: w.synastryDesc(a.saved.name, b.saved.name, aspects.length),
        // the long lines last: the lowest lines have the most room beside the wheel
        caption: [names, ...zodiac, `${w.innerRing}${w.colon}${born(a)}`, `${w.outerRing}${w.colon}${born(b)}`],
        outer: { bodies: outer.bodies, aspects },
      });
    }
    case 'composite-wheel': {
      // a midpoint has no motion of its own: no retrograde marks on a composite
      const composite = wheelFromNatal(pair.composite());
      const chart = { ...composite, bodies: composite.bodies.map(({ key, longitude }) => ({ key, longitude })) };
      return drawWheel(chart, { ...common, title: `${w.composite}${w.colon}${names}`, desc: w.compositeDesc(names), caption: [names, ...zodiac, w.compositeCaption] });
    }
    case 'davison-wheel': {
      const d = pair.davison();
      const when = `${captionMoment(d.moment.utc, language)}, ${captionDegrees(d.place.latitude, language)}, ${captionDegrees(d.place.longitude, language)}`;
      return drawWheel(wheelFromNatal(d), { ...common, title: `${w.davison}${w.colon}${names}`, desc: w.davisonDesc(names, when), caption: [names, ...zodiac, `${w.davisonLabel}${w.colon}${when}`] });
    }
    case 'connection-bodygraph': {
      const merged = connectionInput(graphOf(pair.design(0)), graphOf(pair.design(1)));
      const conn = pair.connection();
      const typeName = language === 'en' ? conn.combined.type : labelOf(language, 'hdTypes', conn.combined.type);
      const defined = new Set((Object.keys(conn.centers) as CenterId[]).filter((id) => conn.centers[id].defined));
      return drawBodygraph(
        { defined, gates: merged.gates },
        {
          theme: req.theme,
          title: `${w.connection}${w.colon}${names}`,
          desc: `${w.connectionDesc(names, typeName, conn.definedCenters)} (${conn.theme}).`,
          caption: [names, `${typeName} · ${conn.theme}`],
          legend: { labels: [a.saved.name, b.saved.name], people: true, ...(language === 'en' ? {} : { both: w.both }) },
        },
      );
    }
  }
}
