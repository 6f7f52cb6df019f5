/**
 * Ashtakoota over all 11,664 nakshatra-pada pairs (108 x 108, each Moon at its pada's middle): every
 * koota within its range, the total the sum; the tables' own properties (the yoni table symmetric
 * with its seven sworn enemies at 0, the nadi rule, bhakoot's ill distances); worked pairs; Manglik.
 */
import { describe, expect, it } from 'vitest';
import { ashtakoota, KOOTA_MAX, KOOTAS, manglikOf, moonFacts, verdictOf } from '#shared/vedic/match';

const PADA = 360 / 108;
const mid = (p: number): number => p * PADA + PADA / 2;

describe('ashtakoota', () => {
  it('all 11,664 nakshatra-pada pairs: each koota within 0..max in half points, the total the sum, at most 36', () => {
    const seen: Record<string, Set<number>> = Object.fromEntries(KOOTAS.map((k) => [k, new Set<number>()]));
    let pairs = 0;
    for (let b = 0; b < 108; b++) {
      for (let g = 0; g < 108; g++) {
        const a = ashtakoota(mid(b), mid(g));
        let sum = 0;
        for (const k of KOOTAS) {
          const p = a.kootas[k].points;
          if (!(p >= 0 && p <= KOOTA_MAX[k] && Number.isInteger(p * 2)) || a.kootas[k].max !== KOOTA_MAX[k]) throw new Error(`${k} ${p} for pada ${b} x ${g}`);
          seen[k]!.add(p);
          sum += p;
        }
        if (a.total !== sum || a.total > 36) throw new Error(`total ${a.total} != ${sum} for ${b} x ${g}`);
        pairs++;
      }
    }
    expect(pairs).toBe(11_664);
    // every koota reaches both its ends somewhere, but tara: counted both ways the two remainders
    // are r and (2 - r) mod 9, never both 3, 5 or 7, so at least one direction is good
    for (const k of KOOTAS) {
      expect(seen[k]!.has(k === 'tara' ? 1.5 : 0), k).toBe(true);
      expect(seen[k]!.has(KOOTA_MAX[k]), k).toBe(true);
    }
    expect([...seen.gana!].sort()).toEqual([0, 1, 5, 6]);
    expect([...seen.nadi!].sort()).toEqual([0, 8]);
    expect([...seen.bhakoot!].sort()).toEqual([0, 7]);
    expect([...seen.tara!].sort()).toEqual([1.5, 3]);
  });

  it('the same Moon: nadi 0, bhakoot 7, yoni 4, graha maitri 5, tara 3 (Janma tara counts 1, a good one)', () => {
    const a = ashtakoota(mid(0), mid(1));
    expect(a.kootas.nadi.points).toBe(0);
    expect(a.kootas.bhakoot.points).toBe(7);
    expect(a.kootas.yoni.points).toBe(4);
    expect(a.kootas.grahaMaitri.points).toBe(5);
    expect(a.kootas.tara.points).toBe(3);
    expect(a.kootas.varna.points).toBe(1);
  });

  it('yoni: symmetric; the sworn enemies (horse-buffalo, elephant-lion, sheep-monkey, serpent-mongoose, dog-deer, cat-rat, cow-tiger) score 0', () => {
    const lonOf = (n: number) => n * (360 / 27) + 1;
    for (let i = 0; i < 27; i++) for (let j = 0; j < 27; j++) expect(ashtakoota(lonOf(i), lonOf(j)).kootas.yoni.points).toBe(ashtakoota(lonOf(j), lonOf(i)).kootas.yoni.points);
    const zeros = new Set<string>();
    for (let i = 0; i < 27; i++)
      for (let j = 0; j < 27; j++) if (ashtakoota(lonOf(i), lonOf(j)).kootas.yoni.points === 0) zeros.add([moonFacts(lonOf(i)).yoni, moonFacts(lonOf(j)).yoni].sort().join('-'));
    expect([...zeros].sort()).toEqual(['buffalo-horse', 'cat-rat', 'cow-tiger', 'deer-dog', 'elephant-lion', 'mongoose-serpent', 'monkey-sheep']);
  });

  it('worked pair: bride Moon in Rohini (Taurus), groom in Uttara Phalguni pada 2 (Virgo)', () => {
    // Rohini: Vaishya (earth), Chatushpada, serpent, Manushya, Antya; U.Phalguni 2 in Virgo: Vaishya, Manava, cow, Manushya, Adi
    const a = ashtakoota(40 + 5, 150 + 2);
    expect(a.kootas.varna.points).toBe(1); // Vaishya and Vaishya
    expect(a.kootas.vashya.points).toBe(0.5); // groom Manava, bride Chatushpada
    // tara: Rohini (4) to U.Phalguni (12) is the 9th: 0 -> good; back, the 20th: 20 % 9 = 2 -> good
    expect(a.kootas.tara.points).toBe(3);
    expect(a.kootas.yoni.points).toBe(1); // serpent and cow
    expect(a.kootas.grahaMaitri.points).toBe(5); // Venus and Mercury, friends both ways
    expect(a.kootas.gana.points).toBe(6); // Manushya and Manushya
    expect(a.kootas.bhakoot.points).toBe(0); // Taurus to Virgo is the 5th (and back the 9th): ill
    expect(a.kootas.nadi.points).toBe(8); // Antya and Adi
    expect(a.total).toBe(1 + 0.5 + 3 + 1 + 5 + 6 + 0 + 8);
  });

  it('bhakoot: 2/12, 5/9 and 6/8 are ill; 1/1, 3/11, 4/10 and 7/7 are not', () => {
    const at = (sign: number) => sign * 30 + 1;
    const bad = new Set([2, 12, 5, 9, 6, 8]);
    for (let n = 1; n <= 12; n++) expect(ashtakoota(at(0), at(n - 1)).kootas.bhakoot.points, `distance ${n}`).toBe(bad.has(n) ? 0 : 7);
  });

  it('verdict bands', () => {
    expect([17.5, 18, 24.5, 25, 32.5, 33, 36].map(verdictOf)).toEqual(['not recommended', 'average', 'average', 'good', 'good', 'excellent', 'excellent']);
  });

  it('manglik: Mars in 1, 2, 4, 7, 8, 12 from the lagna or the Moon, cancelled in Aries, Scorpio, Capricorn', () => {
    expect(manglikOf(10, 100, 200, 190)).toMatchObject({ fromLagna: true, fromMoon: true, isManglik: true, cancellation: null }); // 7th from Aries lagna, 4th from the Moon in Cancer
    expect(manglikOf(10, 100, 200, 70)).toMatchObject({ fromLagna: false, fromMoon: true, isManglik: true }); // Gemini: 3rd from lagna, 12th from the Moon
    expect(manglikOf(10, 10, 10, 130)).toMatchObject({ fromLagna: false, fromMoon: false, fromVenus: false, isManglik: false });
    expect(manglikOf(10, 100, 200, 5)).toMatchObject({ fromLagna: true, isManglik: false, cancellation: 'Mars in its own sign Aries' });
    expect(manglikOf(200, 100, 200, 280)).toMatchObject({ fromMoon: true, isManglik: false, cancellation: 'Mars exalted in Capricorn' });
  });
});
