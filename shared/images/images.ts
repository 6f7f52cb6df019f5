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
  const options = req.chartOptions ? { options: req.chartOptions } : {};
  if (req.blueprintId) return { blueprintId: req.blueprintId, ...options };
  const b = req.birth!;
  return {
    birth: {
      input: toInput(b),
      name: `${b.city}, ${b.country}`,
      when: `${b.birthDate} ${b.birthTime} (${b.timezone})`,
    },
    ...options,
  };
}

export async function natalWheelDrawing(src: PersonSource, req: ImageRequest, store: BlueprintStore, ownerId: string): Promise<Drawing> {
  const { chart, caption } = await natalWheel(src, store, ownerId);
  return drawWheel(chart, {
    theme: req.theme,
    title: `Natal chart: ${caption[0]}`,
    desc: `Natal chart wheel of ${caption.join(', ')}: signs, houses, the angles, ${chart.bodies.length} bodies and ${chart.aspects.length} aspects.`,
    caption,
  });
}

export async function transitWheelDrawing(src: PersonSource, req: TransitImageRequest, now: Date, store: BlueprintStore, ownerId: string): Promise<Drawing> {
  const { chart, caption, options } = await natalWheel(src, store, ownerId);
  const moment = req.moment ?? now;
  const outer = transitsAt(moment, chart, options);
  const when = `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return drawWheel(chart, {
    theme: req.theme,
    title: `Transits of ${when}: ${caption[0]}`,
    desc: `Natal chart of ${caption.join(', ')} inside, the bodies of ${when} outside, with ${outer.aspects.length} transit aspects.`,
    caption: [...caption, `Transits (outer ring): ${when}`],
    outer,
  });
}

export async function bodygraphDrawing(src: PersonSource, req: ImageRequest, store: BlueprintStore, ownerId: string): Promise<Drawing> {
  const { chart, caption } = await bodygraph(src, store, ownerId);
  return drawBodygraph(chart, {
    theme: req.theme,
    title: `Bodygraph: ${caption[0]}`,
    desc: `Human Design bodygraph of ${caption.join(', ')}: ${chart.defined.size} defined centres, ${chart.gates.size} active gates.`,
    caption,
    legend: { labels: ['Personality', 'Design'] },
  });
}
