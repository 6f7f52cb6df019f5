/**
 * The one nesting limit of every JSON input: a REST body (middleware/body.ts) and the arguments of
 * an MCP tool call (shared/mcp/server.ts) may nest objects and arrays at most `MAX_JSON_DEPTH`
 * levels deep. The deepest body a route takes nests 4 levels (`{"orbs": {"conjunction": 8}}` is
 * 2); 32 leaves room for any client's wrapping and keeps every recursive walk that follows (the
 * text checks, zod, `JSON.stringify`) far from the stack's limit. Measured without recursion, so a
 * body nested 100,000 deep is refused, never a stack overflow.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep `value` nests objects and arrays (a scalar: 0, `{}` or `[]`: 1), counted up to
 * `stopAt + 1` (a deeper value is not walked further). Iterative: an explicit stack, no recursion.
 */
export const jsonDepth = (value: unknown, stopAt = MAX_JSON_DEPTH): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, above] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const depth = above + 1;
    if (depth > deepest) deepest = depth;
    if (depth > stopAt) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth]);
    }
  }
  return deepest;
};

/** Whether `value` nests deeper than `max` levels. */
export const nestsTooDeep = (value: unknown, max = MAX_JSON_DEPTH): boolean => jsonDepth(value, max) > max;

/** The message of the 400 (REST) and of the JSON-RPC invalid-params error (MCP). */
export const tooDeepMessage = (what: string, max = MAX_JSON_DEPTH): string =>
  `${what} nests objects and arrays more than ${max} levels deep`;
