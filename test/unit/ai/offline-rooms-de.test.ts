/**
 * Die übrigen Räume des Offline-Schreibers auf Deutsch (Tageshimmel und die zwölf Tageshoroskope,
 * Big-Three-Rechner, Numerologie, Human Design): Rechtschreibung (Hunspell Deutsch über nspell, mit
 * Zerlegung der Komposita wie in offline-quality-de.test.ts), kein doppeltes Wort, `franc` erkennt
 * in jedem Text Deutsch, kein englischer Satz, geduzt und klein geschrieben, Zeichen im Fall ihrer
 * Präposition. Die Fakten (roomFactSweep) durchlaufen alle Typen, Autoritäten, Profile, Definitionen,
 * Kreuzwinkel, Zentren und Variablen, damit jeder Satz der Tabellen mindestens einmal gelesen wird.
 */
import dictionaryDe from 'dictionary-de';
import { franc } from 'franc';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { hasOfflineRoom, offlineRoom, type OfflineRoom } from '#shared/ai/offline/pack';
import { BIG_THREE } from '#shared/ai/offline/de/big-three';
import { HUMAN_DESIGN_SECTIONS } from '#shared/ai/sections';
import { dailyInsight, ereignis, insZeichen, langesDatum, signHoroscope, wem } from '#shared/ai/offline/de/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { CHART_A } from '#test/support/ai-fixtures';
import { roomFactSweep } from '#test/support/offline-quality';
import { doubledWords, sentencesOf, wordsOf } from '#test/support/text-quality';

const PERSONAL_YEAR_9 = 'Ein Jahr des Abschlusses: Bring Kreisläufe zu Ende, lass gehen, was nicht mehr zu dir passt, und schaffe Raum für einen Neubeginn.';
const TAGE = ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01'];

