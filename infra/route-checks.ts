/** The checks of the route table made at synth: what the type checker cannot see. */
import type { RouteDef } from '#shared/routes';
import type { TableSpec } from '#shared/store/tables';
import { FUNCTION_DEFAULTS } from './constructs/api-function';
import { MAX_BUFFERED_INTEGRATION_SECONDS } from './methods';

/** Fails the synth on route-table mistakes the type checker cannot see. */
export function validateRoutes(routes: readonly RouteDef[], tables: readonly TableSpec[]): void {
  const seen = new Set<string>();
  const names = new Set<string>();
  // API Gateway allows one variable path part among siblings: `/x/{id}` and `/x/{key}` clash.
  const variableChild = new Map<string, string>();
  for (const r of routes) {
    const segments = r.path.split('/').slice(1);
    segments.forEach((seg, i) => {
      if (!seg.startsWith('{')) return;
      const parent = `/${segments.slice(0, i).join('/')}`;
      const other = variableChild.get(parent);
      if (other !== undefined && other !== seg) {
        throw new Error(`Route ${r.name}: ${seg} under ${parent} clashes with ${other} (API Gateway allows one parameter name per level)`);
      }
      variableChild.set(parent, seg);
    });
  }
  for (const r of routes) {
    if (!/^\/[A-Za-z0-9._~{}\-/]*$/.test(r.path) || r.path.endsWith('/')) {
      throw new Error(`Route ${r.name}: path ${r.path} must start with "/" and not end with one`);
    }
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) throw new Error(`Route ${r.name}: ${key} is defined twice`);
    if (names.has(r.name)) throw new Error(`Route name ${r.name} is used twice`);
    seen.add(key);
    names.add(r.name);
    for (const t of Object.keys(r.tables)) {
      if (!tables.some((s) => s.id === t)) throw new Error(`Route ${r.name}: unknown table ${t}`);
    }
    const timeoutSeconds = r.timeoutSeconds ?? FUNCTION_DEFAULTS.timeoutSeconds;
    if (!r.streaming && timeoutSeconds > MAX_BUFFERED_INTEGRATION_SECONDS) {
      throw new Error(
        `Route ${r.name}: timeout ${timeoutSeconds}s exceeds API Gateway's ${MAX_BUFFERED_INTEGRATION_SECONDS}s for a buffered response (stream it, or shorten it)`,
      );
    }
  }
}
