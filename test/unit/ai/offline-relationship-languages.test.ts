/**
 * The offline relationship reading in the seven languages (issue 35): computed by the relationship
 * core for real couples, written by the offline writer in each language (no English fallback, meta
 * says the language), detected as that language by franc, no English sentence, no doubled word,
 * every number of the facts kept, and spelled right (nspell for French, Spanish and German; Debian's
 * hunspell for Italian and Brazilian Portuguese where installed). English stays as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import dictionaryEs from 'dictionary-es';
import dictionaryFr from 'dictionary-fr';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { composeRelationship, type RelationshipTextFacts } from '#shared/ai/relationship';
import type { AiLanguage } from '#shared/ai/types';
import { computeRelationship, type ModuleFlags } from '#shared/relationships/index';
import { relationshipFacts } from '#shared/relationships/ai';
import { BEGRIFFE_DE, germanSpellerWith } from '#test/support/german-speller';
import { wordsOf } from '#test/support/text-quality';

const ALL: ModuleFlags = { synastry: true, composite: true, davison: true, humanDesign: true, numerology: true };
const person = (fullName: string, date: string, time: string, timezone: string, latitude: number, longitude: number) => ({ fullName, birth: { date, time, timezone, latitude, longitude } });
/** The couples' names and the Human Design system's own name, which no dictionary has. */
const NAMES = ['John', 'Lennon', 'Yoko', 'Ono', 'Ana', 'Souza', 'Léo', 'Martin', 'Priya', 'Sharma', 'Marco', 'Rossi', 'Davison', 'Human', 'Design', 'UTC'];
const COUPLES = [
  [person('John Lennon', '1940-10-09', '18:30', 'Europe/London', 53.4084, -2.9916), person('Yoko Ono', '1933-02-18', '20:30', 'Asia/Tokyo', 35.6762, 139.6503)],
  [person('Ana Souza', '1990-07-15', '14:30', 'America/Sao_Paulo', -23.55, -46.63), person('Léo Martin', '1988-01-03', '06:10', 'Europe/Paris', 48.8566, 2.3522)],
  [person('Priya Sharma', '1992-11-21', '09:15', 'Asia/Kolkata', 28.6139, 77.209), person('Marco Rossi', '1991-04-02', '23:40', 'Europe/Rome', 41.9028, 12.4964)],
] as const;
const FACTS: RelationshipTextFacts[] = COUPLES.map(([a, b]) => relationshipFacts([a.fullName, b.fullName], computeRelationship(a, b, ALL).data));
const writer = new OfflineWriter({ logger: silentLogger });
const ISO3: Record<Exclude<AiLanguage, 'en'>, string> = { fr: 'fra', es: 'spa', de: 'deu', pt: 'por', it: 'ita', hi: 'hin' };

async function readings(language: AiLanguage): Promise<string[]> {
  const out: string[] = [];
  for (const facts of FACTS) {
    const r = await writer.writeText({ purpose: 'relationship', facts, language });
    expect(r.language).toBe(language);
    expect(r.languageFallback).toBeUndefined();
    out.push(r.text);
  }
  return out;
}

describe('the offline relationship reading', () => {
  it('in English is the composition it always was', async () => {
    expect(await readings('en')).toEqual(FACTS.map(composeRelationship));
    expect(FACTS.every((f) => f.synastry && f.composite && f.davison && f.humanDesign && f.numerology)).toBe(true);
  });

  it.each(Object.keys(ISO3) as Exclude<AiLanguage, 'en'>[])('in %s: the language, no English, no doubled word, the facts’ numbers', async (language) => {
    const texts = await readings(language);
    texts.forEach((t, i) => {
      const f = FACTS[i]!;
      expect(franc(t, { only: [...Object.values(ISO3), 'eng'] })).toBe(ISO3[language]);
      expect(t).not.toMatch(/\b(?:the|your|and|with|between|relationship|harmony)\b/);
      expect(t).not.toMatch(/undefined|NaN/);
      const words = t.split(/[\s,.:;()]+/).filter(Boolean);
      expect(words.filter((w, k) => w.toLowerCase() === words[k + 1]?.toLowerCase())).toEqual([]);
      for (const n of [f.synastry!.score.value, f.synastry!.harmony, f.numerology!.score, f.numerology!.a.lifePath, f.numerology!.b.lifePath, f.composite!.sun.house]) expect(t).toContain(String(n));
      for (const name of f.names) expect(t).toContain(name);
    });
  });

  it.each([
    ['fr', dictionaryFr, [...NAMES, 'Chiron', 'quinconce', 'sextile', 'orbe']],
    ['es', dictionaryEs, [...NAMES, 'Quirón', 'quincuncio', 'orbe', 'Escorpio', 'IA', 'numerología', 'sacral', 'Manifestador', 'Proyector', 'Reflector', 'Generador']],
  ] as const)('%s: spelled right (Hunspell by nspell)', async (language, dictionary, terms) => {
    const spell = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
    for (const w of terms) spell.add(w);
    const unknown = new Set<string>();
    for (const t of await readings(language))
      for (const w of wordsOf(t.replace(/’/g, "'")))
        for (const part of w.split(/(?<=^(?:[dlnsjmtc]|qu)')|-/i)) if (part && !/\d/.test(part) && !spell.correct(part) && !spell.correct(part.toLowerCase())) unknown.add(part);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('de: spelled right (Hunspell by nspell, compounds from known parts)', async () => {
    const correct = germanSpellerWith([...BEGRIFFE_DE, ...NAMES, 'Composit', 'KI', 'Davison-Horoskop', 'Manifestor', 'Projektor', 'Reflektor', 'Generator']);
    const unknown = new Set<string>();
    for (const t of await readings('de')) for (const w of wordsOf(t)) if (!/\d/.test(w) && !correct(w)) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  const haveHunspell = spawnSync('hunspell', ['-v'], { encoding: 'utf8' }).status === 0;
  it.each([
    ['it', 'it_IT', [...NAMES, 'Chirone', 'quinconce', 'IA', 'offline']],
    ['pt', 'pt_BR', [...NAMES, 'Quíron', 'quincúncio', 'IA', 'offline']],
  ] as const)('%s: spelled right (Debian hunspell, where installed; npm run test:hunspell requires it)', async (language, dictionary, terms) => {
    const installed = haveHunspell && existsSync(`/usr/share/hunspell/${dictionary}.dic`);
    if (!installed && process.env.REQUIRE_HUNSPELL !== '1') return;
    expect(installed).toBe(true);
    const text = (await readings(language)).join('\n').replace(/\b(?:dell|nell|all|l|un|d|c|s)['’]/giu, '');
    const r = spawnSync('hunspell', ['-d', dictionary, '-l'], { input: text, encoding: 'utf8' });
    const unknown = [...new Set(r.stdout.split('\n').filter((w) => w && !(terms as readonly string[]).includes(w) && !/\d/.test(w)))].sort();
    expect(unknown).toEqual([]);
  }, 60_000);
});
