/**
 * Matches a method and path against the route table. Literal segments take precedence
 * over `{param}` segments at every position (`/transits/today` beats `/transits/{id}`),
 * whatever the order of the table. Used by the local server; in AWS, API Gateway routes.
 */
import type { HttpMethod, RouteDef } from '../routes';

type Segment = { literal: string } | { param: string };

interface Compiled<R> {
  route: R;
  segments: Segment[];
}

export type MatchResult<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

const split = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

const compile = (path: string): Segment[] =>
  split(path).map((s) => {
    const m = /^\{([A-Za-z0-9_]+)\}$/.exec(s);
    return m ? { param: m[1]! } : { literal: s };
  });

/** Negative when a is more specific: the first position where one is literal and the other a parameter decides. */
const bySpecificity = (a: Segment[], b: Segment[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const al = 'literal' in a[i]!;
    const bl = 'literal' in b[i]!;
    if (al !== bl) return al ? -1 : 1;
  }
  return 0;
};

export interface Router<R extends Pick<RouteDef, 'method' | 'path'>> {
  match(method: string, path: string): MatchResult<R>;
}

export const createRouter = <R extends Pick<RouteDef, 'method' | 'path'>>(routes: readonly R[]): Router<R> => {
  const compiled: Compiled<R>[] = routes
    .map((route) => ({ route, segments: compile(route.path) }))
    .sort((a, b) => bySpecificity(a.segments, b.segments));

  const matchPath = (c: Compiled<R>, parts: string[]): Record<string, string> | undefined => {
    if (c.segments.length !== parts.length) return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i++) {
      const seg = c.segments[i]!;
      const part = parts[i]!;
      if ('literal' in seg) {
        if (seg.literal !== part) return undefined;
      } else {
        try {
          params[seg.param] = decodeURIComponent(part);
        } catch {
          return undefined;
        }
      }
    }
    return params;
  };

  return {
    match(method, path) {
      const parts = split(path);
      // like API Gateway: the most specific resource (path template) is chosen first, then the method
      let resource: { template: string; params: Record<string, string> } | undefined;
      for (const c of compiled) {
        const params = matchPath(c, parts);
        if (params) {
          resource = { template: c.route.path, params };
          break;
        }
      }
      if (!resource) return { kind: 'not-found' };
      const onResource = compiled.filter((c) => c.route.path === resource.template);
      const hit = onResource.find((c) => c.route.method === method.toUpperCase());
      if (hit) return { kind: 'found', route: hit.route, params: resource.params };
      return { kind: 'method-not-allowed', allow: [...new Set(onResource.map((c) => c.route.method))].sort() };
    },
  };
};
