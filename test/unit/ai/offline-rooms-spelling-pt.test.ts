/**
 * A ortografia das outras peças do redator offline em português do Brasil (Human Design, numerologia, três pilares, céu do
 * dia, horóscopos dos signos), verificada pelo próprio Hunspell com o dicionário pt_BR do Debian (hunspell-pt-br), como em
 * offline-spelling-hunspell.test.ts: roda quando o programa e o dicionário existem;
 * `npm run test:hunspell` define REQUIRE_HUNSPELL=1 e faz da ausência deles uma falha.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { BIG_THREE } from '#shared/ai/offline/pt/big-three';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/pt/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { roomFactSweep } from '#test/support/offline-quality';

const haveHunspell = spawnSync('hunspell', ['-v'], { encoding: 'utf8' }).status === 0;
const haveDic = existsSync('/usr/share/hunspell/pt_BR.dic');
const required = process.env.REQUIRE_HUNSPELL === '1';

/** Palavras que o dicionário geral não traz: termos de astrologia e de Human Design. */
const TERMOS: readonly string[] = ['Quíron', 'quincúncio', 'retrogradar', 'UTC', 'Ajna', 'autoprojetada'];

const writer = new OfflineWriter({ logger: silentLogger });
/** Todos os textos das outras peças em português, pela mesma varredura de fatos do teste francês. */
async function portugueseTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const f of roomFactSweep()) {
    const hd = await writer.writeModuleSections('humanDesign', f, { language: 'pt' });
    const nu = await writer.writeModuleSections('numerology', f, { language: 'pt' });
    for (const r of [hd, nu]) {
      if (!r.ok) throw new Error('module failed');
      texts.push(...Object.values<string>(r.sections));
    }
  }
  for (const date of ['1990-07-15', '1985-11-11', '1980-01-02', '1991-02-03', '1989-12-21', '1977-03-04', '1982-05-05', '1990-12-10', '1979-11-29', '1992-09-18', '1975-06-06', '1984-08-09']) {
    const l = localizeLifePath(lifePath(date), 'pt');
    // as listas são curtas: o franc as lê juntas (forças, depois desafios)
    texts.push(l.description, `${l.strengths.join('. ')}. ${l.challenges.join('. ')}.`);
  }
  for (const sign of SIGN_KEYS)
    for (const role of ['sun', 'moon', 'rising'] as const) {
      const t = BIG_THREE[sign][role];
      texts.push(`${t.keywords}. ${t.description}`);
    }
  for (let n = 1; n <= 9; n++) {
    const c = localizeCycles({ personalYear: { number: n, description: '' }, personalMonth: { number: n, description: '' }, personalDay: { number: n, description: '' } }, 'pt');
    texts.push(`${c.personalYear.description} ${c.personalMonth.description} ${c.personalDay.description}`);
  }
  // o céu do dia e os doze signos, em dias variados (estações, lunações, entradas)
  for (const day of ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01']) {
    const f = dayFacts(day);
    texts.push(dailyInsight(insightFacts(f)));
    for (const sign of SIGN_KEYS) texts.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return texts;
}

/** As palavras que o Hunspell não conhece (`-l`), menos os termos; "1º" e "14h10" ficam de fora. */
function unknownWords(text: string): string[] {
  const r = spawnSync('hunspell', ['-d', 'pt_BR', '-l'], { input: text.replace(/º/g, '').replace(/\b\d+h\d+\b/g, ''), encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return [...new Set(r.stdout.split('\n').filter((w) => w && !TERMOS.includes(w)))].sort();
}

describe('as outras peças do redator offline em português, pelo Hunspell (pt_BR)', () => {
  it.runIf((haveHunspell && haveDic) || required)('cada palavra está no dicionário ou na curta lista de termos', async () => {
    expect(haveHunspell && haveDic, 'apt-get install hunspell hunspell-pt-br').toBe(true);
    expect(unknownWords((await portugueseTexts()).join('\n\n'))).toEqual([]);
  }, 60_000);

  it.runIf((haveHunspell && haveDic) || required)('a verificação pode falhar: uma palavra errada é apontada', () => {
    expect(unknownWords('A Lua passa pela sua casa da ambisão.')).toEqual(['ambisão']);
  });
});
