/**
 * PNG renderer: the SVG of a drawing rasterized by resvg (@resvg/resvg-js, a native
 * addon with prebuilt binaries; see docs/images.md for the choice). Text uses the bundled
 * DejaVu fonts only: system fonts are never loaded, so a Lambda and a laptop draw the same
 * pixels.
 */
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { FONT_FILES, fontDir } from '../pdf/fonts';
import type { Drawing } from './shapes';
import { toSvg } from './svg';

let fontFiles: string[] | undefined;
const fonts = (): string[] => (fontFiles ??= [join(fontDir(), FONT_FILES.regular), join(fontDir(), FONT_FILES.bold)]);

/** Rasterize an SVG document to `width` pixels wide (height follows the viewBox). */
export function svgToPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: fonts(), defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  });
  return resvg.render().asPng();
}

export const toPng = (d: Drawing, width: number): Buffer => svgToPng(toSvg(d), width);
