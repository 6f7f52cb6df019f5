/** The label tables (shared/i18n/labels): complete in every language, in the script of the language. */
import { describe, expect, it } from 'vitest';
import { allCrossNames } from '#shared/human-design/crosses';
import { CATEGORIES, LABEL_TABLES, labelOf, labelsFor } from '#shared/i18n/labels/index';
import { LANGUAGES } from '#shared/i18n/languages';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_LETTER = /[A-Za-zÀ-ÿ]/;
/** Categories whose names are transliterated Sanskrit in the Latin-script languages (the same as in English). */
const TRANSLITERATED = new Set(['grahas', 'rashis', 'nakshatras', 'tithis', 'yogas', 'karanas', 'varas', 'pakshas', 'kootas', 'varnas', 'vashyas', 'ganas', 'nadis', 'vargas', 'masas', 'ritus', 'choghadiyas', 'yoginis', 'poruthams', 'rajjus']);

describe.each(LANGUAGES)('%s', (language) => {
  const t = LABEL_TABLES[language];

  it('names every key of every category once, none empty', () => {
    for (const [category, { keys }] of Object.entries(CATEGORIES)) {
      const names = t.lists[category as keyof typeof CATEGORIES].split('|');
      expect(names.length, `${language} ${category}`).toBe(keys.length);
      for (const n of names) expect(n.trim(), `${language} ${category}`).toBe(n);
      for (const n of names) expect(n.length, `${language} ${category}`).toBeGreaterThan(0);
      // two identifiers of one category never share a name (an app could not tell them apart)
      expect(new Set(names).size, `${language} ${category}: ${names.filter((n, i) => names.indexOf(n) !== i).join(', ')}`).toBe(names.length);
    }
  });

  it('writes in the script of the language', () => {
    const all = Object.values(labelsFor(language)).flatMap((c) => Object.values(c));
    if (language === 'hi') {
      // Hindi: Devanagari throughout, no Latin letter (numbers and slashes may stay)
      for (const n of all) expect(DEVANAGARI.test(n) && !LATIN_LETTER.test(n), n).toBe(true);
    } else {
      for (const n of all) expect(DEVANAGARI.test(n), n).toBe(false);
    }
  });

  it('translates, not copies: most names of a translated category differ from the English (but for en)', () => {
    if (language === 'en') return;
    const en = labelsFor('en');
    const own = labelsFor(language);
    for (const category of Object.keys(own) as (keyof typeof own)[]) {
      if (TRANSLITERATED.has(category) && language !== 'hi') continue;
      const keys = Object.keys(en[category]);
      const differ = keys.filter((k) => own[category][k] !== en[category][k]).length;
      // names shared by design (Mars, Jupiter, Ajna, Lilith; French "Cardinal"): a category copied whole fails here
      expect(differ, `${language} ${category}`).toBeGreaterThanOrEqual(Math.ceil(keys.length * 0.3));
    }
  });

  it('names all 192 incarnation crosses, each its own', () => {
    const crosses = labelsFor(language).hdCrosses;
    const names = allCrossNames().map((c) => crosses[c]);
    expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(192);
  });
});

describe('Hindi crosses', () => {
  it('no stem stands in its direct plural (-एँ, -ें, -याँ, masculine -े) or with a direct possessive before का', () => {
    for (const name of Object.values(labelsFor('hi').hdCrosses)) {
      const stem = name.slice(0, name.lastIndexOf(' का '));
      expect(stem, name).not.toMatch(/(एँ|ें|याँ|टे|दे|ता हुआ| का .*)$/u);
    }
  });
});

describe('known names', () => {
  it('a few names read as each language writes them', () => {
    expect(labelOf('pt', 'signs', 'gemini')).toBe('Gêmeos');
    expect(labelOf('de', 'bodies', 'north_node')).toBe('Nördlicher Mondknoten');
    expect(labelOf('fr', 'aspects', 'square')).toBe('Carré');
    expect(labelOf('hi', 'nakshatras', 'Ashwini')).toBe('अश्विनी');
    expect(labelOf('es', 'nakshatras', 'Purva Phalguni')).toBe('Purva Phalguni');
    expect(labelOf('hi', 'rashis', 'Vrishchika')).toBe('वृश्चिक');
    expect(labelOf('it', 'hdTypes', 'Manifesting Generator')).toBe('Generatore Manifestante');
    expect(labelOf('de', 'houses', 10)).toBe('10. Haus');
    expect(labelOf('hi', 'houses', 7)).toBe('सप्तम भाव');
    expect(labelOf('en', 'hdProfiles', '2/4')).toBe('Hermit / Opportunist');
    expect(labelOf('fr', 'hdCrosses', 'Right Angle Cross of the Sleeping Phoenix (2)')).toBe('Croix à angle droit du Phénix endormi (2)');
    expect(labelOf('hi', 'hdCrosses', 'Juxtaposition Cross of Self-Expression')).toBe('आत्म-अभिव्यक्ति का सन्निधि क्रॉस');
    // before का a plural or an agreeing phrase takes its oblique form
    expect(labelOf('hi', 'hdCrosses', 'Left Angle Cross of Wishes (1)')).toBe('इच्छाओं का बायाँ कोण क्रॉस (1)');
    expect(labelOf('hi', 'hdCrosses', 'Juxtaposition Cross of Bargains')).toBe('सौदों का सन्निधि क्रॉस');
    expect(labelOf('hi', 'hdCrosses', 'Right Angle Cross of the Sleeping Phoenix (2)')).toBe('सोते हुए फ़ीनिक्स का दायाँ कोण क्रॉस (2)');
    expect(labelOf('hi', 'hdCrosses', 'Right Angle Cross of the Vessel of Love (1)')).toBe('प्रेम के पात्र का दायाँ कोण क्रॉस (1)');
    expect(labelOf('en', 'lifePaths', 33)).toBe('The Master Teacher');
    expect(labelOf('de', 'dailyThemes', 'identity-shift')).toBe('Identität im Wandel');
    expect(labelOf('it', 'dailyThemes', 'venus-retrograde')).toBe('Venere retrograda');
    expect(labelOf('hi', 'dailyThemes', 'mercury-retrograde')).toBe('बुध वक्री');
    expect(labelOf('fr', 'dailyEnergies', 'challenging')).toBe('Exigeante');
  });

  it('an unknown key answers itself, never throws', () => {
    expect(labelOf('fr', 'signs', 'ophiuchus')).toBe('ophiuchus');
  });
});
