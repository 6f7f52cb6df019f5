/** One catalogue of bodies: the sky, synastry and the predictive techniques take their lists from shared/astro/bodies.ts. */
import { describe, expect, it } from 'vitest';
import { BODIES, BODY_KEYS, SE_BODY, TIME_BODY_KEYS } from '#shared/astro/bodies';
import { SE } from '#shared/astro/ephemeris';
import { NATAL_TARGETS } from '#shared/predictive/common';
import { SYNASTRY_POINTS } from '#shared/relationships/synastry';
import { MOVING_BODIES } from '#shared/sky/bodies';

describe('one catalogue of bodies', () => {
  it("the sky's moving bodies are the chart's time bodies (the same list, not a copy)", () => {
    expect(MOVING_BODIES).toBe(TIME_BODY_KEYS);
    expect(TIME_BODY_KEYS).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node', 'lilith']);
  });

  it('synastry compares the time bodies and the two angles; the predictive techniques aspect them without the South Node', () => {
    expect(SYNASTRY_POINTS).toEqual([...TIME_BODY_KEYS, 'ascendant', 'midheaven']);
    expect(NATAL_TARGETS).toEqual([...TIME_BODY_KEYS.filter((k) => k !== 'south_node'), 'ascendant', 'midheaven']);
    for (const k of [...SYNASTRY_POINTS, ...NATAL_TARGETS]) expect(BODY_KEYS).toContain(k);
  });

  it('every time body but the derived South Node has its Swiss Ephemeris body (true node, mean apogee for Lilith)', () => {
    expect(Object.keys(SE_BODY).sort()).toEqual(TIME_BODY_KEYS.filter((k) => k !== 'south_node').sort());
    expect([SE_BODY.north_node, SE_BODY.lilith, SE_BODY.chiron]).toEqual([SE.TRUE_NODE, SE.MEAN_APOG, SE.CHIRON]);
    expect(BODIES.chiron.type).toBe('asteroid');
  });
});
