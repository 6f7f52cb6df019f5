/**
 * Real bundling (esbuild + the afterBundling hooks) of one route (about 10 s): the asset
 * that would be deployed is built, inspected and imported.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { ESM_REQUIRE_BANNER } from '../../infra/constructs/api-function';
import { REPO_ROOT } from '../../infra/paths';
import { ApiStack } from '../../infra/stack';
import { bundledFunction, makeApp } from './helpers';

const route = ROUTES.find((r) => r.handler.includes('natal-chart') && existsSync(join(REPO_ROOT, r.handler))) ??
  ROUTES.find((r) => existsSync(join(REPO_ROOT, r.handler)));

if (!route) throw new Error('no route with an existing handler file to bundle');

describe('bundled function asset', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'infra-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('contains the ESM bundle, sweph with the arm64 prebuild only, and the ephemeris', { timeout: 180_000 }, () => {
    const app = makeApp(true, outdir, true);
    const description = { openapi: '3.1.0', info: { title: 'bundle test', version: '1' }, paths: {} };
    const stack = new ApiStack(app, 'BundleApi', { routes: [route!], scheduled: [], apiDescription: description });
    const assembly = app.synth();
    // the route's function is in its nested stack's template, the docs and MCP functions in the parent's
    const assetOf = (c: Parameters<typeof bundledFunction>[1]): string => bundledFunction(assembly.directory, c).asset;
    const asset = assetOf(stack.functions.get(route!.name)!);

    // the docs function carries the description, the renderer's two files and the console's built script and style, nothing else extra
    const docs = assetOf(stack.docsFunction);
    expect(JSON.parse(readFileSync(join(docs, 'docs/openapi.json'), 'utf8'))).toEqual(description);
    expect(readdirSync(join(docs, 'docs')).sort()).toEqual(['console.css', 'console.js', 'openapi.json', 'swagger-ui-bundle.js', 'swagger-ui.css']);
    expect(readFileSync(join(docs, 'docs/console.js'), 'utf8')).toContain('Chart.js v4');
    expect(existsSync(join(docs, 'ephe'))).toBe(false);
    expect(existsSync(asset)).toBe(true);

    const index = readFileSync(join(asset, 'index.mjs'), 'utf8');
    expect(index.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(existsSync(join(asset, 'index.mjs.map'))).toBe(true);
    expect(existsSync(join(asset, 'node_modules/sweph/prebuilds/linux-arm64/sweph.node'))).toBe(true);
    expect(existsSync(join(asset, 'node_modules/sweph/prebuilds/linux-x64'))).toBe(false);
    expect(existsSync(join(asset, 'node_modules/node-gyp-build/index.js'))).toBe(true);
    expect(readdirSync(join(asset, 'ephe')).filter((f) => f.endsWith('.se1')).sort()).toEqual(
      readdirSync(join(REPO_ROOT, 'ephe')).filter((f) => f.endsWith('.se1')).sort(),
    );
    // the star catalogue of the natal chart's fixedStars travels with the ephemeris
    expect(readFileSync(join(asset, 'ephe/sefstars.txt'), 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'ephe/sefstars.txt'), 'utf8'));
    // sweph is external (imported from node_modules), never inlined.
    expect(index).not.toContain('node-gyp-build');

    // The bundle loads: on this machine, add the host's prebuild to a copy and import it.
    const host = `${process.platform}-${process.arch}`;
    const hostPrebuild = join(REPO_ROOT, 'node_modules/sweph/prebuilds', host);
    if (existsSync(hostPrebuild)) {
      const copy = join(outdir, 'run');
      cpSync(asset, copy, { recursive: true });
      cpSync(hostPrebuild, join(copy, 'node_modules/sweph/prebuilds', host), { recursive: true });
      const out = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          // Regulus from the asset's star catalogue (flag 2: from the .se1 files, not the Moshier fallback)
          `const m = await import('./index.mjs'); const s = await import('sweph'); s.default.set_ephe_path(process.env.EPHE_PATH); const r = s.default.fixstar2_ut('Regulus', 2451545, 2); console.log(typeof m.handler, typeof s.default.calc_ut, r.flag, r.data[0].toFixed(2));`,
        ],
        { cwd: copy, env: { ...process.env, EPHE_PATH: join(copy, 'ephe') }, encoding: 'utf8' },
      );
      expect(out.trim().split('\n').pop()).toBe('function function 2 149.83');

      // the MCP function (infra/mcp.ts): its bundle holds the route's handler and loads (the
      // Lambda runtime's `awslambda` global stubbed; its streamed handler is what it returns)
      const mcp = assetOf(stack.mcpFunction);
      const mcpCopy = join(outdir, 'run-mcp');
      cpSync(mcp, mcpCopy, { recursive: true });
      cpSync(hostPrebuild, join(mcpCopy, 'node_modules/sweph/prebuilds', host), { recursive: true });
      const mcpOut = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `globalThis.awslambda = { streamifyResponse: (f) => Object.assign(f, { streamed: true }), HttpResponseStream: { from: (s) => s } }; const m = await import('./index.mjs'); console.log(typeof m.handler, m.handler.streamed);`,
        ],
        { cwd: mcpCopy, env: { ...process.env, EPHE_PATH: join(mcpCopy, 'ephe') }, encoding: 'utf8' },
      );
      expect(mcpOut.trim().split('\n').pop()).toBe('function true');
      expect(readFileSync(join(mcp, 'index.mjs'), 'utf8')).toContain(route!.name);
    }
  });
});

describe('bundled image function asset', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'infra-bundle-img-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('carries resvg-js with the linux-arm64 binary only, the glyph outlines and the Devanagari faces (no font parser in the entry: the shaper is a chunk), and loads', { timeout: 240_000 }, () => {
    const image = ROUTES.find((r) => r.name === 'images-natal-wheel')!;
    const app = makeApp(true, outdir, true);
    const description = { openapi: '3.1.0', info: { title: 'bundle test', version: '1' }, paths: {} };
    const stack = new ApiStack(app, 'BundleImg', { routes: [image], scheduled: [], apiDescription: description });
    const assembly = app.synth();
    const { asset } = bundledFunction(assembly.directory, stack.functions.get(image.name)!);
    const resvg = join(asset, 'node_modules/@resvg/resvg-js');
    expect(readdirSync(resvg).sort()).toEqual(['LICENSE', 'index.js', 'js-binding.js', 'package.json', 'resvgjs.linux-arm64-gnu.node']);
    // an aarch64 ELF shared object (e_machine 183)
    const elf = readFileSync(join(resvg, 'resvgjs.linux-arm64-gnu.node'));
    expect(elf.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
    expect(elf.readUInt16LE(18)).toBe(183);
    expect(existsSync(join(asset, 'node_modules/@resvg/resvg-js-linux-x64-gnu'))).toBe(false);
    expect(readdirSync(join(asset, 'fonts')).sort()).toEqual(['NotoSansDevanagari_400Regular.ttf', 'NotoSansDevanagari_700Bold.ttf', 'dejavu-outlines.bin']);
    const index = readFileSync(join(asset, 'index.mjs'), 'utf8');
    expect(index).not.toContain('resvgjs.linux');
    // neither fontkit nor pdf-lib is in the entry (each cost CPU at every cold start: docs/infra.md); fontkit, the
    // Devanagari shaper, is a chunk of its own, read only by the first drawing with Devanagari (docs/images.md)
    expect(index).not.toContain('fontkit');
    expect(index).not.toContain('PDFDocument');
    const chunks = readdirSync(join(asset, 'chunks'));
    const shaper = chunks.filter((c) => c.startsWith('devanagari-') && c.endsWith('.mjs'));
    expect(shaper).toHaveLength(1);
    const chunk = readFileSync(join(asset, 'chunks', shaper[0]!), 'utf8');
    // the faces it opens and the font parser (some 1 MB minified) are there, not in the entry
    expect(chunk.includes('NotoSansDevanagari_400Regular.ttf')).toBe(true);
    expect(chunk.length).toBeGreaterThan(500_000);
    expect(index.includes('NotoSansDevanagari')).toBe(false);
    expect(index.includes(shaper[0]!)).toBe(true);

    // The bundle loads and rasterizes on this machine with the host's binary added to a copy.
    const host = `${process.platform}-${process.arch}`;
    const hostBinary = join(REPO_ROOT, `node_modules/@resvg/resvg-js-${host}-gnu/resvgjs.${host}-gnu.node`);
    if (existsSync(hostBinary)) {
      const copy = join(outdir, 'run');
      cpSync(asset, copy, { recursive: true });
      cpSync(hostBinary, join(copy, `node_modules/@resvg/resvg-js/resvgjs.${host}-gnu.node`));
      cpSync(join(REPO_ROOT, 'node_modules/sweph/prebuilds', host), join(copy, 'node_modules/sweph/prebuilds', host), { recursive: true });
      const out = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `const m = await import('./index.mjs'); const { Resvg } = await import('@resvg/resvg-js'); const png = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').render().asPng(); console.log(typeof m.handler, png.subarray(1, 4).toString());`],
        { cwd: copy, env: { ...process.env, EPHE_PATH: join(copy, 'ephe'), FONT_DIR: join(copy, 'fonts') }, encoding: 'utf8' },
      );
      expect(out.trim().split('\n').pop()).toBe('function PNG');
    }
  });
});

describe('which functions load the rasterizer', () => {
  it('only routes that answer PNG import @resvg/resvg-js (the others’ assets do not carry it)', async () => {
    const { build } = await import('esbuild');
    for (const r of ROUTES.filter((x) => x.produces)) {
      const out = await build({
        entryPoints: [join(REPO_ROOT, r.handler)],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        metafile: true,
        external: ['sweph', '@resvg/resvg-js'],
        logLevel: 'silent',
      });
      const imports = Object.values(out.metafile.inputs).flatMap((i) => i.imports.map((x) => x.path));
      expect(imports.includes('@resvg/resvg-js'), r.name).toBe(r.produces!.includes('image/png'));
    }
  }, 60_000);
});
