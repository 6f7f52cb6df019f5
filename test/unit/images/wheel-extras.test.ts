/**
 * The natal chart options drawn on the natal wheel (issue 38): without them the picture is byte for
 * byte the one of before (SHA-256 of the README's sample SVG taken before the options existed); with
 * them the asteroids and the lots join the ring of bodies at the natal chart core's longitudes, the
 * stars conjoining a chart point are marked on the rim, the patterns listed and their lines
 * emphasised, and no two glyph boxes of the ring overlap.
 */
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ASTEROID_KEYS } from '#shared/astro/bodies';
import { computeNatalChart } from '#shared/astro/chart';
import { chartExtras, STAR_ORB } from '#shared/astro/chart-extras';
import { LOT_KEYS } from '#shared/astro/lots';
import { resolveChartSettings } from '#shared/astro/options';
import type { BlueprintStore } from '#shared/blueprint/store';
import { toSvg } from '#shared/drawing/svg';
import { THEMES } from '#shared/drawing/theme';
import { patternLine, wrapLine } from '#shared/drawing/wheel';
import { LOT_LABELS } from '#shared/images/charts';
import { natalWheelDrawing, personOf, transitWheelDrawing } from '#shared/images/images';
import { pairDrawing } from '#shared/images/pair';
import type { PersonRef } from '#shared/relationships/request';
import { imageRequestSchema, type ImageRequest } from '#shared/images/request';
import { toBirthInput } from '../../../functions/calculators/birth';

const noStore = {} as BlueprintStore; // birth data only: the store is never read
const london = { birthDate: '1990-07-15', birthTime: '14:30', city: 'London', country: 'UK', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const lennon = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const crowded = { birthDate: '1962-02-04', birthTime: '17:30', city: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const ALL = { asteroids: true, fixedStars: true, lots: true, patterns: true } as const;
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

/**
 * SHA-256 of the SVGs of the README's sample (natal wheel, transit wheel) without the options: taken before the
 * options existed, retaken when issue 46 rerouted the bodies' leaders and cut the rim ticks around the labels.
 */
const BEFORE: Record<string, [string, string]> = {
  'light 600': ['7df7c473fc1017872ac83c94eb360e76f6e7fb43db40e0e4d4122e5357e9550f', 'e3396c2663b02ec4599d8eeb7393adabb120eea0e718d796399500bb50055891'],
  'light 800': ['7afd65a91665da4982f1de71e20800e872b6f18c930b0524943575c0430a3065', 'd8a859f8bc3fcf37ae6090b2b95265fcf4a5ac3eea890f73388111bb7981aa06'],
  'dark 600': ['ef8ca011d7f1b78429374191d50525a3139179b81c7d6d7ce3888fd0fe477642', '028cd39120f12b49334a1b566901c8c220d0deec853dd01c2a1bd7a6c493bff8'],
  'dark 800': ['7679f3b15bc80525b8ed6f1747f2aa180483524968080c64befcaeeedc3adb3d', '0d3a30197e3875c1d6a3000f9acf1e5c7bbb9d78b0ef06db54835f223453d831'],
  'mono 600': ['df0423c20c70f86083515d5914691bb406191af6f3fe2d3121e3638fdd17cc57', '7aeb9b25076fec50a77f54cadbd780e38b86042a293dd25d405b3302fd858522'],
  'mono 800': ['bea3e1c3231518c9f820bff60ed818e577c371192403a29911a22f94bd01c5cb', '30aaa73f901f6c830ccbef24f0bfd294350c5155651440958582d9c17824f6bd'],
};

async function wheelSvg(birth: typeof london, extras: ImageRequest['chartExtras'], size = 800, theme: (typeof THEMES)[number] = 'light'): Promise<string> {
  const req: ImageRequest = { birth, fullName: 'Ada Lovelace', format: 'svg', size, theme, aspects: 'major', ...(extras ? { chartExtras: extras } : {}) };
  return toSvg(await natalWheelDrawing(personOf(req, toBirthInput), req, noStore, ''), size);
}

type Node = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true });
function elements(xml: string): Array<{ tag: string; attrs: Record<string, string>; children: Node[] }> {
  const out: Array<{ tag: string; attrs: Record<string, string>; children: Node[] }> = [];
  const walk = (nodes: Node[]): void => {
    for (const n of nodes) {
      const tag = Object.keys(n).find((k) => k !== ':@');
      if (!tag || tag === '#text') continue;
      const children = n[tag] as Node[];
      out.push({ tag, attrs: (n[':@'] ?? {}) as Record<string, string>, children });
      walk(children);
    }
  };
  walk(parser.parse(xml) as Node[]);
  return out;
}
const textOf = (e: { children: Node[] }): string => e.children.map((c) => String((c as { '#text'?: unknown })['#text'] ?? '')).join('');
const bodies = (svg: string) =>
  elements(svg)
    .filter((e) => e.tag === 'g' && (e.attrs['@class'] ?? '').startsWith('body') && e.attrs['@data-body'] !== undefined)
    .map((e) => ({ key: e.attrs['@data-body']!, kind: e.attrs['@data-kind'], longitude: Number(e.attrs['@data-longitude']), x: Number(e.attrs['@data-x']), y: Number(e.attrs['@data-y']), size: Number(e.attrs['@data-size']) }));

