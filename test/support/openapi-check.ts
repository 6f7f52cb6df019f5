/**
 * Checks real answers against the API description (shared/http/openapi.ts): the status must be
 * documented for the route, and a JSON body must validate against the documented schema of that
 * status (converted back from JSON Schema with zod's fromJSONSchema, so the check reads the
 * description itself, not the zod source). Used by `call()` in test/support/stack.ts: every
 * answer of every integration test is checked, and the first drift fails the test.
 */
import * as z from 'zod';
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';

type Json = Record<string, unknown>;

/** Inlines `#/...` references (the description has no cycles). */
export const deref = (node: unknown, root: Json, depth = 0): unknown => {
  if (depth > 40) throw new Error('reference too deep');
  if (Array.isArray(node)) return node.map((n) => deref(n, root, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const o = node as Json;
  if (typeof o.$ref === 'string' && o.$ref.startsWith('#/')) {
    const target = o.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], root);
    if (target === undefined) throw new Error(`unresolved ${o.$ref}`);
    return deref(target, root, depth + 1);
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, deref(v, root, depth + 1)]));
};

/** A validator of one JSON Schema of the description. */
export const validatorOf = (schema: unknown, root: Json): z.ZodType => z.fromJSONSchema(deref(schema, root) as never);

let doc: Promise<Json> | undefined;
export const description = (): Promise<Json> =>
  (doc ??= loadRequestSchemas(ROUTES, REPO_ROOT).then((s) => buildOpenApi(ROUTES, s, 'http://127.0.0.1/v1')));

const validators = new Map<string, z.ZodType | null>();

const routeOf = (method: string, path: string) =>
  ROUTES.filter((r) => r.method === method).find((r) => {
    const re = new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    // literal segments win over parameters (the router's rule): /transits/today is not /transits/{id}
    return re.test(path) && !ROUTES.some((o) => o !== r && o.method === method && !o.path.includes('{') && o.path === path && r.path.includes('{'));
  });

/**
 * Throws when the answer drifts from the description. `path` is below /v1 (query string allowed).
 * Unknown paths (404 from the router) are not routes and are not checked.
 */
export const checkAnswer = async (method: string, fullPath: string, status: number, contentType: string | null, body: unknown): Promise<void> => {
  const path = fullPath.split('?')[0]!;
  const route = routeOf(method.toUpperCase(), path);
  if (!route) return;
  const root = await description();
  const op = ((root.paths as Json)[route.path] as Json)[route.method.toLowerCase()] as Json;
  const responses = op.responses as Record<string, Json>;
  const documented = responses[String(status)];
  if (!documented) {
    throw new Error(`API description drift: ${route.name} answered ${status}, which the description does not list (${Object.keys(responses).join(', ')})`);
  }
  if (!contentType?.includes('application/json')) return;
  const media = (documented.content as Record<string, Json> | undefined)?.['application/json'];
  if (!media) throw new Error(`API description drift: ${route.name} ${status} answered JSON, documented as ${Object.keys((documented.content as Json) ?? {}).join(', ')}`);
  const key = `${route.name} ${status}`;
  let v = validators.get(key);
  if (v === undefined) {
    v = validatorOf(media.schema, root);
    validators.set(key, v);
  }
  const r = v!.safeParse(body);
  if (!r.success) {
    throw new Error(`API description drift: ${route.name} ${status} does not match its documented schema: ${z.prettifyError(r.error).slice(0, 1500)}`);
  }
};
