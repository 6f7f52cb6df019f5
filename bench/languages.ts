/**
 * `npm run bench:languages`: what the language costs an answer, in process (no server): the
 * negotiation of a typical Accept-Language header, the whole language step of a request (the
 * body field or the header, as the middleware runs it), the error message lookup, and the label
 * tables of a language built cold (first call of a container) and served warm. Printed: the median
 * and p99 per call in microseconds. The bar: the language step is far under the noise of an answer
 * (an offline life path is ~1 ms over HTTP locally), i.e. a few microseconds.
 */
import { performance } from 'node:perf_hooks';
import { labelsFor } from '#shared/i18n/labels/index';
import { chooseLanguage, LANGUAGES, negotiateLanguage } from '#shared/i18n/languages';
import { errorMessageIn } from '#shared/i18n/messages/index';

const N = Number(process.env.BENCH_N || 100_000);

const time = (label: string, n: number, fn: (i: number) => unknown): void => {
  const samples: number[] = [];
  for (let i = 0; i < Math.min(n, 1000); i++) fn(i); // warm-up
  const batch = 100;
  for (let i = 0; i < n; i += batch) {
    const t = performance.now();
    for (let j = 0; j < batch; j++) fn(i + j);
    samples.push(((performance.now() - t) * 1000) / batch);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number): string => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(3);
  console.log(`${label.padEnd(58)} median ${at(0.5)} µs   p99 ${at(0.99)} µs`);
};

const HEADERS = ['pt-BR,pt;q=0.9,en;q=0.5', 'de-DE', 'fr-CA,fr;q=0.8,en-US;q=0.6,en;q=0.4', 'ja,zh-CN;q=0.9', '*', 'hi-IN,en;q=0.7'];
time('Accept-Language negotiation (6 typical headers)', N, (i) => negotiateLanguage(HEADERS[i % HEADERS.length]));
time('language step: named field', N, (i) => chooseLanguage({ named: LANGUAGES[i % LANGUAGES.length], acceptLanguage: 'de' }));
time('language step: header only', N, (i) => chooseLanguage({ named: undefined, acceptLanguage: HEADERS[i % HEADERS.length] }));
time('error message in the language', N, (i) => errorMessageIn(LANGUAGES[i % LANGUAGES.length]!, 'Invalid birth date', 'birthDate is not a date'));
for (const l of LANGUAGES) {
  const t = performance.now();
  const labels = labelsFor(l);
  const ms = performance.now() - t;
  console.log(`labels ${l}: built cold in ${ms.toFixed(2)} ms (${Object.values(labels).reduce((n, c) => n + Object.keys(c).length, 0)} names)`);
}
time('labels of a language, warm (GET /labels serves this)', N, (i) => labelsFor(LANGUAGES[i % LANGUAGES.length]!));

// The offline writer's answer in each language: all 34 blueprint sections of one chart (the
// longest text answer it writes), median over runs. The bar: no language measurably slower than
// English (each writes its own texts from the same facts; nothing is translated at run time).
{
  const { OfflineWriter } = await import('#shared/ai/offline-writer');
  const { AI_MODULES } = await import('#shared/ai/sections');
  const { CHART_A } = await import('#test/support/ai-fixtures');
  const { silentLogger } = await import('#shared/ai/log');
  const writer = new OfflineWriter({ logger: silentLogger });
  const RUNS = Number(process.env.BENCH_RUNS || 40);
  const medians: Record<string, number> = {};
  // warm-up of every language first (the JIT), then the timed runs
  for (let i = 0; i < 20; i++) for (const l of LANGUAGES) await writer.writeBlueprintSections(AI_MODULES, CHART_A, { language: l });
  for (const l of LANGUAGES) {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await writer.writeBlueprintSections(AI_MODULES, CHART_A, { language: l });
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    medians[l] = ms[Math.floor(ms.length / 2)]!;
  }
  const en = medians.en!;
  for (const l of LANGUAGES) console.log(`offline blueprint, 34 sections, ${l}: median ${medians[l]!.toFixed(2)} ms (${l === 'en' ? 'reference' : `${((medians[l]! / en - 1) * 100).toFixed(0)}% vs en`})`);
}
