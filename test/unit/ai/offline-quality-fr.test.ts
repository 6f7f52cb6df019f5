/**
 * Les textes hors ligne en français (astrologie et transits) passent les mêmes contrôles que
 * l'anglais (test/support/text-quality.ts) : orthographe (Hunspell français par nspell, plus les
 * termes d'astrologie), aucun mot doublé, aucune paire des 19 sections partageant plus d'un tiers
 * de ses tournures, les dates exactes du cœur des transits, et aucune phrase en anglais.
 */
import dictionaryFr from 'dictionary-fr';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import type { BlueprintFacts } from '#shared/ai/facts';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { CORPS, NOMBRES, SIGNES } from '#shared/ai/offline/fr/vocab';
import { jourLocal } from '#shared/ai/offline/fr/transit';
import { CHART_A } from '#test/support/ai-fixtures';
import { doubledWords, frameMasker, framePairsOver, wordsOf } from '#test/support/text-quality';
import { astrologyIn, qualityCharts, transitsIn } from '#test/support/offline-quality';

const CHARTS: BlueprintFacts[] = qualityCharts();

const sections = (facts: BlueprintFacts): Promise<Record<string, string>> => astrologyIn('fr', facts);
const transits = () => transitsIn('fr', { week: 'Europe/Paris', month: 'America/New_York' });

async function everyText(): Promise<string[]> {
  const texts: string[] = [];
  for (const f of CHARTS) texts.push(...Object.values(await sections(f)));
  texts.push(...(await transits()).map((t) => t.text));
  return texts;
}

/** Termes d'astrologie absents du dictionnaire général (docs/languages.md). */
const TERMES_FR = ['blueprint', 'sextile', 'trigone', 'quinconce', 'semi', 'sesqui', 'quintile', 'biquintile', 'Chiron', 'Lilith', 'Ortiz', 'Ada', 'Lena', 'rétrograde'];

const mask = frameMasker({
  bodies: [...Object.values(CORPS), 'Soleil', 'Lune', 'Ascendant'],
  signs: Object.values(SIGNES).flatMap((s) => [s.name, s.de]),
  houses: [],
  numbers: NOMBRES,
});

describe('textes hors ligne en français', () => {
  it('sont bien orthographiés (Hunspell fr + termes d’astrologie)', async () => {
    const spell = nspell(Buffer.from(dictionaryFr.aff), Buffer.from(dictionaryFr.dic));
    for (const w of TERMES_FR) spell.add(w);
    const unknown = new Set<string>();
    for (const t of await everyText())
      for (const w of wordsOf(t.replace(/’/g, "'")))
        for (const part of w.split(/(?<=^(?:[dlnsjmtc]|qu|jusqu|lorsqu|puisqu)')/i)) if (part && !spell.correct(part) && !spell.correct(part.toLowerCase())) unknown.add(part);
    expect([...unknown].sort()).toEqual([]);
  }, 120_000);

  it('n’ont aucun mot doublé ni phrase anglaise', async () => {
    for (const t of await everyText()) {
      // « vous vous » est un pronom réfléchi, pas un mot doublé
      expect(doubledWords(t).filter((d) => !/^(vous vous|nous nous)$/i.test(d))).toEqual([]);
      expect(t).not.toMatch(/\b(?:the|your|and|with|is)\b/);
    }
  }, 60_000);

  it('aucune paire des 19 sections ne partage plus d’un tiers de ses tournures', async () => {
    for (const f of CHARTS) {
      const s = await sections(f);
      expect(Object.keys(s)).toHaveLength(ASTROLOGY_SECTIONS.length);
      expect(framePairsOver(s, mask)).toEqual([]);
    }
  });

  it('la synthèse ouvre la section du Soleil : éléments, modalités, figure, maître du thème', async () => {
    const s = await sections(CHART_A);
    expect(s.sun).toMatch(/^Ada, c’est ici que commence votre blueprint/);
    expect(s.sun).toContain('Le feu réunit trois des dix planètes, l’eau trois, la terre deux et l’air deux.');
    expect(s.sun).toContain('balançoire');
    expect(s.sun).toContain('Le Scorpion se lève : Mars est le maître de votre thème (avec Pluton pour maître moderne).');
    expect(s.sun).toContain('dans son propre signe');
  });

  it('donne la date exacte trouvée par le cœur des transits', async () => {
    let checked = 0;
    for (const { facts, text } of await transits()) {
      for (const t of facts.transits.slice(0, 3)) {
        if (!t.exactAt?.length) continue;
        for (const at of t.exactAt) expect(text).toContain(jourLocal(at, facts.timezone));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(jourLocal('2026-11-26T23:30:00Z', 'Europe/Paris')).toBe('vendredi 27 novembre');
  }, 60_000);
});
