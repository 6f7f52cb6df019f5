/** What a language writes of a relationship's computed parts (./index.ts applies it). */
import type { CompatibilityBand, Family, PairRelation } from '../numerology';

export interface RelationshipWords {
  /** "Both Suns are in cardinal signs". */
  destinySign(modality: 'cardinal' | 'fixed' | 'mutable'): string;
  /** "Sun (A) trine Moon (B), orb 4.87°": names and the orb already in the language. */
  contact(pointA: string, aspect: string, aspectKey: string, pointB: string, orb: string): string;
  numerology(n: {
    a: number;
    b: number;
    familyA: Family;
    familyB: Family;
    relation: PairRelation;
    expressionChallenging: boolean;
    soulUrgeChallenging: boolean;
    score: number;
    band: CompatibilityBand;
  }): string;
}
