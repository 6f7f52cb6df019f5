/**
 * The Vedic chart: positions against the Swiss Ephemeris's own sidereal mode (sweph called here
 * directly), nakshatras and dignities at known degrees, and every varga of the lagna and the nine
 * grahas for 1,000 seeded random charts against a second implementation written below another way:
 * sign-by-sign tables of the first part's sign transcribed from the texts (by element for D9 and
 * D27, by listing each sign for D7 and D10) and parts counted in arc-seconds.
 */
import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import { GRAHA_KEYS } from '#shared/astro/bodies';
import { initEphemeris } from '#shared/astro/ephemeris';
import { AYANAMSHA_CODES } from '#shared/astro/options';
import { computeVedicChart } from '#shared/vedic/chart';
import { dignityOf, nakshatraOf, vargaSign, VARGAS, type Varga } from '#shared/vedic/core';
import { rng } from '#test/support/random';

initEphemeris();
const C = sweph.constants;
const arc = (a: number, b: number): number => Math.abs((((a - b) % 360) + 540) % 360 - 180);

// --- the second implementation ---
const NAMES = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const SIGN = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
/** The sign of the first part of each sign Aries..Pisces, and how many signs each next part moves. */
const FIRST: Record<Exclude<Varga, 'D30'>, { first: string; step: number }> = {
  D1: { first: 'Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi', step: 0 },
  D2: { first: 'Le Cn Le Cn Le Cn Le Cn Le Cn Le Cn', step: 0 }, // odd: Sun's hora (Leo) then Moon's (Cancer); even: the other way
  D3: { first: 'Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi', step: 4 },
  D4: { first: 'Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi', step: 3 },
  D7: { first: 'Ar Sc Ge Cp Le Pi Li Ta Sg Cn Aq Vi', step: 1 },
  D9: { first: 'Ar Cp Li Cn Ar Cp Li Cn Ar Cp Li Cn', step: 1 }, // fire from Aries, earth Capricorn, air Libra, water Cancer
  D10: { first: 'Ar Cp Ge Pi Le Ta Li Cn Sg Vi Aq Sc', step: 1 },
  D12: { first: 'Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi', step: 1 },
  D16: { first: 'Ar Le Sg Ar Le Sg Ar Le Sg Ar Le Sg', step: 1 },
  D20: { first: 'Ar Sg Le Ar Sg Le Ar Sg Le Ar Sg Le', step: 1 },
  D24: { first: 'Le Cn Le Cn Le Cn Le Cn Le Cn Le Cn', step: 1 },
  D27: { first: 'Ar Cn Li Cp Ar Cn Li Cp Ar Cn Li Cp', step: 1 },
  D40: { first: 'Ar Li Ar Li Ar Li Ar Li Ar Li Ar Li', step: 1 },
  D45: { first: 'Ar Le Sg Ar Le Sg Ar Le Sg Ar Le Sg', step: 1 },
  D60: { first: 'Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi', step: 1 },
};
/** Trimshamsha: [up to arc-second, sign] in odd and in even signs (BPHS: Mars 5, Saturn 5, Jupiter 8, Mercury 7, Venus 5). */
const D30_ODD: [number, string][] = [[18000, 'Ar'], [36000, 'Aq'], [64800, 'Sg'], [90000, 'Ge'], [108000, 'Li']];
const D30_EVEN: [number, string][] = [[18000, 'Ta'], [43200, 'Vi'], [72000, 'Pi'], [90000, 'Cp'], [108000, 'Sc']];

function otherVarga(varga: Varga, longitude: number): string {
  const sec = longitude * 3600;
  let sign = 0;
  while (sec >= (sign + 1) * 108000 && sign < 11) sign++;
  const within = sec - sign * 108000;
  if (varga === 'D30') return SIGN[NAMES.indexOf((sign % 2 === 0 ? D30_ODD : D30_EVEN).find(([end]) => within < end)![1])]!;
  const n = Number(varga.slice(1));
  const width = 108000 / n;
  let part = 0;
  while (within >= (part + 1) * width && part < n - 1) part++;
  const t = FIRST[varga as Exclude<Varga, 'D30'>];
  const first = NAMES.indexOf(t.first.split(' ')[sign]!);
  if (varga === 'D2') return SIGN[part === 0 ? first : first === 4 ? 3 : 4]!;
  return SIGN[(first + part * t.step) % 12]!;
}

