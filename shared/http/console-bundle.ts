/**
 * The console's script and style, built from web/console.ts (with chart.js from node_modules)
 * by esbuild: in memory for the local server (once per process), into a directory at synth time
 * for the docs function's asset (infra/stack.ts). Not for Lambda code: esbuild is a build tool.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { CONSOLE_ASSETS, isConsoleAsset, type ConsoleAsset } from './console-page';

export const CONSOLE_ENTRY = fileURLToPath(new URL('../../web/console.ts', import.meta.url));

/** Builds console.js and console.css (minified, for today's browsers), as file name -> text. */
export const buildConsole = (): Record<ConsoleAsset, string> => {
  const result = buildSync({
    entryPoints: [CONSOLE_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    outdir: 'out',
    write: false,
    logLevel: 'silent',
    // chart.js's licence comments stay in the file
    legalComments: 'eof',
  });
  const files: Partial<Record<ConsoleAsset, string>> = {};
  for (const f of result.outputFiles) {
    const name = basename(f.path);
    if (isConsoleAsset(name)) files[name] = f.text;
  }
  for (const name of Object.keys(CONSOLE_ASSETS)) if (files[name as ConsoleAsset] === undefined) throw new Error(`esbuild wrote no ${name}`);
  return files as Record<ConsoleAsset, string>;
};

let built: Record<ConsoleAsset, string> | undefined;
/** The local server's copy, built at its first request. */
export const consoleAsset = (name: ConsoleAsset): { body: string; contentType: string } => {
  built ??= buildConsole();
  return { body: built[name], contentType: CONSOLE_ASSETS[name] };
};

/**
 * Writes `text` to `path` whole or not at all (a file beside it, then a rename): several synths
 * at once (parallel test files) may share a directory, and none reads a half-written file.
 */
export const writeFileWhole = (path: string, text: string): void => {
  const part = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  writeFileSync(part, text);
  renameSync(part, path);
};

/** Writes the files into `dir` (synth time); returns their paths. */
export const writeConsoleBundle = (dir: string): string[] => {
  mkdirSync(dir, { recursive: true });
  return Object.entries(buildConsole()).map(([name, text]) => {
    const path = join(dir, name);
    writeFileWhole(path, text);
    return path;
  });
};
