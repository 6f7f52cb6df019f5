/**
 * Named component schemas of the API description: the shapes many operations share (birth data,
 * chart options, the orb table, a person of the two-person routes, a celestial body, an aspect,
 * the houses, pagination) are defined once under components/schemas and referenced everywhere.
 *
 * The routes' zod schemas stay as they are (they spread shared shapes into their own objects);
 * `factorComponents` rewrites the generated description instead, so that a route added later is
 * factored the same way with no list to keep:
 * - a schema equal to a whole component (descriptions and examples aside) becomes its `$ref`;
 * - an object whose fields include all of a component's fields becomes
 *   `allOf: [$ref component, …, {the other fields}]`. When the object requires fewer of them than the
 *   component (routes that take birth data *or* a saved `blueprintId`), the component is the
 *   alternative `anyOf: [$ref, {blueprintId required}]`.
 * The route's own wording of a shared field (e.g. "no effect here") is not kept in the schema: the
 * component's wording is the one documented (routes say the rest in their summary and docs).
 * test/unit/http/components.test.ts counts inline objects that still repeat a component (none).
 */
type Json = Record<string, unknown>;

export const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

const DOC_KEYS = new Set(['description', 'example', 'examples', 'title', 'default']);

/** The schema without its wording (description, examples): what a comparison looks at. */
export const bare = (s: unknown): unknown => {
  if (Array.isArray(s)) return s.map(bare);
  if (!s || typeof s !== 'object') return s;
  return Object.fromEntries(
    Object.entries(s as Json)
      .filter(([k]) => !DOC_KEYS.has(k))
      .map(([k, v]) => [k, bare(v)]),
  );
};
const same = (a: unknown, b: unknown): boolean => JSON.stringify(bare(a)) === JSON.stringify(bare(b));

const propsOf = (s: Json): Record<string, Json> | undefined =>
  s.properties && typeof s.properties === 'object' && !Array.isArray(s.properties) ? (s.properties as Record<string, Json>) : undefined;

/** The components matched by their whole schema, and those matched as a part of objects (by their fields). */
export interface ComponentSet {
  /** name -> schema; each is replaced by its `$ref` where it appears whole. */
  whole: Record<string, Json>;
  /** name -> object schema; factored out of objects that have all its fields. */
  parts: Record<string, Json>;
}

/** The key a route takes instead of the birth data (a saved blueprint): the alternative of a component it does not require. */
const ALTERNATIVE_KEY = 'blueprintId';

const factorObject = (s: Json, parts: Record<string, Json>, self: string | undefined): Json => {
  const props = propsOf(s);
  // a closed object stays whole: its closedness cannot be said across allOf parts without
  // unevaluatedProperties, which many validators and generators do not read
  if (!props || s.additionalProperties === false) return s;
  const names = Object.keys(props);
  const required = new Set((s.required ?? []) as string[]);
  const chosen: { name: string; fields: string[]; optional: boolean }[] = [];
  const taken = new Set<string>();
  for (const [name, part] of Object.entries(parts)) {
    if (name === self) continue;
    // a closed part would refuse the object's other fields inside allOf
    if (part.additionalProperties === false) continue;
    const fields = Object.keys(propsOf(part) ?? {});
    if (fields.length === 0 || !fields.every((f) => names.includes(f) && !taken.has(f))) continue;
    const partRequired = (part.required ?? []) as string[];
    const optional = !partRequired.every((f) => required.has(f));
    // an object that does not require the component's required fields takes it only as an alternative to a saved blueprint
    if (optional && !(ALTERNATIVE_KEY in props)) continue;
    chosen.push({ name, fields, optional });
    for (const f of fields) taken.add(f);
  }
  if (chosen.length === 0) return s;
  // the object's own fields, and the component's fields it requires although the component does not (typed again: a required name alone would be an untyped field)
  const partRequired = new Set(chosen.flatMap((c) => ((parts[c.name]!.required ?? []) as string[])));
  const restProps = Object.fromEntries(Object.entries(props).filter(([k]) => !taken.has(k) || (required.has(k) && !partRequired.has(k))));
  const restRequired = [...required].filter((k) => !taken.has(k) || !partRequired.has(k));
  const { properties: _p, required: _r, type: _t, description, additionalProperties, ...other } = s;
  const rest: Json = {
    type: 'object',
    ...(Object.keys(restProps).length ? { properties: restProps } : {}),
    ...(restRequired.length ? { required: restRequired } : {}),
    ...other,
  };
  // an open object's openness is said by its components (a part with nothing of its own is left out)
  if (Object.keys(restProps).length > 0 && additionalProperties === true) rest.additionalProperties = true;
  const refs = chosen.map((c) =>
    c.optional ? { anyOf: [ref(c.name), { type: 'object', required: [ALTERNATIVE_KEY], properties: { [ALTERNATIVE_KEY]: props[ALTERNATIVE_KEY] } }] } : ref(c.name),
  );
  const restEmpty = !rest.properties && !rest.required && Object.keys(rest).length === 1;
  if (refs.length === 1 && restEmpty && !chosen[0]!.optional) return { ...ref(chosen[0]!.name), ...(description ? { description } : {}) };
  return {
    ...(description ? { description } : {}),
    allOf: [...refs, ...(restEmpty ? [] : [rest])],
  };
};

