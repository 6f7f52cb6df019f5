/**
 * The drawings of the image routes: request in, drawing out (the handlers render it).
 */
import type { BirthInput } from '../astro/types';
import type { ChartRequest } from '../http/schemas';
import type { BlueprintStore } from '../blueprint/store';
import { drawBodygraph } from '../drawing/bodygraph';
import type { Drawing } from '../drawing/shapes';
import { drawWheel } from '../drawing/wheel';
import { bodygraph, natalWheel, transitsAt } from './charts';
import type { PersonSource } from './charts';
import type { ImageRequest, TransitImageRequest } from './request';

export type { PersonSource };

/** Birth data of a request -> the core's birth input and a caption line. */
export function personOf(req: ImageRequest, toInput: (b: ChartRequest) => BirthInput): PersonSource {
  const options = { ...(req.chartOptions ? { options: req.chartOptions } : {}), ...(req.chartExtras ? { extras: req.chartExtras } : {}) };
  if (req.blueprintId) return { blueprintId: req.blueprintId, ...options };
  const b = req.birth!;
  return {
    birth: {
      input: toInput(b),
      name: req.fullName ?? '',
      when: `${b.birthDate} ${b.timeUnknown === true ? '(time unknown)' : b.birthTime}, ${b.city}, ${b.country}`,
      ...(b.timeUnknown === true ? { timeUnknown: true as const } : {}),
    },
    ...options,
  };
}

/** "Natal chart: Ada" with a name, "Natal chart" without (never a place). */
const titled = (kind: string, name: string | undefined): string => (name ? `${kind}: ${name}` : kind);
/** The caption without an empty name line. */
const lines = (caption: readonly string[]): string[] => caption.filter((l) => l.length > 0);

export async function natalWheelDrawing(src: PersonSource, req: ImageRequest, store: BlueprintStore, ownerId: string): Promise<Drawing> {
  const { chart, caption } = await natalWheel(src, store, ownerId);
  return drawWheel(chart, {
    theme: req.theme,
    pixelSize: req.size,
    aspects: req.aspects,
    title: titled('Natal chart', caption[0]),
    desc: `Natal chart wheel of ${lines(caption).join(', ')}: signs, houses, the angles, ${chart.bodies.length} bodies and ${chart.aspects.length} aspects.`,
    caption: lines(caption),
  });
}

export async function transitWheelDrawing(src: PersonSource, req: TransitImageRequest, now: Date, store: BlueprintStore, ownerId: string): Promise<Drawing> {
  const { chart, caption, options } = await natalWheel(src, store, ownerId);
  const moment = req.moment ?? now;
  const outer = transitsAt(moment, chart, options);
  const when = `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return drawWheel(chart, {
    theme: req.theme,
    pixelSize: req.size,
    aspects: req.aspects,
    title: titled('Transits', caption[0]),
    desc: `Natal chart of ${lines(caption).join(', ')} in the inner ring, the bodies of ${when} in the ring next to the zodiac, with ${outer.aspects.length} transit aspects.`,
    caption: [...lines(caption), `Transits: ${when}`],
    outer,
  });
}

export async function bodygraphDrawing(src: PersonSource, req: ImageRequest, store: BlueprintStore, ownerId: string): Promise<Drawing> {
  const { chart, caption } = await bodygraph(src, store, ownerId);
  return drawBodygraph(chart, {
    theme: req.theme,
    title: titled('Bodygraph', caption[0]),
    desc: `Human Design bodygraph of ${lines(caption).join(', ')}: ${chart.defined.size} defined centres, ${chart.gates.size} active gates.`,
    caption: lines(caption),
    legend: { labels: ['Personality', 'Design'] },
  });
}
