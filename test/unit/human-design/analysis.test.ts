import { describe, expect, it } from 'vitest';
import { analyseGates } from '#shared/human-design/analysis';

const defined = (gates: number[]) =>
  Object.entries(analyseGates(gates).centers)
    .filter(([, v]) => v.defined)
    .map(([k]) => k)
    .sort();

describe('type, authority and definition from the component rule', () => {
  it('no channel: Reflector, Lunar, no definition, even with many lone gates', () => {
    const a = analyseGates([1, 2, 3, 4, 5, 6, 7, 9, 12]);
    expect([a.type, a.strategy, a.authority, a.definition]).toEqual(['Reflector', 'Wait a Lunar Cycle', 'Lunar', 'None']);
    expect(a.channels).toHaveLength(0);
    expect(a.centers.sacral).toEqual({ defined: false, gates: [3, 5, 9] });
    expect([a.signature, a.notSelfTheme]).toEqual(['Surprise', 'Disappointment']);
  });

  it('Heart to Throat: Manifestor with Ego Manifested', () => {
    const a = analyseGates([21, 45]);
    expect([a.type, a.authority, a.definition]).toEqual(['Manifestor', 'Ego Manifested', 'Single']);
  });

  it('Heart to G only: Projector with Ego Projected', () => {
    const a = analyseGates([25, 51]);
    expect([a.type, a.authority]).toEqual(['Projector', 'Ego Projected']);
  });

  it('G to Throat: Projector, Self-Projected', () => {
    expect(analyseGates([1, 8]).authority).toBe('Self-Projected');
    expect(analyseGates([1, 8]).type).toBe('Projector');
  });

  it('Head-Ajna-Throat only: Projector, Mental', () => {
    const a = analyseGates([4, 63, 17, 62]);
    expect([a.type, a.authority, a.definition]).toEqual(['Projector', 'Mental', 'Single']);
    expect(defined([4, 63, 17, 62])).toEqual(['ajna', 'head', 'throat']);
  });

  it('finds Sacral-Spleen-Throat routes (Manifesting Generator)', () => {
    const a = analyseGates([27, 50, 16, 48]);
    expect(a.channels.map((c) => c.name)).toEqual(['Wavelength', 'Preservation']);
    expect([a.type, a.authority, a.definition]).toEqual(['Manifesting Generator', 'Sacral', 'Single']);
  });

  it('a Root motor linked to the Throat through the Spleen makes a Manifestor', () => {
    const a = analyseGates([18, 58, 16, 48]);
    expect([a.type, a.authority]).toEqual(['Manifestor', 'Splenic']);
  });

  it('Sacral without a motor route to the Throat is a Generator; split counts components', () => {
    const a = analyseGates([2, 14, 19, 49, 4, 63]);
    expect(a.type).toBe('Generator');
    expect(a.authority).toBe('Emotional');
    expect(a.definition).toBe('Triple Split');
    expect(a.components).toHaveLength(3);
  });

  it('four components: Quadruple Split', () => {
    const a = analyseGates([4, 63, 2, 14, 37, 40, 18, 58]);
    expect(a.components).toHaveLength(4);
    expect(a.definition).toBe('Quadruple Split');
    expect(a.type).toBe('Generator');
  });

  it('a motor at the Throat makes a Sacral chart Manifesting Generator even via another motor', () => {
    // Sacral-Root (3-60), Root-Solar Plexus (19-49), Solar Plexus-Throat (12-22)
    const a = analyseGates([3, 60, 19, 49, 12, 22]);
    expect([a.type, a.authority, a.definition]).toEqual(['Manifesting Generator', 'Emotional', 'Single']);
  });
});
