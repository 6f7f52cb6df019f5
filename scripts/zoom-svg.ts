/**
 * Look closer at a drawing: `npx tsx scripts/zoom-svg.ts <file.svg> <x> <y> <width> <height> <out.png>`
 * renders one rectangle of an SVG (its viewBox narrowed to it) to a PNG at 1.5 times that size, with
 * the same rasterizer as the PNG routes, to check glyphs, lines and labels up close.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { svgToPng } from '#shared/drawing/png';
const [file, x, y, w, h, out] = process.argv.slice(2);
const svg = readFileSync(file!, 'utf8').replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${w} ${h}"`).replace(/width="[^"]*"/, `width="${w}"`).replace(/height="[^"]*"/, `height="${h}"`);
writeFileSync(out!, svgToPng(svg, Number(w) * 1.5));