function dailyTexts(): string[] {
  const texts: string[] = [];
  for (const day of TAGE) {
    const f = dayFacts(day);
    texts.push(dailyInsight(insightFacts(f)));
    for (const sign of SIGN_KEYS) texts.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return texts;
}

const writer = new OfflineWriter({ logger: silentLogger });

/** Die Abschnitte eines Blueprint-Moduls auf Deutsch, nie in englischer Vertretung. */
async function moduleIn(module: 'numerology' | 'humanDesign', f: Parameters<typeof writer.writeModuleSections>[1]): Promise<Record<string, string>> {
  const r = await writer.writeModuleSections(module, f, { language: 'de' });
  expect(r.language).toBe('de');
  expect(r.languageFallback).toBeUndefined();
  if (!r.ok) throw new Error('module failed');
  return r.sections;
}

async function germanTexts(): Promise<string[]> {
  const texts: string[] = [...dailyTexts()];
  for (const f of roomFactSweep()) {
    const hd = await moduleIn('humanDesign', f);
    expect(Object.keys(hd)).toEqual([...HUMAN_DESIGN_SECTIONS]);
    texts.push(...Object.values(hd), ...Object.values(await moduleIn('numerology', f)));
  }
  for (const date of ['1990-07-15', '1985-11-11', '1980-01-02', '1991-02-03', '1989-12-21', '1977-03-04', '1982-05-05', '1990-12-10', '1979-11-29', '1992-09-18', '1975-06-06', '1984-08-09']) {
    const l = localizeLifePath(lifePath(date), 'de');
    // die Listen sind kurz: franc liest sie zusammen (Stärken, dann Herausforderungen)
    texts.push(l.description, `${l.strengths.join('. ')}. ${l.challenges.join('. ')}.`);
  }
  // Big Three: jedes Zeichen in jeder Rolle
  for (const sign of SIGN_KEYS)
    for (const role of ['sun', 'moon', 'rising'] as const) {
      const t = BIG_THREE[sign][role];
      texts.push(`${t.keywords}. ${t.description}`);
    }
  // die persönlichen Zyklen (Jahr, Monat, Tag) von 1 bis 9, je Zahl zusammen gelesen
  for (let n = 1; n <= 9; n++) {
    const c = localizeCycles({ personalYear: { number: n, description: '' }, personalMonth: { number: n, description: '' }, personalDay: { number: n, description: '' } }, 'de');
    texts.push(`${c.personalYear.description} ${c.personalMonth.description} ${c.personalDay.description}`);
  }
  return texts;
}

/**
 * Fachbegriffe und Namen, die das allgemeine Wörterbuch nicht kennt, und richtige Ableitungen, die
 * ihm fehlen (Hauptwörter auf -heit, -keit, -ität, -ismus).
 */
const BEGRIFFE_DE = ['Ajna', 'Häretiker', 'Juxtaposition', 'Juxtapositionskreuz', 'Manifestor', 'Solarplexus', 'Lunar', 'lunarer', 'Mhm', 'Empfindsamkeit', 'Starrheit', 'Maßlosigkeit', 'Impulsivität', 'Perfektionismus', 'Blueprint', 'Ausdruckszahl', 'Seelenzahl', 'Trigon', 'Sextil', 'Halbsextil', 'Quincunx', 'Quintil', 'Biquintil', 'Aszendent', 'Aszendenten', 'Chiron', 'Lilith', 'Neptun', 'Nordknoten', 'Südknoten', 'Uranus', 'direktläufig', 'UTC'];

/** Ein Wort ist richtig, wenn das Wörterbuch es kennt oder es sich in bekannte Teile zerlegen lässt (Fugen-s erlaubt). */
function germanSpeller(): (w: string) => boolean {
  const spell = nspell(Buffer.from(dictionaryDe.aff), Buffer.from(dictionaryDe.dic));
  for (const w of BEGRIFFE_DE) spell.add(w);
  const known = (w: string): boolean =>
    spell.correct(w) ||
    spell.correct(w[0]!.toUpperCase() + w.slice(1)) ||
    // der Genitiv eines substantivierten Infinitivs: „des Bauens“ ist richtig, wenn „bauen“ es ist
    (/^\p{Lu}\p{Ll}+ens$/u.test(w) && spell.correct(w.slice(0, -1).toLowerCase())) ||
    // der zu-Infinitiv eines trennbaren Verbs: „auszusortieren“ ist richtig, wenn „aussortieren“ es ist
    (/^\p{Ll}{2,}zu\p{Ll}{3,}en$/u.test(w) && [...w.matchAll(/zu/g)].some((m) => m.index! >= 2 && spell.correct(w.slice(0, m.index) + w.slice(m.index! + 2))));
  const ok = (w: string, depth: number): boolean => {
    if (known(w)) return true;
    if (depth > 2) return false;
    for (let i = 3; i <= w.length - 3; i++) {
      const head = w.slice(0, i);
      const tail = w.slice(i);
      const heads = [head, head.endsWith('s') ? head.slice(0, -1) : '', head.endsWith('n') ? head.slice(0, -1) : ''].filter((h) => h.length >= 3);
      if (heads.some((h) => known(h) || known(`${h}e`)) && ok(tail[0]!.toUpperCase() + tail.slice(1), depth + 1)) return true;
    }
    return false;
  };
  return (w) => ok(w, 0);
}

/** Häufige englische Funktionswörter, die in deutschem Text nicht vorkommen. */
const ENGLISH = /\b(?:the|your|you|and|with|is|are|of|this|that)\b/i;

describe('die übrigen Räume des Offline-Schreibers, auf Deutsch', () => {
  it('sind richtig geschrieben (Hunspell de + Fachbegriffe)', async () => {
    const correct = germanSpeller();
    expect(['Sonnenhaus', 'Lebenskarft', 'rückläufigg', 'Bauens', 'auszusortieren', 'Baumens', 'auszusotieren'].map(correct)).toEqual([true, false, false, true, true, false, false]);
    const unknown = new Set<string>();
    for (const t of await germanTexts()) for (const w of wordsOf(t)) if (!/^\d/.test(w) && !correct(w)) unknown.add(w);
    expect([...unknown].sort()).toEqual([]);
  }, 180_000);

  it('werden als Deutsch erkannt, ohne doppeltes Wort und ohne englischen Satz', async () => {
    const texts = await germanTexts();
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) {
      if (t.length > 60) expect({ t, lang: franc(t) }).toEqual({ t, lang: 'deu' });
      expect(doubledWords(t)).toEqual([]);
      expect(sentencesOf(t).filter((s) => ENGLISH.test(s))).toEqual([]);
    }
    // und einzeln jeder Absatz, der lang genug für eine Erkennung ist
    const paras = texts.flatMap((t) => t.split('\n\n')).filter((p) => p.length >= 120);
    expect(paras.length).toBeGreaterThan(300);
    expect(paras.filter((p) => franc(p) !== 'deu')).toEqual([]);
  }, 60_000);

  it('duzen klein geschrieben und stellen Zeichen in den Fall ihrer Präposition', async () => {
    const all = (await germanTexts()).join(' ');
    expect(all).not.toMatch(/\bin (?:Widder|Stier|Krebs|Löwe|Skorpion|Schütze|Steinbock|Wassermann|Zwillinge|Fische|Jungfrau|Waage)\b/);
    expect(all).not.toMatch(/\bim Löwe\b|\bim Schütze\b|\bin den Löwe\b|\bin den Schütze\b/);
    for (const sentence of sentencesOf(all)) {
      const inner = sentence.split(/^\S+\s|:\s\S+\s/).join(' ');
      expect(inner).not.toMatch(/\b(?:Sie|Ihnen|Ihre?[mnrs]?|Du|Dein\p{L}*|Dich|Dir)\b/u);
    }
  });

  it('jeder geschriebene Raum: eigene deutsche Texte, keine englische Vertretung', () => {
    for (const room of ['dailyInsight', 'signHoroscope', 'bigThree', 'lifePath', 'numerologySection', 'personalCycles', 'humanDesignSection'] as OfflineRoom[]) {
      expect(hasOfflineRoom('de', room)).toBe(true);
      const r = offlineRoom('de', room);
      expect({ language: r.language, fallback: r.fallback }).toEqual({ language: 'de', fallback: false });
    }
  });

  it('Tageshimmel: Fälle nach Präpositionen, Datum und exakte Uhrzeit aus den Fakten', () => {
    expect(insZeichen('sagittarius')).toBe('in den Schützen');
    expect(insZeichen('virgo')).toBe('in die Jungfrau');
    expect(insZeichen('pisces')).toBe('in die Fische');
    expect(wem('sun')).toBe('der Sonne');
    expect(wem('moon')).toBe('dem Mond');
    expect(wem('ascendant')).toBe('dem Aszendenten');
    expect(langesDatum('2026-11-22')).toBe('Sonntag, 22. November 2026');
    expect(ereignis({ type: 'square', planet1: 'mercury', planet2: 'uranus', exactAt: '2027-03-20T14:10:00Z' } as never)).toBe('Merkur bildet ein Quadrat zu Uranus (exakt um 14:10 Uhr UTC)');
    expect(ereignis({ type: 'ingress', planet1: 'sun', planet2: 'aries', exactAt: '2027-03-20T20:24:00Z' } as never)).toBe('Die Sonne wechselt um 20:24 Uhr UTC in den Widder');
    const f = dayFacts('2027-03-20');
    const widder = signHoroscope({ ...signFacts(f, 'aries'), theme: f.theme, energy: f.energy });
    expect(widder).toMatch(/^Widder, Samstag, 20\. März 2027\. (?:Der Mond wandert heute von|Heute zieht der Mond aus) deinem fünften Haus \(Kreativität, Liebe, Spiel und Selbstausdruck\)(?: weiter)? in dein sechstes Haus/);
    expect(widder).toMatch(/(?:Mars regiert dein Zeichen und steht|Der Herrscher deines Zeichens, Mars, steht) im Löwen, in deinem fünften Haus\. Gerade ist Mars rückläufig/);
    expect(dailyInsight(insightFacts(f))).toContain('Merkur bildet ein Quadrat zu Uranus (exakt um 14:10 Uhr UTC)');
    // ein Stillstand in einer Aufzählung: kein zweiter Doppelpunkt
    expect(ereignis({ type: 'station-direct', planet1: 'saturn', exactAt: '2026-12-10T23:31:00Z' } as never)).toBe('Saturn wird um 23:31 Uhr UTC wieder direktläufig, und was stockte, kommt wieder in Fluss');
  });

  it('Numerologie: Lebenszahl, Ausdrucks- und Seelenzahl aus den Fakten; Rechner und Zyklen auf Deutsch', async () => {
    const nu = await moduleIn('numerology', CHART_A);
    expect(nu.lifePath).toMatch(/^Deine Lebenszahl ist die 7, und sie steht für Nachdenken, Intuition und Wahrheit\. Die Lebenszahl 7 beschreibt den Weg der Suche\./);
    expect(nu.lifePath).toContain('deine Seelenzahl, die 11, verrät');
    // dieselbe Zahl mehrfach: verstärkt, nicht wörtlich wiederholt
    const vier = await moduleIn('numerology', { ...CHART_A, numerology: { lifePathNumber: 4, expressionNumber: 4, soulUrgeNumber: 4 } });
    expect(vier.lifePath).toContain('Deine Ausdruckszahl ist ebenfalls die 4 und verdoppelt dieses Thema, und deine Seelenzahl, auch sie eine 4, zeigt');
    expect(vier.lifePath?.match(/Stabilität, Arbeit und Struktur/g)).toHaveLength(1);
    const lp = localizeLifePath(lifePath('1990-07-15'), 'de');
    expect(lp.lifePathNumber).toBe(5);
    expect(lp.description).toMatch(/^Die Lebenszahl 5 steht für Freiheit und Erfahrung\./);
    expect(lp.strengths).toHaveLength(lifePath('1990-07-15').strengths.length);
    const c = localizeCycles({ personalYear: { number: 9, description: 'x' }, personalMonth: { number: 1, description: 'x' }, personalDay: { number: 4, description: 'x' } }, 'de');
    expect([c.personalYear.description, c.personalMonth.description, c.personalDay.description]).toEqual([PERSONAL_YEAR_9, 'Ein Monat, um etwas Neues zu beginnen und den eigenen Ideen zu folgen.', 'Ein Tag, um dich zu organisieren und praktische Aufgaben abzuschließen.']);
    expect(BIG_THREE.cancer.sun.keywords).toBe('Fürsorge, Schutz, Erinnerung, Intuition');
  });

  it('Human Design: Typ, Autorität, Profil, Kanäle und Kreuz aus den Fakten, mit den deutschen Anzeigenamen', async () => {
    const hd = await moduleIn('humanDesign', CHART_A);
    expect(hd.type).toMatch(/^Dein Typ ist Generator, und von den neun Zentren sind bei dir vier definiert: \p{L}/u);
    expect(hd.authority).toMatch(/^Deine innere Autorität heißt „Emotional“\.\n\nMit emotionaler Autorität/);
    expect(hd.profile).toMatch(/^Dein Profil ist 4\/6, Opportunist \/ Rollenvorbild\./);
    expect(hd.definition).toMatch(/59-6 \(Paarung\) und 1-8 \(Inspiration\)/);
    expect(hd.strategy).toContain('lautet die Strategie „Reagieren“');
    const sweep = roomFactSweep();
    const reflector = sweep.find((f) => f.humanDesign?.type === 'Reflector')!;
    const r = await moduleIn('humanDesign', reflector);
    expect(r.type).toMatch(/^Dein Typ ist Reflektor, und alle neun Zentren sind bei dir offen\./);
    expect(r.definition).toMatch(/^Dein Chart hat keine Definition\./);
    const cross = await moduleIn('humanDesign', sweep.find((f) => f.humanDesign?.incarnationCross?.angle === 'Juxtaposition')!);
    expect(cross.incarnationCross).toMatch(/^Dein Inkarnationskreuz ist das \p{L}/u);
    expect(cross.incarnationCross).toContain('gebildet aus den Toren 55, 59, 9 und 16');
  });
});
