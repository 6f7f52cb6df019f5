/** `fs.globSync` for the patterns the conformance CLI uses (`** /<file name>`), for Node 20. */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

export function globSync(pattern, options = {}) {
  const name = basename(pattern);
  if (!pattern.startsWith('**/') || name.includes('*')) throw new Error(`glob-sync: unsupported pattern ${pattern}`);
  return readdirSync(options.cwd ?? '.', { recursive: true }).filter((p) => basename(String(p)) === name).map(String);
}
