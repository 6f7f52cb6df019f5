/**
 * No import circles of any kind: the modules of shared/, functions/, infra/, scripts/ and client/
 * import each other as a graph without cycles, counting every import: static imports, re-exports,
 * type-only imports (`import type`, erased by the compiler but still a dependency of the design)
 * and dynamic `import()`. The graph is read from the sources (the alias `#shared/...` and relative
 * specifiers), each strongly connected component of more than one module is a circle. The same
 * rule is checked by dependency-cruiser (`no-circular` in .dependency-cruiser.cjs, run by
 * test/unit/architecture.test.ts); this test is the independent second reading.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DIRS = ['shared', 'functions', 'infra', 'scripts', 'client'];

const walk = (dir: string, out: string[] = []): string[] => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(relative(ROOT, p));
  }
  return out;
};

// static `import … from`, `export … from` and bare `import '…'` (`import type` / `export type` included)
const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
// dynamic `import('…')` with a literal specifier
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of each module (value, type-only and dynamic), as repository paths. */
export function importGraph(): Map<string, string[]> {
  const files = new Set(DIRS.flatMap((d) => walk(join(ROOT, d))));
  const resolve = (from: string, spec: string): string | undefined => {
    let p: string;
    if (spec.startsWith('#shared/')) p = `shared/${spec.slice('#shared/'.length)}`;
    else if (spec.startsWith('.')) p = normalize(join(dirname(from), spec));
    else return undefined;
    return [p, `${p}.ts`, `${p}/index.ts`, p.replace(/\.js$/, '.ts')].find((c) => files.has(c));
  };
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const src = readFileSync(join(ROOT, f), 'utf8');
    const to: string[] = [];
    for (const m of src.matchAll(STATIC)) {
      const t = resolve(f, m[2]!);
      if (t) to.push(t);
    }
    for (const m of src.matchAll(DYNAMIC)) {
      const t = resolve(f, m[1]!);
      if (t) to.push(t);
    }
    graph.set(f, to);
  }
  return graph;
}

/** Strongly connected components of more than one module (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let n = 0;
  const visit = (v: string): void => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('import circles', () => {
  it('the detector finds a circle when there is one', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(g)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('the graph is read from the sources (a known edge is there)', () => {
    const g = importGraph();
    expect(g.get('shared/accounts/shards.ts')).toContain('shared/accounts/journal-entry.ts');
    // a type-only import and a dynamic import are edges too
    expect(g.get('shared/astro/options.ts')).toContain('shared/astro/aspect-type.ts');
    expect(g.get('shared/drawing/script.ts')).toContain('shared/drawing/devanagari.ts');
    expect(g.size).toBeGreaterThan(300);
  });

  it('no module imports itself back through others (any import, type imports included)', () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
