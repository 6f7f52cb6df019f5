/**
 * docs/glossary.md is the glossary the code writes (npm run glossary), and its terms of the texts
 * are the words the writers of each language actually use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryMarkdown, TEXT_TERMS } from '#shared/i18n/glossary';
import { LANGUAGES } from '#shared/i18n/languages';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (p: string): string => {
  try {
    return readFileSync(join(ROOT, p), 'utf8');
  } catch {
    return '';
  }
};
const dir = (p: string): string => {
  try {
    return readdirSync(join(ROOT, p)).map((f) => read(join(p, f))).join('\n');
  } catch {
    return '';
  }
};

/** Everything a language's texts, labels and fixed words are written from. */
const sourcesOf = (language: string): string =>
  [dir(`shared/ai/offline/${language}`), read(`shared/i18n/labels/${language}.ts`), read(`shared/transits/words/${language}.ts`), read(`shared/pdf/words/${language}.ts`), read(`shared/images/words/${language}.ts`), read('shared/images/words/types.ts')].join('\n').toLowerCase();

describe('the glossary', () => {
  it('docs/glossary.md is what npm run glossary writes (run it after changing a label or a term)', () => {
    expect(read('docs/glossary.md')).toBe(glossaryMarkdown());
  });

  it('names every sign, body and Human Design type in all seven languages, Hindi in Devanagari', () => {
    const md = glossaryMarkdown();
    expect(md).toContain('| `aries` | Aries | Bélier | Aries | Widder | Áries | Ariete | मेष |');
    expect(md).toContain('| `Generator` |');
    expect(md).toMatch(/\| compromise channel \(two people\) \| compromise \| compromis \| concesión \|/);
  });

  it('each term of the texts is a word the writers of its language use', () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      if (language === 'en') continue;
      const src = sourcesOf(language);
      for (const [key, names] of TEXT_TERMS) {
        const word = names[language].split(' (')[0]!.toLowerCase();
        if (!src.includes(word)) missing.push(`${language} ${key}: ${word}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
