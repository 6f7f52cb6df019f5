/**
 * Node 20 only (Node 22, the project's version, needs none of this): the conformance CLI imports
 * `globSync` from `fs`, which Node 20 lacks. This preload (`node --import`) rewrites that one
 * import of the CLI's bundle to the small `globSync` below (the CLI uses it for `** /checks.json`
 * only). Nothing else is touched.
 */
import { register } from 'node:module';

register('./node20-hooks.mjs', import.meta.url);
