/**
 * Schemas of `data` in the 200 answers of the Vedic routes (the API description documents them;
 * integration tests validate real answers against them). Objects are open (`.loose()`).
 */
import * as z from 'zod';
import { timeUnknownWarnings } from '../astro/response';
import { GRAHA_KEYS } from '../astro/bodies';
import { VARGAS } from './core';
import { DASHA_SYSTEMS, YOGINI_KEYS } from './dasha-systems';
import { YOGA_CATEGORIES } from './yogas';

const lon = () => z.number().min(0).lt(360);
const sign = () => z.string().meta({ description: 'sign, lower-case English', example: 'cancer' });
const graha = () => z.enum(GRAHA_KEYS).meta({ description: 'a graha: sun moon mars mercury jupiter venus saturn rahu ketu' });

const nakshatra = z
  .object({ index: z.int().min(1).max(27), name: z.string().meta({ description: 'identifier: the nakshatra’s name in Latin transliteration, the same in every language', example: 'Krittika' }), displayName: z.string().optional().meta({ description: 'the nakshatra’s name in the answer’s language (कृत्तिका in Hindi)', example: 'Krittika' }), pada: z.int().min(1).max(4), lord: graha() })
  .loose()
  .meta({ description: 'the nakshatra (1 Ashwini .. 27 Revati), its pada and Vimshottari lord' }).meta({ id: 'Nakshatra' });
const point = z.object({ longitude: lon(), sign: sign(), rashi: z.string().meta({ description: 'the sign’s Sanskrit name in the answer’s language (Karka; कर्क in Hindi)', example: 'Karka' }), degree: z.number().min(0).lt(30), nakshatra }).loose().meta({ id: 'VedicPoint' });
const grahaPosition = point
  .extend({
    name: z.string().optional().meta({ description: 'the graha’s name in the answer’s language (Surya; सूर्य in Hindi)', example: 'Surya' }),
    speed: z.number().meta({ description: 'degrees per day' }),
    isRetrograde: z.boolean(),
    house: z.int().min(1).max(12).nullable().meta({ description: 'whole-sign house from the lagna (1); null when the birth time is unknown' }),
    dignity: z.enum(['exalted', 'debilitated', 'moolatrikona', 'own']).nullable(),
  })
  .loose().meta({ id: 'GrahaPosition' });
const vargaChart = z
  .object({ lagna: sign().nullable(), grahas: z.object(Object.fromEntries(GRAHA_KEYS.map((g) => [g, sign().nullable()]))).loose() })
  .loose()
  .meta({ id: 'VargaChart', description: 'without a birth time: lagna null, and a graha null when its sign changes during the birth day' });
/** Only when the birth time is unknown (shared/vedic/time-unknown.ts). */
const vedicMoonRange = z
  .object({ from: point, to: point, signChanges: z.boolean(), nakshatraChanges: z.boolean() })
  .loose()
  .optional()
  .meta({ id: 'VedicMoonRange', description: 'only when the birth time is unknown: the Moon (and its nakshatra) at 00:00:00 and 23:59:59 local time of the birth date' });

export const vedicChartResponse = z
  .object({
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    nodeType: z.enum(['mean', 'true']),
    lagna: point.nullable().meta({ description: 'the lagna; null when the birth time is unknown' }),
    grahas: z.object(Object.fromEntries(GRAHA_KEYS.map((g) => [g, grahaPosition])) as Record<(typeof GRAHA_KEYS)[number], typeof grahaPosition>).loose(),
    moonRange: vedicMoonRange,
    timeUnknown: z.literal(true).optional().meta({ description: 'only when the birth time is unknown: the chart of 12:00 local time without lagna or houses' }),
    warnings: timeUnknownWarnings,
    vargas: z.partialRecord(z.enum(VARGAS), vargaChart).meta({ description: 'the divisional charts asked for, keyed by D-number' }),
    aiInterpretation: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'with includeAI: the Vedic reading (plain text), or null when the AI writer failed (then 1 credit is charged and meta.warnings.aiInterpretation says why); absent without includeAI' }),
  })
  .loose().meta({ id: 'VedicChart' });