/** Rewrites `node` (any part of the description) with the components: whole matches first, then parts of objects. */
const factor = (node: unknown, set: ComponentSet, self: string | undefined, depth: number): unknown => {
  if (Array.isArray(node)) return node.map((n) => factor(n, set, self, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const s = node as Json;
  if (depth > 0) {
    for (const [name, whole] of Object.entries(set.whole)) {
      if (name !== self && same(s, whole)) return { ...ref(name), ...(typeof s.description === 'string' ? { description: s.description } : {}) };
    }
  }
  const inner = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === 'example' || k === 'examples' || k === 'default' ? v : factor(v, set, self, depth + 1)]));
  return factorObject(inner, set.parts, depth === 0 ? self : undefined);
};

/**
 * The description with its shared shapes as named components: `components.schemas` gains the
 * set's schemas (themselves factored, e.g. a person refers to BirthData) and every operation
 * refers to them.
 */
export const factorComponents = (doc: Json, set: ComponentSet): Json => {
  const components = (doc.components ?? {}) as Json;
  const schemas = { ...((components.schemas ?? {}) as Record<string, Json>) };
  const named: Record<string, Json> = { ...set.parts, ...set.whole };
  for (const [name, schema] of Object.entries(named)) schemas[name] = schema;
  // every component is factored, the routes' own (their bodies and data) as much as the set's
  for (const [name, schema] of Object.entries(schemas)) schemas[name] = factor(schema, set, name, 0) as Json;
  return { ...doc, paths: factor(doc.paths, set, undefined, 1), components: { ...components, schemas } };
};

/** Every inline object schema of the description whose fields include all the fields of a named component (the count the test keeps at 0). */
/** The shapes factored out of the routes' own schemas by their fields (the rest are named by their zod ids). */
export const FACTORED_SHAPES = ['BirthData', 'ChartOptions', 'Orbs', 'Person', 'Pagination', 'Aspect', 'Houses'];

export const repeatedComponents = (doc: Json, names: readonly string[] = FACTORED_SHAPES): { component: string; at: string }[] => {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const named = Object.entries(schemas)
    .filter(([name]) => names.includes(name))
    .map(([name, s]) => ({ name, fields: Object.keys(propsOf(s) ?? {}) }))
    .filter((c) => c.fields.length >= 2);
  const out: { component: string; at: string }[] = [];
  const walk = (node: unknown, at: string, own: string | undefined): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`, own));
    if (!node || typeof node !== 'object') return;
    const props = propsOf(node as Json);
    if (props) {
      const names = Object.keys(props);
      for (const c of named) if (c.name !== own && c.fields.every((f) => names.includes(f))) out.push({ component: c.name, at });
    }
    for (const [k, v] of Object.entries(node as Json)) if (!['example', 'examples', 'default', 'x-error-codes'].includes(k)) walk(v, `${at}/${k}`, own);
  };
  walk(doc.paths, '#/paths', undefined);
  for (const [name, s] of Object.entries(schemas)) {
    // a component's own top level is itself; below it, no repeat either
    for (const [k, v] of Object.entries(s)) walk(v, `#/components/schemas/${name}/${k}`, undefined);
  }
  return out;
};
