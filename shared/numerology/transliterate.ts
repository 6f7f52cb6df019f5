/**
 * Names in any supported script to the Latin letters A-Z that numerology counts, by documented
 * standards (docs/numerology.md):
 * - Latin: diacritics folded (é -> E, ß -> SS, æ -> AE, ø -> O, ł -> L, đ -> D, þ -> TH);
 * - Greek: ISO 843:1997 transliteration (type 1): ου ou, γ before γ κ ξ χ n, θ th, χ ch, ψ ps;
 * - Cyrillic: ISO 9:1995, one Latin letter per Cyrillic letter (ж ž, ч č, ш š, щ ŝ, ю û, я â,
 *   х h, ц c), the hard and soft signs dropped, then the diacritics folded;
 * - Devanagari: ISO 15919 (the inherent a written unless a vowel sign or virama follows; anusvara
 *   ṁ, visarga ḥ), then the diacritics folded.
 * Any other script is refused: its letters have no agreed Latin spelling to count.
 */
import { invalidInput } from '../errors';

export type Script = 'latin' | 'greek' | 'cyrillic' | 'devanagari';

const LATIN_SPECIAL: Record<string, string> = { ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'TH', ı: 'i', ĸ: 'k', ŋ: 'n', Ŋ: 'N' };

const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'd', ѓ: 'g', е: 'e', ё: 'e', є: 'e', ж: 'z', з: 'z', ѕ: 'z', и: 'i', і: 'i', ї: 'i', й: 'j', ј: 'j', к: 'k', ќ: 'k', л: 'l', љ: 'l', м: 'm', н: 'n', њ: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'd', ш: 's', щ: 's', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'u', я: 'a',
};
/** ISO 9 with its diacritics, returned to the caller as the transliteration. */
const CYRILLIC_ISO9: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g̀', д: 'd', ђ: 'đ', ѓ: 'ǵ', е: 'e', ё: 'ë', є: 'ê', ж: 'ž', з: 'z', ѕ: 'ẑ', и: 'i', і: 'ì', ї: 'ï', й: 'j', ј: 'ǰ', к: 'k', ќ: 'ḱ', л: 'l', љ: 'l̂', м: 'm', н: 'n', њ: 'n̂', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ў: 'ŭ', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'd̂', ш: 'š', щ: 'ŝ', ъ: 'ʺ', ы: 'y', ь: 'ʹ', э: 'è', ю: 'û', я: 'â',
};

const DEVA_CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'ṅ', च: 'c', छ: 'ch', ज: 'j', झ: 'jh', ञ: 'ñ', ट: 'ṭ', ठ: 'ṭh', ड: 'ḍ', ढ: 'ḍh', ण: 'ṇ', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'ḷ', व: 'v', श: 'ś', ष: 'ṣ', स: 's', ह: 'h',
};
/** Consonant + nukta (़), precomposed or not. */
const DEVA_NUKTA: Record<string, string> = { क: 'q', ख: 'k͟h', ग: 'ġ', ज: 'z', ड: 'ṛ', ढ: 'ṛh', फ: 'f', य: 'ẏ' };
const DEVA_PRECOMPOSED: Record<string, string> = { क़: 'क', ख़: 'ख', ग़: 'ग', ज़: 'ज', ड़: 'ड', ढ़: 'ढ', फ़: 'फ', य़: 'य' };
const DEVA_VOWELS: Record<string, string> = { अ: 'a', आ: 'ā', इ: 'i', ई: 'ī', उ: 'u', ऊ: 'ū', ऋ: 'r̥', ॠ: 'r̥̄', ऌ: 'l̥', ए: 'ē', ऐ: 'ai', ओ: 'ō', औ: 'au', ऑ: 'ô', ऍ: 'ê' };
const DEVA_SIGNS: Record<string, string> = { 'ा': 'ā', 'ि': 'i', 'ी': 'ī', 'ु': 'u', 'ू': 'ū', 'ृ': 'r̥', 'ॄ': 'r̥̄', 'े': 'ē', 'ै': 'ai', 'ो': 'ō', 'ौ': 'au', 'ॉ': 'ô', 'ॅ': 'ê' };
const DEVA_MARKS: Record<string, string> = { 'ं': 'ṁ', 'ँ': 'm̐', 'ः': 'ḥ' };
const VIRAMA = '्';
const NUKTA = '़';

