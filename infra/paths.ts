/**
 * Where things are on the machine that synthesizes the stack, and where they land in
 * a function's asset (the Lambda runtime unpacks the asset to /var/task).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: the esbuild working directory and the base of every `handler` path. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Lambda's task root: the asset's top-level folder at runtime. */
export const TASK_ROOT = '/var/task';

/** Folder of the asset (under TASK_ROOT) that holds the Swiss Ephemeris `.se1` files. */
export const EPHE_DIR = 'ephe';

/** Folder of the asset (under TASK_ROOT) that holds the places file, and its name (shared/places/data.ts). */
export const PLACES_DIR = 'places';
export const PLACES_FILE = 'cities.pbf';
/** The places' other names (former names, exonyms, native names), built by scripts/build-place-names.ts, beside the places file. */
export const PLACES_ALT_NAMES = 'alt-names.tsv.gz';

/** Folder of the asset (under TASK_ROOT) that holds the PDF fonts. */
export const FONT_DIR = 'fonts';

/**
 * The font files the PDF renderer loads (shared/pdf/fonts.ts, FONT_FILES), by their path under
 * node_modules; each lands in FONT_DIR under its own file name.
 */
export const FONT_SOURCES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  '@expo-google-fonts/playfair-display/600SemiBold/PlayfairDisplay_600SemiBold.ttf',
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
] as const;

/**
 * The glyph outlines the PNG renderer draws text with (shared/drawing/glyph-outlines.ts), a file of
 * the repository built by scripts/build-glyph-outlines.ts; it lands in FONT_DIR of the functions
 * that carry the rasterizer.
 */
export const OUTLINES_SOURCE = 'shared/drawing/dejavu-outlines.bin';

/**
 * The faces the PNG renderer shapes Devanagari with (shared/drawing/devanagari.ts, loaded only for a
 * drawing that has Devanagari), by their path under node_modules; they land in FONT_DIR of the
 * functions that carry the rasterizer, beside the glyph outlines.
 */
export const RASTER_FONT_SOURCES = [
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
] as const;

/** sweph's runtime files (everything else in the package is sources and other platforms' binaries). */
export const SWEPH_FILES = ['package.json', 'index.js', 'index.mjs', 'constants.js', 'LICENSE'] as const;
