/** A stored relationship as one of its people may see it in the export of their own data (pure: docs/subjects.md). */

/** How a person who is not the subject shows in a subject's export (no name, birth data or place). */
export const OTHER_PERSON = { label: 'the other person', withheld: 'name, birth data and place are not the subject’s: not exported' } as const;

/**
 * A stored relationship (as the account's export shows it: summary and `content`) as one of its
 * people may see it in the export of their own data (GET /v1/account/export?subject=,
 * docs/subjects.md): `isSubject` tells which of the two people is the subject. When both are, the
 * record is unchanged. Otherwise the other person becomes `OTHER_PERSON`, and of the computed
 * content only the relationship's results are kept (synastry's score and harmony, numerology's
 * compatibility, the Human Design connection's theme, counts and defined centres): the charts,
 * aspects with their longitudes, house overlays, the composite and Davison charts (midpoints from
 * which, with the subject's own data, the other's could be worked back), each person's numbers and
 * designs, the chart blocks and the AI reading (which names them) are left out.
 */
export const relationshipForSubject = (record: Record<string, unknown>, isSubject: (person: Record<string, unknown>) => boolean): Record<string, unknown> => {
  const people = Array.isArray(record.people) ? (record.people as Record<string, unknown>[]) : [];
  const mine = people.map((p) => isSubject(p));
  if (mine.length > 0 && mine.every(Boolean)) return record;
  const content = (record.content ?? {}) as Record<string, Record<string, unknown> | null | undefined>;
  const { synastry, numerology, humanDesign } = content;
  const results = {
    ...(synastry ? { synastry: { score: synastry.score, harmony: synastry.harmony } } : {}),
    ...(numerology ? { numerology: { compatibility: numerology.compatibility } } : {}),
    ...(humanDesign ? { humanDesign: { theme: humanDesign.theme, counts: humanDesign.counts, definedCenters: humanDesign.definedCenters } } : {}),
  };
  const kept = ['ownerId', 'relationshipId', 'subject', 'language', 'modules', 'modulesIncluded', 'modulesFailed', 'houseSystem', 'createdAt'];
  return {
    ...Object.fromEntries(kept.filter((k) => record[k] !== undefined).map((k) => [k, record[k]])),
    people: people.map((p, i) => (mine[i] ? p : { ...OTHER_PERSON })),
    results,
    reduced: true,
  };
};
