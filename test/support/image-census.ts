/**
 * The image census (issue 46): every image kind the image routes draw, drawn by the routes' own code
 * (shared/images, shared/vedic, shared/astrocartography) for births chosen to be hard: an ordinary one,
 * the crowded 1962 New Delhi stellium (Saturn, the South Node, the Sun, Venus, Mercury, Jupiter, Mars and
 * the Moon in Capricorn and Aquarius), the Midheaven 0.8 degrees from Neptune, a high-latitude birth
 * (Tromsø, 69.6° N) and an unknown birth time, at the smallest and largest size, in English, German
 * and Hindi. Used by test/unit/drawing/census.test.ts (from the shapes) and the browser test.
 */
import type { BlueprintStore } from '#shared/blueprint/store';
import { astrocartographyDrawing } from '#shared/astrocartography/service';
import type { AstrocartographyImageRequest } from '#shared/astrocartography/request';
import type { Drawing } from '#shared/drawing/shapes';
import type { ThemeName } from '#shared/drawing/theme';
import { bodygraphDrawing, natalWheelDrawing, personOf, transitWheelDrawing } from '#shared/images/images';
import { PAIR_KINDS, pairDrawing } from '#shared/images/pair';
import type { ImageRequest } from '#shared/images/request';
import type { Language } from '#shared/i18n/languages';
import type { PersonRef } from '#shared/relationships/request';
import type { VedicChartImageRequest } from '#shared/vedic/request';
import { vedicChartImageDrawing } from '#shared/vedic/service';
import { toBirthInput } from '../../functions/calculators/birth';

const noStore = {} as BlueprintStore; // birth data only: the store is never read

export const CENSUS_PEOPLE = {
  ordinary: { fullName: 'Ada Lovelace', birth: { birthDate: '1990-07-15', birthTime: '14:30', city: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' } },
  // Saturn, the South Node, the Sun, Venus, Mercury, Jupiter, Mars and the Moon between 300° and 320° (the reviewer's chart)
  stellium: { fullName: 'Maximilian Alexander von Habsburg', birth: { birthDate: '1962-02-04', birthTime: '12:00', city: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } },
  // the Midheaven at 283.76°, Neptune at 282.94° (0.82° apart)
  'MC on Neptune': { fullName: 'Nell Tarrant', birth: { birthDate: '1990-07-15', birthTime: '00:30', city: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' } },
  'high latitude': { fullName: 'Sunniva Isaksen', birth: { birthDate: '1985-12-03', birthTime: '04:10', city: 'Tromsø', country: 'Norway', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' } },
} as const;
export type CensusWho = keyof typeof CENSUS_PEOPLE | 'time unknown';

const HINDI_NAMES: Record<CensusWho, string> = {
  ordinary: 'अनन्या शर्मा',
  stellium: 'मैक्सिमिलियन अलेक्ज़ेंडर वॉन हैब्सबर्ग',
  'MC on Neptune': 'नेल टैरंट',
  'high latitude': 'सुन्निवा इसाकसेन',
  'time unknown': 'अनन्या शर्मा',
};
const partnerOf: Record<keyof typeof CENSUS_PEOPLE, keyof typeof CENSUS_PEOPLE> = { ordinary: 'high latitude', stellium: 'ordinary', 'MC on Neptune': 'stellium', 'high latitude': 'MC on Neptune' };
const EXTRAS = { asteroids: true, fixedStars: true, lots: true, patterns: true } as const;
const MOMENT = new Date('2026-11-23T21:00:00Z');

/** Every image of one person (alone and with a partner): 17 drawings, or the 3 natal wheels of an unknown birth time. */
export async function censusDrawings(who: CensusWho, size: number, language: Language, theme: ThemeName = 'light'): Promise<Array<[string, Drawing]>> {
  if (who === 'time unknown') {
    const { birthTime: _t, ...birth } = CENSUS_PEOPLE.ordinary.birth;
    const req = { birth: { ...birth, timeUnknown: true }, fullName: language === 'hi' ? HINDI_NAMES[who] : 'Ada Lovelace', format: 'svg', size, theme, aspects: 'major' } as unknown as ImageRequest;
    const src = personOf(req, toBirthInput, language);
    return [
      ['natal-wheel', await natalWheelDrawing(src, req, noStore, '', language)],
      ['natal-wheel (all aspects)', await natalWheelDrawing(src, { ...req, aspects: 'all' }, noStore, '', language)],
      ['natal-wheel (extras)', await natalWheelDrawing(personOf({ ...req, chartExtras: EXTRAS }, toBirthInput, language), { ...req, aspects: 'all' }, noStore, '', language)],
    ];
  }
  const p = { ...CENSUS_PEOPLE[who], ...(language === 'hi' ? { fullName: HINDI_NAMES[who] } : {}) };
  const req: ImageRequest = { birth: p.birth, fullName: p.fullName, format: 'svg', size, theme, aspects: 'major' };
  const src = personOf(req, toBirthInput, language);
  const withExtras = personOf({ ...req, chartExtras: EXTRAS }, toBirthInput, language);
  const out: Array<[string, Drawing]> = [
    ['natal-wheel', await natalWheelDrawing(src, req, noStore, '', language)],
    ['natal-wheel (all aspects)', await natalWheelDrawing(src, { ...req, aspects: 'all' }, noStore, '', language)],
    ['natal-wheel (extras)', await natalWheelDrawing(withExtras, { ...req, aspects: 'all' }, noStore, '', language)],
    ['transit-wheel', await transitWheelDrawing(src, { ...req, moment: MOMENT }, MOMENT, noStore, '', language)],
    ['transit-wheel (extras)', await transitWheelDrawing(withExtras, { ...req, moment: MOMENT }, MOMENT, noStore, '', language)],
    ['bodygraph', await bodygraphDrawing(src, req, noStore, '', language)],
  ];
  const q = CENSUS_PEOPLE[partnerOf[who]];
  const people = [{ kind: 'birth', ...p }, { kind: 'birth', ...q, ...(language === 'hi' ? { fullName: HINDI_NAMES[partnerOf[who]] } : {}) }] as unknown as [PersonRef, PersonRef];
  const pair = { people, houseSystem: 'placidus' as const, format: 'svg' as const, size, theme, aspects: 'major' as const };
  for (const kind of PAIR_KINDS) out.push([kind, await pairDrawing(kind, pair, noStore, { ownerId: '', keyId: '' }, language)]);
  out.push(['synastry-wheel (extras)', await pairDrawing('synastry-wheel', { ...pair, chartExtras: EXTRAS }, noStore, { ownerId: '', keyId: '' }, language)]);
  const deps = { now: MOMENT, blueprints: noStore, ownerId: '' };
  for (const style of ['north', 'south'] as const) {
    for (const varga of ['D1', 'D9'] as const) {
      const vreq = { ...p.birth, format: 'svg', size, theme, style, varga } as unknown as VedicChartImageRequest;
      out.push([`vedic-chart ${style} ${varga}`, await vedicChartImageDrawing(vreq, deps, language)]);
    }
    const minutes = { ...p.birth, format: 'svg', size, theme, style, varga: 'D1', minutes: true } as unknown as VedicChartImageRequest;
    out.push([`vedic-chart ${style} D1 (minutes)`, await vedicChartImageDrawing(minutes, deps, language)]);
  }
  const acg = { ...p.birth, format: 'svg', size, theme } as unknown as AstrocartographyImageRequest;
  out.push(['astrocartography', await astrocartographyDrawing(acg, deps, language)]);
  return out;
}
