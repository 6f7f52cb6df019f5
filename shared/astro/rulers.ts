/**
 * The traditional (seven-planet) rulers of the signs, as Hellenistic, medieval and Vedic astrology
 * count them: Mars Aries and Scorpio, Venus Taurus and Libra, Mercury Gemini and Virgo, the Moon
 * Cancer, the Sun Leo, Jupiter Sagittarius and Pisces, Saturn Capricorn and Aquarius. The modern
 * rulers (Pluto, Uranus, Neptune) are not traditional rulers and are not used by the timing
 * techniques (profections, firdaria).
 */
import { SIGN_KEYS, type SignKey } from './zodiac';

export const CLASSICAL_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type ClassicalPlanetKey = (typeof CLASSICAL_PLANETS)[number];

/** Ruler of each sign, Aries first. */
const RULER_BY_INDEX: readonly ClassicalPlanetKey[] = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];

export const TRADITIONAL_RULERS: Readonly<Record<SignKey, ClassicalPlanetKey>> = Object.fromEntries(SIGN_KEYS.map((k, i) => [k, RULER_BY_INDEX[i]!])) as Record<SignKey, ClassicalPlanetKey>;

/** The traditional ruler of the sign of index 0 (Aries) to 11 (Pisces). */
export const traditionalRulerOf = (signIndex: number): ClassicalPlanetKey => RULER_BY_INDEX[((signIndex % 12) + 12) % 12]!;

/** The Chaldean order, slowest to fastest: the order of planetary hours and of the firdaria's sub-periods. */
export const CHALDEAN: readonly ClassicalPlanetKey[] = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'];
