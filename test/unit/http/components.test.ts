/**
 * The API description's named components (shared/http/openapi-components.ts): no inline object
 * repeats one, and a client generated from the description by openapi-typescript has one
 * birth-data type and one operation per route of the route table, named after it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { repeatedComponents } from '#shared/http/openapi-components';
import { ROUTES, streamsJson } from '#shared/routes';

type Json = Record<string, unknown>;
let doc: Json;
const dir = mkdtempSync(join(tmpdir(), 'openapi-ts-'));
beforeAll(async () => {
  doc = buildOpenApi(ROUTES, await loadRequestSchemas(ROUTES, REPO_ROOT));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BIRTH = ['birthDate', 'birthTime', 'latitude', 'longitude', 'timezone'];

describe('named components', () => {
  it('names every shared shape once, and no inline object repeats one', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    for (const name of ['BirthData', 'ChartOptions', 'Orbs', 'Person', 'Envelope', 'Error', 'Pagination', 'CelestialBody', 'Aspect', 'Houses']) expect(schemas, name).toHaveProperty(name);
    expect(repeatedComponents(doc)).toEqual([]);
    // and they are referenced: every route taking birth data refers to BirthData, every list to Pagination
    const text = JSON.stringify(doc.paths);
    const refs = (name: string) => text.split(`"#/components/schemas/${name}"`).length - 1;
    expect(refs('BirthData')).toBeGreaterThanOrEqual(ROUTES.filter((r) => ['calculators-natal-chart', 'blueprints-generate', 'transits-create'].includes(r.name)).length);
    expect(refs('Person')).toBeGreaterThanOrEqual(2);
    expect(refs('Envelope')).toBe(ROUTES.filter((r) => streamsJson(r) || (!r.binary && !r.produces && !r.streaming)).length);
    expect(refs('Pagination')).toBeGreaterThanOrEqual(3);
    // the factoring found something to count: a repeated shape is detected
    const copy = structuredClone(doc);
    ((copy.paths as Json)['/calculators/natal-chart'] as { post: { requestBody: { content: Record<string, { schema: unknown }> } } }).post.requestBody.content['application/json']!.schema = schemas.BirthData;
    expect(repeatedComponents(copy)).toEqual([{ component: 'BirthData', at: '#/paths//calculators/natal-chart/post/requestBody/content/application/json/schema' }]);
  });

  it('generates with openapi-typescript a client with one birth-data type and the route table’s operations', { timeout: 120_000 }, () => {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/openapi-typescript/bin/cli.js'), join(dir, 'openapi.json'), '-o', join(dir, 'api.d.ts')], { stdio: 'pipe' });
    const source = ts.createSourceFile('api.d.ts', readFileSync(join(dir, 'api.d.ts'), 'utf8'), ts.ScriptTarget.Latest, true);
    let birthTypes = 0;
    let operations: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isTypeLiteralNode(node)) {
        const names = node.members.map((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : ''));
        // complete birth data (birthDate required): PATCH /v1/subjects/{subject} takes each field optionally, a change, not birth data
        const dateRequired = node.members.some((m) => m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === 'birthDate' && !(m as ts.PropertySignature).questionToken);
        if (BIRTH.every((b) => names.includes(b)) && dateRequired) birthTypes++;
      }
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'operations') {
        operations = node.members.map((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : ''));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(birthTypes).toBe(1);
    expect(operations.sort()).toEqual([...ROUTES.map((r) => r.name), 'openapi', 'docs', 'console'].sort());
  });
});
