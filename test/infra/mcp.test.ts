/**
 * The MCP function in the template: generated from the route table (one function, ANY /mcp,
 * streamed), with the union of its routes' grants, the longest route timeout, the fonts of the
 * binary routes and the AI settings of the AI routes; its entry loads the handler of every route with
 * a tool on its first call (a dynamic import, a chunk of its own), and its asset carries the rasterizer.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mcpRoutes, toolName } from '#shared/mcp/tools';
import { ROUTES } from '#shared/routes';
import { TABLES, type TableId } from '#shared/store/tables';
import { actionsFor } from '../../infra/constructs/api-function';
import { mcpEntrySource, unionTables } from '../../infra/mcp';
import { REPO_ROOT } from '../../infra/paths';
import { asArray, build, logicalId, methodPath, ofType, refTarget, roleStatements, type Built } from './helpers';

describe('the MCP function', () => {
  let b: Built;
  beforeAll(() => {
    b = build({ anthropicSecretName: 'anthropic-key' });
  });

  it('is one function behind ANY /mcp, streamed, as long-lived as the longest route', () => {
    const fnId = logicalId(b.stack.mcpFunction);
    const methods = ofType(b.resources, 'AWS::ApiGateway::Method').filter(([, m]) => methodPath(b.resources, m) === '/mcp');
    expect(methods.map(([, m]) => m.Properties?.HttpMethod)).toEqual(['ANY']);
    const integration = methods[0]![1].Properties!.Integration as Record<string, unknown>;
    expect(integration.Type).toBe('AWS_PROXY');
    expect(integration.ResponseTransferMode).toBe('STREAM');
    expect(JSON.stringify(integration.Uri)).toContain('/response-streaming-invocations');
    // through its live alias (infra/releases.ts)
    expect(JSON.stringify(integration.Uri)).toContain(logicalId(b.stack.releases.aliases.get('mcp')!));
    expect(b.resources[logicalId(b.stack.releases.aliases.get('mcp')!)]!.Properties!.FunctionName).toEqual({ Ref: fnId });
    const longest = Math.max(...ROUTES.map((r) => r.timeoutSeconds ?? 0));
    const fn = b.resources[fnId]!.Properties!;
    expect(fn.Timeout).toBe(longest);
    expect(integration.TimeoutInMillis).toBe(longest * 1000);
    const env = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.FONT_DIR).toBe(ROUTES.some((r) => r.binary) ? '/var/task/fonts' : undefined);
    expect(env.EPHE_PATH).toBe('/var/task/ephe');
    expect(env.PLACES_FILE).toBe('/var/task/places/cities.pbf');
    expect(env.AI_WRITER).toBe('anthropic');
    expect(env.ANTHROPIC_API_KEY_SECRET_ID).toBe('anthropic-key');
  });

  it('has exactly the union of the table grants of the routes it has a tool for (not the `mcp: false` ones)', () => {
    const toolRoutes = ROUTES.filter((r) => r.mcp !== false);
    expect(toolRoutes.length).toBeLessThan(ROUTES.length);
    const union = unionTables(toolRoutes);
    expect(Object.keys(union).sort()).toEqual([...new Set(toolRoutes.flatMap((r) => Object.keys(r.tables)))].sort());
    for (const [t, a] of Object.entries(union)) {
      expect(a).toBe(toolRoutes.some((r) => r.tables[t as TableId] === 'readwrite') ? 'readwrite' : 'read');
    }
    // account deletion rewrites the ledger; no tool does: the MCP role only reads it
    expect(union.ledger).toBe('read');
    const fnProps = b.resources[logicalId(b.stack.mcpFunction)]!.Properties!;
    const tableIdOf = new Map<string, TableId>([...b.stack.tables].map(([id, t]) => [logicalId(t), id]));
    const granted = new Map<TableId, Set<string>>();
    for (const st of roleStatements(b.resources, refTarget(fnProps.Role)!)) {
      for (const res of asArray(st.Resource)) {
        const joined = (res as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1];
        const table = tableIdOf.get(refTarget(joined ? joined[0] : res) ?? '');
        if (table) for (const a of asArray(st.Action)) granted.set(table, (granted.get(table) ?? new Set()).add(a));
      }
    }
    for (const spec of TABLES) {
      const access = union[spec.id];
      if (!access) expect(granted.has(spec.id), spec.id).toBe(false);
      else expect([...granted.get(spec.id)!].sort(), spec.id).toEqual([...actionsFor('mcp', spec.id, access)].sort());
    }
  });

  it('bundles the handler of every route with a tool, each behind a dynamic import, with the tools generated from the routes', () => {
    const served = mcpRoutes(ROUTES);
    expect(served.length).toBeLessThan(ROUTES.length);
    const source = mcpEntrySource(ROUTES, []);
    for (const r of ROUTES) {
      const line = `${JSON.stringify(r.name)}: () => import(${JSON.stringify(join(REPO_ROOT, r.handler))}),`;
      // a route without a tool is not in the bundle; none is imported statically (a cold start would evaluate it)
      if (served.includes(r)) expect(source).toContain(line);
      else expect(source, r.name).not.toContain(JSON.stringify(join(REPO_ROOT, r.handler)));
    }
    // zod first (shared/mcp/zod-first.ts), then the MCP server: nothing else is imported statically
    expect(source.match(/^import .*$/gm)).toEqual([
      `import { zodReady } from ${JSON.stringify(join(REPO_ROOT, 'shared/mcp/zod-first.ts'))};`,
      `import { createMcpLambda } from ${JSON.stringify(join(REPO_ROOT, 'shared/mcp/lambda.ts'))};`,
    ]);
    const tools = (JSON.parse(/const tools = (.*);/.exec(mcpEntrySource(ROUTES, served.map((r) => ({ name: toolName(r), route: r.name }) as never)))![1]!) as { name: string }[]).map((t) => t.name);
    expect(tools).toEqual(served.map(toolName));
    expect(() => mcpEntrySource(ROUTES, [{ name: 'x', route: ROUTES.find((r) => r.mcp === false)!.name } as never])).toThrow(/not an MCP route/);
  });

  it('carries the rasterizer when a tool answers PNG (its route module imports resvg-js)', () => {
    expect(mcpRoutes(ROUTES).some((r) => r.produces?.includes('image/png'))).toBe(true);
    expect(b.stack.mcpFunction.rasterizer).toBe(true);
    // its route modules are chunks of their own, read on a tool's first call; the only other functions that split are
    // the PNG routes' (their Devanagari shaper is a chunk read by the first drawing with Devanagari)
    expect(b.stack.mcpFunction.splitting).toBe(true);
    const png = ROUTES.filter((r) => r.produces?.includes('image/png') === true).map((r) => r.name);
    expect([...b.stack.functions].filter(([, f]) => f.splitting).map(([n]) => n).sort()).toEqual(['mcp', ...png].sort());
    // and every function whose route answers PNG carries it too, no other route function does
    for (const r of ROUTES) expect(b.stack.functions.get(r.name)!.rasterizer, r.name).toBe(r.produces?.includes('image/png') === true);
  });
});
