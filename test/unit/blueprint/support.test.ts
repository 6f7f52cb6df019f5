import { describe, expect, it } from 'vitest';
import { isBlueprintId, newBlueprintId } from '#shared/blueprint/ids';
import { coreCalculators } from '#shared/blueprint/services';
import { decodeContent, encodeContent } from '#shared/blueprint/store';
import { pagination, pdfFileName } from '#shared/blueprint/views';
import { hdView } from '#shared/chart-views/index';
import { fixtureDocument } from '../pdf/fixture';

describe('blueprint ids', () => {
  it('sort by creation time', () => {
    const a = newBlueprintId(new Date('2026-01-01T00:00:00.000Z'));
    const b = newBlueprintId(new Date('2026-01-01T00:00:00.001Z'));
    const c = newBlueprintId(new Date('2031-06-01T00:00:00Z'));
    expect([c, a, b].sort()).toEqual([a, b, c]);
    for (const id of [a, b, c]) expect(isBlueprintId(id)).toBe(true);
    expect(newBlueprintId(new Date(0))).not.toBe(newBlueprintId(new Date(0)));
  });
});

describe('views', () => {
  it('paginates', () => {
    expect(pagination(1, 50, 0)).toEqual({ page: 1, limit: 50, total: 0, totalPages: 0, hasMore: false });
    expect(pagination(2, 10, 25)).toEqual({ page: 2, limit: 10, total: 25, totalPages: 3, hasMore: true });
    expect(pagination(3, 10, 25).hasMore).toBe(false);
  });

  it('builds an ASCII attachment name', () => {
    expect(pdfFileName({ fullName: 'Zoë Ångström-Çelik', createdAt: '2026-11-22T04:00:00Z', blueprintId: 'bp_x' })).toBe('blueprint-zoe-angstrom-celik-2026-11-22.pdf');
    expect(pdfFileName({ fullName: '"; rm -rf', createdAt: '2026-11-22T04:00:00Z', blueprintId: 'bp_x' })).toBe('blueprint-rm-rf-2026-11-22.pdf');
    expect(pdfFileName({ fullName: '漢字', createdAt: '2026-11-22T04:00:00Z', blueprintId: 'bp_x' })).toBe('blueprint-2026-11-22.pdf');
  });
});

describe('stored content', () => {
  it('round-trips through gzip and stays small for a full blueprint', () => {
    const doc = fixtureDocument();
    const bytes = encodeContent(doc)!;
    expect(decodeContent(bytes)).toEqual(doc);
    expect(bytes.length).toBeLessThan(100_000);
    expect(encodeContent(null)).toBeUndefined();
    expect(decodeContent(undefined)).toBeNull();
  });
});

describe('core output', () => {
  const birth = { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };

  it('gives each module its data and the AI facts of the same result', async () => {
    const astrology = await coreCalculators.astrology(birth);
    const humanDesign = await coreCalculators.humanDesign(birth);
    const numerology = await coreCalculators.numerology('Zoë', '1990-07-15', '2026-11-22');
    const sun = astrology.data.celestialBodies.sun!;
    expect(astrology.facts.bodies.sun).toMatchObject({ sign: sun.sign, house: sun.house });
    expect(Object.keys(astrology.facts.bodies)).toHaveLength(19);
    expect(humanDesign.facts).toMatchObject({ type: humanDesign.data.type, profile: humanDesign.data.profile, authority: humanDesign.data.authority });
    expect(humanDesign.facts.definedCenters).toEqual(humanDesign.data.definedCenters);
    expect(numerology.facts.lifePathNumber).toBe(numerology.data.lifePathNumber);
  });

  it('is read by the bodygraph model: defined centers, channels and both activation sides', async () => {
    const hd = (await coreCalculators.humanDesign(birth)).data;
    const v = hdView(hd);
    const defined = Object.entries(hd.centers as Record<string, { defined: boolean }>).filter(([, c]) => c.defined).map(([k]) => k);
    expect([...v.defined].sort()).toEqual(defined.sort());
    expect(v.channels).toHaveLength(hd.channels.length);
    expect(v.activations).toHaveLength(26);
    const sides = new Set([...v.gates.values()].flatMap((s) => [...s]));
    expect(sides).toEqual(new Set(['personality', 'design']));
  });
});