describe('vedic chart', () => {
  it('lagna and grahas within 0.01 degree of the Swiss Ephemeris sidereal positions (Lahiri, Krishnamurti, Raman; mean and true node)', () => {
    const r = rng(36);
    for (let i = 0; i < 60; i++) {
      const jd = 2378497 + r() * (2597640 - 2378497);
      const lat = -60 + r() * 120;
      const lon = -180 + r() * 360;
      const ayanamsha = ['lahiri', 'krishnamurti', 'raman'][i % 3]!;
      const nodeType = i % 2 ? 'true' : 'mean';
      const c = computeVedicChart(jd, lat, lon, { ayanamsha, nodeType });
      sweph.set_sid_mode(AYANAMSHA_CODES[ayanamsha]!, 0, 0);
      const flags = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
      const body = { sun: C.SE_SUN, moon: C.SE_MOON, mars: C.SE_MARS, mercury: C.SE_MERCURY, jupiter: C.SE_JUPITER, venus: C.SE_VENUS, saturn: C.SE_SATURN, rahu: nodeType === 'true' ? C.SE_TRUE_NODE : C.SE_MEAN_NODE };
      for (const [g, b] of Object.entries(body)) {
        const ref = sweph.calc_ut(jd, b, flags).data as number[];
        expect(arc(c.grahas[g as keyof typeof body].longitude, ref[0]!), `${g} jd ${jd}`).toBeLessThan(0.01);
        if (g === 'rahu') expect(arc(c.grahas.ketu.longitude, ref[0]! + 180)).toBeLessThan(0.01);
        expect(c.grahas[g as keyof typeof body].isRetrograde).toBe(ref[3]! < 0);
      }
      const h = sweph.houses_ex2(jd, C.SEFLG_SIDEREAL, lat, lon, 'W');
      expect(arc(c.lagna.longitude, h.data.points[0]!), `lagna jd ${jd}`).toBeLessThan(0.01);
      expect(c.ayanamsha.name).toBe(ayanamsha);
    }
  });

  it('houses count whole signs from the lagna; nakshatra and pada of known degrees', () => {
    const c = computeVedicChart(2448088.0625, 28.6139, 77.209); // 1990-07-15 13:30 UT, Delhi
    const lagnaSign = SIGN.indexOf(c.lagna.sign);
    for (const g of GRAHA_KEYS) expect(c.grahas[g].house).toBe(((SIGN.indexOf(c.grahas[g].sign) - lagnaSign + 12) % 12) + 1);
    expect(nakshatraOf(0)).toMatchObject({ index: 1, name: 'Ashwini', pada: 1, lord: 'ketu' });
    expect(nakshatraOf(13.34)).toMatchObject({ index: 2, name: 'Bharani', pada: 1, lord: 'venus' });
    expect(nakshatraOf(40 + 3.4)).toMatchObject({ index: 4, name: 'Rohini', pada: 2, lord: 'moon' });
    expect(nakshatraOf(359.99)).toMatchObject({ index: 27, name: 'Revati', pada: 4, lord: 'mercury' });
    expect(nakshatraOf(120)).toMatchObject({ index: 10, name: 'Magha', pada: 1, lord: 'ketu' });
  });

  it('dignities: exaltation, debilitation, moolatrikona ranges, own signs', () => {
    expect(dignityOf('sun', 10)).toBe('exalted');
    expect(dignityOf('sun', 190)).toBe('debilitated');
    expect(dignityOf('sun', 125)).toBe('moolatrikona');
    expect(dignityOf('sun', 145)).toBe('own');
    expect(dignityOf('moon', 32)).toBe('exalted');
    expect(dignityOf('moon', 40)).toBe('moolatrikona');
    expect(dignityOf('moon', 100)).toBe('own');
    expect(dignityOf('mercury', 160)).toBe('exalted');
    expect(dignityOf('mercury', 167)).toBe('moolatrikona');
    expect(dignityOf('mercury', 175)).toBe('own');
    expect(dignityOf('mercury', 340)).toBe('debilitated');
    expect(dignityOf('mars', 5)).toBe('moolatrikona');
    expect(dignityOf('mars', 20)).toBe('own');
    expect(dignityOf('mars', 215)).toBe('own');
    expect(dignityOf('mars', 298)).toBe('exalted');
    expect(dignityOf('jupiter', 95)).toBe('exalted');
    expect(dignityOf('venus', 357)).toBe('exalted');
    expect(dignityOf('saturn', 200)).toBe('exalted');
    expect(dignityOf('saturn', 310)).toBe('moolatrikona');
    expect(dignityOf('rahu', 45)).toBe('exalted');
    expect(dignityOf('ketu', 45)).toBe('debilitated');
    expect(dignityOf('jupiter', 60)).toBeNull();
  });

  it('all sixteen vargas of the lagna and the nine grahas of 1,000 random charts agree with the table-driven implementation', () => {
    const r = rng(3636);
    let compared = 0;
    for (let i = 0; i < 1000; i++) {
      const jd = 2378497 + r() * (2597640 - 2378497);
      const c = computeVedicChart(jd, -60 + r() * 120, -180 + r() * 360, { ayanamsha: 'lahiri', nodeType: i % 2 ? 'true' : 'mean' }, VARGAS);
      for (const v of VARGAS) {
        expect(c.vargas[v]!.lagna, `${v} lagna ${c.lagna.longitude}`).toBe(otherVarga(v, c.lagna.longitude));
        for (const g of GRAHA_KEYS) {
          expect(c.vargas[v]!.grahas[g], `${v} ${g} ${c.grahas[g].longitude}`).toBe(otherVarga(v, c.grahas[g].longitude));
          compared++;
        }
      }
      expect(c.vargas.D1!.lagna).toBe(c.lagna.sign);
    }
    expect(compared).toBe(1000 * 16 * 9);
  });

  it('vargas at worked degrees: navamsha of 0 Leo Aries, of 15 Taurus Taurus (vargottama), of 29 Pisces Pisces; D30 of 7 Aries Aquarius, of 7 Taurus Virgo; D2 of 20 Taurus Leo', () => {
    expect(vargaSign('D9', 120)).toBe('aries');
    expect(vargaSign('D9', 45)).toBe('taurus');
    expect(vargaSign('D9', 359)).toBe('pisces');
    expect(vargaSign('D30', 7)).toBe('aquarius');
    expect(vargaSign('D30', 37)).toBe('virgo');
    expect(vargaSign('D2', 50)).toBe('leo');
    expect(vargaSign('D3', 125)).toBe('leo');
    expect(vargaSign('D3', 145)).toBe('aries');
  });
});
