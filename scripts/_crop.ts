import { readFileSync, writeFileSync } from 'node:fs';
import { svgToPng } from '#shared/drawing/png';
const [file, x, y, w, h, out] = process.argv.slice(2);
const svg = readFileSync(file!, 'utf8').replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${w} ${h}"`).replace(/width="[^"]*"/, `width="${w}"`).replace(/height="[^"]*"/, `height="${h}"`);
writeFileSync(out!, svgToPng(svg, Number(w) * 1.5));
