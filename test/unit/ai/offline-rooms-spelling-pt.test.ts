/**
 * A ortografia das outras peças do redator offline em português do Brasil (céu do dia, horóscopos dos
 * signos), verificada pelo próprio Hunspell com o dicionário pt_BR do Debian (hunspell-pt-br), como em
 * offline-spelling-hunspell.test.ts: roda quando o programa e o dicionário existem;
 * `npm run test:hunspell` define REQUIRE_HUNSPELL=1 e faz da ausência deles uma falha.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/pt/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';

const haveHunspell = spawnSync('hunspell', ['-v'], { encoding: 'utf8' }).status === 0;
const haveDic = existsSync('/usr/share/hunspell/pt_BR.dic');
const required = process.env.REQUIRE_HUNSPELL === '1';

/** Palavras que o dicionário geral não traz: termos de astrologia. */
const TERMOS: readonly string[] = ['Quíron', 'quincúncio', 'retrogradar', 'UTC'];

function texts(): string {
  const out: string[] = [];
  for (const day of ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01']) {
    const f = dayFacts(day);
    out.push(dailyInsight(insightFacts(f)));
    for (const sign of SIGN_KEYS) out.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return out.join('\n\n');
}

/** As palavras que o Hunspell não conhece (`-l`), menos os termos; "1º" e "14h10" ficam de fora. */
function unknownWords(text: string): string[] {
  const r = spawnSync('hunspell', ['-d', 'pt_BR', '-l'], { input: text.replace(/º/g, '').replace(/\b\d+h\d+\b/g, ''), encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return [...new Set(r.stdout.split('\n').filter((w) => w && !TERMOS.includes(w)))].sort();
}

describe('as outras peças do redator offline em português, pelo Hunspell (pt_BR)', () => {
  it.runIf((haveHunspell && haveDic) || required)('cada palavra está no dicionário ou na curta lista de termos', () => {
    expect(haveHunspell && haveDic, 'apt-get install hunspell hunspell-pt-br').toBe(true);
    expect(unknownWords(texts())).toEqual([]);
  }, 60_000);

  it.runIf((haveHunspell && haveDic) || required)('a verificação pode falhar: uma palavra errada é apontada', () => {
    expect(unknownWords('A Lua passa pela sua casa da ambisão.')).toEqual(['ambisão']);
  });
});
