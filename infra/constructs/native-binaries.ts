/**
 * The rasterizer's native binary for a Lambda platform. @resvg/resvg-js ships one npm
 * package per platform (optional dependencies), and npm installs only the host's. The
 * function asset carries exactly the Lambda's binary (linux-arm64, glibc):
 *
 * - on a machine of that platform it is in node_modules, installed by `npm ci`;
 * - elsewhere (an x64 laptop or CI) it is fetched once at synth time with `npm pack` at the
 *   version and sha512 integrity recorded in package-lock.json, verified, and kept in
 *   `.cache/lambda-natives/` (git-ignored). Nothing is downloaded at run time: the binary
 *   travels in the asset as `node_modules/@resvg/resvg-js/resvgjs.<platform>-gnu.node`, the
 *   file name resvg-js loads first.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const RESVG_PACKAGE = '@resvg/resvg-js';
/** resvg-js's runtime files (the rest of the package is docs and types). */
export const RESVG_FILES = ['package.json', 'index.js', 'js-binding.js', 'LICENSE'] as const;
export const NATIVE_CACHE_DIR = '.cache/lambda-natives';

/** Node's `${process.platform}-${process.arch}` for the Lambda architectures. */
export type LambdaPlatform = 'linux-arm64' | 'linux-x64';

const platformPackage = (platform: LambdaPlatform): string => `${RESVG_PACKAGE}-${platform}-gnu`;
/** The binary's name inside its package and in the asset. */
export const resvgBinaryName = (platform: LambdaPlatform): string => `resvgjs.${platform}-gnu.node`;

function lockEntry(root: string, pkg: string): { version: string; integrity: string } {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; integrity?: string }> };
  const e = lock.packages[`node_modules/${pkg}`];
  if (!e?.version || !e.integrity) throw new Error(`${pkg} is not in package-lock.json (npm install ${RESVG_PACKAGE})`);
  return { version: e.version, integrity: e.integrity };
}

/**
 * Path (relative to `root`) of the platform's binary, fetching it into the cache when npm did
 * not install it on this machine. Throws with the reason when it cannot be had.
 */
export function resvgBinary(root: string, platform: LambdaPlatform): string {
  const pkg = platformPackage(platform);
  const name = resvgBinaryName(platform);
  const installed = join('node_modules', pkg, name);
  if (existsSync(join(root, installed))) return installed;
  const { version, integrity } = lockEntry(root, pkg);
  const cached = join(NATIVE_CACHE_DIR, `${pkg.replace('/', '+')}@${version}`, name);
  if (existsSync(join(root, cached))) return cached;

  const dir = join(root, NATIVE_CACHE_DIR, `${pkg.replace('/', '+')}@${version}`);
  mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', dir, '--silent'], { cwd: root, encoding: 'utf8' });
  const tgz = join(dir, out.trim().split('\n').pop()!);
  const [algo, want] = integrity.split('-', 2) as [string, string];
  const got = createHash(algo).update(readFileSync(tgz)).digest('base64');
  if (got !== want) {
    rmSync(tgz, { force: true });
    throw new Error(`${pkg}@${version}: the fetched package does not match package-lock.json's integrity`);
  }
  execFileSync('tar', ['-xzf', tgz, '-C', dir, '--strip-components=1', `package/${name}`]);
  rmSync(tgz, { force: true });
  return cached;
}
