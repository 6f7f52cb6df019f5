import { describe, expect, it } from 'vitest';
import { computeHumanDesign } from '#shared/human-design/chart';
import type { HumanDesignChart } from '#shared/human-design/chart';
import { toBlueprintHumanDesign } from '#shared/human-design/present';

const gl = (list: HumanDesignChart['personalityActivations']) => list.map((a) => `${a.gate}.${a.line}`);
const channelKeys = (c: HumanDesignChart) => c.channels.map((ch) => ch.gates.join('-')).sort();
const definedCenters = (c: HumanDesignChart) =>
  Object.entries(c.centers)
    .filter(([, v]) => v.defined)
    .map(([k]) => k)
    .sort();
const minutesBetween = (iso: string, expectedIso: string) => Math.abs(Date.parse(iso) - Date.parse(expectedIso)) / 60_000;

describe('public reference charts (docs: shared/reference/human-design.md section 7)', () => {
  it('1. 1968-02-21 11:00 Europe/Istanbul', () => {
    const c = computeHumanDesign({ date: '1968-02-21', time: '11:00', timezone: 'Europe/Istanbul' });
    expect(c.birth.utc).toBe('1968-02-21T09:00:00.000Z');
    expect(minutesBetween(c.design.utc, '1967-11-26T18:14:00Z')).toBeLessThan(3);
    expect(c.type).toBe('Manifesting Generator');
    expect(c.strategy).toBe('To Respond');
    expect(c.authority).toBe('Emotional');
    expect(c.profile.label).toBe('2/4');
    expect(c.profile.lineNames).toEqual(['Hermit', 'Opportunist']);
    expect(c.definition).toBe('Split');
    expect(c.incarnationCross.name).toBe('Right Angle Cross of the Sleeping Phoenix (1)');
    expect(c.incarnationCross.label).toBe('55/59 | 34/20');
    expect(c.variables.notation).toBe('PRL DRR');
    expect(channelKeys(c)).toEqual(['20-34', '20-57', '25-51', '3-60', '34-57', '6-59']);
    const sun = c.personalityActivations[0]!;
    expect([sun.planet, sun.gate, sun.line, sun.color, sun.tone, sun.base]).toEqual(['sun', 55, 2, 5, 5, 2]);
    expect(c.signature).toBe('Satisfaction');
    expect(c.notSelfTheme).toBe('Frustration');
  });

  it('2. 2024-01-01 00:00 UTC', () => {
    const c = computeHumanDesign({ date: '2024-01-01', time: '00:00', timezone: 'UTC' });
    expect(c.type).toBe('Generator');
    expect(c.authority).toBe('Emotional');
    expect(c.profile.label).toBe('1/3');
    expect(c.definition).toBe('Split');
    expect(c.incarnationCross.name).toBe('Right Angle Cross of Tension (4)');
    expect(c.incarnationCross.label).toBe('38/39 | 48/21');
    expect(channelKeys(c)).toEqual(['29-46', '39-55']);
  });

  it('3. 1948-04-09 00:05 America/Montreal', () => {
    const c = computeHumanDesign({ date: '1948-04-09', time: '00:05', timezone: 'America/Montreal' });
    expect(c.birth.utc).toBe('1948-04-09T05:05:00.000Z');
    expect(c.type).toBe('Manifestor');
    expect(c.strategy).toBe('To Inform');
    expect(c.authority).toBe('Splenic');
    expect(c.profile.label).toBe('5/1');
    expect(c.definition).toBe('Single');
    expect(c.incarnationCross.angle).toBe('Left Angle');
    expect(c.incarnationCross.name).toBe('Left Angle Cross of Clarion (1)');
    expect(c.incarnationCross.label).toBe('51/57 | 61/62');
    expect(channelKeys(c)).toEqual(['10-20', '10-57', '20-57', '23-43', '25-51']);
  });

  it('4. 1992-12-09 00:35 Europe/Brussels: every gate.line', () => {
    const c = computeHumanDesign({ date: '1992-12-09', time: '00:35', timezone: 'Europe/Brussels' });
    expect(c.type).toBe('Manifestor');
    expect(c.authority).toBe('Emotional');
    expect(c.profile.label).toBe('1/3');
    expect(definedCenters(c)).toEqual(['ajna', 'head', 'solarPlexus', 'throat']);
    // The source lists Sun, Earth, Moon, North Node, South Node, Mercury ... Pluto;
    // reorder to this module's order (Sun, Earth, North Node, South Node, Moon, ...).
    const reorder = (s: string) => {
      const x = s.split(' ');
      return [x[0], x[1], x[3], x[4], x[2], ...x.slice(5)];
    };
    expect(gl(c.personalityActivations)).toEqual(reorder('26.1 45.1 20.5 26.5 45.5 14.3 60.5 56.1 48.2 13.1 54.2 54.3 43.6'));
    expect(gl(c.designActivations)).toEqual(reorder('47.3 22.3 63.4 11.5 12.5 64.5 48.5 15.2 6.2 19.6 38.5 54.2 43.2'));
  });

  it('presents chart 1 in the blueprint shape', () => {
    const c = computeHumanDesign({ date: '1968-02-21', time: '11:00', timezone: 'Europe/Istanbul' });
    const b = toBlueprintHumanDesign(c);
    expect(b.profile).toMatch(/^\d\/\d$/);
    expect(b.profile).toBe('2/4');
    expect(Object.keys(b.centers)).toEqual(['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solarPlexus', 'spleen', 'root']);
    expect(b.centers.head).toEqual({ defined: false, gates: [61] }); // Design Mars 61.6, a lone gate
    expect(b.centers.solarPlexus.defined).toBe(true);
    expect(b.centers.solarPlexus.gates).toEqual([6, 49, 55]);
    expect(b.undefinedCenters).toEqual(['head', 'ajna']);
    expect(b.channels).toContainEqual({ gates: [34, 57], name: 'Power', centers: ['sacral', 'spleen'] });
    expect(b.gates.find((g) => g.gate === 55)).toEqual({
      gate: 55,
      center: 'solarPlexus',
      activations: [{ side: 'personality', planet: 'sun', line: 2 }],
    });
    expect(b.incarnationCross.gates).toEqual([55, 59, 34, 20]);
    expect([b.motivation, b.perspective, b.digestion, b.environment, b.designSense]).toEqual(['Guilt', 'Survival', 'Light', 'Caves', 'Inner Vision']);
    expect(b.activations.personality).toHaveLength(13);
    expect(b.activations.design).toHaveLength(13);
    expect(JSON.parse(JSON.stringify(b))).toEqual(b);
  });
});