const moment = () => z.string().meta({ description: 'ISO 8601 UTC', example: '2031-04-02T10:12:44.000Z' });
// five levels at most (levels 1-5): written out, no recursive schema
const yoginiKey = () => z.enum(YOGINI_KEYS).meta({ description: 'system yogini: the yogini of the period (its lord is her graha)' });
const periodOf = (sub?: z.ZodType) =>
  z
    .object({
      lord: graha().meta({ description: 'the period’s graha; chara: the lord of its sign (of Scorpio and Aquarius the stronger co-lord)' }),
      yogini: yoginiKey().optional(),
      sign: sign().optional().meta({ description: 'system chara: the sign of the period' }),
      start: moment(),
      end: moment(),
      ...(sub ? { periods: z.array(sub).optional() } : {}),
    })
    .loose();
const prana = periodOf().meta({ description: 'a prana dasha (vimshottari, levels 5)' });
const sookshma = periodOf(prana).meta({ description: 'a sookshma dasha (vimshottari, levels 4 and 5), with its pranas at levels 5' });
const pratyantar = periodOf(sookshma).meta({ description: 'a pratyantardasha, with its sookshmas at levels 4 and 5 within the mahadasha running at `at`' });
const antar = periodOf(pratyantar).meta({ description: 'an antardasha, with its pratyantardashas at levels 3' });
const period = periodOf(antar).meta({ description: 'a mahadasha: its lord, start and end, and its antardashas from levels 2' });
export const vedicDashaResponse = z
  .object({
    system: z.enum(DASHA_SYSTEMS).optional().meta({ description: 'the system asked for; absent for vimshottari (the default, whose answer predates the field)' }),
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    moon: z.object({ longitude: lon(), nakshatra }).loose().meta({ description: 'the Moon at birth, whose nakshatra gives the first lord (vimshottari, yogini, ashtottari)' }),
    lagna: z.object({ longitude: lon(), sign: sign() }).loose().optional().meta({ description: 'chara: the lagna, whose sign begins the dashas' }),
    direction: z.enum(['zodiacal', 'reverse']).optional().meta({ description: 'chara: the order of the signs (zodiacal when the lagna’s 9th sign is odd-footed)' }),
    applicability: z
      .object({ applies: z.boolean(), forced: z.boolean(), lagnaLord: graha(), lagnaLordSign: sign(), rahuSign: sign(), rahuFromLagnaLord: z.int().min(1).max(12) })
      .loose()
      .optional()
      .meta({ description: 'ashtottari: its rule (Rahu in a kendra or trikona from the lagna lord, not in the lagna) and whether force overrode it' }),
    yearDays: z.number(),
    levels: z.int().min(1).max(5),
    balance: z
      .object({ lord: graha(), yogini: yoginiKey().optional(), years: z.int().min(0), months: z.int().min(0).max(11), days: z.number().min(0), remainingYears: z.number().min(0) })
      .loose()
      .optional()
      .meta({ description: 'what remains of the first mahadasha at birth (vimshottari, yogini, ashtottari; chara begins at birth and has none)' }),
    periods: z.array(period).meta({ description: 'the mahadashas: vimshottari nine over 120 years, yogini three rounds of eight over 108, ashtottari eight over 108, each from its start before birth; chara the twelve signs from birth and their second round' }),
    at: moment(),
    current: z
      .array(z.object({ level: z.int().min(1).max(5), lord: graha(), yogini: yoginiKey().optional(), sign: sign().optional(), start: moment(), end: moment() }).loose())
      .meta({ description: 'the periods running at `at`, mahadasha first' }),
  })
  .loose().meta({ id: 'VedicDasha' });

