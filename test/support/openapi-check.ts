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
import { codeOf, ERROR_CODES } from '#shared/http/error-codes';

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
 * Every error answer (of a route or not: the router's 404 too) is JSON with `success: false`, the
 * spec's `error` and `message`, a `code` that is `error` in snake_case and is listed in the
 * catalogue (shared/http/error-codes.ts, the description's `x-error-codes` and the docs page), the
 * `requestId` and a `docUrl` that is the docs page's anchor of the code.
 */
export const checkErrorBody = (what: string, status: number, contentType: string | null, body: unknown): void => {
  const fail = (why: string): never => {
    throw new Error(`error answer of ${what} (${status}) ${why}: ${JSON.stringify(body)?.slice(0, 500)}`);
  };
  if (!contentType?.includes('application/json')) fail(`is not JSON (${contentType ?? 'no Content-Type'})`);
  if (!body || typeof body !== 'object') return fail('has no JSON object body');
  const b = body as Json;
  if (b.success !== false) fail('has no success: false');
  if (typeof b.error !== 'string' || typeof b.message !== 'string') fail('has no error and message strings');
  if (typeof b.code !== 'string' || b.code !== codeOf(String(b.error))) fail(`has no code, or not the code of its error (${codeOf(String(b.error))})`);
  if (!ERROR_CODES.has(String(b.code))) fail(`has code ${String(b.code)}, which the error catalogue (shared/http/error-codes.ts) does not list`);
  if (typeof b.requestId !== 'string' || b.requestId.length === 0) fail('has no requestId');
  if (typeof b.docUrl !== 'string' || !/^https?:\/\/[^/]+\/v1\/docs#error-/.test(b.docUrl) || !b.docUrl.endsWith(`#error-${String(b.code)}`)) fail('has no docUrl, the docs page anchor of its code');
};

/**
 * Throws when the answer drifts from the description. `path` is below /v1 (query string allowed).
 * Unknown paths (404 from the router) are not routes and are not checked.
 */
export const checkAnswer = async (method: string, fullPath: string, status: number, contentType: string | null, body: unknown): Promise<void> => {
  const path = fullPath.split('?')[0]!;
  if (status >= 400) checkErrorBody(`${method} ${path}`, status, contentType, body);
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
