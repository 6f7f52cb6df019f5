/**
 * Unknown body fields. A request body's fields are checked against the route's zod schema before
 * it is validated: a field no object of the schema declares at that place is refused (400
 * `Unknown field`, code `unknown_field`), naming each one and the nearest known field ("did you
 * mean includeAI?"), instead of being silently ignored (`includeAi` would quietly give no AI).
 *
 * The known fields are read from the schema itself, whatever it is built of: the shape of every
 * `z.object` (strip, loose or strict: a `.loose()` object keeps its extra fields for its own
 * transform, it does not document open fields), through optional/default/nullable wrappers,
 * pipes and transforms (an accept-anything input piped into a checked schema is read as that
 * schema), unions (the option the value fits best), intersections, arrays and records (their keys
 * are data, their values are checked). A field documented as accepted with no effect is declared
 * in its schema, so it stays accepted. A value the schema leaves untyped (`z.unknown()`) is not
 * looked into.
 */
import type { z } from 'zod';

export interface UnknownField {
  /** Where it is, dotted (e.g. `people.1.birthdate`). */
  path: string;
  /** The field's name as sent. */
  field: string;
  /** The nearest field the schema knows at that place, when one is near. */
  didYouMean?: string;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Levenshtein distance (small strings: field names). */
export const editDistance = (a: string, b: string): number => {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = keep;
    }
  }
  return prev[b.length]!;
};

/** Letters and digits only, lower case: `include_ai`, `IncludeAI` and `includeAi` are all `includeai`. */
const fold = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The known field nearest to `field`: the same name in another letter case or with other
 * separators first, else the closest by edit distance when it is close (at most a third of the
 * name's length, and at most 3 edits).
 */
export const nearestField = (field: string, known: readonly string[]): string | undefined => {
  const folded = fold(field);
  const same = known.find((k) => fold(k) === folded);
  if (same) return same;
  let best: { name: string; d: number } | undefined;
  for (const k of known) {
    const d = editDistance(fold(k), folded);
    if (!best || d < best.d) best = { name: k, d };
  }
  return best && best.d <= Math.min(3, Math.floor(field.length / 3)) ? best.name : undefined;
};

/** Schemas whose value is parsed by hand: the schema that says which fields it has (`withFields`). */
const DECLARED = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Declares the fields of a value a schema lets through to be parsed by hand (e.g. a person of the
 * two-person routes: `z.looseObject({})` checked by parsePerson): unknown fields are looked for
 * against `fields` (typically a union of the accepted shapes). Returns `schema`.
 */
export const withFields = <S extends z.ZodType>(schema: S, fields: z.ZodType): S => {
  DECLARED.set(schema, fields);
  return schema;
};

const unwrapped = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

const walk = (schema: z.ZodType, value: unknown, path: string[], out: UnknownField[]): void => {
  const declared = DECLARED.get(schema);
  if (declared) return walk(declared, value, path, out);
  const def = defOf(schema);
  if (unwrapped.has(def.type)) return walk(def.innerType as z.ZodType, value, path, out);
  switch (def.type) {
    case 'lazy':
      return walk((def.getter as () => z.ZodType)(), value, path, out);
    case 'pipe': {
      const input = def.in as z.ZodType;
      // z.unknown().pipe(target): the input is checked as the target
      const open = ['unknown', 'any'].includes(defOf(input).type);
      return walk(open ? (def.out as z.ZodType) : input, value, path, out);
    }
    case 'object': {
      if (!isPlainObject(value)) return;
      const shape = def.shape as Record<string, z.ZodType>;
      const known = Object.keys(shape);
      // an open object that declares nothing (`z.looseObject({})`) takes any field
      if (known.length === 0 && def.catchall && defOf(def.catchall as z.ZodType).type !== 'never') return;
      for (const [k, v] of Object.entries(value)) {
        if (Object.hasOwn(shape, k)) walk(shape[k]!, v, [...path, k], out);
        else {
          const near = nearestField(k, known);
          out.push({ path: [...path, k].join('.'), field: k, ...(near ? { didYouMean: near } : {}) });
        }
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) value.forEach((v, i) => walk(def.element as z.ZodType, v, [...path, String(i)], out));
      return;
    case 'tuple':
      if (Array.isArray(value)) (def.items as z.ZodType[]).forEach((s, i) => walk(s, value[i], [...path, String(i)], out));
      return;
    case 'record':
      if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) walk(def.valueType as z.ZodType, v, [...path, k], out);
      return;
    case 'union': {
      // the option the value fits best: the fewest unknown fields, then the most of them near a known one; none when one fits whole
      const near = (fs: UnknownField[]): number => fs.filter((f) => f.didYouMean).length;
      let best: UnknownField[] | undefined;
      for (const option of def.options as z.ZodType[]) {
        const found: UnknownField[] = [];
        walk(option, value, path, found);
        if (!best || found.length < best.length || (found.length === best.length && near(found) > near(best))) best = found;
        if (found.length === 0) break;
      }
      out.push(...(best ?? []));
      return;
    }
    case 'intersection': {
      // a field is unknown when neither side knows it
      const left: UnknownField[] = [];
      const right: UnknownField[] = [];
      walk(def.left as z.ZodType, value, path, left);
      walk(def.right as z.ZodType, value, path, right);
      out.push(...left.filter((l) => right.some((r) => r.path === l.path)));
      return;
    }
    default:
      return;
  }
};

/** The fields of `value` that `schema` does not know, with their paths and the nearest known names. */
export const unknownFields = (schema: z.ZodType, value: unknown): UnknownField[] => {
  const out: UnknownField[] = [];
  walk(schema, value, [], out);
  return out;
};

/** The message of an unknown-field answer, e.g. `Unknown field "includeAi": did you mean "includeAI"? Field names are case-sensitive`. */
export const unknownFieldsMessage = (fields: readonly UnknownField[]): string => {
  const one = (f: UnknownField): string => `"${f.path}"${f.didYouMean ? ` (did you mean "${[...f.path.split('.').slice(0, -1), f.didYouMean].join('.')}"?)` : ''}`;
  return `Unknown field${fields.length === 1 ? '' : 's'} ${fields.map(one).join(', ')}: the route does not know ${fields.length === 1 ? 'it' : 'them'} and nothing was done. Field names are case-sensitive`;
};
