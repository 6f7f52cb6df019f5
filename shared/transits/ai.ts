/** The AI layer's grounding facts for one transit report (shared/ai `purpose: 'transit'`). */
import type { AstrologyFacts, TransitTextFacts } from '../ai/index';
import { signOfLongitude } from '../ai/index';
import { TIME_UNKNOWN_NATAL_POINTS, type NatalFrame, type TransitReport } from './compute';
import { NATAL_POINTS } from './rules';

/** How many transits go into the prompt (strongest first, as the report is sorted). */
export const AI_TRANSITS = 14;

export function transitFacts(report: TransitReport, natal: NatalFrame): TransitTextFacts {
  const bodies: AstrologyFacts['bodies'] = {};
  // without a birth time: the noon chart's bodies without houses, angles or the Moon (compute.ts)
  for (const p of NATAL_POINTS) {
    if (natal.timeUnknown && TIME_UNKNOWN_NATAL_POINTS.includes(p)) continue;
    const { sign, degree } = signOfLongitude(natal.points[p].longitude);
    bodies[p] = natal.timeUnknown ? { sign, degree } : { sign, degree, house: natal.points[p].house };
  }
  return {
    period: report.period,
    date: report.date,
    timezone: report.window.timezone,
    natal: { bodies },
    transits: report.majorTransits.slice(0, AI_TRANSITS).map((t) => ({
      transitingPlanet: t.transitingPlanet,
      natalPlanet: t.natalPlanet,
      aspect: t.aspect,
      orb: t.orb,
      isExact: t.isExact,
      influence: t.influence,
      exactAt: t.exactAt,
      orbAtStart: t.orbAtStart,
      applying: t.applying,
      activeFrom: t.activeFrom,
      activeUntil: t.activeUntil,
      strength: t.strength,
      ...(t.natalHouse !== null ? { natalHouse: t.natalHouse } : {}),
      ...(t.transitHouse !== null ? { transitHouse: t.transitHouse } : {}),
    })),
    lunarPhase: { phase: report.lunarPhase.phase, illumination: report.lunarPhase.illumination },
    numerology: {
      personalYear: report.numerology.personalYear.number,
      personalMonth: report.numerology.personalMonth.number,
      personalDay: report.numerology.personalDay.number,
    },
  };
}
