/**
 * The words of a transit report in one language: every sentence the transit core writes
 * (the descriptions of the transits and of the sky's aspects, the lunar phase, the dominant
 * energy and the key influences), built from the facts the core computed. Pure: no I/O.
 */
import type { Element, Modality, SignKey } from '../../astro/zodiac';
import type { LunarPhaseName } from '../../astro/lunar';
import type { AnyNatalPoint, Influence, Strength, TransitAspect, TransitingBody } from '../rules';
import { formatMoment } from '../../i18n/format';

/** A transit to a natal point, as the sentences need it. */
export interface TransitFact {
  body: TransitingBody;
  point: AnyNatalPoint;
  aspect: TransitAspect;
  natalHouse: number;
  transitHouse: number;
  strength: Strength;
  influence: Influence;
  /** Exact moments inside the window (ISO UTC). */
  exactAt: readonly string[];
  orb: number;
  /** Days within orb, and that stretch's bounds (ISO UTC). */
  duration: number;
  activeFrom: string;
  activeUntil: string;
}

export type Tone = 'challenging' | 'harmonious' | 'mixed';

export interface TransitWords {
  /** "Transiting Mars squares your natal Sun in your 10th house of …". */
  major(f: TransitFact): string;
  /** Two transiting bodies in aspect, for everyone. */
  sky(a: TransitingBody, b: TransitingBody, aspect: TransitAspect, exactAt: readonly string[]): string;
  /** The lunar phase at the window's start: its meaning, the lit percentage and the Moon's sign. */
  phase(phase: LunarPhaseName, illuminationPercent: number, moonSign: SignKey): string;
  /** The dominant energy when no transit reaches a natal point. */
  quiet: string;
  dominant(modality: Modality, element: Element, tone: Tone): string;
  /** The contact alone, with the grammar of the language ("Transit-Merkur steht im Quadrat zu deinem Radix-Merkur"): the offline advisor's transit lines. */
  contact?(body: TransitingBody, aspect: TransitAspect, point: AnyNatalPoint): string;
  /** A key influence line for one of the strongest transits. */
  influence(f: TransitFact): string;
  /** A slow planet's long contact. */
  backdrop(f: TransitFact): string;
  /** The balance of elements and modalities of the contacts, each with its share in percent, largest first. */
  balance(elements: ReadonlyArray<readonly [Element, number]>, modalities: ReadonlyArray<readonly [Modality, number]>): string;
  /** A station inside the window, at a longitude. */
  station(body: TransitingBody, kind: 'retrograde' | 'direct', longitude: number, at: string): string;
  /** A new or full Moon inside the window, in a sign. */
  lunation(type: 'new-moon' | 'full-moon', sign: SignKey, at: string): string;
}

/** "1 December 2026 at 14:03 UTC": an English moment in prose (never an ISO date; the other languages write theirs through the same formatMoment). */
export const shortTime = (iso: string): string => formatMoment(iso, 'en');
