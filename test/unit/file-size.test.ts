/**
 * No source file over 700 lines (issue 47): a file that grows past it mixes several jobs and is
 * split by job (docs/architecture.md, "File size"). Counted: every script file (.ts, .mts, .cts,
 * .js, .mjs, .cjs) of the code and its tools: shared/, functions/, infra/, scripts/, bench/, web/,
 * client/ and the configuration files at the root.
 *
 * Exempt, by kind:
 * - language packs: a room's words (`<room>/words/...`), a file named for a language
 *   (`shared/i18n/messages/hi.ts`, `shared/i18n/labels/de.ts`...) or under a directory named for
 *   one (`shared/ai/offline/fr/...`): long lists of texts, one per language, not code;
 * - generated files: the client (`client/api.ts`, written by `npm run client`);
 * - tests (`test/`: their fixtures, recordings and data too): a test file is long by listing its
 *   cases; the rule is about the code they check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/i18n/languages';

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 700;
const DIRS = ['shared', 'functions', 'infra', 'scripts', 'bench', 'web', 'client'];
const SCRIPT = /\.(ts|mts|cts|js|mjs|cjs)$/;
const GENERATED = new Set(['client/api.ts']);

const lang = `(${LANGUAGES.join('|')})`;
/** A language pack: a room's words, a file named for a language, or a file under a directory named for one. */
const LANGUAGE_PACK = new RegExp(`(^|/)words/|/${lang}\\.[a-z]+$|/${lang}/`);

const isExempt = (path: string): boolean => GENERATED.has(path) || LANGUAGE_PACK.test(path);

const walk = (dir: string, out: string[] = []): string[] => {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SCRIPT.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) out.push(relative(ROOT, p).split(sep).join('/'));
  }
  return out;
};

const lines = (path: string): number => readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;

describe('no source file over 700 lines', () => {
  const rootFiles = readdirSync(ROOT).filter((n) => SCRIPT.test(n) && statSync(join(ROOT, n)).isFile());
  const files = [...rootFiles, ...DIRS.flatMap((d) => walk(join(ROOT, d)))];

  it('reads the code (the files it must count are there)', () => {
    expect(files).toContain('infra/stack.ts');
    expect(files).toContain('shared/http/openapi.ts');
    expect(files).toContain('web/console.ts');
    expect(files.length).toBeGreaterThan(500);
  });

  it('exempts language packs and generated files, nothing else', () => {
    expect(isExempt('client/api.ts')).toBe(true);
    expect(isExempt('shared/i18n/messages/hi.ts')).toBe(true);
    expect(isExempt('shared/ai/offline/fr/daily.ts')).toBe(true);
    expect(isExempt('shared/pdf/words/types.ts')).toBe(true);
    expect(isExempt('shared/http/openapi.ts')).toBe(false);
    expect(isExempt('shared/store/limits.ts')).toBe(false);
    // a name that only contains a language code is not a pack
    expect(isExempt('shared/astro/hidden.ts')).toBe(false);
    expect(isExempt('infra/edge.ts')).toBe(false);
  });

  it('no file outside the exempt ones is longer than 700 lines', () => {
    const long = files
      .filter((f) => !isExempt(f))
      .map((f) => ({ file: f, lines: lines(f) }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long, 'split these by job (docs/architecture.md, "File size")').toEqual([]);
  });
});
