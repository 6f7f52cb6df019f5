/**
 * Die deutschen Offline-Texte (Astrologie und Transite) bestehen dieselben Prüfungen wie Englisch
 * und Französisch (test/support/text-quality.ts): Rechtschreibung (Hunspell Deutsch über nspell,
 * plus Fachbegriffe; Komposita werden in bekannte Teile zerlegt, denn nspell kennt die
 * Zusammensetzungsregeln des deutschen Wörterbuchs nicht), kein doppeltes Wort, kein Paar der 19
 * Abschnitte mit mehr als einem Drittel gemeinsamer Satzbaupläne, die exakten Daten des
 * Transitkerns, Spracherkennung durch franc (`deu`) und kein englischer Satz.
 */
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import type { BlueprintFacts } from '#shared/ai/facts';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { OFFLINE_PACKS } from '#shared/ai/offline/pack';
import { eingeschoben, HAUS_DATIV, KOERPER, ZAHLEN, ZEICHEN } from '#shared/ai/offline/de/vocab';
import { tagLokal } from '#shared/ai/offline/de/transit';
import { CHART_A } from '#test/support/ai-fixtures';
import { doubledWords, frameMasker, framePairsOver, sentencesOf, wordsOf } from '#test/support/text-quality';
import { BEGRIFFE_DE, germanSpellerWith } from '#test/support/german-speller';
import { astrologyIn, qualityCharts, qualityWriter as writer, transitsIn } from '#test/support/offline-quality';

const CHARTS: BlueprintFacts[] = qualityCharts();

const sections = (facts: BlueprintFacts): Promise<Record<string, string>> => astrologyIn('de', facts);
const transits = () => transitsIn('de', { week: 'Europe/Berlin', month: 'America/New_York' });

async function everyText(): Promise<string[]> {
  const texts: string[] = [];
  for (const f of CHARTS) texts.push(...Object.values(await sections(f)));
  texts.push(...(await transits()).map((t) => t.text));
  return texts;
}

const germanSpeller = (): ((w: string) => boolean) => germanSpellerWith(BEGRIFFE_DE);

const mask = frameMasker({
  bodies: Object.values(KOERPER).flatMap((k) => [k.name, k.der, k.dein, k.deinem, k.deinen]),
  signs: Object.values(ZEICHEN).flatMap((s) => [s.name, s.im, s.des, s.der]),
  houses: HAUS_DATIV.filter(Boolean),
  numbers: ZAHLEN,
});

/** Häufige englische Funktionswörter, die in deutschem Text nicht vorkommen. */
const ENGLISH = /\b(?:the|your|you|and|with|is|are|of|this|that)\b/i;

