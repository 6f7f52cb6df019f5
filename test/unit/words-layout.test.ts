/**
 * The words layout (issue 47, docs/architecture.md "Words"): a room's texts in each language live in
 * `shared/<room>/words/`, one `<language>.ts` per language, one `types.ts` with their shape and an
 * `index.ts` that picks one (and `common.ts` for what the packs share, where they share code). No
 * words file outside a words/ folder. (No room reads another room's words: the layer rule
 * words-own-room, test/unit/architecture.test.ts.)
 *
 * Not uniform yet, listed in TABLES: none left (the Vedic chart's and match's tables became packs);
 * the list may not grow.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/i18n/languages';

const ROOT = join(import.meta.dirname, '..', '..');
const SHARED = join(ROOT, 'shared');

/** The words folders that hold tables keyed by language instead of one pack per language, with why. */
const TABLES: Record<string, string> = {};
const CEILING = 0;

/** Every file and folder under `dir`, relative to the root; folders end with a slash. */
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? [`${relative(ROOT, p)}/`, ...walk(p)] : [relative(ROOT, p)];
  });

const all = walk(SHARED);
const wordsDirs = all.filter((p) => /\/words\/$/.test(p)).map((p) => p.slice(0, -1));
const PACK = new RegExp(`^(${LANGUAGES.join('|')})\\.ts$`);
const ROLE = new Set(['types.ts', 'index.ts', 'common.ts']);
const filesOf = (dir: string): string[] => readdirSync(join(ROOT, dir));

describe('words layout: <room>/words/<language>.ts with one types.ts', () => {
  it('finds the words folders (a known one is there)', () => {
    expect(wordsDirs).toContain('shared/pdf/words');
    expect(wordsDirs).toContain('shared/images/words');
    expect(wordsDirs.length).toBeGreaterThanOrEqual(8);
  });

  it('no words file outside a words/ folder', () => {
    const stray = all.filter((p) => /(^|[/-])words\.ts$/.test(p) && !/\/words\//.test(p));
    expect(stray).toEqual([]);
  });

  it('every words folder of packs has types.ts, index.ts and a pack per language (English may stay in the core), and nothing else', () => {
    const faults: string[] = [];
    for (const dir of wordsDirs) {
      if (TABLES[dir]) continue;
      const files = filesOf(dir);
      for (const f of files) if (!PACK.test(f) && !ROLE.has(f)) faults.push(`${dir}/${f}: neither a language pack nor types/index/common`);
      for (const f of ['types.ts', 'index.ts']) if (!files.includes(f)) faults.push(`${dir}: no ${f}`);
      for (const l of LANGUAGES.filter((x) => x !== 'en')) if (!files.includes(`${l}.ts`)) faults.push(`${dir}: no ${l}.ts`);
    }
    expect(faults).toEqual([]);
  });

  it('the folders listed as tables are still tables (a split one leaves the list), and the list does not grow', () => {
    expect(Object.keys(TABLES).length).toBeLessThanOrEqual(CEILING);
    for (const [dir, why] of Object.entries(TABLES)) {
      expect(why.length).toBeGreaterThan(10);
      expect(wordsDirs, dir).toContain(dir);
      expect(filesOf(dir).filter((f) => PACK.test(f)), `${dir} has language packs now: remove it from TABLES`).toEqual([]);
    }
  });
});
