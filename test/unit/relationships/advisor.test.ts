/** The advisor's relationship tool on constructed facts: finding people by name, the tool's offer and result, blueprints without a birthplace. */
import { describe, expect, it } from 'vitest';
import type { AdvisorFacts, SavedPersonFact } from '#shared/advisor/facts';
import { comparePeople, findPerson, personNamedIn } from '#shared/advisor/relationship';
import { runTool, toolsFor } from '#shared/advisor/tools';
import { computeRelationship } from '#shared/relationships/index';

const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const people: SavedPersonFact[] = [
  { blueprintId: 'bp_me', fullName: 'Zoë Ångström', birthDate: '1990-07-15', birthTime: '14:30', location: 'London, UK', place: LONDON },
  { blueprintId: 'bp_sam', fullName: 'Sam Rivera', birthDate: '1992-03-04', birthTime: '07:15', location: 'Madrid, Spain', place: { latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid' } },
  { blueprintId: 'bp_old', fullName: 'Olga Old', birthDate: '1950-01-01', birthTime: '12:00', location: 'Riga, Latvia' },
];
const facts = (list: SavedPersonFact[] = people): AdvisorFacts => ({ blueprintId: 'bp_me', person: { fullName: 'Zoë Ångström', birthDate: '1990-07-15', birthTime: '14:30', location: 'London, UK' }, astrology: null, humanDesign: null, numerology: null, people: list });

describe('advisor relationship tool', () => {
  it('finds people by name, accents and case aside', () => {
    expect(findPerson(people, 'sam')?.blueprintId).toBe('bp_sam');
    expect(findPerson(people, 'zoe angstrom')?.blueprintId).toBe('bp_me');
    expect(findPerson(people, 'Rivera, Sam')?.blueprintId).toBe('bp_sam');
    expect(findPerson(people, 'Nobody')).toBeUndefined();
    expect(personNamedIn(facts(), 'How do I get along with Sam?')?.blueprintId).toBe('bp_sam');
    expect(personNamedIn(facts(), 'How is my week?')).toBeUndefined();
  });

  it('is offered with two or more saved people and answers the core’s figures', () => {
    expect(toolsFor(facts()).map((t) => t.name)).toContain('compare_people');
    expect(toolsFor(facts(people.slice(0, 1))).map((t) => t.name)).not.toContain('compare_people');
    const out = runTool('compare_people', { with: 'Sam' }, facts());
    expect(out.isError).toBe(false);
    const c = JSON.parse(out.content) as { a: string; b: string; synastry: { score: number; harmony: number }; humanDesign: { theme: string }; numerology: { score: number } };
    const input = (p: SavedPersonFact) => ({ fullName: p.fullName, birth: { date: p.birthDate, time: p.birthTime, ...p.place! } });
    const core = computeRelationship(input(people[0]!), input(people[1]!), { synastry: true, composite: false, davison: false, humanDesign: true, numerology: true }).data;
    expect(c).toMatchObject({ a: 'Zoë Ångström', b: 'Sam Rivera', synastry: { score: core.synastry!.score.value, harmony: core.synastry!.harmony.value }, humanDesign: { theme: core.humanDesign!.theme }, numerology: { score: core.numerology!.compatibility.score } });
  });

  it('casts both charts with the first person’s chart options and each blueprint’s UTC offset; says so when the other was made with other options', () => {
    const SIDEREAL = { zodiac: 'sidereal' as const, houseSystem: 'equal' as const, orbs: { trine: 3 } };
    const me = { ...people[0]!, chartOptions: SIDEREAL };
    const sam = { ...people[1]!, utcOffset: '+03:00' };
    const c = comparePeople(facts([me, sam]), 'Sam');
    const input = (p: SavedPersonFact) => ({ fullName: p.fullName, birth: { date: p.birthDate, time: p.birthTime, ...p.place!, ...(p.utcOffset ? { utcOffset: p.utcOffset } : {}) } });
    const MODULES = { synastry: true, composite: false, davison: false, humanDesign: true, numerology: true };
    const core = computeRelationship(input(me), input(sam), MODULES, SIDEREAL).data.synastry!;
    const contacts = core.aspects.map((x) => ({ a: x.pointA, b: x.pointB, aspect: x.type, orb: x.orb, influence: x.influence }));
    expect(c.synastry).toMatchObject({ score: core.score.value, harmony: core.harmony.value });
    for (const k of c.synastry!.contacts) expect(contacts).toContainEqual(k);
    // neither the default options nor the zone's offset give these contacts
    const plain = computeRelationship(input(people[0]!), input(people[1]!), MODULES).data.synastry!;
    const zone = computeRelationship(input(me), input(people[1]!), MODULES, SIDEREAL).data.synastry!;
    expect(plain.aspects).not.toEqual(core.aspects);
    expect(zone.aspects).not.toEqual(core.aspects);
    expect(c.chartOptions).toEqual({ ...SIDEREAL, ayanamsha: 'lahiri' });
    expect(c.note).toBe('Sam Rivera\'s blueprint was made with other chart options than Zoë Ångström\'s: both charts are cast with Zoë Ångström\'s');
    // the same options on both (the ayanamsha written out or not): no note
    expect(comparePeople(facts([me, { ...sam, chartOptions: { ...SIDEREAL, ayanamsha: 'lahiri' } }]), 'Sam').note).toBeUndefined();
    // the other way round: compared in the defaults, and said so
    expect(comparePeople(facts([people[0]!, { ...sam, chartOptions: SIDEREAL }]), 'Sam')).toMatchObject({ note: expect.stringMatching(/the defaults: tropical, Placidus/) as unknown });
  });

  it('compares by numerology only when a blueprint has no birthplace; unknown names are readable errors', () => {
    const c = comparePeople(facts(), 'Olga');
    expect(c.synastry).toBeUndefined();
    expect(c.note).toMatch(/numerology/);
    expect(c.numerology.score).toBeGreaterThan(0);
    const bad = runTool('compare_people', { with: 'Nobody' }, facts());
    expect(bad.isError).toBe(true);
    expect(bad.content).toContain('Sam Rivera');
    expect(runTool('compare_people', {}, facts()).isError).toBe(true);
  });
});
