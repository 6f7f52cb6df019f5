/**
 * Ecliptic longitude -> gate, line, color, tone, base on the Human Design wheel.
 * Boundaries come from the widths below only (no hand-typed degree table).
 */
import { GATE_WHEEL } from './bodygraph';

export const GATE_WIDTH = 5.625; // 360 / 64
export const LINE_WIDTH = GATE_WIDTH / 6; // 0.9375
export const COLOR_WIDTH = LINE_WIDTH / 6; // 0.15625
export const TONE_WIDTH = COLOR_WIDTH / 6;
/** Width of a base (documentation and tests; the code derives base from the tone remainder). */
export const BASE_WIDTH = TONE_WIDTH / 5;
/** Gate 41 begins at 302 degrees, so shifting by 58 puts it at 0. */
export const WHEEL_OFFSET = 58;

export interface GatePosition {
  gate: number;
  line: number;
  color: number;
  tone: number;
  base: number;
  /** Index of the gate on the wheel, 0 (gate 41) .. 63 (gate 60). */
  wheelIndex: number;
}

const clamp = (v: number, max: number): number => (v < 1 ? 1 : v > max ? max : v);

const mod = (x: number, m: number): number => {
  const r = x % m;
  return r < 0 ? r + m : r;
};

/** Position on the wheel of a tropical longitude in degrees (any real number). */
export function gateOf(longitude: number): GatePosition {
  const x = mod(longitude + WHEEL_OFFSET, 360);
  let wheelIndex = Math.floor(x / GATE_WIDTH);
  if (wheelIndex > 63) wheelIndex = 63;
  if (wheelIndex < 0) wheelIndex = 0;
  // Tone and base from the remainder inside the color (the same as `x mod toneWidth`
  // mathematically, but exact at color boundaries, where x mod toneWidth rounds to ~toneWidth).
  const tones = (mod(x, COLOR_WIDTH) / COLOR_WIDTH) * 6;
  return {
    gate: GATE_WHEEL[wheelIndex]!,
    line: clamp(Math.floor(mod(x, GATE_WIDTH) / LINE_WIDTH) + 1, 6),
    color: clamp(Math.floor(mod(x, LINE_WIDTH) / COLOR_WIDTH) + 1, 6),
    tone: clamp(Math.floor(tones) + 1, 6),
    base: clamp(Math.floor((tones - Math.floor(tones)) * 5) + 1, 5),
    wheelIndex,
  };
}

/**
 * The position exactly opposite (180 degrees = 32 gates away): same line, color,
 * tone and base by construction, without re-deriving them from a rounded longitude.
 */
export function oppositeOf(p: GatePosition): GatePosition {
  const wheelIndex = (p.wheelIndex + 32) % 64;
  return { ...p, wheelIndex, gate: GATE_WHEEL[wheelIndex]! };
}
