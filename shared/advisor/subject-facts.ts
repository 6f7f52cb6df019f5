/**
 * The advisor's grounding for a subject that has no blueprint (issue 44): the subject's birth data
 * (PUT /v1/subjects/{subject}) cast by the same cores a blueprint's modules use (shared/blueprint
 * `coreCalculators`: astrology, Human Design, and numerology when the subject has a display name, the
 * name being the numerology's input), held in memory only: nothing is saved, nothing charged beyond
 * the chat's own price. An unknown birth time casts what holds over the day, as a blueprint of it
 * does. docs/advisor.md "Grounding".
 */
import { birthMoment } from '../astro/moment';
import type { BirthInput } from '../astro/types';
import { coreCalculators } from '../blueprint/services';
import type { BlueprintRecord } from '../blueprint/store';
import type { BlueprintData } from '../blueprint/types';
import { NOON } from '../http/birth-input';
import type { SubjectItem } from '../subjects/store';
import { factsFromBlueprint, type AdvisorFacts } from './facts';

export async function factsOfSubject(item: SubjectItem, today: string): Promise<AdvisorFacts | null> {
  const unknown = item.timeUnknown === true;
  const time = unknown ? NOON : (item.birthTime ?? NOON);
  const offset = item.utcOffset !== undefined ? { utcOffset: item.utcOffset } : {};
  const birth: BirthInput = { date: item.birthDate, time, timezone: item.timezone, latitude: item.latitude, longitude: item.longitude, ...offset };
  const [astrology, humanDesign, numerology] = await Promise.all([
    coreCalculators.astrology(birth, undefined, undefined, unknown),
    coreCalculators.humanDesign({ date: item.birthDate, time, timezone: item.timezone, longitude: item.longitude, ...offset }, unknown),
    item.name !== undefined ? coreCalculators.numerology(item.name, item.birthDate, today) : null,
  ]);
  const moment = birthMoment({ date: item.birthDate, time: unknown ? null : time, timeUnknown: unknown, timezone: item.timezone, longitude: item.longitude, ...offset });
  const location = `${item.city}, ${item.country}`;
  const content = {
    astrology: astrology.data,
    humanDesign: humanDesign.data,
    numerology: numerology?.data ?? null,
    aiContent: null,
    birthInfo: { fullName: item.name ?? item.subject, date: item.birthDate, time, location, utc: moment.utc },
    sections: [],
    createdAt: today,
  } as unknown as BlueprintData & { sections: []; createdAt: string };
  // a blueprint in memory: the facts are read from it as from a saved one (no blueprintId: none was saved)
  const record = {
    ownerId: item.ownerId,
    blueprintId: '',
    status: 'completed',
    subject: item.subject,
    fullName: item.name ?? item.subject,
    birthDate: item.birthDate,
    birthTime: time,
    ...(unknown ? { timeUnknown: true as const } : {}),
    location,
    place: { latitude: item.latitude, longitude: item.longitude, timezone: item.timezone },
    ...offset,
    content,
  } as unknown as BlueprintRecord;
  return factsFromBlueprint(record);
}