const local = () => z.string().meta({ description: 'ISO 8601 local time with its UTC offset', example: '2026-11-26T06:52:02+05:30' });
const span = z.object({ start: local(), end: local() }).loose().meta({ id: 'TimeSpan' });
const nextLimb = z.object({ index: z.int().min(1).max(60), name: z.string(), endsAt: local().nullable().meta({ description: 'null where it ends after the next sunrise' }) }).loose().meta({ id: 'NextPanchangLimb' });
const limb = (max: number, extra: Record<string, z.ZodType> = {}) =>
  z.object({ index: z.int().min(1).max(max), name: z.string(), endsAt: local(), next: nextLimb, ...extra }).loose();

export const vedicPanchangResponse = z
  .object({
    date: z.string(),
    location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }).loose(),
    sunriseConvention: z.enum(['standard', 'hindu']),
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    vara: z.object({ index: z.int().min(1).max(7), name: z.string() }).loose(),
    sunrise: local(),
    sunset: local(),
    nextSunrise: local(),
    moonrise: local().nullable(),
    moonset: local().nullable(),
    tithi: limb(30, { paksha: z.enum(['shukla', 'krishna']) }),
    nakshatra: limb(27, { pada: z.int().min(1).max(4), lord: graha() }),
    yoga: limb(27),
    karana: limb(60),
    rahuKaal: span,
    gulikaKaal: span,
    yamaganda: span,
    abhijitMuhurta: span,
  })
  .loose().meta({ id: 'Panchang' });

const koota = (max: number) => z.object({ points: z.number().min(0).max(max), max: z.literal(max) }).loose();
const matchPerson = z
  .object({
    fullName: z.string().optional(),
    blueprintId: z.string().optional(),
    moon: z.object({ longitude: lon(), sign: sign(), rashi: z.string(), nakshatra }).loose(),
    varna: z.string(),
    vashya: z.string(),
    yoni: z.string(),
    gana: z.string(),
    nadi: z.string(),
  })
  .loose().meta({ id: 'MatchPerson' });
const manglik = z
  .object({ isManglik: z.boolean(), fromLagna: z.boolean(), fromMoon: z.boolean(), fromVenus: z.boolean(), cancellation: z.string().nullable().meta({ description: 'why a dosha found is cancelled, or null' }) })
  .loose().meta({ id: 'Manglik' });
export const vedicMatchResponse = z
  .object({
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    people: z.array(matchPerson).length(2).meta({ description: 'the bride, then the groom: their Moon and its koota attributes' }),
    kootas: z.object({ varna: koota(1), vashya: koota(2), tara: koota(3), yoni: koota(4), grahaMaitri: koota(5), gana: koota(6), bhakoot: koota(7), nadi: koota(8) }).loose(),
    total: z.number().min(0).max(36),
    max: z.literal(36),
    manglik: z.array(manglik).length(2).meta({ description: 'one entry per person, in the order sent' }),
    verdict: z
      .object({ band: z.enum(['excellent', 'good', 'average', 'not recommended']), manglikBalanced: z.boolean().meta({ description: 'both or neither manglik' }), summary: z.string() })
      .loose(),
  })
  .loose().meta({ id: 'VedicMatch' });

const kpLords = {
  longitude: lon(),
  sign: sign(),
  signLord: graha(),
  starLord: graha(),
  subLord: graha(),
  subSubLord: graha(),
};
const kpGraha = z.object({ ...kpLords, house: z.int().min(1).max(12).meta({ description: 'Placidus house' }), isRetrograde: z.boolean() }).loose().meta({ id: 'KpGraha' });
const levels = z
  .object({
    level1: z.array(graha()).meta({ description: 'grahas in the star of the occupants' }),
    level2: z.array(graha()).meta({ description: 'the occupants' }),
    level3: z.array(graha()).meta({ description: 'grahas in the star of the owner' }),
    level4: z.array(graha()).meta({ description: 'the owner (lord of the cusp sign)' }),
  })
  .loose();
