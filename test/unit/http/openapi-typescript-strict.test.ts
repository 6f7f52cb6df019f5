/**
 * A client generated from the API description by openapi-typescript with its default flags
 * compiles under `tsc --strict` a typed request and a typed answer of EVERY operation: the test
 * writes one TypeScript file that uses each operation of the route table, then compiles it.
 *
 * - The request: the operation's documented example (the body, the path and query parameters of
 *   the description, as the docs page's "Try it out" sends them) as an object literal typed as the
 *   operation's `parameters` and `requestBody`: a field the type requires that the example leaves
 *   out (a request field with a server default made required), a wrong type or an unknown field
 *   (excess property check) fails the compile.
 * - The answer: the route's real recorded answer (test/fixtures/recorded-answers.json, the request without Accept-Language) as
 *   a literal typed as the operation's `responses[status].content[type]`: a field typed otherwise
 *   than the server answers, or a required field it leaves out, fails the compile.
 *
 * Generated from the route table: a new route is covered as soon as it has its example and its
 * recorded answer (both required by their own tests); a route missing here fails this test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';

type Json = Record<string, unknown>;
interface Recorded {
  route: string;
  request: string;
  status: number;
  contentType: string | null;
  body: string;
}

let doc: Json;
const dir = mkdtempSync(join(tmpdir(), 'openapi-ts-strict-'));
beforeAll(async () => {
  doc = buildOpenApi(ROUTES, await loadRequestSchemas(ROUTES, REPO_ROOT));
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lit = (v: unknown): string => JSON.stringify(v, null, 1);

/** The file that uses every operation, and the routes it could not cover. */
export const usesOf = (d: Json, recorded: Recorded[]): { source: string; missing: string[] } => {
  const lines = ["import type { operations } from './api';", ''];
  const missing: string[] = [];
  for (const r of ROUTES) {
    const op = ((d.paths as Record<string, Record<string, Json>>)[r.path] ?? {})[r.method.toLowerCase()];
    if (!op) {
      missing.push(`${r.name}: no operation`);
      continue;
    }
    const id = JSON.stringify(op.operationId);
    const v = r.name.replace(/\W/g, '_');
    // the parameters: each `in` with the examples of its parameters
    const params: Record<string, Json> = {};
    for (const p of (op.parameters ?? []) as Json[]) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      if (p.example === undefined) {
        if (p.required) missing.push(`${r.name}: parameter ${String(p.name)} without example`);
        continue;
      }
      (params[p.in as string] ??= {})[p.name as string] = p.example;
    }
    lines.push(`export const params_${v}: operations[${id}]['parameters'] = ${lit(params)};`);
    const body = (((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'] as Json | undefined);
    if (body) {
      if (body.example === undefined) missing.push(`${r.name}: body without example`);
      else lines.push(`export const body_${v}: operations[${id}]['requestBody']['content']['application/json'] = ${lit(body.example)};`);
    }
    const answer = recorded.find((a) => a.route === r.name && !/ \[[\w-]+\]$/.test(a.request));
    if (!answer) {
      missing.push(`${r.name}: no recorded answer`);
      continue;
    }
    const type = (answer.contentType ?? '').split(';')[0]!.trim();
    const at = `operations[${id}]['responses'][${answer.status}]['content'][${JSON.stringify(type)}]`;
    if (type === 'application/json') {
      // masked values of the recording: a number, a page cursor (its masked text has quotes)
      const value = JSON.parse(answer.body.replace(/"durationMs":"<ms>"/g, '"durationMs":1').replace(/"nextPage":"<cursor .*?\]>"/g, '"nextPage":"cursor"')) as unknown;
      lines.push(`export const answer_${v}: ${at} = ${lit(value)};`);
    } else if (type.startsWith('text/') || type === 'image/svg+xml') lines.push(`export const answer_${v}: ${at} = ${JSON.stringify(answer.body)};`);
    // a binary answer (PDF) is recorded as its digest: its type must exist
    else lines.push(`export type Answer_${v} = ${at};`);
  }
  return { source: lines.join('\n'), missing };
};

/** The compile errors of the files in `dir` under --strict (default flags otherwise), as text. */
const compile = (files: string[]): string[] => {
  const program = ts.createProgram(files, { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
  return ts.getPreEmitDiagnostics(program).map((x) => {
    const where = x.file && x.start !== undefined ? x.file.getLineAndCharacterOfPosition(x.start) : undefined;
    const line = where && x.file ? x.file.text.split('\n')[where.line] : '';
    return `${x.file ? x.file.fileName.split('/').pop() : ''}:${where ? where.line + 1 : 0} ${ts.flattenDiagnosticMessageText(x.messageText, '\n').slice(0, 600)} | ${line?.slice(0, 120)}`;
  });
};

describe('openapi-typescript (default flags) under tsc --strict', () => {
  it('compiles a typed request and a typed answer of every operation', { timeout: 480_000 }, () => {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/openapi-typescript/bin/cli.js'), join(dir, 'openapi.json'), '-o', join(dir, 'api.ts')], { stdio: 'pipe' });
    const recorded = JSON.parse(readFileSync(join(REPO_ROOT, 'test/fixtures/recorded-answers.json'), 'utf8')) as Recorded[];
    const { source, missing } = usesOf(doc, recorded);
    expect(missing).toEqual([]);
    writeFileSync(join(dir, 'uses.ts'), source);
    expect(compile([join(dir, 'uses.ts')])).toEqual([]);
    // every route is used, request and answer
    for (const r of ROUTES) expect(source, r.name).toMatch(new RegExp(`(answer|Answer)_${r.name.replace(/\W/g, '_')}\\b`));

    // and the compile sees what it must: a required field left out, an unknown field, a wrong type
    const natal = ROUTES.find((r) => r.name === 'calculators-natal-chart')!;
    const wrong = [
      "import type { operations } from './api';",
      "export const a: operations['calculators-natal-chart']['requestBody']['content']['application/json'] = { birthTime: '18:30', latitude: 1, longitude: 2, timezone: 'UTC' };",
      "export const b: operations['calculators-natal-chart']['requestBody']['content']['application/json'] = { birthDate: '1990-01-01', birthTime: '18:30', latitude: 1, longitude: 2, timezone: 'UTC', houseSistem: 'placidus' };",
      "export const c: operations['calculators-natal-chart']['requestBody']['content']['application/json'] = { birthDate: '1990-01-01', birthTime: '18:30', latitude: '1', longitude: 2, timezone: 'UTC' };",
    ].join('\n');
    writeFileSync(join(dir, 'wrong.ts'), wrong);
    const errors = compile([join(dir, 'wrong.ts')]);
    expect(natal).toBeDefined();
    expect(errors.map((e) => e.split(' ')[0])).toEqual(['wrong.ts:2', 'wrong.ts:3', 'wrong.ts:4']);
    expect(errors[0]).toContain('birthDate');
    expect(errors[1]).toContain('houseSistem');
  });
});
