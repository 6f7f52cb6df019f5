/**
 * The MCP server of the local server (`npm start`, the tests): the tools are generated from the
 * routes and the schemas their handler modules declare (the modules the local server imports),
 * once, on the first MCP request.
 */
import { loadRequestSchemas } from '../http/openapi';
import type { RouteDef } from '../routes';
import type { RouteHandler } from './dispatch';
import { createMcpHandler } from './server';
import { buildTools } from './tools';

export const createLocalMcp = (routes: readonly RouteDef[], root: string, load: (route: RouteDef) => Promise<{ handler: unknown }>) =>
  createMcpHandler({
    routes,
    tools: async () => buildTools(routes, await loadRequestSchemas(routes, root)),
    load: async (route) => (await load(route)).handler as RouteHandler,
  });
