/**
 * SVG renderer: a drawing as one self-contained SVG document. Every colour is a literal
 * attribute (no CSS, no variables, no external references, no images); text uses DejaVu Sans
 * with the generic `sans-serif` after it; glyphs are paths. Readers get `viewBox`, `<title>`,
 * `<desc>` and the drawing's `data-*` attributes.
 */
import { drawingHasDevanagari } from './script';
import { num } from './shapes';
import type { Drawing, Shape, Stroke } from './shapes';

export const FONT_FAMILY = 'DejaVu Sans, sans-serif';
/** A drawing with Devanagari names the face that draws it in the PNG and the PDF (DejaVu has none). */
export const FONT_FAMILY_DEVANAGARI = 'DejaVu Sans, Noto Sans Devanagari, sans-serif';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const strokeAttrs = (s: Stroke | undefined): string => {
  if (!s) return '';
  let out = ` stroke="${s.color}" stroke-width="${num(s.width)}"`;
  if (s.dash && s.dash.length > 0) out += ` stroke-dasharray="${s.dash.map(num).join(' ')}"`;
  if (s.opacity !== undefined && s.opacity < 1) out += ` stroke-opacity="${num(s.opacity)}"`;
  if (s.cap === 'round') out += ' stroke-linecap="round" stroke-linejoin="round"';
  return out;
};

const attrsOf = (a: Readonly<Record<string, string>> | undefined): string =>
  Object.entries(a ?? {})
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');

function shape(s: Shape, out: string[]): void {
  switch (s.kind) {
    case 'circle':
      out.push(`<circle${attrsOf(s.attrs)} cx="${num(s.cx)}" cy="${num(s.cy)}" r="${num(s.r)}" fill="${s.fill ?? 'none'}"${strokeAttrs(s.stroke)}/>`);
      return;
    case 'line':
      out.push(`<line${attrsOf(s.attrs)} x1="${num(s.x1)}" y1="${num(s.y1)}" x2="${num(s.x2)}" y2="${num(s.y2)}"${strokeAttrs(s.stroke)}/>`);
      return;
    case 'path':
      out.push(`<path${attrsOf(s.attrs)} d="${s.d}" fill="${s.fill ?? 'none'}"${strokeAttrs(s.stroke)}/>`);
      return;
    case 'text':
      out.push(
        `<text${attrsOf(s.attrs)} x="${num(s.x)}" y="${num(s.y)}" font-size="${num(s.size)}"${s.anchor === 'start' ? '' : ` text-anchor="${s.anchor}"`}${s.bold ? ' font-weight="bold"' : ''} fill="${s.fill}">${esc(s.text)}</text>`,
      );
      return;
    case 'group': {
      const attrs = attrsOf(s.attrs);
      const tr = s.transform ? ` transform="translate(${num(s.transform.x)} ${num(s.transform.y)})${s.transform.scale === 1 ? '' : ` scale(${num(s.transform.scale)})`}"` : '';
      out.push(`<g${attrs}${tr}>`);
      for (const c of s.children) shape(c, out);
      out.push('</g>');
      return;
    }
  }
}

/** The SVG document; `size` sets width and height in pixels (the viewBox keeps the drawing's units). */
export function toSvg(d: Drawing, size?: number): string {
  const w = size ?? d.width;
  const h = size === undefined ? d.height : Math.round((size * d.height) / d.width);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${d.width} ${d.height}" font-family="${drawingHasDevanagari(d) ? FONT_FAMILY_DEVANAGARI : FONT_FAMILY}" role="img">`,
    `<title>${esc(d.title)}</title>`,
    `<desc>${esc(d.desc)}</desc>`,
  ];
  if (d.background) out.push(`<rect x="0" y="0" width="${d.width}" height="${d.height}" fill="${d.background}"/>`);
  for (const s of d.shapes) shape(s, out);
  out.push('</svg>');
  return out.join('\n');
}
