/** The one nesting limit (shared/http/json-depth.ts) and the text checks, measured without recursion. */
import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, nestsTooDeep } from '#shared/http/json-depth';
import { textIssues } from '#shared/http/schemas';

/** `[[[…"s"…]]]`, `depth` arrays deep, parsed from text (no recursion to build it). */
const deepArray = (depth: number, inner = '"s"'): unknown => JSON.parse('['.repeat(depth) + inner + ']'.repeat(depth)) as unknown;

describe('jsonDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect([jsonDepth(1), jsonDepth('x'), jsonDepth(null), jsonDepth({}), jsonDepth([]), jsonDepth({ a: [1, { b: 2 }] }), jsonDepth([[], [[[]]]])]).toEqual([0, 0, 0, 1, 1, 3, 4]);
  });

  it('refuses one level over the limit, accepts the limit', () => {
    expect(nestsTooDeep(deepArray(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsTooDeep(deepArray(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('measures a value nested 200,000 deep without overflowing the stack', () => {
    const v = deepArray(200_000);
    expect(nestsTooDeep(v)).toBe(true);
    expect(jsonDepth(v, Infinity)).toBe(200_000);
  });
});

describe('textIssues', () => {
  it('walks 200,000 levels without recursion and finds the control character at the bottom', () => {
    const issues = textIssues(deepArray(200_000, '"a\\u0000b"'));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toHaveLength(200_000);
    expect(issues[0]!.reason).toMatch(/U\+0000/);
  });

  it('reports in document order, a field name before its value', () => {
    const issues = textIssues({ ok: 'x', 'b\u202Ead': 'y\u0001', list: ['fine', 'z\u0007'] });
    expect(issues.map((i) => [i.path.join('.'), i.reason.slice(0, 24)])).toEqual([
      ['b\u202Ead', 'has a field name that co'],
      ['b\u202Ead', 'contains the control or '],
      ['list.1', 'contains the control or '],
    ]);
  });
});
