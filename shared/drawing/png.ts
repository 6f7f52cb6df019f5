/**
 * PNG renderer: the SVG of a drawing rasterized by resvg (@resvg/resvg-js, a native addon
 * with prebuilt binaries; see docs/images.md for the choice). Text is first turned into the
 * outlines of the bundled DejaVu fonts (outline.ts), so the rasterizer loads no font at all
 * (system fonts are never read): a Lambda and a laptop draw the same pixels, and no font
 * file is parsed per image.
 */
import { Resvg } from '@resvg/resvg-js';
import { outlineText } from './outline';
import type { Drawing } from './shapes';
import { toSvg } from './svg';

/** Rasterize an SVG document (text already outlined) to `width` pixels wide; the height follows the viewBox. */
export function svgToPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    logLevel: 'off',
  });
  return resvg.render().asPng();
}

export const toPng = (d: Drawing, width: number): Buffer => svgToPng(toSvg(outlineText(d)), width);
