/**
 * `npm run bench:cold-start`: every function's cold start, measured by the deploy-asset harness
 * (scripts/lambda-assets/): the function's asset alone in a read-only directory, a fresh Node 22
 * process (the npm registry's binary) with Lambda's environment and the permission model, as
 * `npm run test:assets` runs it. Cold start = module load to ready (the bootstrap's `import()` of the
 * handler module, what Lambda's Init Duration adds to the runtime's own start), the median of
 * BENCH_N (default 5) fresh processes per function. Target: every function under 300 ms on x64.
 * Also printed: the CPU time of that load (user + system of the process, all threads: on a loaded
 * machine the wall time grows with the load, the CPU time much less), the process's whole start
 * (spawn to ready, Node's own boot included) and the asset sizes.
 *
 * ASSETS_CDK_OUT=<dir>: use an assembly synthesized before (else `cdk synth` runs first).
 * BENCH_ONLY=<name,...>: only these functions. BENCH_ARCH=arm64: under qemu-user (much slower: emulated).
 */
import { join } from 'node:path';
import { assembly } from '../scripts/test-assets';
import { assetSize, listFunctions, median, prepareAsset, removeTree, startFunction, startLocalServices, workDir, type Arch } from '../scripts/lambda-assets/harness';
import { machineLine } from './child-stack';

const TARGET_MS = 300;
const N = Math.max(1, Number(process.env.BENCH_N ?? 5));
const arch = (process.env.BENCH_ARCH === 'arm64' ? 'arm64' : 'x64') as Arch;

const main = async (): Promise<void> => {
  const { dir } = assembly();
  // the local store and fakes, as in the test (a function that calls out at init finds them)
  const services = await startLocalServices();
  const endpoints = services.endpoints;
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const fns = listFunctions(dir).filter((f) => !only || only.includes(f.name));
  console.log(`cold start (module load to ready), median of ${N} fresh processes per function, ${arch}`);
  console.log(machineLine());
  console.log(`${'function'.padEnd(32)} ${'asset MB'.padStart(8)} ${'median ms'.padStart(9)} ${'min'.padStart(6)} ${'max'.padStart(6)} ${'CPU ms'.padStart(7)} ${'start ms'.padStart(9)}`);
  const runDir = workDir(`bench-${arch}`);
  const over: string[] = [];
  const overCpu: string[] = [];
  const medians: number[] = [];
  for (const fn of fns) {
    const target = join(runDir, fn.name);
    prepareAsset(fn, target, arch);
    const inits: number[] = [];
    const cpus: number[] = [];
    const starts: number[] = [];
    try {
      for (let i = 0; i < N; i++) {
        const t0 = performance.now();
        const running = await startFunction(fn, target, arch, endpoints);
        starts.push(performance.now() - t0);
        inits.push(running.initMs);
        cpus.push(running.initCpuMs);
        await running.close();
      }
    } finally {
      removeTree(target);
    }
    const m = median(inits);
    medians.push(m);
    if (m >= TARGET_MS) over.push(`${fn.name} ${m.toFixed(0)} ms`);
    if (median(cpus) >= TARGET_MS) overCpu.push(`${fn.name} ${median(cpus).toFixed(0)} ms`);
    console.log(
      `${fn.name.padEnd(32)} ${(assetSize(fn.asset).bytes / 1024 / 1024).toFixed(1).padStart(8)} ${m.toFixed(0).padStart(9)} ${Math.min(...inits).toFixed(0).padStart(6)} ${Math.max(...inits).toFixed(0).padStart(6)} ${median(cpus).toFixed(0).padStart(7)} ${median(starts).toFixed(0).padStart(9)}`,
    );
  }
  const sorted = [...medians].sort((a, b) => a - b);
  console.log(`\n${fns.length} functions: median of medians ${median(medians).toFixed(0)} ms, slowest ${sorted[sorted.length - 1]?.toFixed(0)} ms`);
  await services.close();
  console.log(over.length ? `wall time over ${TARGET_MS} ms: ${over.join(', ')}` : `wall time: every function under ${TARGET_MS} ms`);
  console.log(overCpu.length ? `CPU time over ${TARGET_MS} ms: ${overCpu.join(', ')}` : `CPU time: every function under ${TARGET_MS} ms`);
  console.log(`machine after the run: ${machineLine().trim()} (a loaded machine inflates the wall time: compare the CPU time)`);
};

await main();
