/**
 * The birth data of a request (spec 2.2) as the cores take them (BirthInput), and the calculators'
 * birthInfo: shared by the calculator and image handlers (and the scripts and tests that draw as they do).
 */
import { birthMoment } from '../astro/moment';
import type { BirthInput } from '../astro/types';
import type { BirthData } from '../http/schemas';

export const toBirthInput = (b: BirthData): BirthInput => ({
  date: b.birthDate,
  time: b.birthTime,
  timezone: b.timezone,
  latitude: b.latitude,
  longitude: b.longitude,
  ...(b.utcOffset !== undefined ? { utcOffset: b.utcOffset } : {}),
  ...((b as { timeUnknown?: boolean }).timeUnknown === true ? { timeUnknown: true } : {}),
});

/** birthInfo of the calculators: the request's date, time and place, plus the UT used, the offset and the rule that gave it. */
export const birthInfo = (b: BirthData) => {
  const t = birthMoment(toBirthInput(b));
  return { date: b.birthDate, time: b.birthTime, location: `${b.city}, ${b.country}`, utc: t.utc, utcOffset: t.utcOffset, offsetRule: t.rule };
};