const coreOf = (birth: typeof london) => {
  const chart = computeNatalChart(toBirthInput(birth as never));
  return chartExtras(chart, chart.instant.jdUT, resolveChartSettings({}), { asteroids: true, fixedStars: true, lots: true, patterns: true });
};

describe('the natal wheel without the options', () => {
  it('is byte for byte the picture of before, natal and transit wheel, every theme, two sizes', async () => {
    for (const theme of THEMES) {
      for (const size of [600, 800]) {
        const req: ImageRequest = { birth: london, fullName: 'Ada Lovelace', format: 'svg', size, theme, aspects: 'major' };
        const src = personOf(req, toBirthInput);
        const natal = toSvg(await natalWheelDrawing(src, req, noStore, ''), size);
        const transit = toSvg(await transitWheelDrawing(src, { ...req, moment: new Date('2026-11-23T21:00:00Z') }, new Date(), noStore, ''), size);
        expect([sha(natal), sha(transit)], `${theme} ${size}`).toEqual(BEFORE[`${theme} ${size}`]);
      }
    }
  });

  it('is the same with every option false (the request carries none)', async () => {
    const parsed = imageRequestSchema.parse({ ...london, asteroids: false, fixedStars: false, lots: false, patterns: false });
    expect(parsed.chartExtras).toBeUndefined();
    expect(sha(await wheelSvg(london, parsed.chartExtras))).toBe(BEFORE['light 800']![0]);
  });
});

