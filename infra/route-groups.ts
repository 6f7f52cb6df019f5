/**
 * Which nested stack holds which routes, derived from the route table alone (nothing lists
 * routes here): routes are grouped by the first segment of their path (API Gateway refuses two
 * resources with the same path part under one parent, so a top-level resource such as
 * `/blueprints` and everything below it must be created by exactly one stack), and the segments
 * are merged by *domain*: the folder of their handlers under `functions/` (`/generate-blueprint`,
 * `/blueprints` and `/blueprint` are all `functions/blueprints/...`: one `BlueprintsRoutes`
 * stack). A new route lands in its domain's stack, or in a new nested stack for a new folder.
 *
 * The assignment is stable on purpose: it depends on each route's own path and handler, not on
 * how many routes there are, so adding routes never moves an existing route to another nested
 * stack. (Moving one would recreate its API resources in another stack while the old stack still
 * holds them: CloudFormation creates before it deletes, and API Gateway refuses the duplicate.)
 * The resource budget of each stack is checked by test/infra/budget.test.ts.
 */
import type { RouteDef } from '#shared/routes';

/** The first path segment: `/blueprints/{id}/pdf` -> `blueprints`. */
export const topSegment = (path: string): string => path.split('/')[1] ?? '';

/** The folder of a handler under `functions/` (`functions/blueprints/get.ts` -> `blueprints`), if it is there. */
export const handlerFolder = (handler: string): string | undefined => /^functions\/([^/]+)\//.exec(handler)?.[1];

export interface RouteGroup {
  /** The domain (kebab-case): the handler folder most routes of its segments use. */
  domain: string;
  /** Construct id of its nested stack, e.g. `BlueprintsRoutes`. */
  stackId: string;
  /** The top path segments it owns (each owned by exactly one group). */
  segments: readonly string[];
  /** Its routes, in route-table order. */
  routes: readonly RouteDef[];
}

const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * The domain of one top segment: the handler folder most of its routes use (ties: the first
 * alphabetically), or the segment itself when no handler is under `functions/<folder>/`.
 */
export function segmentDomain(segment: string, routes: readonly RouteDef[]): string {
  const counts = new Map<string, number>();
  for (const r of routes) {
    const folder = handlerFolder(r.handler) ?? segment;
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const [best] = [...counts].sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b));
  return best?.[0] ?? segment;
}

/**
 * Groups the routes into nested stacks: top segment -> domain -> one group per domain, sorted by
 * domain. `reserved` are the top segments the parent stack serves itself (the docs, `/mcp`); a route
 * under one of them fails the synth, since its resource would be created twice.
 */
export function groupRoutes(routes: readonly RouteDef[], reserved: readonly string[] = []): RouteGroup[] {
  const bySegment = new Map<string, RouteDef[]>();
  for (const r of routes) {
    const segment = topSegment(r.path);
    if (reserved.includes(segment)) {
      throw new Error(`Route ${r.name}: /${segment} is served by the parent stack (the docs or the MCP server); choose another first path segment`);
    }
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), r]);
  }
  const byDomain = new Map<string, string[]>();
  for (const [segment, rs] of bySegment) {
    const domain = segmentDomain(segment, rs);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), segment]);
  }
  const stackIds = new Map<string, string>();
  return [...byDomain]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([domain, segments]) => {
      const stackId = `${pascal(domain) || 'Root'}Routes`;
      const other = stackIds.get(stackId);
      if (other !== undefined) throw new Error(`Domains ${other} and ${domain} would share the nested stack ${stackId}; rename a handler folder`);
      stackIds.set(stackId, domain);
      const own = new Set(segments);
      return { domain, stackId, segments: [...segments].sort(), routes: routes.filter((r) => own.has(topSegment(r.path))) };
    });
}
