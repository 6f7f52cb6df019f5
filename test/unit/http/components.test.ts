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
import { buildEvent, serializeEvent, WEBHOOK_EVENT_TYPES } from '#shared/webhooks/events';
import { validatorOf } from '#test/support/openapi-check';

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
    // (the bodies and data are components themselves: counted there too)
    const text = JSON.stringify([doc.paths, (doc.components as Json).schemas]);
    const refs = (name: string) => text.split(`"#/components/schemas/${name}"`).length - 1;
    expect(refs('BirthData')).toBeGreaterThanOrEqual(ROUTES.filter((r) => ['calculators-natal-chart', 'blueprints-generate', 'transits-create'].includes(r.name)).length);
    expect(refs('Person')).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(doc.paths).split('"#/components/schemas/Envelope"').length - 1).toBe(ROUTES.filter((r) => streamsJson(r) || (!r.binary && !r.produces && !r.streaming)).length);
    expect(refs('Pagination')).toBeGreaterThanOrEqual(3);
    // the factoring found something to count: a repeated shape is detected
    const copy = structuredClone(doc);
    ((copy.paths as Json)['/calculators/natal-chart'] as { post: { requestBody: { content: Record<string, { schema: unknown }> } } }).post.requestBody.content['application/json']!.schema = schemas.BirthData;
    expect(repeatedComponents(copy)).toEqual([{ component: 'BirthData', at: '#/paths//calculators/natal-chart/post/requestBody/content/application/json/schema' }]);
  });

  it('names every request body and every answer’s data, 60 shapes at least, each once', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    const names = Object.keys(schemas);
    expect(names.length).toBeGreaterThanOrEqual(60);
    // a schema met under a taken name with another shape would be numbered: none is
    expect(names.filter((n) => /_\d+$/.test(n))).toEqual([]);
    // names as an app builder writes them, and the saved records one schema each (the lists' summary a part of the record)
    for (const n of ['NatalChart', 'BigThree', 'Blueprint', 'BlueprintSummary', 'GeneratedBlueprint', 'TransitReport', 'Relationship', 'VedicChart', 'Panchang', 'LifePath', 'ApiKey', 'Webhook', 'Place', 'NatalChartRequest']) expect(schemas, n).toHaveProperty(n);
    expect(schemas.Blueprint!.allOf).toContainEqual({ $ref: '#/components/schemas/BlueprintSummary' });
    expect(schemas.Relationship!.allOf).toContainEqual({ $ref: '#/components/schemas/RelationshipSummary' });
    const inline: string[] = [];
    for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [m, op] of Object.entries(item)) {
        const body = (((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
        if (body && !body.$ref) inline.push(`${m} ${p} body`);
        for (const [status, res] of Object.entries(op.responses as Record<string, Json>)) {
          const schema = ((res.content as Record<string, Json> | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
          if (!schema) continue;
          // an answer is the envelope with its data, or a named error body
          const data = ((schema.allOf as Json[] | undefined)?.[1]?.properties as Json | undefined)?.data as Json | undefined;
          if (schema.allOf ? !data?.$ref : !schema.$ref && !(schema.anyOf as Json[] | undefined)?.every((s) => s.$ref)) inline.push(`${m} ${p} ${status}`);
        }
      }
    }
    expect(inline.filter((i) => !/^get \/(openapi\.json|docs|console) /.test(i))).toEqual([]);
    // and the test would see one
    const copy = structuredClone(doc) as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>> };
    expect(JSON.stringify(copy.paths['/calculators/natal-chart']!.post!.requestBody.content['application/json']!.schema)).toContain('$ref');
  });

  it('describes every webhook event type in `webhooks` (OpenAPI 3.1), each body a named schema a real event validates against', () => {
    const hooks = doc.webhooks as Record<string, { post: { requestBody: { content: Record<string, { schema: Json }> } } }>;
    expect(Object.keys(hooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    for (const [type, hook] of Object.entries(hooks)) expect(hook.post.requestBody.content['application/json']!.schema.$ref, type).toMatch(/^#\/components\/schemas\/[A-Z]\w+Event$/);
    const schemaOf = (type: string) => validatorOf(hooks[type]!.post.requestBody.content['application/json']!.schema, doc);
    // events as the producers build and send them
    const low = JSON.parse(serializeEvent(buildEvent('balance.low', ['wh_1', '1'], '2027-01-01T00:00:00.000Z', { balance: 9, threshold: 10, crossing: 1 }))) as Json;
    expect(schemaOf('balance.low').safeParse(low).success).toBe(true);
    expect(schemaOf('balance.low').safeParse({ ...low, data: { balance: 'nine', threshold: 10, crossing: 1 } }).success).toBe(false);
    expect(schemaOf('transit.exact').safeParse(low).success).toBe(false);
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
    expect(operations.sort()).toEqual([...ROUTES.map((r) => r.name), 'openapi', 'docs', 'console', ...[...WEBHOOK_EVENT_TYPES, 'webhook.test'].map((t) => `webhook-${t}`)].sort());
  });
});
