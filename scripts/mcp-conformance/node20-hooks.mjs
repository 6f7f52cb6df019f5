/** Module hooks for node20.mjs: serve the conformance CLI with `globSync` taken from glob-sync.mjs. */
/* global URL */
const CLI = '/@modelcontextprotocol/conformance/dist/index.js';
const SHIM = new URL('./glob-sync.mjs', import.meta.url).href;

export async function load(url, context, next) {
  const result = await next(url, context);
  if (!url.endsWith(CLI)) return result;
  const source = String(result.source).replace(/^#!.*\n/, '').replace('globSync as o,', '');
  return { ...result, source: `import{globSync as o}from${JSON.stringify(SHIM)};${source}` };
}
