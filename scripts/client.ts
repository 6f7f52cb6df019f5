/**
 * Generates client/api.ts (the typed operations of the API) from the API description
 * (shared/http/openapi.ts, itself from ROUTES and the zod schemas):
 *   npm run client          # rewrites client/api.ts
 * A test fails when the committed file differs from a fresh generation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { codeOf, ERROR_CATALOGUE } from '#shared/http/error-codes';
import { ROUTES } from '#shared/routes';

type Json = Record<string, unknown>;

const deref = (s: unknown, root: Json): Json => {
  const o = (s ?? {}) as Json;
  if (typeof o.$ref === 'string') {
    return deref(
      o.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, k) => (at as Json)[k], root),
      root,
    );
  }
  return o;
};

const key = (k: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : JSON.stringify(k));

const COMPONENT = '#/components/schemas/';
/** The exported name of a component: its own, but `Error` (the global class) is `ApiErrorBody`. */
export const typeName = (component: string): string => (component === 'Error' ? 'ApiErrorBody' : component);

/**
 * A TypeScript type for a JSON Schema (the subset the description uses). A named component is
 * referred to by its exported name (`NatalChart`). An object is closed: `additionalProperties:
 * true` (the description's answers may grow fields) gives no index signature, so an unknown field
 * of a body does not compile; a record (`additionalProperties` a schema) keeps its own.
 */
export const tsType = (schema: unknown, root: Json, indent = ''): string => {
  const ref = (schema as Json | undefined)?.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT)) return typeName(ref.slice(COMPONENT.length));
  const s = deref(schema, root);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.allOf)) {
    // a union inside an intersection keeps its parentheses: (BirthData | {blueprintId}) & ChartOptions
    return s.allOf
      .map((x) => {
        const d = deref(x, root);
        const union = Array.isArray(d.anyOf) || Array.isArray(d.oneOf) || Array.isArray(d.enum) || Array.isArray(d.type);
        return union ? `(${tsType(x, root, indent)})` : tsType(x, root, indent);
      })
      .join(' & ');
  }
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) return ((s.anyOf ?? s.oneOf) as unknown[]).map((x) => tsType(x, root, indent)).join(' | ');
  const type = s.type;
  if (Array.isArray(type)) return type.map((t) => tsType({ ...s, type: t }, root, indent)).join(' | ');
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `Array<${tsType(s.items ?? {}, root, indent)}>`;
    case 'object':
    case undefined: {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const req = new Set((s.required ?? []) as string[]);
      const inner = `${indent}  `;
      const lines = Object.entries(props).map(([k, v]) => `${inner}${key(k)}${req.has(k) ? '' : '?'}: ${tsType(v, root, inner)};`);
      const extra = s.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(extra).length > 0) lines.push(`${inner}[key: string]: ${tsType(extra, root, inner)};`);
      else if (extra !== false && type === 'object' && lines.length === 0) return 'Record<string, unknown>';
      if (lines.length === 0) return type === undefined ? 'unknown' : 'Record<string, unknown>';
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
};