describe('the natal wheel with every drawable option', () => {
  it('draws the five asteroids and the ten lots in the ring at the core longitudes', async () => {
    for (const birth of [london, lennon, crowded]) {
      const core = coreOf(birth);
      const drawn = bodies(await wheelSvg(birth, ALL));
      for (const k of ASTEROID_KEYS) {
        const b = drawn.find((d) => d.key === k);
        expect(b, k).toBeDefined();
        expect(b!.kind).toBe('asteroid');
        expect(b!.longitude).toBe(core.asteroids![k]!.longitude);
      }
      for (const k of LOT_KEYS) {
        const b = drawn.find((d) => d.key === k);
        expect(b!.kind, k).toBe('lot');
        expect(b!.longitude).toBe(core.lots![k]!.longitude);
      }
      expect(drawn).toHaveLength(13 + 5 + 10);
      // no two glyph boxes of the ring overlap (the crowded chart has eight bodies within 17 degrees)
      for (let i = 0; i < drawn.length; i++)
        for (let j = i + 1; j < drawn.length; j++) {
          const a = drawn[i]!;
          const c = drawn[j]!;
          const apart = Math.abs(a.x - c.x) >= (a.size + c.size) / 2 || Math.abs(a.y - c.y) >= (a.size + c.size) / 2;
          expect(apart, `${birth.birthDate} ${a.key} / ${c.key}`).toBe(true);
        }
    }
  });

  it('draws each asteroid with its glyph, Pholus and the lots by their short names', async () => {
    const svg = await wheelSvg(lennon, ALL);
    const groups = elements(svg).filter((e) => e.tag === 'g' && e.attrs['@data-kind'] !== undefined);
    const first = (key: string) => {
      const g = groups.find((e) => e.attrs['@data-body'] === key)!;
      return g.children.map((c) => ((c[':@'] ?? {}) as Record<string, string>)['@class']);
    };
    for (const k of ['ceres', 'pallas', 'juno', 'vesta', 'fortune']) expect(first(k), k).toContain('glyph planet');
    expect(first('pholus')).toContain('label planet');
    const labels = elements(svg).filter((e) => e.tag === 'text' && e.attrs['@class'] === 'label planet').map(textOf);
    expect(labels.sort()).toEqual(['Ph', ...Object.values(LOT_LABELS)].sort());
  });

  it('marks the stars conjoining a chart point, and only those, at their longitudes', async () => {
    for (const birth of [london, lennon]) {
      const core = coreOf(birth);
      const want = Object.entries(core.fixedStars!).filter(([, s]) => s.conjunctions.length > 0);
      const drawn = elements(await wheelSvg(birth, ALL)).filter((e) => e.tag === 'g' && e.attrs['@class'] === 'star');
      expect(drawn.map((e) => e.attrs['@data-star']).sort()).toEqual(want.map(([k]) => k).sort());
      for (const [k, s] of want) {
        expect(Number(drawn.find((e) => e.attrs['@data-star'] === k)!.attrs['@data-longitude'])).toBeCloseTo(s.longitude, 9);
        expect(s.conjunctions.every((c) => c.orb <= STAR_ORB)).toBe(true);
      }
    }
    // Lennon: Algol on Uranus, Alkaid on Neptune (London has none)
    const names = elements(await wheelSvg(lennon, { fixedStars: true })).filter((e) => e.tag === 'text' && e.attrs['@class'] === 'label star').map(textOf);
    expect(names.sort()).toEqual(['Algol', 'Alkaid']);
  });

  it('lists the patterns in an upper corner and draws their aspect lines twice as thick', async () => {
    const core = coreOf(lennon);
    expect(core.patterns!.length).toBeGreaterThan(0);
    const svg = await wheelSvg(lennon, { patterns: true });
    const legend = elements(svg).filter((e) => e.tag === 'text' && e.attrs['@class'] === 'label legend');
    expect(textOf(legend[0]!)).toBe('Patterns');
    for (const e of legend) expect(Number(e.attrs['@y'])).toBeLessThan(250);
    const text = legend.slice(1).map(textOf).join(' ').replace(/\s+/g, ' ');
    for (const p of core.patterns!) expect(text).toContain(wrapLine(patternLine(p), 1000)[0]!.replace(/\s+/g, ' '));
    const thick = elements(svg).filter((e) => e.tag === 'line' && e.attrs['@data-pattern'] === 'true');
    const tsquare = core.patterns!.find((p) => p.type === 't-square')!;
    expect(thick.length).toBeGreaterThanOrEqual(3);
    for (const l of thick) expect(tsquare.bodies.includes(l.attrs['@data-a']!) || core.patterns!.some((p) => p.type !== 'stellium' && p.bodies.includes(l.attrs['@data-a']!))).toBe(true);
    expect(Number(thick[0]!.attrs['@stroke-width'])).toBe(4);
  });

  it('wraps a legend line after its colon and commas', () => {
    expect(wrapLine('Stellium in H6: Sun, Ven, Mars, Nep', 16)).toEqual(['Stellium in H6:', '   Sun, Ven,', '   Mars, Nep']);
    expect(patternLine({ type: 'stellium', bodies: ['sun', 'venus', 'mars'], house: 6 })).toBe('Stellium in H6: Sun, Ven, Mars');
    expect(patternLine({ type: 't-square', bodies: ['mercury', 'moon', 'pluto'], apex: 'mercury' })).toBe('T-square: apex Merc, Moon, Plu');
    expect(patternLine({ type: 'stellium', bodies: ['jupiter', 'saturn', 'uranus'], sign: 'taurus' })).toBe('Stellium in Tau: Jup, Sat, Ura');
  });

  it('leaves the lots out and keeps the stars on a planet when the birth time is unknown', async () => {
    // as the route passes it on (defineRoute's timeUnknown: cast at 12:00)
    const parsed: ImageRequest = { birth: { ...lennon, birthTime: '12:00', timeUnknown: true } as never, format: 'svg', size: 800, theme: 'light', aspects: 'major', chartExtras: ALL };
    const svg = toSvg(await natalWheelDrawing(personOf(parsed, toBirthInput), parsed, noStore, ''), 800);
    const drawn = bodies(svg);
    expect(drawn.filter((d) => d.kind === 'lot')).toEqual([]);
    expect(drawn.filter((d) => d.kind === 'asteroid')).toHaveLength(5);
    // Algol on Uranus and Alkaid on Neptune hold all day (slow planets); no angle is drawn to be on
    expect(elements(svg).filter((e) => e.attrs['@class'] === 'star').map((e) => e.attrs['@data-star']).sort()).toEqual(['algol', 'alkaid']);
  });
});

