/** Shared by the birth-data calculators: request fields (spec 2.2) -> core BirthInput and birthInfo. */
import type { BirthInput } from '#shared/astro/types';
import type { BirthData } from '#shared/http/schemas';

export const toBirthInput = (b: BirthData): BirthInput => ({
  date: b.birthDate,
  time: b.birthTime,
  timezone: b.timezone,
  latitude: b.latitude,
  longitude: b.longitude,
});

export const birthInfo = (b: BirthData) => ({ date: b.birthDate, time: b.birthTime, location: `${b.city}, ${b.country}` });
