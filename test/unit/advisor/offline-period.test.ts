/**
 * The offline advisor answers the period asked (issue 35): "next month", the rest of "this year",
 * a named month, next week, tomorrow, in the seven languages; its transit lines give the exact dates
 * the transit core found inside that period; and it answers the question (the topic's contacts first,
 * the Human Design strategy without a doubled "to").
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { toBlueprintAstrology } from '#shared/astro/present';
import { factsFromBlueprint, type AdvisorFacts } from '#shared/advisor/facts';
import { strategyWords } from '#shared/advisor/offline-advisor';
import { askedPeriod } from '#shared/advisor/period';
import type { AdvisorLanguage } from '#shared/advisor/request';
import { transitsFor } from '#shared/advisor/tools';
import { franc } from 'franc';
import { offlineAnswer } from '#test/support/offline-advisor';
import { doubledWords } from '#test/support/text-quality';

const TODAY = '2026-11-26'; // a Thursday

const chart = computeNatalChart({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 });
const facts: AdvisorFacts = factsFromBlueprint({
  blueprintId: 'bp_1',
  fullName: 'Lena Ortiz',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  location: 'London',
  content: {
    astrology: toBlueprintAstrology(chart),
    humanDesign: { type: 'Generator', strategy: 'To Respond', authority: 'Sacral', profile: '2/4', definedCenters: [], undefinedCenters: [], channels: [] },
    numerology: { lifePathNumber: 5, expressionNumber: 3, soulUrgeNumber: 2, personalYear: 7, personalMonth: 1, personalDay: 3 },
  },
} as never)!;

const ask = (question: string, language: AdvisorLanguage = 'en'): Promise<string> => offlineAnswer(question, language, facts, TODAY);

const day = (iso: string): string => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso));

describe('the period a question asks about', () => {
  it.each([
    ['What does next month hold?', 'en', 'nextMonth', '2026-12-01', '2026-12-31'],
    ['How will this year go?', 'en', 'thisYear', TODAY, '2026-12-31'],
    ['And next year?', 'en', 'nextYear', '2027-01-01', '2027-12-31'],
    ['What about March?', 'en', 'namedMonth', '2027-03-01', '2027-03-31'],
    ['Anything for me in December?', 'en', 'namedMonth', '2026-12-01', '2026-12-31'],
    ['What happens in May?', 'en', 'namedMonth', '2027-05-01', '2027-05-31'],
    ['May I ask about love?', 'en', 'default', TODAY, '2026-12-02'],
    ['How does Mars shape my drive?', 'en', 'default', TODAY, '2026-12-02'],
    ['What about next week?', 'en', 'nextWeek', '2026-11-30', '2026-12-06'],
    ['And tomorrow?', 'en', 'tomorrow', '2026-11-27', '2026-11-27'],
    ['How is my week?', 'en', 'thisWeek', TODAY, '2026-12-02'],
    ['Et le mois prochain ?', 'fr', 'nextMonth', '2026-12-01', '2026-12-31'],
    ['Et en mars, pour l’amour ?', 'fr', 'namedMonth', '2027-03-01', '2027-03-31'],
    ['Comment Mars agit-il sur moi ?', 'fr', 'default', TODAY, '2026-12-02'],
    ['Wie wird der nächste Monat? Und nächsten Monat?', 'de', 'nextMonth', '2026-12-01', '2026-12-31'],
    ['¿Qué me trae el próximo año?', 'es', 'nextYear', '2027-01-01', '2027-12-31'],
    ['E amanhã?', 'pt', 'tomorrow', '2026-11-27', '2026-11-27'],
    ['Come sarà quest’anno?', 'it', 'thisYear', TODAY, '2026-12-31'],
    ['अगले महीने मेरे लिए क्या है?', 'hi', 'nextMonth', '2026-12-01', '2026-12-31'],
    ['मार्च में मेरा प्रेम जीवन कैसा रहेगा?', 'hi', 'namedMonth', '2027-03-01', '2027-03-31'],
    ['कल का दिन कैसा रहेगा?', 'hi', 'tomorrow', '2026-11-27', '2026-11-27'],
    ['इस हफ़्ते क्या होगा?', 'hi', 'thisWeek', TODAY, '2026-12-02'],
    ['अगले साल करियर कैसा रहेगा?', 'hi', 'nextYear', '2027-01-01', '2027-12-31'],
    // आजकल ("these days") is not आज: the seven days from today
    ['आजकल मंगल मुझ पर कैसा असर डाल रहा है?', 'hi', 'default', TODAY, '2026-12-02'],
  ] as const)('%s (%s)', (q, lang, kind, from, to) => {
    expect(askedPeriod(q, TODAY, lang)).toMatchObject({ kind, from, to });
  });
});

describe('the offline advisor answers the period and the question asked', () => {
  it('asked about next month, it answers with next month and the exact dates the transit core found in it', async () => {
    const text = await ask('What does next month hold for me?');
    expect(text).toContain('For next month, from 1 December 2026 to 31 December 2026:');
    expect(text).not.toContain('2026-11-26');
    const core = transitsFor(facts, '2026-12-01', '2026-12-31').majorTransits;
    // every "exact on" date in the answer is one of the core's exact moments inside December
    const coreDays = new Set(core.flatMap((t) => t.exactAt).filter((x) => x.startsWith('2026-12')).map(day));
    const said = [...text.matchAll(/exact on ([^(]+) \(/g)].flatMap((m) => m[1]!.split(/, | and /));
    expect(said.length).toBeGreaterThan(0);
    for (const d of said) expect(coreDays.has(d.trim()), d).toBe(true);
  }, 30_000);

  it('asked about the year, it follows the slow planets over the rest of the year', async () => {
    const text = await ask('How will this year go?');
    expect(text).toContain('For the rest of this year, from 26 November 2026 to 31 December 2026:');
    expect(text).toContain('only the slow planets');
    const lines = text.split('\n\n').find((p) => p.startsWith('For the rest of this year'))!;
    for (const fast of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars']) expect(lines).not.toMatch(new RegExp(`: ${fast} |\\. ${fast} `));
  }, 30_000);

  it('asked about a named month, it answers with that month', async () => {
    expect(await ask('What about March?')).toContain('For March 2027, from 1 March 2027 to 31 March 2027:');
    expect(await ask('Et en mars ?', 'fr')).toContain('Pour mars 2027, du 1er mars 2027 au 31 mars 2027 :');
  }, 30_000);

  it('puts the contacts of the topic asked about first', async () => {
    const text = await ask('What does next month hold for my love life?');
    const para = text.split('\n\n').find((p) => p.startsWith('For next month'))!;
    const first = para.split(': ').slice(1).join(': ').split(/(?<=\)\.) /)[0]!;
    expect(first).toMatch(/Venus|Mars|Moon|Descendant/);
  }, 30_000);

  it('writes the strategy once, without a doubled word, in any answer', async () => {
    const text = await ask('What is my strategy in Human Design?');
    expect(text).toContain('your strategy is to respond.');
    expect(doubledWords(text)).toEqual([]);
    expect(strategyWords('To Respond', 'en')).toBe('to respond');
    expect(strategyWords('Wait for the Invitation', 'en')).toBe('to wait for the invitation');
    expect(strategyWords('To Respond', 'fr')).toBe('répondre'); // the glossary's name, lower case after the colon
    expect(strategyWords('Wait for the Invitation', 'de')).toBe('Auf die Einladung warten');
    for (const q of ['How is my week?', 'What does next month hold for my career?', 'How will this year go?']) expect(doubledWords(await ask(q))).toEqual([]);
  }, 30_000);

  it('answers in Hindi: the period, the exact dates in Hindi, the names and the strengths, no English word', async () => {
    const text = await ask('अगले महीने मेरे करियर के लिए क्या है?', 'hi');
    expect(text).toContain('अगले महीने (1 दिसंबर 2026 से 31 दिसंबर 2026 तक):');
    expect(text).toMatch(/आपकी जन्म कुंडली के (?:सूर्य|चंद्रमा|बुध|शुक्र|मंगल|बृहस्पति|शनि|मध्य आकाश|लग्न)/);
    expect(text).toMatch(/\((?:बहुत प्रबल|प्रबल|मध्यम|कमज़ोर)\)/);
    // the exact days the transit core found in December, written as Hindi dates
    const core = transitsFor(facts, '2026-12-01', '2026-12-31').majorTransits;
    const hiDay = (iso: string): string => new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso));
    const coreDays = new Set(core.flatMap((t) => t.exactAt).filter((x) => x.startsWith('2026-12')).map(hiDay));
    const said = [...text.matchAll(/, ([^,(]+?) को सटीक/g)].flatMap((m) => m[1]!.split(/, | और /));
    expect(said.length).toBeGreaterThan(0);
    for (const d of said) expect(coreDays.has(d.trim()), d).toBe(true);
    // Human Design names stay as the API names them (Generator, To Respond): the rest is Hindi
    const withoutHd = text.replace(/Generator|To Respond|Sacral|2\/4/g, '');
    expect(withoutHd).not.toMatch(/\b(?:the|your|and|with|is|very strong|strong|moderate|weak)\b/i);
    expect(doubledWords(text)).toEqual([]);
    expect(franc(text)).toBe('hin');
  }, 30_000);
});
