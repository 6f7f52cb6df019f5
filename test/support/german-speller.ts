/**
 * German spelling for the tests: Hunspell's German dictionary (nspell) with a list of terms, and
 * compounds accepted when they split into known parts (a linking s or n allowed), since nspell does
 * not build German compounds itself. Used by the offline writer's and the transit words' checks.
 */
import dictionaryDe from 'dictionary-de';
import nspell from 'nspell';

/** Fachbegriffe und Namen, die das allgemeine Wörterbuch nicht kennt (docs/languages.md). */
export const BEGRIFFE_DE = ['Blueprint', 'Trigon', 'Sextil', 'Halbsextil', 'Quincunx', 'Quintil', 'Biquintil', 'Orbis', 'Aszendent', 'Aszendenten', 'Deszendent', 'Deszendenten', 'Coeli', 'Imum', 'Chiron', 'Lilith', 'Neptun', 'Ortiz', 'Ada', 'Lena', 'Transite', 'Nordknoten', 'Südknoten', 'Mitherrscher', 'Uranus', 'Numerologie'];

/** Ein Wort ist richtig, wenn das Wörterbuch es kennt oder es sich in bekannte Teile zerlegen lässt (Fugen-s erlaubt). */
export function germanSpellerWith(terms: readonly string[]): (w: string) => boolean {
  const spell = nspell(Buffer.from(dictionaryDe.aff), Buffer.from(dictionaryDe.dic));
  for (const w of terms) spell.add(w);
  const known = (w: string): boolean => spell.correct(w) || spell.correct(w[0]!.toUpperCase() + w.slice(1));
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

