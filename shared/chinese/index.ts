/** The Chinese room's public surface (docs/chinese.md): other rooms import from here. */
export { computeBazi, pillarsAt, HOUR_BOUNDARIES, PILLAR_NAMES } from './bazi';
export type { Bazi, BaziInput, HourBoundary, PillarName, SolarTime } from './bazi';
export { chineseDate, chineseYearMonths } from './lunisolar';
export { SOLAR_TERMS, solarTermsOfYear, nextTerm, previousTerm } from './terms';
