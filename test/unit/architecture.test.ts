/**
 * The declared layers (.dependency-cruiser.cjs, docs/architecture.md) hold: dependency-cruiser reads
 * every import of shared/, functions/, infra/, scripts/ and client/ (type-only and dynamic imports
 * included) and finds no violation. Its known exceptions may only shrink: each listed one must
 * still be a violation (a fixed one is removed from the list) and the list has a ceiling.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const CLI = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
/** The number of known exceptions when the rules were introduced: it may go down, never up. */
const CEILING = 0;
/** A cruise of the whole code takes seconds alone, longer on a loaded machine. */
const SLOW = { timeout: 300_000 };

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

/** Runs dependency-cruiser with the repository's configuration over `dirs` of `cwd`. */
const cruise = (cwd: string, dirs: string[], env: Record<string, string> = {}): Violation[] => {
  const out = execFileSync(process.execPath, [CLI, '--config', CONFIG, '--output-type', 'json', ...dirs], {
    cwd,
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
};

const known = (createRequire(import.meta.url)(CONFIG) as { known: { rule: string; from: string; to: string; why: string }[] }).known;
const key = (v: { rule: string | { name: string }; from: string; to: string }): string => `${typeof v.rule === 'string' ? v.rule : v.rule.name}: ${v.from} -> ${v.to}`;

describe('architecture: the declared layers (dependency-cruiser)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('the rules fail on a core importing the http edge and on a circle of type imports', SLOW, () => {
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
      'shared/errors.ts': 'export const e = 1;\n',
      'shared/http/router.ts': "export const route = 'x';\n",
      // a core reaching into the http edge
      'shared/astro/chart.ts': "import { route } from '../http/router';\nexport const chart = route;\n",
      // a circle made only of type imports
      'shared/drawing/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'shared/drawing/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      // a service reaching into another service room's internals, and the same through its index
      'shared/calendars/service.ts': "import { x } from '../webhooks/sender';\nimport { y } from '../webhooks/index';\nexport const z = x + y;\n",
      'shared/webhooks/sender.ts': 'export const x = 1;\n',
      'shared/webhooks/index.ts': 'export const y = 2;\n',
      // a room reading another room's words, and a room reading its own
      'shared/transits/words/index.ts': 'export const w = 1;\n',
      'shared/advisor/tools.ts': "import { w } from '../transits/words/index';\nexport const t = w;\n",
      'shared/transits/create.ts': "import { w } from './words/index';\nexport const c = w;\n",
    };
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tmp, p)), { recursive: true });
      writeFileSync(join(tmp, p), text);
    }
    const found = cruise(tmp, ['shared']).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found).toContain('core-pure: shared/astro/chart.ts -> shared/http/router.ts');
    expect(found).toContain('no-circular: shared/drawing/a.ts -> shared/drawing/b.ts');
    expect(found).toContain('room-via-index: shared/calendars/service.ts -> shared/webhooks/sender.ts');
    expect(found).not.toContain('room-via-index: shared/calendars/service.ts -> shared/webhooks/index.ts');
    expect(found).toContain('words-own-room: shared/advisor/tools.ts -> shared/transits/words/index.ts');
    expect(found).not.toContain('words-own-room: shared/transits/create.ts -> shared/transits/words/index.ts');
  });

  // one reading of the code with the exceptions not taken out (DEPCRUISE_NO_KNOWN): its violations are exactly the known ones
  let all: string[] | undefined;
  const violationsOfCode = (): string[] => (all ??= cruise(ROOT, ['shared', 'functions', 'infra', 'scripts', 'client'], { DEPCRUISE_NO_KNOWN: '1' }).map(key));

  it('the code has no violation beyond the known exceptions', SLOW, () => {
    const listed = new Set(known.map(key));
    expect(violationsOfCode().filter((v) => !listed.has(v))).toEqual([]);
  });

  it('every known exception is still a violation, gives its reason, and the list does not grow', SLOW, () => {
    expect(known.length).toBeLessThanOrEqual(CEILING);
    for (const k of known) expect(k.why.length, key(k)).toBeGreaterThan(10);
    const now = new Set(violationsOfCode());
    // a listed exception that is no longer a violation was fixed: delete its line from KNOWN in .dependency-cruiser.cjs
    expect(known.map(key).filter((k) => !now.has(k)), 'fixed exceptions to delete from KNOWN').toEqual([]);
    expect([...now].sort()).toEqual(known.map(key).sort());
  });
});
