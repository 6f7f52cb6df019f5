/**
 * Imported first by the deployed MCP function's entry (infra/mcp.ts), before the MCP SDK: it makes
 * the bundle initialize zod before the SDK's types module builds its schemas at load.
 *
 * Why: the entry loads each route module with a dynamic `import()`, so esbuild wraps those modules,
 * and zod with them, in lazy initializers; the SDK's `types.js` reaches zod through `zod/v4`'s
 * re-exports, for which esbuild emits no initializer call, so at load it called `z.custom()` with
 * zod's classes still undefined (`TypeError: t is not a constructor`, Runtime.ImportModuleError:
 * found by the deploy-asset test, `npm run test:assets`). This module's own reference to zod is
 * what makes esbuild emit the call, ahead of the SDK.
 */
import { z } from 'zod';

export const zodReady: boolean = typeof z.custom === 'function';
