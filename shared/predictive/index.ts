/**
 * Predictive techniques (pure core): solar and lunar returns, secondary progressions and solar arc
 * directions, on the astro core (shared/astro) and the root finders of shared/sky.
 */
export { natalBasis, progressedJd, calendarJd, TROPICAL_YEAR_DAYS, PREDICTIVE_ORB, type NatalBasis } from './common';
export { lunarReturnsBetween, nextReturn, returnMoments, solarReturnOfYear, type ReturnChart, type ReturnPlace } from './returns';
export { ANGLE_METHODS, computeProgressions, computeSolarArc, DEFAULT_ANGLE_METHOD, NAIBOD_RATE, progressedMoonEvents, type AngleMethod } from './progressions';
