/**
 * The yogas, pure: ONE catalogue (data + each yoga's rule function) from which the answer of
 * POST /v1/vedic/yogas and the table of docs/vedic.md ("Yogas", checked by a test) both come.
 * Whole-sign houses from the lagna's sign (or from the Moon's where the rule says so); the lords are
 * the traditional ones (Scorpio Mars, Aquarius Saturn: Parashara's yogas). No I/O.
 */
import type { GrahaKey } from '../astro/bodies';
import { SIGN_LORDS } from './core';

export const YOGA_CATEGORIES = ['mahapurusha', 'lunar', 'solar', 'raja', 'dhana', 'viparita_raja', 'neecha_bhanga', 'parivartana', 'named', 'nabhasa'] as const;
export type YogaCategory = (typeof YOGA_CATEGORIES)[number];

/** The chart a rule reads: the lagna's sign and each graha's sign, 0 (Aries) .. 11 (Pisces). */
export interface YogaInput {
  lagna: number;
  signs: Readonly<Record<GrahaKey, number>>;
}

export interface YogaFound {
  id: string;
  category: YogaCategory;
  grahas: GrahaKey[];
  /** Whole-sign houses from the lagna of the grahas named. */
  houses: number[];
  /** Kemadruma and neecha bhanga: the named cancellations that hold. */
  cancellations?: string[];
}

const SEVEN: readonly GrahaKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** The five "tara grahas" the lunar and solar yogas count (BPHS 37-38: not the Sun, the Moon or the nodes). */
const TARA: readonly GrahaKey[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** Natural benefics and malefics of the Parashari yogas (the Moon counted with neither). */
const BENEFICS: readonly GrahaKey[] = ['mercury', 'jupiter', 'venus'];
const MALEFICS: readonly GrahaKey[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];
/** The nabhasa yogas' benefics and malefics among the seven (BPHS 35: the Moon a benefic). */
const N_BENEFICS: readonly GrahaKey[] = ['moon', 'mercury', 'jupiter', 'venus'];
const N_MALEFICS: readonly GrahaKey[] = ['sun', 'mars', 'saturn'];
const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];
const DUSTHANAS = [6, 8, 12];
/** Exaltation sign of the seven grahas. */
const EXALTATION: Readonly<Partial<Record<GrahaKey, number>>> = { sun: 0, moon: 1, mars: 9, mercury: 5, jupiter: 3, venus: 11, saturn: 6 };

const mod12 = (n: number): number => ((n % 12) + 12) % 12;
const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** The helpers a rule reads, over one chart. */
class Chart {
  private readonly houses: Record<GrahaKey, number>;
  constructor(readonly c: YogaInput) {
    this.houses = Object.fromEntries(Object.entries(c.signs).map(([g, s]) => [g, mod12(s - c.lagna) + 1])) as Record<GrahaKey, number>;
  }
  sign(g: GrahaKey): number {
    return this.c.signs[g];
  }
  /** House of a graha from the lagna (1..12). */
  house(g: GrahaKey): number {
    return this.houses[g];
  }
  /** House of a graha counted from another's sign. */
  from(ref: GrahaKey, g: GrahaKey): number {
    return mod12(this.c.signs[g] - this.c.signs[ref]) + 1;
  }
  /** The lord of a house from the lagna. */
  lord(h: number): GrahaKey {
    return SIGN_LORDS[mod12(this.c.lagna + h - 1)]!;
  }
  in(hs: readonly number[], g: GrahaKey): boolean {
    return hs.includes(this.house(g));
  }
  occupants(h: number, among: readonly GrahaKey[] = SEVEN): GrahaKey[] {
    return among.filter((g) => this.house(g) === h);
  }
  own(g: GrahaKey): boolean {
    return SIGN_LORDS[this.sign(g)] === g;
  }
  exalted(g: GrahaKey): boolean {
    return EXALTATION[g] === this.sign(g);
  }
  debilitated(g: GrahaKey): boolean {
    return EXALTATION[g] !== undefined && mod12(EXALTATION[g]! + 6) === this.sign(g);
  }
  /** Conjoined, in mutual 7th, or exchanging signs (the association of the lordship yogas). */
  associated(a: GrahaKey, b: GrahaKey): boolean {
    const d = mod12(this.sign(a) - this.sign(b));
    return d === 0 || d === 6 || (SIGN_LORDS[this.sign(a)] === b && SIGN_LORDS[this.sign(b)] === a);
  }
  /** Graha drishti: every graha its 7th; Mars also 4th and 8th, Jupiter 5th and 9th, Saturn 3rd and 10th. */
  aspects(a: GrahaKey, target: number): boolean {
    const d = mod12(target - this.sign(a)) + 1;
    const special: Partial<Record<GrahaKey, number[]>> = { mars: [4, 8], jupiter: [5, 9], saturn: [3, 10] };
    return d === 7 || (special[a] ?? []).includes(d);
  }
}