export const vedicKpResponse = z
  .object({
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    houseSystem: z.object({ requested: z.literal('placidus'), used: z.string(), fallback: z.boolean() }).loose(),
    cusps: z.array(z.object({ house: z.int().min(1).max(12), ...kpLords }).loose()).length(12),
    grahas: z.object(Object.fromEntries(GRAHA_KEYS.map((g) => [g, kpGraha])) as Record<(typeof GRAHA_KEYS)[number], typeof kpGraha>).loose(),
    significators: z.object(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), levels]))).loose().meta({ description: 'per house (1-12), the four KP levels' }),
  })
  .loose().meta({ id: 'KpChart' });

const KARAKA_NAMES = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'pitrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
const coLord = z.object({ lord: graha(), rule: z.string().meta({ description: 'the rule that decided (docs/vedic.md "Jaimini")', example: 'more-conjunctions' }) }).loose();
export const vedicJaiminiResponse = z
  .object({
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    nodeType: z.enum(['mean', 'true']),
    karakas: z.union([z.literal(7), z.literal(8)]),
    charaKarakas: z.partialRecord(z.enum(KARAKA_NAMES), graha()).meta({ description: 'each chara karaka’s graha, atmakaraka first (pitrikaraka only with karakas 8)' }),
    karakaOrder: z
      .array(z.object({ karaka: z.enum(KARAKA_NAMES), graha: graha(), degree: z.number().min(0).max(30).meta({ description: 'the degree counted: within the sign; Rahu’s 30 minus its degree' }) }).loose())
      .meta({ description: 'the karakas by degree, highest first' }),
    arudhas: z.object(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`A${i + 1}`, sign()]))).loose().meta({ description: 'the bhava arudhas (padas) A1 (arudha lagna) .. A12 (upapada), as signs' }),
    arudhaLagna: sign(),
    upapada: sign(),
    karakamsha: sign().meta({ description: 'the navamsha (D9) sign of the atmakaraka' }),
    coLords: z.object({ scorpio: coLord, aquarius: coLord }).loose().meta({ description: 'the lord used for Scorpio (Mars or Ketu) and Aquarius (Saturn or Rahu)' }),
  })
  .loose()
  .meta({ id: 'VedicJaimini' });

const yoga = z
  .object({
    id: z.string().meta({ description: 'the yoga’s id, lower case with underscores (docs/vedic.md "Yogas")', example: 'gajakesari' }),
    name: z.string().meta({ description: 'its name in the answer’s language', example: 'Gajakesari' }),
    category: z.enum(YOGA_CATEGORIES),
    grahas: z.array(graha()).meta({ description: 'the grahas that make it' }),
    houses: z.array(z.int().min(1).max(12)).meta({ description: 'their whole-sign houses from the lagna' }),
    rule: z.string().meta({ description: 'the rule it was decided by, in the notation of docs/vedic.md "Yogas" (the same in every language; the docs give it in words too)', example: 'H_Mo(Ju) ∈ {1,4,7,10}' }),
    cancellations: z.array(z.string()).optional().meta({ description: 'kemadruma: the named cancellations that hold; neecha_bhanga: what cancels the debilitation' }),
    cancelled: z.boolean().optional().meta({ description: 'kemadruma only: true when a cancellation holds' }),
  })
  .loose()
  .meta({ id: 'VedicYoga' });
export const vedicYogasResponse = z
  .object({
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    nodeType: z.enum(['mean', 'true']),
    lagna: sign(),
    checked: z.int().min(60).meta({ description: 'how many yogas of the catalogue were looked for' }),
    yogas: z.array(yoga).meta({ description: 'the yogas present, in the catalogue’s order (a yoga of lord pairs once per pair)' }),
  })
  .loose()
  .meta({ id: 'VedicYogas' });