describe('the transit wheel with the drawable options', () => {
  it('draws them on the natal chart inside; the transits aspect the natal bodies as before', async () => {
    const draw = async (extras: ImageRequest['chartExtras']) => {
      const req: ImageRequest = { birth: lennon, fullName: 'John Lennon', format: 'svg', size: 800, theme: 'light', aspects: 'all', ...(extras ? { chartExtras: extras } : {}) };
      return toSvg(await transitWheelDrawing(personOf(req, toBirthInput), { ...req, moment: new Date('2026-11-23T21:00:00Z') }, new Date(), noStore, ''), 800);
    };
    const plain = await draw(undefined);
    const svg = await draw(ALL);
    const core = coreOf(lennon);
    const inner = elements(svg).filter((e) => e.tag === 'g' && e.attrs['@class'] === 'body inner');
    for (const k of ASTEROID_KEYS) expect(Number(inner.find((e) => e.attrs['@data-body'] === k && e.attrs['@data-kind'] === 'asteroid')!.attrs['@data-longitude'])).toBe(core.asteroids![k]!.longitude);
    expect(inner.filter((e) => e.attrs['@data-kind'] === 'lot')).toHaveLength(10);
    expect(elements(svg).filter((e) => e.attrs['@class'] === 'body outer')).toHaveLength(elements(plain).filter((e) => e.attrs['@class'] === 'body outer').length);
    const aspects = (x: string) => elements(x).filter((e) => e.tag === 'line' && e.attrs['@class'] === 'aspect-line').map((e) => `${e.attrs['@data-a']}-${e.attrs['@data-b']}-${e.attrs['@data-aspect']}`).sort();
    expect(aspects(svg)).toEqual(aspects(plain));
    expect(aspects(svg).length).toBeGreaterThan(5);
    expect(elements(svg).filter((e) => e.attrs['@class'] === 'star').map((e) => e.attrs['@data-star']).sort()).toEqual(['algol', 'alkaid']);
    expect(elements(svg).filter((e) => e.attrs['@class'] === 'label legend').length).toBeGreaterThan(2);
  });
});

describe('the synastry wheel with the drawable options', () => {
  const ono = { birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
  const people = [{ kind: 'birth', fullName: 'John Lennon', birth: lennon }, { kind: 'birth', fullName: 'Yoko Ono', birth: ono }] as unknown as [PersonRef, PersonRef];
  const draw = async (theme: 'light' | 'dark', extras?: ImageRequest['chartExtras']) =>
    toSvg(await pairDrawing('synastry-wheel', { people, houseSystem: 'placidus', format: 'svg', size: 600, theme, aspects: 'major', ...(extras ? { chartExtras: extras } : {}) }, noStore, { ownerId: '', keyId: '' }), 600);

  it('is byte for byte the picture of before without them (SHA-256 taken before the options existed, retaken for the leaders of issue 46)', async () => {
    expect(sha(await draw('light'))).toBe('8be9d87c1bb8493fe4bda7384ab50190217c8040c47bd5109b3699f18b0f5307');
    expect(sha(await draw('dark'))).toBe('91fd306b17f617a42cb7852091b6cbde847bac90edc074b046c359038c04d533');
  });

  it("draws them on person A's chart (inside), the synastry aspects unchanged", async () => {
    const plain = await draw('light');
    const svg = await draw('light', ALL);
    const core = coreOf(lennon);
    const inner = elements(svg).filter((e) => e.tag === 'g' && e.attrs['@class'] === 'body inner');
    for (const k of ASTEROID_KEYS) expect(Number(inner.find((e) => e.attrs['@data-body'] === k)!.attrs['@data-longitude'])).toBe(core.asteroids![k]!.longitude);
    expect(inner.filter((e) => e.attrs['@data-kind'] === 'lot')).toHaveLength(10);
    expect(elements(svg).filter((e) => e.tag === 'g' && e.attrs['@class'] === 'body outer' && e.attrs['@data-kind'] !== undefined)).toEqual([]);
    const aspects = (x: string) => elements(x).filter((e) => e.tag === 'line' && e.attrs['@class'] === 'aspect-line').map((e) => `${e.attrs['@data-a']}-${e.attrs['@data-b']}-${e.attrs['@data-aspect']}`).sort();
    expect(aspects(svg)).toEqual(aspects(plain));
    expect(aspects(svg).length).toBeGreaterThan(5);
  });
});
