/**
 * Italian and Brazilian Portuguese spelling of the offline writer's texts, checked by Hunspell itself
 * (Debian's `hunspell` with `hunspell-it` and `hunspell-pt-br`): nspell does not load the affix files
 * of `dictionary-it` and `dictionary-pt` in minutes, the C program reads them in milliseconds. The
 * check runs when the program and the dictionary are installed; `npm run test:hunspell` (run by
 * .ci/run, which installs them) sets REQUIRE_HUNSPELL=1 and makes their absence a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AiLanguage } from '#shared/ai/types';
import { astrologyIn, qualityCharts, transitsIn } from '#test/support/offline-quality';

const haveHunspell = spawnSync('hunspell', ['-v'], { encoding: 'utf8' }).status === 0;
const required = process.env.REQUIRE_HUNSPELL === '1';

/** Words the general dictionaries lack: the product's name, astrology terms, two verb forms it-IT omits. */
const TERMS: Record<string, readonly string[]> = {
  it: ['blueprint', 'Lilith', 'Chirone', 'possiedi', 'addice'],
  pt: ['blueprint', 'Lilith', 'Quíron', 'quincúncio'],
};

/** Elided articles and prepositions Hunspell splits off at the apostrophe (dell’Ariete, all’inizio). */
const ELIDED_IT = /\b(?:dall|dell|all|nell|sull|coll|quell|dagl|degl|agl|negl|sugl|l|un|d|c|s|m|t|v|n|anch|com|dov|cos|po)['’]/giu;

async function texts(language: AiLanguage, zones: { week: string; month: string }): Promise<string> {
  const out: string[] = [];
  for (const c of qualityCharts()) out.push(...Object.values(await astrologyIn(language, c)));
  out.push(...(await transitsIn(language, zones)).map((t) => t.text));
  return out.join('\n\n');
}

/** The words Hunspell does not know (`-l`), less the terms. */
function unknownWords(dictionary: string, text: string, terms: readonly string[]): string[] {
  const r = spawnSync('hunspell', ['-d', dictionary, '-l'], { input: text, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return [...new Set(r.stdout.split('\n').filter((w) => w && !terms.includes(w)))].sort();
}

describe.each([
  { language: 'it' as const, dictionary: 'it_IT', zones: { week: 'Europe/Rome', month: 'America/New_York' }, prepare: (t: string) => t.replace(ELIDED_IT, '').replace(/º/g, '') },
  { language: 'pt' as const, dictionary: 'pt_BR', zones: { week: 'America/Sao_Paulo', month: 'America/New_York' }, prepare: (t: string) => t.replace(/º/g, '') },
])('offline texts in $language, spelled by Hunspell ($dictionary)', ({ language, dictionary, zones, prepare }) => {
  const haveDic = existsSync(`/usr/share/hunspell/${dictionary}.dic`);
  it.runIf((haveHunspell && haveDic) || required)('every word is in the dictionary or the short list of terms', async () => {
    expect(haveHunspell && haveDic, `apt-get install hunspell hunspell-${language === 'it' ? 'it' : 'pt-br'}`).toBe(true);
    expect(unknownWords(dictionary, prepare(await texts(language, zones)), TERMS[language]!)).toEqual([]);
  }, 60_000);

  it.runIf((haveHunspell && haveDic) || required)('the check can fail: a misspelt word is reported', () => {
    const wrong = language === 'it' ? 'Il tuo Sole si trova nella casa dell’ambizzione.' : 'O seu Sol está na casa da ambisão.';
    expect(unknownWords(dictionary, prepare(wrong), TERMS[language]!)).toEqual([language === 'it' ? 'ambizzione' : 'ambisão']);
  });
});