function scriptOf(ch: string): Script | 'other' | 'none' {
  if (!/\p{L}/u.test(ch)) return 'none';
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  if (/\p{Script=Greek}/u.test(ch)) return 'greek';
  if (/\p{Script=Cyrillic}/u.test(ch)) return 'cyrillic';
  if (/\p{Script=Devanagari}/u.test(ch)) return 'devanagari';
  return 'other';
}

function greek(text: string): string {
  // strip the tonos and dialytika, keep case by lowering (numerology counts letters, not case)
  const s = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const n = s[i + 1];
    if (c === 'ο' && n === 'υ') {
      out += 'ou';
      i++;
    } else if (c === 'γ' && n !== undefined && 'γκξχ'.includes(n)) out += 'n';
    else out += GREEK[c] ?? c;
  }
  return out;
}

function devanagari(text: string): string {
  // precomposed nukta letters become letter + nukta
  const seq: string[] = [];
  for (const c of [...text.normalize('NFC')]) {
    if (DEVA_PRECOMPOSED[c]) seq.push(DEVA_PRECOMPOSED[c]!, NUKTA);
    else seq.push(c);
  }
  let out = '';
  for (let i = 0; i < seq.length; i++) {
    const c = seq[i]!;
    if (DEVA_CONSONANTS[c]) {
      let latin = DEVA_CONSONANTS[c]!;
      let j = i + 1;
      if (seq[j] === NUKTA) {
        latin = DEVA_NUKTA[c] ?? latin;
        j++;
      }
      const next = seq[j];
      if (next === VIRAMA) {
        out += latin;
        i = j;
      } else if (next !== undefined && DEVA_SIGNS[next]) {
        out += latin + DEVA_SIGNS[next];
        i = j;
      } else {
        out += `${latin}a`;
        i = j - 1;
      }
    } else if (DEVA_VOWELS[c]) out += DEVA_VOWELS[c];
    else if (DEVA_MARKS[c]) out += DEVA_MARKS[c];
    else if (c === NUKTA || c === VIRAMA) continue;
    else out += c;
  }
  return out;
}

/** Folds a Latin text with diacritics to A-Z and separators. */
export function foldLatin(text: string): string {
  return [...text]
    .map((c) => LATIN_SPECIAL[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ʺʹ]/g, '');
}

export interface Transliteration {
  /** the scripts found, in order of first use */
  scripts: Script[];
  /** the name in Latin letters by the standards above, diacritics kept */
  latin: string;
  /** what is counted: A-Z words */
  letters: string;
}

/**
 * The Latin spelling of a name and the letters counted. Throws 400 "Unsupported script" for a
 * letter of any other script, "Invalid name" when no letter remains.
 */
export function transliterateName(name: string): Transliteration {
  const scripts: Script[] = [];
  let latin = '';
  // split into runs of one script (separators stay with the run they follow)
  const runs: { script: Script | 'none'; text: string }[] = [];
  for (const ch of name.normalize('NFC')) {
    let s = scriptOf(ch);
    if (s === 'other') throw invalidInput('Unsupported script', `The name has a letter (${JSON.stringify(ch)}) of a script numerology cannot count: use Latin, Greek, Cyrillic or Devanagari letters, or the Latin spelling of the name`);
    // combining marks of Devanagari belong to the Devanagari run
    if (s === 'none' && /\p{M}/u.test(ch) && runs.length > 0) s = runs[runs.length - 1]!.script;
    const last = runs[runs.length - 1];
    if (last && last.script === s) last.text += ch;
    else runs.push({ script: s, text: ch });
    if (s !== 'none' && !scripts.includes(s)) scripts.push(s);
  }
  for (const r of runs) {
    if (r.script === 'greek') latin += greek(r.text);
    else if (r.script === 'cyrillic') latin += [...r.text].map((c) => CYRILLIC_ISO9[c.toLowerCase()] ?? c).join('');
    else if (r.script === 'devanagari') latin += devanagari(r.text);
    else latin += r.text;
  }
  const plain = runs
    .map((r) => (r.script === 'cyrillic' ? [...r.text].map((c) => CYRILLIC[c.toLowerCase()] ?? c).join('') : r.script === 'greek' ? greek(r.text) : r.script === 'devanagari' ? devanagari(r.text) : r.text))
    .join('');
  const letters = foldLatin(plain)
    .replace(/['\u2019\u02bc`\u00b4]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((w) => w.length > 0)
    .join(' ');
  if (!letters) throw invalidInput('Invalid name', 'The name contains no letters');
  return { scripts, latin, letters };
}
