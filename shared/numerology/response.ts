/**
 * Schema of `data` in the 200 answer of POST /v1/numerology/report (the API description documents
 * it; integration tests validate real answers against it). Objects are open (`.loose()`).
 */
import * as z from 'zod';
import { LO_SHU_ARROWS } from './report';

const meaningful = z.object({ number: z.int().min(0).max(33), meaning: z.string() }).loose();
const period = z.object({ number: z.int().min(0).max(33), fromAge: z.int().min(0), toAge: z.int().nullable(), meaning: z.string() }).loose();
const transliteration = z
  .object({ scripts: z.array(z.enum(['latin', 'greek', 'cyrillic', 'devanagari'])), latin: z.string(), letters: z.string() })
  .loose()
  .meta({ description: 'the name in Latin letters (ISO 9 for Cyrillic, ISO 843 for Greek, ISO 15919 for Devanagari) and the letters A-Z counted' });
const arrow = z.object({ id: z.enum(LO_SHU_ARROWS.map((a) => a.id) as [string, ...string[]]), name: z.string(), meaning: z.string() }).loose();

export const numerologyReportResponse = z
  .object({
    system: z.enum(['pythagorean', 'chaldean']),
    name: z.object({ transliteration, total: z.int(), vowels: z.int(), consonants: z.int() }).loose(),
    lifePath: meaningful,
    expression: meaningful,
    soulUrge: meaningful,
    personality: meaningful,
    birthday: meaningful,
    maturity: meaningful,
    pinnacles: z.array(period).length(4),
    challenges: z.array(period).length(4),
    karmicDebt: z.array(z.object({ number: z.union([z.literal(13), z.literal(14), z.literal(16), z.literal(19)]), in: z.enum(['lifePath', 'expression', 'soulUrge', 'personality', 'birthday']), meaning: z.string() }).loose()),
    karmicLessons: z.array(meaningful),
    hiddenPassion: z.array(meaningful),
    loShu: z
      .object({
        grid: z.array(z.array(z.object({ digit: z.int().min(1).max(9), count: z.int().min(0) }).loose()).length(3)).length(3),
        counts: z.record(z.string(), z.int().min(0)),
        complete: z.array(arrow),
        missing: z.array(arrow),
      })
      .loose()
      .meta({ description: 'the Lo Shu square (4 9 2 / 3 5 7 / 8 1 6) of the birth date’s digits, with its complete and missing lines' }),
    personalYear: meaningful,
    personalMonth: meaningful,
    personalDay: meaningful,
    birthDate: z.string(),
    date: z.string(),
    currentName: z.object({ transliteration, expression: meaningful, soulUrge: meaningful, personality: meaningful }).loose().nullable(),
  })
  .loose();
