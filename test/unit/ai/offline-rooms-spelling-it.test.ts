/**
 * L'ortografia delle altre stanze dello scrittore offline in italiano (cielo del giorno, oroscopi
 * dei segni, e le stanze che l'italiano ha scritto: Human Design, numerologia, big three),
 * controllata da Hunspell stesso con il dizionario it_IT di Debian (hunspell-it), come in
 * offline-spelling-hunspell.test.ts. Il controllo gira quando programma e dizionario ci sono;
 * `npm run test:hunspell` (lanciato da .ci/run, che li installa) imposta REQUIRE_HUNSPELL=1 e ne
 * fa dell'assenza un errore.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { otherRoomTextsIn } from '#test/support/offline-quality';

const haveHunspell = spawnSync('hunspell', ['-v'], { encoding: 'utf8' }).status === 0;
const haveDic = existsSync('/usr/share/hunspell/it_IT.dic');
const required = process.env.REQUIRE_HUNSPELL === '1';

/** Parole che il dizionario generale non ha: termini di astrologia e di Human Design, sigle. */
const TERMS: readonly string[] = ['Lilith', 'Chirone', 'UTC', 'Ajna', 'blueprint', 'mh', 'mm', 'Manifestatore', 'autoproiettata', 'transpersonale'];

/** Articoli e preposizioni elisi che Hunspell separa all'apostrofo (dell’Ariete, all’inizio). */
const ELIDED = /\b(?:dall|dell|all|nell|sull|coll|quell|dagl|degl|agl|negl|sugl|l|un|d|c|s|m|t|v|n|anch|com|dov|cos|po|quest|tutt|sott|nient)['’]/giu;
const prepare = (t: string): string => t.replace(ELIDED, '').replace(/[º°]/g, '');

/** Le parole che Hunspell non conosce (`-l`), meno i termini. */
function unknownWords(text: string): string[] {
  const r = spawnSync('hunspell', ['-d', 'it_IT', '-l'], { input: text, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return [...new Set(r.stdout.split('\n').filter((w) => w && !TERMS.includes(w)))].sort();
}

describe('le altre stanze in italiano, ortografia di Hunspell (it_IT)', () => {
  it.runIf((haveHunspell && haveDic) || required)('ogni parola è nel dizionario o nella breve lista dei termini', async () => {
    expect(haveHunspell && haveDic, 'apt-get install hunspell hunspell-it').toBe(true);
    expect(unknownWords(prepare((await otherRoomTextsIn('it')).join('\n\n')))).toEqual([]);
  }, 60_000);

  it.runIf((haveHunspell && haveDic) || required)('il controllo può fallire: una parola sbagliata viene segnalata', () => {
    expect(unknownWords(prepare('La Luna passa nella tua casa dell’amiciza.'))).toEqual(['amiciza']);
  });
});
