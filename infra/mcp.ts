/**
 * The MCP function's definition, generated from the route table at synth:
 *
 * - its entry: a module written at synth (under `.tmp-mcp-entry/`, git-ignored: esbuild needs it
 *   inside the project root; named by its content, so synths that agree share it) that imports shared/mcp/lambda.ts, embeds
 *   the tool list (generated from ROUTES and the zod schemas: shared/mcp/tools.ts) and gives the
 *   handler of every route with a tool as a dynamic `import()` of its module. esbuild bundles all of
 *   them into the one file but wraps each in a lazy initializer, so a cold start evaluates only the
 *   MCP server and, per tool called, that route's module (PDF fonts load on the first PDF call);
 *   `npm run bench:cold-start` measures it (docs/infra.md).
 * - its grants: the union of its routes' tables, read-write where any route writes;
 * - its limits: the longest route timeout (a tool call never outlives its route’s own limit) and the
 *   largest memory; the PDF fonts when a route is binary; the rasterizer (resvg-js) when a tool answers
 *   PNG (infra/stack.ts); the Anthropic key when a route writes with AI.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { mcpRoutes, type ToolDef } from '#shared/mcp/tools';
import { mergeAccess, type Access, type RouteDef } from '#shared/routes';
import type { TableId } from '#shared/store/tables';
import { REPO_ROOT } from './paths';

/** The tables of all routes: read-write where any route writes. */
export const unionTables = (routes: readonly RouteDef[]): Partial<Record<TableId, Access>> => {
  const out: Partial<Record<TableId, Access>> = {};
  for (const r of routes) {
    for (const [t, a] of Object.entries(r.tables) as [TableId, Access][]) out[t] = mergeAccess(out[t], a);
  }
  return out;
};

/**
 * The source of the generated entry module: the routes of the tools only (a route without a tool,
 * `mcp: false`, is not in the bundle), each module behind a dynamic `import()`. esbuild bundles
 * them all into the one file (no code splitting) but wraps each in a lazy initializer that the
 * `import()` runs: a cold start evaluates the MCP server and the tool list, and a tool's route
 * module (its drawing code, the PDF fonts, the rasterizer, the AI SDK) is evaluated on its first call.
 */
export const mcpEntrySource = (routes: readonly RouteDef[], tools: readonly ToolDef[]): string => {
  const abs = (p: string): string => JSON.stringify(resolve(REPO_ROOT, p));
  const served = mcpRoutes(routes);
  for (const t of tools) {
    if (!served.some((r) => r.name === t.route)) throw new Error(`MCP tool ${t.name}: its route ${t.route} is not an MCP route`);
  }
  const modules = served.map((r) => `  ${JSON.stringify(r.name)}: () => import(${abs(r.handler)}),`).join('\n');
  return [
    '// Generated at synth by infra/mcp.ts from shared/routes.ts: do not edit.',
    // first: zod initialized before the MCP SDK builds its schemas (shared/mcp/zod-first.ts says why)
    `import { zodReady } from ${abs('shared/mcp/zod-first.ts')};`,
    `import { createMcpLambda } from ${abs('shared/mcp/lambda.ts')};`,
    "if (!zodReady) throw new Error('zod did not load');",
    `const routes = ${JSON.stringify(served)};`,
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
