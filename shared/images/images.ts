/**
 * The drawings of the image routes: request in, drawing out (the handlers render it).
 */
import type { BirthInput } from '../astro/types';
import type { ChartRequest } from '../http/schemas';
import type { BlueprintStore } from '../blueprint/store';
import { drawBodygraph } from '../drawing/bodygraph';
import type { Drawing } from '../drawing/shapes';
import { drawWheel, type WheelOptions } from '../drawing/wheel';
import { captionMoment, captionWhen } from '../i18n/format';
import type { Language } from '../i18n/languages';
import { bodygraph, natalWheel, transitsAt } from './charts';
import type { PersonSource } from './charts';
import type { ImageRequest, TransitImageRequest } from './request';
import { imageWords, patternLineIn, titled } from './words/index';

export type { PersonSource };

/** Birth data of a request -> the core's birth input and a caption line. */
export function personOf(req: ImageRequest, toInput: (b: ChartRequest) => BirthInput, language: Language = 'en'): PersonSource {
  const options = { ...(req.chartOptions ? { options: req.chartOptions } : {}), ...(req.chartExtras ? { extras: req.chartExtras } : {}) };
  if (req.blueprintId) return { blueprintId: req.blueprintId, ...options };
  const b = req.birth!;
  return {
    birth: {
      input: toInput(b),
      name: req.fullName ?? '',
      when: `${captionWhen(b.birthDate, b.birthTime ?? '', language, b.timeUnknown === true ? imageWords(language).timeUnknown : undefined)}, ${b.city}, ${b.country}`,
      ...(b.timeUnknown === true ? { timeUnknown: true as const } : {}),
    },
    ...options,
  };
}

/** The caption without an empty name line. */
const lines = (caption: readonly string[]): string[] => caption.filter((l) => l.length > 0);

/** The pattern legend in a language other than English (English: the wheel's own). */
const legendIn = (language: Language): Pick<WheelOptions, 'patternLegend'> =>
  language === 'en' ? {} : { patternLegend: { heading: imageWords(language).patterns, line: (p) => patternLineIn(language, p) } };

export async function natalWheelDrawing(src: PersonSource, req: ImageRequest, store: BlueprintStore, ownerId: string, language: Language = 'en'): Promise<Drawing> {
  const { chart, caption } = await natalWheel(src, store, ownerId, language);
  const w = imageWords(language);
  return drawWheel(chart, {
    theme: req.theme,
    pixelSize: req.size,
    aspects: req.aspects,
    title: titled(w.natalChart, caption[0], w.colon),
    // a wheel without angles is one of an unknown birth time (from birth data or a saved blueprint): it says what it draws
    desc: (chart.ascendant === null ? w.natalDescNoTime : w.natalDesc)(lines(caption).join(', '), chart.bodies.length, chart.aspects.length),
    caption: lines(caption),
    ...legendIn(language),
  });
}

export async function transitWheelDrawing(src: PersonSource, req: TransitImageRequest, now: Date, store: BlueprintStore, ownerId: string, language: Language = 'en'): Promise<Drawing> {
  const { chart, caption, options } = await natalWheel(src, store, ownerId, language);
  const w = imageWords(language);
  const moment = req.moment ?? now;
  const outer = transitsAt(moment, chart, options);
  const when = captionMoment(moment, language);
  return drawWheel(chart, {
    theme: req.theme,
    pixelSize: req.size,
    aspects: req.aspects,
    title: titled(w.transits, caption[0], w.colon),
    desc: w.transitDesc(lines(caption).join(', '), when, outer.aspects.length),
    caption: [...lines(caption), `${w.transits}${w.colon}${when}`],
    outer,
    ...legendIn(language),
  });
}

export async function bodygraphDrawing(src: PersonSource, req: ImageRequest, store: BlueprintStore, ownerId: string, language: Language = 'en'): Promise<Drawing> {
  const { chart, caption } = await bodygraph(src, store, ownerId, language);
  const w = imageWords(language);
  return drawBodygraph(chart, {
    theme: req.theme,
    title: titled(w.bodygraph, caption[0], w.colon),
    desc: w.bodygraphDesc(lines(caption).join(', '), chart.defined.size, chart.gates.size),
    caption: lines(caption),
    legend: { labels: [w.personality, w.design], ...(language === 'en' ? {} : { both: w.both }) },
  });
}
