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
