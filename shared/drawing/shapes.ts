/**
 * The drawing model shared by every renderer (SVG string, PNG via the SVG, PDF via pdf-lib):
 * plain data, a coordinate system of its own (x right, y down, units of the drawing's
 * `width` x `height` box). No renderer knows what a wheel or a bodygraph is; no drawing
 * knows how it is rendered.
 */

/** A stroke: colour '#rrggbb', width in drawing units (scaled with the drawing). */
export interface Stroke {
  color: string;
  width: number;
  dash?: readonly number[];
  opacity?: number;
  cap?: 'butt' | 'round';
}

/** `class` and `data-*` attributes for readers of the SVG (tests, scripts); renderers other than SVG ignore them. */
type Attrs = Readonly<Record<string, string>>;

export interface CircleShape {
  kind: 'circle';
  attrs?: Attrs;
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  stroke?: Stroke;
}

export interface LineShape {
  kind: 'line';
  attrs?: Attrs;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: Stroke;
}

/** An SVG path (absolute M, L, C, Q, A, Z only), filled and/or stroked. */
export interface PathShape {
  kind: 'path';
  attrs?: Attrs;
  d: string;
  fill?: string;
  stroke?: Stroke;
}

export interface TextShape {
  kind: 'text';
  attrs?: Attrs;
  /** Anchor point: x per `anchor`, y the baseline. */
  x: number;
  y: number;
  text: string;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  bold?: boolean;
  fill: string;
}

/** A group: `data-*` attributes for readers of the SVG, and an optional translate + uniform scale. */
export interface GroupShape {
  kind: 'group';
  attrs?: Attrs;
  transform?: { x: number; y: number; scale: number };
  children: Shape[];
}

export type Shape = CircleShape | LineShape | PathShape | TextShape | GroupShape;

export interface Drawing {
  width: number;
  height: number;
  title: string;
  desc: string;
  /** Background colour filling the whole box (none: transparent). */
  background?: string;
  shapes: Shape[];
}

/** Point at `r` from (cx, cy) at `deg` degrees, counter-clockwise from the left (9 o'clock). */
export const polar = (cx: number, cy: number, r: number, deg: number): { x: number; y: number } => {
  const a = ((180 + deg) * Math.PI) / 180;
  return { x: cx + r * Math.cos(a), y: cy - r * Math.sin(a) };
};

/** Numbers in path data and attributes: 2 decimals, no trailing zeros. */
export const num = (n: number): string => {
  const s = (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};
