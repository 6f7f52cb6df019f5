/**
 * PNG renderer: the SVG of a drawing rasterized by resvg (@resvg/resvg-js, a native addon
 * with prebuilt binaries; see docs/images.md for the choice). Text is first turned into the
 * outlines of the bundled DejaVu fonts (outline.ts), so the rasterizer loads no font at all
 * (system fonts are never read): a Lambda and a laptop draw the same pixels, and no font
 * file is parsed per image.
 */
import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { outlineText } from './outline';
import { prepareText } from './script';
import type { Drawing } from './shapes';
import { toSvg } from './svg';

const options = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: width },
  font: { loadSystemFonts: false },
  shapeRendering: 2,
  logLevel: 'off',
});

/** Rasterize an SVG document (text already outlined) to `width` pixels wide; the height follows the viewBox. */
export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, options(width)).render().asPng();
}

/** Synchronous: a drawing with Devanagari needs `await prepareText(d)` (script.ts) first. */
export const toPng = (d: Drawing, width: number): Buffer => svgToPng(toSvg(outlineText(d)), width);

/**
 * The same PNG, rasterized on libuv's thread pool (resvg's `renderAsync`): the event loop stays
 * free while it draws (a 2000 px PNG is the largest synchronous block of the image routes), so a
 * process serving many requests (the local server) answers light ones meanwhile. Same pixels.
 */
export const toPngAsync = async (d: Drawing, width: number): Promise<Buffer> => {
  // Devanagari text: the shaper (fontkit, Noto Sans Devanagari) is loaded now, and only then
  await prepareText(d);
  return (await renderAsync(toSvg(outlineText(d)), options(width))).asPng();
};