describe('deutsche Offline-Texte', () => {
  it('ist als Paket eingetragen', () => {
    expect(OFFLINE_PACKS.de).toBeDefined();
  });

  it('sind richtig geschrieben (Hunspell de + Fachbegriffe)', async () => {
    const correct = germanSpeller();
    // die Zerlegung in Teile nimmt Komposita an, aber keine Tippfehler
    expect(['Lebenskraft', 'Feuerzeichen', 'Geburtshoroskop', 'Lebenskarft', 'Horsokop', 'Zeichenn'].map(correct)).toEqual([true, true, true, false, false, false]);
    const unknown = new Set<string>();
    for (const t of await everyText()) for (const w of wordsOf(t)) if (!correct(w)) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 180_000);

  it('haben kein doppeltes Wort und keinen englischen Satz', async () => {
    for (const t of await everyText()) {
      expect(doubledWords(t)).toEqual([]);
      expect(sentencesOf(t).filter((s) => ENGLISH.test(s))).toEqual([]);
    }
  }, 60_000);

  it('werden von franc als Deutsch erkannt: jeder Abschnitt, die Synthese, jede Transitdeutung', async () => {
    const { DE } = await import('#shared/ai/offline/de/index');
    const texts: string[] = [];
    for (const f of CHARTS) texts.push(...Object.values(await sections(f)), DE.chartSynthesis(f));
    texts.push(...(await transits()).map((t) => t.text));
    const wrong = texts.map((t) => ({ lang: franc(t, { minLength: 20 }), t: t.slice(0, 80) })).filter((x) => x.lang !== 'deu');
    expect(wrong).toEqual([]);
    // und einzeln jeder Absatz, der lang genug für eine Erkennung ist
    const paras = texts.flatMap((t) => t.split('\n\n')).filter((p) => p.length >= 120);
    expect(paras.filter((p) => franc(p) !== 'deu')).toEqual([]);
  }, 60_000);

  it('kein Paar der 19 Abschnitte teilt mehr als ein Drittel seiner Satzbaupläne', async () => {
    for (const f of CHARTS) {
      const s = await sections(f);
      expect(Object.keys(s)).toHaveLength(ASTROLOGY_SECTIONS.length);
      expect(framePairsOver(s, mask)).toEqual([]);
    }
  });

  it('die Synthese eröffnet den Sonnen-Abschnitt: Elemente, Qualitäten, Figur, Herrscher des Horoskops', async () => {
    const s = await sections(CHART_A);
    expect(s.sun).toMatch(/^Ada, hier beginnt dein Blueprint/);
    expect(s.sun).toContain('Von den zehn Planeten stehen drei in Feuerzeichen, drei in Wasserzeichen, zwei in Erdzeichen und zwei in Luftzeichen.');
    expect(s.sun).toContain('das Bild der Wippe');
    expect(s.sun).toContain('Mit dem Aszendenten im Skorpion ist Mars der Herrscher deines Horoskops (mit Pluto als modernem Mitherrscher).');
    expect(s.sun).toContain('im eigenen Zeichen');
  });

  it('schließt eingeschobene Nebensätze mit einem Komma, Aufzählungen nicht', () => {
    expect(eingeschoben('die Mühe, loszulassen')).toBe('die Mühe, loszulassen,');
    expect(eingeschoben('bei dem, was du verdienst')).toBe('bei dem, was du verdienst,');
    expect(eingeschoben('Harmonie, Schönheit und gute Gesellschaft')).toBe('Harmonie, Schönheit und gute Gesellschaft');
  });

  it('stellt Zeichen und Häuser im Fall, den die Präposition verlangt', async () => {
    const texts: string[] = [];
    for (const f of CHARTS) texts.push(...Object.values(await sections(f)));
    const all = texts.join(' ');
    expect(all).not.toMatch(/\bin (?:Widder|Stier|Krebs|Löwe|Skorpion|Schütze|Steinbock|Wassermann|Zwillinge|Fische|Jungfrau|Waage)\b/);
    expect(all).not.toMatch(/\bim Löwe\b|\bim Schütze\b|\bdes Löwe\b/);
    // geduzt, klein geschrieben: kein „Sie“, „Ihnen“, „Ihr“ der Höflichkeitsform und kein großes „Du“ mitten im Satz
    for (const sentence of sentencesOf(all)) {
      const inner = sentence.split(/^\S+\s|:\s\S+\s/).join(' ');
      expect(inner).not.toMatch(/\b(?:Sie|Ihnen|Ihre?[mnrs]?|Du|Dein\p{L}*|Dich|Dir)\b/u);
    }
  });

  it('nennt das exakte Datum aus dem Transitkern, in der Zeitzone des Berichts', async () => {
    let checked = 0;
    for (const { facts, text } of await transits()) {
      for (const t of facts.transits.slice(0, 3)) {
        if (!t.exactAt?.length) continue;
        for (const at of t.exactAt) expect(text).toContain(tagLokal(at, facts.timezone));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(tagLokal('2026-11-26T23:30:00Z', 'Europe/Berlin')).toBe('Freitag, 27. November');
  }, 60_000);

  it('nennt zwei exakte Tage eines Transits beide, jeden mit „am“', async () => {
    const r = await writer.writeText({
      purpose: 'transit',
      language: 'de',
      facts: {
        period: 'month',
        date: '2026-12-01',
        timezone: 'Europe/Berlin',
        transits: [{ transitingPlanet: 'MERCURY', natalPlanet: 'SUN', aspect: 'square', orb: 0.1, exactAt: ['2026-12-03T10:00:00Z', '2026-12-20T23:30:00Z'], orbAtStart: 1.5 }],
      },
    });
    expect(r.text).toContain('Merkur bildet im Transit ein Quadrat zu deiner Sonne im Geburtshoroskop.');
    expect(r.text).toContain('am Donnerstag, 3. Dezember, und am Montag, 21. Dezember, ist es so weit.');
    expect(r.text).toContain('Zu Beginn des Monats fehlen noch 1°30′ bis zum exakten Winkel');
  }, 60_000);
});
