/**
 * Schemas of `data` in the 200 answers of the Chinese routes (the API description documents them;
 * integration tests validate real answers against them). Objects are open (`.loose()`).
 */
import * as z from 'zod';
import { ANIMALS, BRANCHES, ELEMENTS, STEMS, TEN_GODS } from './cycle';
import { SOLAR_TERMS } from './terms';

const stem = () => z.enum(STEMS).meta({ description: 'a heavenly stem by its pinyin: jia yi bing ding wu ji geng xin ren gui' });
const branch = () => z.enum(BRANCHES).meta({ description: 'an earthly branch by its pinyin: zi chou yin mao chen si wu wei shen you xu hai' });
const element = () => z.enum(ELEMENTS);
const moment = () => z.string().meta({ description: 'ISO 8601 UTC, to the second', example: '2027-02-04T08:46:11Z' });
const termId = () => z.enum(SOLAR_TERMS.map((t) => t.id) as [string, ...string[]]).meta({ description: 'a solar term by its pinyin, e.g. lichun' });

const pillar = z
  .object({
    stem: stem(),
    branch: branch(),
    hanzi: z.string().meta({ example: '甲子' }),
    element: element().meta({ description: 'the stem’s element' }),
    polarity: z.enum(['yang', 'yin']),
    branchElement: element(),
    animal: z.enum(ANIMALS),
    hiddenStems: z.array(z.object({ stem: stem(), element: element(), tenGod: z.enum(TEN_GODS) }).loose()).meta({ description: 'the branch’s hidden stems (藏干), main qi first, each with its ten god' }),
    tenGod: z.enum(TEN_GODS).nullable().meta({ description: 'the stem’s ten god seen from the day master; null for the day stem' }),
    naYin: z.object({ id: z.string(), hanzi: z.string(), element: element() }).loose(),
    cycle: z.int().min(0).max(59),
  })
  .loose()
  .meta({ description: 'one pillar: stem and branch with what BaZi reads of them' });
const luckPillar = z
  .object({ stem: stem(), branch: branch(), hanzi: z.string(), element: element(), animal: z.enum(ANIMALS), tenGod: z.enum(TEN_GODS), startAge: z.number().min(0), startDate: moment() })
  .loose()
  .meta({ description: 'a luck pillar (大运) of ten years' });
const elementTable = z.object(Object.fromEntries(ELEMENTS.map((e) => [e, z.number().min(0)])) as Record<(typeof ELEMENTS)[number], z.ZodNumber>).loose();
const termAt = z.object({ id: termId(), moment: moment(), minutes: z.number() }).loose();
const minutesPair = z.object({ previous: z.number().max(0), next: z.number().min(0) }).loose();

export const baziResponse = z
  .object({
    pillars: z.object({ year: pillar, month: pillar, day: pillar, hour: pillar.nullable().meta({ description: 'null when the birth time is unknown' }) }).loose(),
    dayMaster: z.object({ stem: stem(), element: element(), polarity: z.enum(['yang', 'yin']) }).loose(),
    elements: z.object({ counts: elementTable, weighted: elementTable }).loose().meta({ description: 'counts: the eight characters by element (a branch by its main qi); weighted: stems 1, each branch’s hidden stems 1 shared 1 / 0.7 0.3 / 0.6 0.3 0.1' }),
    reckoning: z
      .object({ solarTime: z.enum(['standard', 'apparent']), hourBoundary: z.enum(['23:00', '00:00']), localTime: z.string(), offsetSeconds: z.int(), equationOfTimeSeconds: z.number().nullable() })
      .loose()
      .meta({ description: 'the local time the day and hour pillars were read in' }),
    luckPillars: z.array(luckPillar).nullable().meta({ description: 'with sex: ten luck pillars; null without' }),
    currentLuckPillar: luckPillar.nullable(),
    boundaries: z
      .object({
        previousTerm: termAt,
        nextTerm: termAt,
        hour: minutesPair.nullable(),
        day: minutesPair.nullable(),
        within2h: z.array(z.object({ pillar: z.enum(['year', 'month', 'day', 'hour']), minutes: z.number(), cause: z.string() }).loose()).meta({ description: 'the pillars that would change if the birth were up to two hours earlier (minutes < 0) or later, and why' }),
      })
      .loose(),
    birth: z.object({ utc: moment(), timeKnown: z.boolean() }).loose(),
    at: moment(),
  })
  .loose();

const term = z.object({ id: termId(), hanzi: z.string(), longitude: z.number().min(0).lt(360), kind: z.enum(['jie', 'zhongqi']), moment: moment() }).loose();
const dayPillar = z.object({ stem: stem(), branch: branch(), hanzi: z.string(), animal: z.enum(ANIMALS) }).loose();

export const chineseCalendarResponse = z
  .object({
    date: z.string(),
    lunar: z
      .object({
        year: dayPillar.extend({ number: z.int().meta({ description: 'the Gregorian year in which the Chinese year’s first month begins' }), cycle: z.int().min(1).max(60) }).loose(),
        month: z.object({ number: z.int().min(1).max(12), leap: z.boolean(), days: z.int().min(29).max(30), start: z.string(), end: z.string() }).loose(),
        day: z.int().min(1).max(30),
      })
      .loose(),
    solarTerm: z.object({ timezone: z.string(), current: term, next: term }).loose(),
    dayPillar,
  })
  .loose();

export const solarTermsResponse = z.object({ year: z.int(), terms: z.array(term).length(24) }).loose();