/** The `data` schema of an envelope: a field of the answer's schema or of one of its allOf parts (the Envelope component and the operation's data). */
const dataOf = (schema: unknown, root: Json): unknown => {
  const s = deref(schema, root);
  const own = (s.properties as Json | undefined)?.data;
  if (own !== undefined) return own;
  for (const part of (s.allOf ?? []) as unknown[]) {
    const found = dataOf(part, root);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** A 200 answer of bytes: the PDF or an image (SVG and PNG are fetched alike, as bytes). */
const isBinary = (content: Json): boolean => Object.keys(content).some((t) => t === 'application/pdf' || t.startsWith('image/'));

/** How the client reads an answer: JSON, bytes, the advisor's text stream, or a whole text (the ICS feed). */
const kindOf = (content: Json): 'json' | 'binary' | 'stream' | 'text' =>
  isBinary(content) ? 'binary' : content['text/plain'] ? 'stream' : content['application/json'] ? 'json' : Object.keys(content).some((t) => t.startsWith('text/')) ? 'text' : 'json';

/** An operation's success answer: 200, or 201 for a route that creates something (POST /keys). */
const success = (op: Json): Json => {
  const r = op.responses as Record<string, Json>;
  return (r['200'] ?? r['201'])!;
};

export const generateClientTypes = (doc: Json): string => {
  const out: string[] = [
    '/* Generated by `npm run client` from the API description (scripts/client.ts). Do not edit. */',
    '',
    '/** The version of the API description this client was generated from (client/package.json has the same). */',
    `export const API_VERSION = ${JSON.stringify(String((doc.info as Json).version))};`,
    '',
    '/** The stable codes of the API\'s errors (the catalogue of the docs page), and the client\'s own for an answer that never came or was not JSON. */',
    `export type ErrorCode =\n${[...new Set(ERROR_CATALOGUE.map((e) => codeOf(e.error)))].map((c) => `  | ${JSON.stringify(c)}`).join('\n')}\n  | "network_error"\n  | "timeout"\n  | \`http_\${number}\`;`,
    '',
  ];
  // every named shape of the description, by its name
  for (const [name, schema] of Object.entries((doc.components as { schemas: Record<string, Json> }).schemas)) {
    const description = typeof schema.description === 'string' ? `/** ${schema.description.replaceAll('*/', '*\\/')} */\n` : '';
    out.push(`${description}export type ${typeName(name)} = ${tsType({ ...schema }, doc)};`, '');
  }
  out.push('export interface Operations {');
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item) as [string, Json][]) {
      const name = String(op.operationId);
      if (name === 'openapi' || name === 'docs' || name === 'console') continue;
      const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in !== 'header');
      const pathParams = params.filter((p) => p.in === 'path');
      const query = params.filter((p) => p.in === 'query');
      const body = (((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
      const ok = success(op);
      const content = (ok.content ?? {}) as Record<string, Json>;
      const json = content['application/json']?.schema;
      const data = json ? dataOf(json, doc) : undefined;
      const kind = kindOf(content);
      const obj = (ps: Json[]) => `{ ${ps.map((p) => `${key(String(p.name))}${p.required ? '' : '?'}: ${tsType(p.schema, doc, '    ')}`).join('; ')} }`;
      out.push(
        `  ${JSON.stringify(name)}: {`,
        `    method: ${JSON.stringify(method.toUpperCase())};`,
        `    path: ${JSON.stringify(path)};`,
        `    kind: ${JSON.stringify(kind)};`,
        `    params: ${pathParams.length ? obj(pathParams) : 'undefined'};`,
        `    query: ${query.length ? obj(query) : 'undefined'};`,
        `    body: ${body ? tsType(body, doc, '    ') : 'undefined'};`,
        `    data: ${kind === 'json' ? (data ? tsType(data, doc, '    ') : 'unknown') : kind === 'binary' ? 'Uint8Array' : 'string'};`,
        '  };',
      );
    }
  }
  out.push('}', '', 'export const OPERATIONS = {');
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item) as [string, Json][]) {
      const name = String(op.operationId);
      if (name === 'openapi' || name === 'docs' || name === 'console') continue;
      const ok = (success(op).content ?? {}) as Json;
      const kind = kindOf(ok);
      // the charged POSTs take an Idempotency-Key: the client adds one per call and may retry them safely
      const idempotent = ((op.parameters ?? []) as Json[]).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      out.push(`  ${JSON.stringify(name)}: { method: ${JSON.stringify(method.toUpperCase())}, path: ${JSON.stringify(path)}, kind: ${JSON.stringify(kind)}, idempotent: ${idempotent} },`);
    }
  }
  out.push('} as const satisfies Record<keyof Operations, { method: string; path: string; kind: string; idempotent: boolean }>;', '');
  return out.join('\n');
};

export const freshClientTypes = async (): Promise<string> =>
  generateClientTypes(buildOpenApi(ROUTES, await loadRequestSchemas(ROUTES, REPO_ROOT), 'http://127.0.0.1:3000/v1'));

if (process.argv[1]?.endsWith('client.ts')) {
  const types = await freshClientTypes();
  writeFileSync(join(REPO_ROOT, 'client/api.ts'), types);
  // the package is versioned with the description
  const pkgFile = join(REPO_ROOT, 'client/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as Json;
  pkg.version = /API_VERSION = "([^"]+)"/.exec(types)![1];
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`wrote client/api.ts; client/package.json version ${String(pkg.version)}`);
}
