/** The facts a language's highlight sentence is built from (./index.ts builds them). */
import type { SignKey } from '../../astro/zodiac';
import type { Highlight } from '../highlights';

/** What a language's sentences are built from: names and numbers already in the language. */
export interface HighlightFacts {
  h: Highlight;
  /** The body's name (label tables); for a lunar item, the Moon. */
  body1: string;
  /** The other body of an aspect. */
  body2: string;
  /** The aspect's name (label tables). */
  aspect: string;
  /** The sign of a station, an ingress, or the Moon at a lunation (label tables); '' when none. */
  sign: string;
  signKey: SignKey | '';
  element: string;
  modality: string;
  /** The sign's element and modality keys (fire, cardinal), for the words that agree with them. */
  elementKey: string;
  modalityKey: string;
  /** An ingress made in retrograde motion. */
  retrograde: boolean;
  /** "13:12" (24-hour clock), '' without a moment. */
  time: string;
  /** The hour of the moment (for Spanish and Portuguese "a la"/"à" 1). */
  hour: number;
  /** Closest orb with the language's decimal separator ("2,1"). */
  orb: string;
  /** Lunar phase at 00:00: its name, and whether the Moon is waxing. */
  phase: string;
  waxing: boolean;
  /** Percent lit, rounded. */
  lit: string;
}

export type HighlightWriter = (f: HighlightFacts) => string;
