/**
 * The MCP function's definition, generated from the route table at synth:
 *
 * - its entry: a module written at synth (under `.tmp-mcp-entry/`, git-ignored: esbuild needs it
 *   inside the project root; named by its content, so synths that agree share it) that imports shared/mcp/lambda.ts, embeds
 *   the tool list (generated from ROUTES and the zod schemas: shared/mcp/tools.ts) and gives every
 *   route handler as a lazy `import()` of its module. esbuild bundles all of them into the one
 *   file but wraps each in a lazy initializer, so a cold start evaluates only the shared code and,
 *   per tool called, that route's module (PDF fonts, for example, load on the first PDF call).
 * - its grants: the union of its routes' tables, read-write where any route writes;
 * - its limits: the longest route timeout (a tool call never outlives its route's own limit) and the
 *   largest memory; the PDF fonts when a route is binary; the Anthropic key when a route writes with AI.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ToolDef } from '#shared/mcp/tools';
import type { Access, RouteDef } from '#shared/routes';
import type { TableId } from '#shared/store/tables';
import { REPO_ROOT } from './paths';

/** The tables of all routes: read-write where any route writes. */
export const unionTables = (routes: readonly RouteDef[]): Partial<Record<TableId, Access>> => {
  const out: Partial<Record<TableId, Access>> = {};
  for (const r of routes) {
    for (const [t, a] of Object.entries(r.tables) as [TableId, Access][]) out[t] = out[t] === 'readwrite' || a === 'readwrite' ? 'readwrite' : 'read';
  }
  return out;
};

/** The source of the generated entry module. */
export const mcpEntrySource = (routes: readonly RouteDef[], tools: readonly ToolDef[]): string => {
  const abs = (p: string): string => JSON.stringify(resolve(REPO_ROOT, p));
  const imports = routes.map((r, i) => `import * as route${i} from ${abs(r.handler)};`);
  const modules = routes.map((r, i) => `  ${JSON.stringify(r.name)}: () => Promise.resolve(route${i}),`).join('\n');
  return [
    '// Generated at synth by infra/mcp.ts from shared/routes.ts: do not edit.',
    `import { createMcpLambda } from ${abs('shared/mcp/lambda.ts')};`,
    ...imports,
    `const routes = ${JSON.stringify(routes)};`,
    `const tools = ${JSON.stringify(tools)};`,
    'const modules = {',
    modules,
    '};',
    'export const handler = createMcpLambda({ routes, tools, modules });',
    '',
  ].join('\n');
};

export const MCP_ENTRY_DIR = '.tmp-mcp-entry';

/** Writes the entry module (atomically); returns its path relative to the repository root (ApiFunction's `entry`). */
export const writeMcpEntry = (routes: readonly RouteDef[], tools: readonly ToolDef[]): string => {
  const source = mcpEntrySource(routes, tools);
  const dir = join(REPO_ROOT, MCP_ENTRY_DIR);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `mcp-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.ts`);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, source);
  renameSync(partial, file);
  return relative(REPO_ROOT, file);
};