type Rule = (c: Chart) => { grahas: GrahaKey[]; cancellations?: string[] }[];

export interface YogaDef {
  id: string;
  name: string;
  category: YogaCategory;
  /** The rule in words (English), as the docs give it. */
  rule: string;
  /** The rule in the notation of docs/vedic.md "Yogas" (no words of any language): the answer's `rule`. */
  formula: string;
  source: string;
  find: Rule;
}

/** The grahas' usual abbreviations, as the formulas write them. */
export const ABBR: Readonly<Record<GrahaKey, string>> = { sun: 'Su', moon: 'Mo', mars: 'Ma', mercury: 'Me', jupiter: 'Ju', venus: 'Ve', saturn: 'Sa', rahu: 'Ra', ketu: 'Ke' };

const one = (ok: boolean, grahas: GrahaKey[]) => (ok ? [{ grahas }] : []);

const mahapurusha = (id: string, name: string, g: GrahaKey, signs: string): YogaDef => ({
  id,
  name,
  category: 'mahapurusha',
  rule: `${g[0]!.toUpperCase()}${g.slice(1)} in its own or exaltation sign (${signs}) in a kendra (1, 4, 7, 10) from the lagna`,
  formula: `H(${ABBR[g]}) ∈ {1,4,7,10} ∧ (own(${ABBR[g]}) ∨ exalt(${ABBR[g]}))`,
  source: 'BPHS 75.1-2; Phaladeepika 6.1',
  find: (c) => one((c.own(g) || c.exalted(g)) && c.in(KENDRAS, g), [g]),
});

/** Pairs of different grahas: a lord of one set of houses with a lord of another, associated. */
function lordPairs(c: Chart, as: readonly number[], bs: readonly number[]): { grahas: GrahaKey[] }[] {
  const out = new Map<string, GrahaKey[]>();
  for (const ha of as)
    for (const hb of bs) {
      const a = c.lord(ha);
      const b = c.lord(hb);
      if (a === b || !c.associated(a, b)) continue;
      const pair = [a, b].sort((x, y) => SEVEN.indexOf(x) - SEVEN.indexOf(y));
      out.set(pair.join('+'), pair);
    }
  return [...out.values()].map((grahas) => ({ grahas }));
}

/** Exchanges of sign between two lords: [lord a, lord b, house a rules, house b rules]. */
function exchanges(c: Chart): { a: GrahaKey; b: GrahaKey; houses: number[] }[] {
  const out: { a: GrahaKey; b: GrahaKey; houses: number[] }[] = [];
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) {
      const a = SEVEN[i]!;
      const b = SEVEN[j]!;
      if (SIGN_LORDS[c.sign(a)] === b && SIGN_LORDS[c.sign(b)] === a) out.push({ a, b, houses: [c.house(a), c.house(b)] });
    }
  return out;
}

/** The seven grahas all in the houses given (each of `all` occupied when it is given). */
const allIn = (c: Chart, hs: readonly number[], every = false): boolean => SEVEN.every((g) => c.in(hs, g)) && (!every || hs.every((h) => c.occupants(h).length > 0));
const run = (start: number, n: number): number[] => Array.from({ length: n }, (_, i) => mod12(start - 1 + i) + 1);
const nabhasa = (id: string, name: string, rule: string, formula: string, ok: (c: Chart) => boolean): YogaDef => ({ id, name, category: 'nabhasa', rule, formula, source: 'BPHS 35', find: (c) => one(ok(c), [...SEVEN]) });

const countSigns = (c: Chart): number => new Set(SEVEN.map((g) => c.sign(g))).size;
const SANKHYA: [string, string, number][] = [
  ['gola', 'Gola', 1],
  ['yuga', 'Yuga', 2],
  ['shula', 'Shula', 3],
  ['kedara', 'Kedara', 4],
  ['pasha', 'Pasha', 5],
  ['dama', 'Dama', 6],
  ['vallaki', 'Vallaki (Veena)', 7],
];
const RUNS: [string, string, number, number][] = [
  ['yupa', 'Yupa', 1, 4],
  ['shara', 'Shara (Ishu)', 4, 4],
  ['shakti', 'Shakti', 7, 4],
  ['danda', 'Danda', 10, 4],
  ['nauka', 'Nauka', 1, 7],
  ['koota', 'Koota', 4, 7],
  ['chatra', 'Chatra', 7, 7],
  ['chapa', 'Chapa', 10, 7],
];

