/**
 * The use case of POST /v1/numerology/report, free of HTTP: the request (or the caller's blueprint)
 * -> the pure numbers (./report) -> each with its meaning in the request's language (./words).
 */
import { parseDate } from '../astro/time';
import type { Language } from '../i18n/languages';
import { notFound as blueprintNotFound } from '../blueprint/index';
import type { BirthDeps } from '../birth-source/index';
import { analyseName, numerologyReport, type NumerologyReportNumbers } from './report';
import { reduce } from './reduce';
import type { NumerologyReportRequest } from './request';
import { NUMEROLOGY_WORDS, type NumerologyWords, type ThemeNumber } from './words/index';

const themeOf = (w: NumerologyWords, n: number): string => w.themes[(n === 11 || n === 22 || n === 33 ? n : reduce(n, false)) as ThemeNumber];

function present(r: NumerologyReportNumbers, w: NumerologyWords) {
  const core = (n: number, text: (t: string) => string) => ({ number: n, meaning: text(themeOf(w, n)) });
  return {
    system: r.system,
    name: { transliteration: r.name.transliteration, total: r.name.total, vowels: r.name.vowels, consonants: r.name.consonants },
    lifePath: core(r.lifePath, w.lifePath),
    expression: core(r.expression, w.expression),
    soulUrge: core(r.soulUrge, w.soulUrge),
    personality: core(r.personality, w.personality),
    birthday: core(r.birthday, w.birthday),
    maturity: core(r.maturity, w.maturity),
    pinnacles: r.pinnacles.map((p) => ({ ...p, meaning: w.pinnacle(themeOf(w, p.number)) })),
    challenges: r.challenges.map((c) => ({ ...c, meaning: w.challenges[c.number as keyof NumerologyWords['challenges']] })),
    karmicDebt: r.karmicDebt.map((k) => ({ ...k, meaning: w.karmicDebt[k.number] })),
    karmicLessons: r.karmicLessons.map((n) => ({ number: n, meaning: w.karmicLessons[n as keyof NumerologyWords['karmicLessons']] })),
    hiddenPassion: r.hiddenPassion.map((n) => ({ number: n, meaning: w.hiddenPassion(themeOf(w, n)) })),
    loShu: {
      grid: r.loShu.grid,
      counts: r.loShu.counts,
      complete: r.loShu.complete.map((id) => ({ id, name: w.loShu[id].name, meaning: w.loShu[id].complete })),
      missing: r.loShu.missing.map((id) => ({ id, name: w.loShu[id].name, meaning: w.loShu[id].missing })),
    },
    personalYear: core(r.personalYear, w.personalYear),
    personalMonth: core(r.personalMonth, w.personalMonth),
    personalDay: core(r.personalDay, w.personalDay),
  };
}

export async function numerologyReportData(req: NumerologyReportRequest, deps: BirthDeps, language: Language) {
  let fullName = req.fullName;
  let birthDate = req.birthDate;
  if (req.blueprintId !== undefined) {
    const bp = await deps.blueprints.get(deps.ownerId, req.blueprintId);
    if (!bp) throw blueprintNotFound(req.blueprintId);
    fullName ??= bp.fullName;
    birthDate ??= bp.birthDate;
  }
  const system = req.system ?? 'pythagorean';
  const on = req.date ?? deps.now.toISOString().slice(0, 10);
  const r = numerologyReport({ name: fullName!, birth: parseDate(birthDate!, 'Invalid birth date'), on: parseDate(on, 'Invalid date'), system });
  const w = NUMEROLOGY_WORDS[language];
  const out = { ...present(r, w), birthDate: birthDate!, date: on };
  if (req.currentName === undefined) return { ...out, currentName: null };
  const cur = analyseName(req.currentName, system);
  const number = reduce(cur.total);
  return {
    ...out,
    currentName: {
      transliteration: cur.transliteration,
      expression: { number, meaning: w.currentName(themeOf(w, number)) },
      soulUrge: { number: reduce(cur.vowels), meaning: w.soulUrge(themeOf(w, reduce(cur.vowels))) },
      personality: { number: reduce(cur.consonants), meaning: w.personality(themeOf(w, reduce(cur.consonants))) },
    },
  };
}
