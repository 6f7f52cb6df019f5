/**
 * What the HTTP benchmarks share: `npm start` (scripts/start.ts) in a child process, and the CPU
 * time its process tree has used (the server's cost per request, whatever the machine's load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '#shared/http/local-stack';

export const TSX = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');

export interface ChildStack {
  proc: ChildProcess;
  url: string;
  dynamoEndpoint: string;
  /** the demo account's key, as npm start prints it */
  demoKey: string;
}

/** `npm start` in a child process: temp DATA_DIR, free ports, logs off, the standard rate limit raised; `env` adds to its environment. */
export const startChildStack = (dataDir: string, env: Record<string, string> = {}): Promise<ChildStack> =>
  new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [TSX, 'scripts/start.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        DYNAMODB_PORT: '0',
        DYNAMODB_ENDPOINT: '',
        LOG_LEVEL: 'silent',
        AI_LOG: 'off',
        RATE_LIMIT_STANDARD: '10000000/min',
        NODE_NO_WARNINGS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`stack did not start:\n${out}`)), 60_000);
    proc.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const url = /Blueprint API \(local\)\s+(\S+)/.exec(out)?.[1];
      const dynamoEndpoint = /DynamoDB \(dynalite\)\s+(\S+)/.exec(out)?.[1];
      const demoKey = /Demo API key\s+(\S+)/.exec(out)?.[1];
      if (url && dynamoEndpoint && demoKey && out.includes('Ctrl-C to stop')) {
        clearTimeout(timer);
        resolve({ proc, url, dynamoEndpoint, demoKey });
      }
    });
    proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    proc.once('exit', (code) => reject(new Error(`stack exited with ${code}:\n${out}`)));
  });

/**
 * CPU time (user + system, ms) used so far by a process and all its descendants, from /proc
 * (Linux only; undefined elsewhere). The stack runs as tsx -> node (-> workers), so the tree is summed.
 */
export const treeCpuMs = (root: number | undefined): number | undefined => {
  if (root === undefined) return undefined;
  try {
    const tick = 1000 / 100; // USER_HZ is 100 on Linux
    const stats = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .flatMap((d) => {
        try {
          // fields after the command name: state ppid ... utime(14) stime(15)
          const after = readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
          return [{ pid: Number(d), ppid: Number(after[1]), cpu: (Number(after[11]) + Number(after[12])) * tick }];
        } catch {
          return [];
        }
      });
    const inTree = new Set([root]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of stats) {
        if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
          inTree.add(p.pid);
          grew = true;
        }
      }
    }
    return stats.filter((p) => inTree.has(p.pid)).reduce((a, p) => a + p.cpu, 0);
  } catch {
    return undefined;
  }
};

/** Stops the stack (SIGINT: it closes its store and flushes like Ctrl-C) and removes its data directory. */
export const stopChildStack = async (stack: ChildStack, dataDir: string): Promise<void> => {
  await new Promise<void>((res) => {
    stack.proc.once('exit', () => res());
    stack.proc.kill('SIGINT');
  });
  rmSync(dataDir, { recursive: true, force: true });
};

/** The machine line every HTTP benchmark prints under its figures (the load says how far to trust them). */
export const machineLine = (): string =>
  `  machine      ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} (1/5/15 min)`;