export const YOGAS_CATALOGUE: readonly YogaDef[] = [
  mahapurusha('ruchaka', 'Ruchaka', 'mars', 'Aries, Scorpio, Capricorn'),
  mahapurusha('bhadra', 'Bhadra', 'mercury', 'Gemini, Virgo'),
  mahapurusha('hamsa', 'Hamsa', 'jupiter', 'Sagittarius, Pisces, Cancer'),
  mahapurusha('malavya', 'Malavya', 'venus', 'Taurus, Libra, Pisces'),
  mahapurusha('sasa', 'Sasa', 'saturn', 'Capricorn, Aquarius, Libra'),
  {
    id: 'gajakesari',
    name: 'Gajakesari',
    category: 'lunar',
    formula: 'H_Mo(Ju) ∈ {1,4,7,10}',
    rule: 'Jupiter in a kendra (1, 4, 7, 10) from the Moon',
    source: 'Phaladeepika 6.1; BPHS 36',
    find: (c) => one(KENDRAS.includes(c.from('moon', 'jupiter')), ['moon', 'jupiter']),
  },
  {
    id: 'sunapha',
    name: 'Sunapha',
    category: 'lunar',
    formula: '∃x∈T: H_Mo(x) = 2 ∧ ¬∃y∈T: H_Mo(y) = 12',
    rule: 'one of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Moon, none in the 12th',
    source: 'BPHS 37.1-3; Phaladeepika 6.2',
    find: (c) => {
      const s = TARA.filter((g) => c.from('moon', g) === 2);
      return one(s.length > 0 && !TARA.some((g) => c.from('moon', g) === 12), ['moon', ...s]);
    },
  },
  {
    id: 'anapha',
    name: 'Anapha',
    category: 'lunar',
    formula: '∃x∈T: H_Mo(x) = 12 ∧ ¬∃y∈T: H_Mo(y) = 2',
    rule: 'one of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Moon, none in the 2nd',
    source: 'BPHS 37.1-3; Phaladeepika 6.2',
    find: (c) => {
      const s = TARA.filter((g) => c.from('moon', g) === 12);
      return one(s.length > 0 && !TARA.some((g) => c.from('moon', g) === 2), ['moon', ...s]);
    },
  },
  {
    id: 'durudhara',
    name: 'Durudhara',
    category: 'lunar',
    formula: '∃x∈T: H_Mo(x) = 2 ∧ ∃y∈T: H_Mo(y) = 12',
    rule: 'of Mars, Mercury, Jupiter, Venus, Saturn, one in the 2nd and one in the 12th from the Moon',
    source: 'BPHS 37.1-3; Phaladeepika 6.2',
    find: (c) => {
      const s = TARA.filter((g) => c.from('moon', g) === 2 || c.from('moon', g) === 12);
      return one(TARA.some((g) => c.from('moon', g) === 2) && TARA.some((g) => c.from('moon', g) === 12), ['moon', ...s]);
    },
  },
  {
    id: 'kemadruma',
    name: 'Kemadruma',
    category: 'lunar',
    formula: '¬∃x∈T: H_Mo(x) ∈ {2,12}; bhanga ⇐ ∃y∈T: H(y) ∈ {1,4,7,10} ∨ ∃y∈T: H_Mo(y) ∈ {1,4,7,10} ∨ asp(Ju, Mo)',
    rule: 'none of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd or the 12th from the Moon; cancellations: kendra_from_lagna (one of them in a kendra from the lagna), kendra_from_moon (one of them in a kendra from the Moon, with it included), jupiter_aspects_moon (Jupiter aspects the Moon)',
    source: 'BPHS 37.4-5; Phaladeepika 6.3-4',
    find: (c) => {
      if (TARA.some((g) => c.from('moon', g) === 2 || c.from('moon', g) === 12)) return [];
      const cancellations = [
        ...(TARA.some((g) => c.in(KENDRAS, g)) ? ['kendra_from_lagna'] : []),
        ...(TARA.some((g) => KENDRAS.includes(c.from('moon', g))) ? ['kendra_from_moon'] : []),
        ...(c.aspects('jupiter', c.sign('moon')) ? ['jupiter_aspects_moon'] : []),
      ];
      return [{ grahas: ['moon'], cancellations }];
    },
  },
  {
    id: 'chandra_mangala',
    name: 'Chandra-Mangala',
    category: 'lunar',
    formula: 'H_Mo(Ma) ∈ {1,7}',
    rule: 'the Moon and Mars conjoined (one sign) or in mutual 7th',
    source: 'Phaladeepika 6.7',
    find: (c) => one([1, 7].includes(c.from('moon', 'mars')), ['moon', 'mars']),
  },
  {
    id: 'adhi',
    name: 'Adhi (Chandra Adhi)',
    category: 'lunar',
    formula: '∀x∈B: H_Mo(x) ∈ {6,7,8}',
    rule: 'Mercury, Jupiter and Venus each in the 6th, 7th or 8th from the Moon',
    source: 'BPHS 37.11-12; Phaladeepika 6.6',
    find: (c) => one(BENEFICS.every((g) => [6, 7, 8].includes(c.from('moon', g))), ['moon', ...BENEFICS]),
  },
  {
    id: 'lagna_adhi',
    name: 'Lagna Adhi',
    category: 'named',
    formula: '∀x∈B: H(x) ∈ {6,7,8}',
    rule: 'Mercury, Jupiter and Venus each in the 6th, 7th or 8th from the lagna',
    source: 'Phaladeepika 6.6',
    find: (c) => one(BENEFICS.every((g) => c.in([6, 7, 8], g)), [...BENEFICS]),
  },
  {
    id: 'vasumati',
    name: 'Vasumati',
    category: 'lunar',
    formula: '∀x∈B: H_Mo(x) ∈ {3,6,10,11}',
    rule: 'Mercury, Jupiter and Venus each in an upachaya (3, 6, 10, 11) from the Moon',
    source: 'Phaladeepika 6.8',
    find: (c) => one(BENEFICS.every((g) => [3, 6, 10, 11].includes(c.from('moon', g))), ['moon', ...BENEFICS]),
  },
  {
    id: 'shakata',
    name: 'Shakata',
    category: 'lunar',
    formula: 'H_Mo(Ju) ∈ {6,8,12} ∧ H(Ju) ∉ {1,4,7,10}',
    rule: 'Jupiter in the 6th, 8th or 12th from the Moon, and not in a kendra from the lagna',
    source: 'Phaladeepika 6.9; BPHS 36',
    find: (c) => one(DUSTHANAS.includes(c.from('moon', 'jupiter')) && !c.in(KENDRAS, 'jupiter'), ['moon', 'jupiter']),
  },
  {
    id: 'amala',
    name: 'Amala',
    category: 'named',
    formula: '(∃x∈B: H(x) = 10 ∧ ¬∃y∈M: H(y) = 10) ∨ (∃x∈B: H_Mo(x) = 10 ∧ ¬∃y∈M: H_Mo(y) = 10)',
    rule: 'the 10th from the lagna or from the Moon holds Mercury, Jupiter or Venus and none of Sun, Mars, Saturn, Rahu, Ketu',
    source: 'Phaladeepika 6.10',
    find: (c) => {
      const tenth = (from: (g: GrahaKey) => number) => (MALEFICS.some((g) => from(g) === 10) ? [] : BENEFICS.filter((g) => from(g) === 10));
      const g = uniq([...tenth((g) => c.house(g)), ...tenth((g) => c.from('moon', g))]);
      return one(g.length > 0, g);
    },
  },
  {
    id: 'vesi',
    name: 'Vesi',
    category: 'solar',
    formula: '∃x∈T: H_Su(x) = 2 ∧ ¬∃y∈T: H_Su(y) = 12',
    rule: 'one of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Sun, none in the 12th',
    source: 'BPHS 38.1-2; Phaladeepika 6.11',
    find: (c) => {
      const s = TARA.filter((g) => c.from('sun', g) === 2);
      return one(s.length > 0 && !TARA.some((g) => c.from('sun', g) === 12), ['sun', ...s]);
    },
  },
  {
    id: 'vasi',
    name: 'Vasi',
    category: 'solar',
    formula: '∃x∈T: H_Su(x) = 12 ∧ ¬∃y∈T: H_Su(y) = 2',
    rule: 'one of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Sun, none in the 2nd',
    source: 'BPHS 38.1-2; Phaladeepika 6.11',
    find: (c) => {
      const s = TARA.filter((g) => c.from('sun', g) === 12);
      return one(s.length > 0 && !TARA.some((g) => c.from('sun', g) === 2), ['sun', ...s]);
    },
  },
  {
    id: 'ubhayachari',
    name: 'Ubhayachari',
    category: 'solar',
    formula: '∃x∈T: H_Su(x) = 2 ∧ ∃y∈T: H_Su(y) = 12',
    rule: 'of Mars, Mercury, Jupiter, Venus, Saturn, one in the 2nd and one in the 12th from the Sun',
    source: 'BPHS 38.1-2; Phaladeepika 6.11',
    find: (c) => {
      const s = TARA.filter((g) => c.from('sun', g) === 2 || c.from('sun', g) === 12);
      return one(TARA.some((g) => c.from('sun', g) === 2) && TARA.some((g) => c.from('sun', g) === 12), ['sun', ...s]);
    },
  },
  {
    id: 'budhaditya',
    name: 'Budhaditya',
    category: 'solar',
    formula: 'R(Su) = R(Me)',
    rule: 'the Sun and Mercury in one sign',
    source: 'Phaladeepika 6.16',
    find: (c) => one(c.sign('sun') === c.sign('mercury'), ['sun', 'mercury']),
  },
  {
    id: 'raja_yoga',
    name: 'Raja Yoga (kendra-trikona)',
    category: 'raja',
    formula: 'L(k) ≠ L(t) ∧ assoc(L(k), L(t)); k ∈ {1,4,7,10}, t ∈ {1,5,9}',
    rule: 'a lord of a kendra (1, 4, 7, 10) and a lord of a trikona (1, 5, 9), two different grahas, conjoined, in mutual 7th or exchanging signs (one entry per pair)',
    source: 'BPHS 39.1-7',
    find: (c) => lordPairs(c, KENDRAS, TRIKONAS),
  },
  {
    id: 'dharma_karmadhipati',
    name: 'Dharma-Karmadhipati',
    category: 'raja',
    formula: 'L(9) ≠ L(10) ∧ assoc(L(9), L(10))',
    rule: 'the lords of the 9th and the 10th, two different grahas, conjoined, in mutual 7th or exchanging signs',
    source: 'BPHS 39.8-9',
    find: (c) => lordPairs(c, [9], [10]),
  },
  {
    id: 'dhana_yoga',
    name: 'Dhana Yoga',
    category: 'dhana',
    formula: 'L(a) ≠ L(b) ∧ assoc(L(a), L(b)); a ∈ {2,11}, b ∈ {1,5,9}',
    rule: 'a lord of the 2nd or 11th and a lord of the 1st, 5th or 9th, two different grahas, conjoined, in mutual 7th or exchanging signs (one entry per pair)',
    source: 'BPHS 41.1-5',
    find: (c) => lordPairs(c, [2, 11], [1, 5, 9]),
  },
  {
    id: 'harsha',
    name: 'Harsha (Viparita Raja)',
    category: 'viparita_raja',
    formula: 'H(L(6)) ∈ {6,8,12}',
    rule: 'the lord of the 6th in the 6th, 8th or 12th',
    source: 'Phaladeepika 6.58-60; BPHS 39',
    find: (c) => one(c.in(DUSTHANAS, c.lord(6)), [c.lord(6)]),
  },
  {
    id: 'sarala',
    name: 'Sarala (Viparita Raja)',
    category: 'viparita_raja',
    formula: 'H(L(8)) ∈ {6,8,12}',
    rule: 'the lord of the 8th in the 6th, 8th or 12th',
    source: 'Phaladeepika 6.58-61',
    find: (c) => one(c.in(DUSTHANAS, c.lord(8)), [c.lord(8)]),
  },
  {
    id: 'vimala',
    name: 'Vimala (Viparita Raja)',
    category: 'viparita_raja',
    formula: 'H(L(12)) ∈ {6,8,12}',
    rule: 'the lord of the 12th in the 6th, 8th or 12th',
    source: 'Phaladeepika 6.58-62',
    find: (c) => one(c.in(DUSTHANAS, c.lord(12)), [c.lord(12)]),
  },
  {
    id: 'neecha_bhanga',
    name: 'Neecha Bhanga Raja',
    category: 'neecha_bhanga',
    formula: 'x ∈ S7 ∧ debil(x) ∧ (Kc(lord(R(x))) ∨ Kc(lord(uchcha(x))) ∨ ∃y∈S7: uchcha(y) = R(x) ∧ Kc(y)); Kc(z) ⇔ H(z) ∈ {1,4,7,10} ∨ H_Mo(z) ∈ {1,4,7,10}',
    rule: 'a graha in its debilitation sign, and in a kendra from the lagna or the Moon: the lord of that sign (sign_lord), or the lord of its exaltation sign (exaltation_lord), or the graha exalted in that sign (exalted_there); one entry per graha, the cancellations named',
    source: 'Phaladeepika 7.26-27; BPHS 28',
    find: (c) => {
      const out: { grahas: GrahaKey[]; cancellations: string[] }[] = [];
      const inKendra = (g: GrahaKey) => c.in(KENDRAS, g) || KENDRAS.includes(c.from('moon', g));
      for (const g of SEVEN) {
        if (!c.debilitated(g)) continue;
        const s = c.sign(g);
        const helpers: [string, GrahaKey | undefined][] = [
          ['sign_lord', SIGN_LORDS[s]],
          ['exaltation_lord', SIGN_LORDS[EXALTATION[g]!]],
          ['exalted_there', SEVEN.find((o) => EXALTATION[o] === s)],
        ];
        const held = helpers.filter(([, h]) => h !== undefined && inKendra(h));
        if (held.length > 0) out.push({ grahas: uniq([g, ...held.map(([, h]) => h!)]), cancellations: held.map(([n]) => n) });
      }
      return out;
    },
  },
  {
    id: 'maha_parivartana',
    name: 'Maha Parivartana',
    category: 'parivartana',
    formula: 'swap(x, y) ∧ H(x) ∉ {3,6,8,12} ∧ H(y) ∉ {3,6,8,12}',
    rule: 'two lords exchange signs, both ruling houses among 1, 2, 4, 5, 7, 9, 10, 11',
    source: 'Phaladeepika 6.31-32',
    find: (c) => exchanges(c).filter((x) => x.houses.every((h) => ![3, 6, 8, 12].includes(h))).map((x) => ({ grahas: [x.a, x.b] })),
  },
  {
    id: 'khala_parivartana',
    name: 'Khala Parivartana',
    category: 'parivartana',
    formula: 'swap(x, y) ∧ 3 ∈ {H(x), H(y)} ∧ H(x) ∉ {6,8,12} ∧ H(y) ∉ {6,8,12}',
    rule: 'two lords exchange signs, one of them in the 3rd (ruling the 3rd), neither in the 6th, 8th or 12th',
    source: 'Phaladeepika 6.31-32',
    find: (c) => exchanges(c).filter((x) => x.houses.includes(3) && !x.houses.some((h) => DUSTHANAS.includes(h))).map((x) => ({ grahas: [x.a, x.b] })),
  },
  {
    id: 'dainya_parivartana',
    name: 'Dainya Parivartana',
    category: 'parivartana',
    formula: 'swap(x, y) ∧ (H(x) ∈ {6,8,12} ∨ H(y) ∈ {6,8,12})',
    rule: 'two lords exchange signs, one of them in the 6th, 8th or 12th (ruling a dusthana)',
    source: 'Phaladeepika 6.31-32',
    find: (c) => exchanges(c).filter((x) => x.houses.some((h) => DUSTHANAS.includes(h))).map((x) => ({ grahas: [x.a, x.b] })),
  },
  {
    id: 'lakshmi',
    name: 'Lakshmi',
    category: 'named',
    formula: '(own(L(9)) ∨ exalt(L(9))) ∧ H(L(9)) ∈ {1,4,5,7,9,10} ∧ H(L(1)) ∈ {1,4,5,7,9,10}',
    rule: 'the lord of the 9th in its own or exaltation sign in a kendra or trikona, and the lord of the lagna in a kendra or trikona',
    source: 'BPHS 41.27',
    find: (c) => {
      const l9 = c.lord(9);
      const l1 = c.lord(1);
      const ok = (c.own(l9) || c.exalted(l9)) && c.in([1, 4, 5, 7, 9, 10], l9) && c.in([1, 4, 5, 7, 9, 10], l1);
      return one(ok, uniq([l9, l1]));
    },
  },
  {
    id: 'saraswati',
    name: 'Saraswati',
    category: 'named',
    formula: '∀x∈B: H(x) ∈ {1,2,4,5,7,9,10} ∧ lord(R(Ju)) ∈ {Su,Mo,Ma,Ju}',
    rule: 'Jupiter, Venus and Mercury each in a kendra, a trikona or the 2nd, Jupiter in its own, exaltation or a friend’s sign (of the Sun, Moon or Mars)',
    source: 'Phaladeepika 6.21',
    find: (c) => {
      const places = [1, 2, 4, 5, 7, 9, 10];
      const jup = ['sun', 'moon', 'mars', 'jupiter'].includes(SIGN_LORDS[c.sign('jupiter')]!);
      return one(BENEFICS.every((g) => c.in(places, g)) && jup, ['mercury', 'jupiter', 'venus']);
    },
  },
  {
    id: 'parvata',
    name: 'Parvata',
    category: 'named',
    formula: '∃x∈B: H(x) ∈ {1,4,7,10} ∧ ¬∃y∈M: H(y) ∈ {1,4,6,7,8,10}',
    rule: 'the kendras hold Mercury, Jupiter or Venus and none of Sun, Mars, Saturn, Rahu, Ketu; the 6th and the 8th none of them either',
    source: 'BPHS 36; Phaladeepika 6.22',
    find: (c) => {
      const inKendras = BENEFICS.filter((g) => c.in(KENDRAS, g));
      return one(inKendras.length > 0 && !MALEFICS.some((g) => c.in([...KENDRAS, 6, 8], g)), inKendras);
    },
  },
  {
    id: 'kahala',
    name: 'Kahala',
    category: 'named',
    formula: 'L(4) ≠ L(9) ∧ H_L(4)(L(9)) ∈ {1,4,7,10} ∧ H(L(1)) ∈ {1,4,5,7,9,10}',
    rule: 'the lords of the 4th and the 9th, two different grahas, in kendras from each other, and the lord of the lagna in a kendra or trikona',
    source: 'BPHS 36; Phaladeepika 6.23',
    find: (c) => {
      const a = c.lord(4);
      const b = c.lord(9);
      return one(a !== b && KENDRAS.includes(c.from(a, b)) && c.in([1, 4, 5, 7, 9, 10], c.lord(1)), uniq([a, b, c.lord(1)]));
    },
  },
  {
    id: 'chamara',
    name: 'Chamara',
    category: 'named',
    formula: 'L(1) ≠ Ju ∧ exalt(L(1)) ∧ H(L(1)) ∈ {1,4,7,10} ∧ asp(Ju, L(1))',
    rule: 'the lord of the lagna exalted in a kendra and aspected by Jupiter (5th, 7th, 9th)',
    source: 'BPHS 36; Phaladeepika 6.24',
    find: (c) => {
      const l = c.lord(1);
      return one(l !== 'jupiter' && c.exalted(l) && c.in(KENDRAS, l) && c.aspects('jupiter', c.sign(l)), [l, 'jupiter']);
    },
  },
  {
    id: 'shubha_kartari',
    name: 'Shubha Kartari',
    category: 'named',
    formula: '∃x∈B: H(x) = 2 ∧ ∃y∈B: H(y) = 12 ∧ ¬∃z∈M: H(z) ∈ {2,12}',
    rule: 'Mercury, Jupiter or Venus in both the 2nd and the 12th from the lagna, none of Sun, Mars, Saturn, Rahu, Ketu there',
    source: 'Phaladeepika 6.17',
    find: (c) => {
      const g = BENEFICS.filter((x) => c.in([2, 12], x));
      return one(BENEFICS.some((x) => c.in([2], x)) && BENEFICS.some((x) => c.in([12], x)) && !MALEFICS.some((x) => c.in([2, 12], x)), g);
    },
  },
  {
    id: 'papa_kartari',
    name: 'Papa Kartari',
    category: 'named',
    formula: '∃x∈M: H(x) = 2 ∧ ∃y∈M: H(y) = 12 ∧ ¬∃z∈B: H(z) ∈ {2,12}',
    rule: 'one of Sun, Mars, Saturn, Rahu, Ketu in both the 2nd and the 12th from the lagna, none of Mercury, Jupiter, Venus there',
    source: 'Phaladeepika 6.17',
    find: (c) => {
      const g = MALEFICS.filter((x) => c.in([2, 12], x));
      return one(MALEFICS.some((x) => c.in([2], x)) && MALEFICS.some((x) => c.in([12], x)) && !BENEFICS.some((x) => c.in([2, 12], x)), g);
    },
  },
  {
    id: 'kala_sarpa',
    name: 'Kala Sarpa',
    category: 'named',
    formula: '∀x∈S7: H_Ra(x) ≤ 7 ∨ ∀x∈S7: H_Ke(x) ≤ 7',
    rule: 'the seven grahas all on one side of the Rahu-Ketu axis: all in the signs from Rahu’s onwards to Ketu’s, or all from Ketu’s to Rahu’s (the nodes’ own signs counted in; not in BPHS: the modern rule)',
    source: 'modern (not in BPHS or Phaladeepika)',
    find: (c) => {
      const side = (from: GrahaKey) => SEVEN.every((g) => c.from(from, g) <= 7);
      return one(side('rahu') || side('ketu'), ['rahu', 'ketu']);
    },
  },
  // --- Nabhasa yogas (BPHS 35): the seven grahas, the nodes left out ---
  nabhasa('rajju', 'Rajju', 'the seven grahas all in movable signs', '∀x∈S7: R(x) ∈ {1,4,7,10}', (c) => SEVEN.every((g) => c.sign(g) % 3 === 0)),
  nabhasa('musala', 'Musala', 'the seven grahas all in fixed signs', '∀x∈S7: R(x) ∈ {2,5,8,11}', (c) => SEVEN.every((g) => c.sign(g) % 3 === 1)),
  nabhasa('nala', 'Nala', 'the seven grahas all in dual signs', '∀x∈S7: R(x) ∈ {3,6,9,12}', (c) => SEVEN.every((g) => c.sign(g) % 3 === 2)),
  nabhasa('mala', 'Mala (Srik)', 'three kendras hold the Moon, Mercury, Jupiter or Venus, and no kendra the Sun, Mars or Saturn', '|{H(x) : x∈NB} ∩ {1,4,7,10}| ≥ 3 ∧ ¬∃y∈NM: H(y) ∈ {1,4,7,10}', (c) => KENDRAS.filter((h) => c.occupants(h, N_BENEFICS).length > 0).length >= 3 && !N_MALEFICS.some((g) => c.in(KENDRAS, g))),
  nabhasa('sarpa', 'Sarpa', 'three kendras hold the Sun, Mars or Saturn, and no kendra the Moon, Mercury, Jupiter or Venus', '|{H(x) : x∈NM} ∩ {1,4,7,10}| ≥ 3 ∧ ¬∃y∈NB: H(y) ∈ {1,4,7,10}', (c) => KENDRAS.filter((h) => c.occupants(h, N_MALEFICS).length > 0).length >= 3 && !N_BENEFICS.some((g) => c.in(KENDRAS, g))),
  nabhasa('gada', 'Gada', 'the seven grahas all in two successive kendras (1-4, 4-7, 7-10 or 10-1), both held', 'Hs ∈ {{1,4}, {4,7}, {7,10}, {10,1}}', (c) => [[1, 4], [4, 7], [7, 10], [10, 1]].some((hs) => allIn(c, hs, true))),
  nabhasa('shakata_nabhasa', 'Shakata (Nabhasa)', 'the seven grahas all in the 1st and the 7th, both held', 'Hs = {1,7}', (c) => allIn(c, [1, 7], true)),
  nabhasa('vihaga', 'Vihaga', 'the seven grahas all in the 4th and the 10th, both held', 'Hs = {4,10}', (c) => allIn(c, [4, 10], true)),
  nabhasa('shringataka', 'Shringataka', 'the seven grahas all in the 1st, 5th and 9th, all three held', 'Hs = {1,5,9}', (c) => allIn(c, TRIKONAS, true)),
  nabhasa('hala', 'Hala', 'the seven grahas all in one of the other trines (2-6-10, 3-7-11, 4-8-12), all three held', 'Hs ∈ {{2,6,10}, {3,7,11}, {4,8,12}}', (c) => [[2, 6, 10], [3, 7, 11], [4, 8, 12]].some((hs) => allIn(c, hs, true))),
  nabhasa('vajra', 'Vajra', 'the seven grahas in kendras: the Moon, Mercury, Jupiter, Venus in the 1st or 7th, the Sun, Mars, Saturn in the 4th or 10th', '∀x∈NB: H(x) ∈ {1,7} ∧ ∀y∈NM: H(y) ∈ {4,10}', (c) => N_BENEFICS.every((g) => c.in([1, 7], g)) && N_MALEFICS.every((g) => c.in([4, 10], g))),
  nabhasa('yava', 'Yava', 'the seven grahas in kendras: the Moon, Mercury, Jupiter, Venus in the 4th or 10th, the Sun, Mars, Saturn in the 1st or 7th', '∀x∈NB: H(x) ∈ {4,10} ∧ ∀y∈NM: H(y) ∈ {1,7}', (c) => N_BENEFICS.every((g) => c.in([4, 10], g)) && N_MALEFICS.every((g) => c.in([1, 7], g))),
  nabhasa('kamala', 'Kamala (Padma)', 'the seven grahas all in kendras, all four held', 'Hs = {1,4,7,10}', (c) => allIn(c, KENDRAS, true)),
  nabhasa('vapi', 'Vapi', 'the seven grahas all in panaparas (2, 5, 8, 11) or all in apoklimas (3, 6, 9, 12)', 'Hs ⊆ {2,5,8,11} ∨ Hs ⊆ {3,6,9,12}', (c) => allIn(c, [2, 5, 8, 11]) || allIn(c, [3, 6, 9, 12])),
  ...RUNS.map(([id, name, start, n]) => nabhasa(id, name, `the seven grahas all in the ${n} houses from the ${start}${['', 'st', '', '', 'th', '', '', 'th', '', '', 'th'][start]} (${run(start, n).join(', ')}), all held`, `Hs = {${run(start, n).join(',')}}`, (c) => allIn(c, run(start, n), true))),
  nabhasa('ardha_chandra', 'Ardha Chandra', 'the seven grahas in seven successive houses, each held, from a house not a kendra', 'Hs = {s, s+1, …, s+6}, s ∈ {2,3,5,6,8,9,11,12}', (c) => [2, 3, 5, 6, 8, 9, 11, 12].some((s) => allIn(c, run(s, 7), true))),
  nabhasa('chakra', 'Chakra', 'the seven grahas in the six odd houses from the lagna (1, 3, 5, 7, 9, 11), all held', 'Hs = {1,3,5,7,9,11}', (c) => allIn(c, [1, 3, 5, 7, 9, 11], true)),
  nabhasa('samudra', 'Samudra', 'the seven grahas in the six even houses (2, 4, 6, 8, 10, 12), all held', 'Hs = {2,4,6,8,10,12}', (c) => allIn(c, [2, 4, 6, 8, 10, 12], true)),
  ...SANKHYA.map(([id, name, n]) => nabhasa(id, name, `the seven grahas in exactly ${n} sign${n > 1 ? 's' : ''} (sankhya: one of the seven always holds)`, `|{R(x) : x∈S7}| = ${n}`, (c) => countSigns(c) === n)),
];

/** The yogas present in a chart, in the catalogue's order (a yoga of pairs once per pair). */
export function findYogas(input: YogaInput): YogaFound[] {
  const c = new Chart(input);
  const out: YogaFound[] = [];
  for (const y of YOGAS_CATALOGUE)
    for (const f of y.find(c)) {
      const grahas = uniq(f.grahas);
      out.push({ id: y.id, category: y.category, grahas, houses: uniq(grahas.map((g) => c.house(g))).sort((a, b) => a - b), ...(f.cancellations ? { cancellations: f.cancellations } : {}) });
    }
  return out;
}

/** The chart a rule reads, from sidereal longitudes. */
export function yogaInput(lagna: number, grahas: Readonly<Record<GrahaKey, { longitude: number }>>): YogaInput {
  const s = (lon: number) => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));
  return { lagna: s(lagna), signs: Object.fromEntries(Object.entries(grahas).map(([g, p]) => [g, s(p.longitude)])) as Record<GrahaKey, number> };
}
