/**
 * `npm run test:assets`: the deploy-asset test (docs/infra.md, "Deploy assets"). Synthesizes the
 * app (`cdk synth`, with the deploy runbook's context), then for every function of every stack
 * (nested ones too) copies its asset alone into an empty read-only directory, starts it on Node 22
 * (the npm registry's binary; x64 here, arm64 too under qemu-user where it is installed) with its
 * template's handler setting and Lambda's environment, under Node's permission model (it may read
 * its asset and /tmp, write /tmp only), invokes it with its sample event (events/<route>.json,
 * events/functions/<function>*.json) against a local store, and checks the answer:
 *
 * - a route answers 2xx (streamed ones through the HTTP prelude); the sample events that name a
 *   record (`bp_replace_with_...`) get the id of the record an earlier sample created, so the reads
 *   and deletes answer 2xx too, and the account is deleted last;
 * - the MCP function lists every tool and answers a tool call with its structured result;
 * - the docs function serves the API description; the reconciler, the daily job and the webhook
 *   producers' job report no failure; the ledger stream consumer copies a fresh account's journal to
 *   the ledger; the webhook dispatcher sends a due delivery's key to the (fake) SQS queue; the webhook
 *   worker reports its sample's bad record alone in `batchItemFailures` and, with the deployed
 *   address policy, refuses the loopback receiver of the other (a failed attempt, retried later).
 *
 * A function that cannot start, fails, answers otherwise, or touches a file outside its asset and
 * /tmp (ERR_ACCESS_DENIED anywhere in its output) fails the test (exit 1). Printed: per function its
 * asset size, init duration (module load to ready) and invocation time.
 *
 * ASSETS_CDK_OUT=<dir>: use an assembly synthesized before (skips the synth). ASSETS_ONLY=<name,...>:
 * only these functions (a sample that needs an id another one makes then fails).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { mcpRoutes } from '#shared/mcp/tools';
import { ROUTES, type RouteDef } from '#shared/routes';
import { buildEvent, deliveryId, serializeEvent } from '#shared/webhooks/events';
import { CLAIM_MS, parseQueuedKey } from '#shared/webhooks/queue';
import { webhookStore } from '#shared/webhooks/store-access';
import { REPO_ROOT } from '../infra/paths';
import { SMOKE_HOOK } from '../infra/releases';
import { completeEvent } from './apigw-event';
import { withKey } from './invoke';
import {
  assetSize,
  InitError,
  listFunctions,
  nodeBinary,
  prepareAsset,
  removeTree,
  startFunction,
  startLocalServices,
  synthesize,
  workDir,
  type Arch,
  type AssetFunction,
  type InvokeResult,
  type LocalServices,
} from './lambda-assets/harness';

type Json = Record<string, unknown>;

/** The creating route of each placeholder prefix: its answer holds the id the later samples use. */
const CREATED_BY: Record<string, string> = {
  bp: 'blueprints-generate',
  conv: 'advisor-chat',
  key: 'keys-create',
  rel: 'relationships-create',
  tr: 'transits-create',
  cal: 'calendars-create',
  wh: 'webhooks-create',
  dlv: 'webhooks-test',
};
/** `calt_…`: a calendar feed's `<token>.ics`, the end of the `url` calendars-create answered. */
const PLACEHOLDER = /^(bp|conv|key|rel|tr|acc|cal|calt|wh|dlv)_replace_with_[a-z_]+$/;

/** Order of the route samples: creations, then reads, then deletions, the account's deletion last. */
// (a PUT names the resource it creates in its path: before the reads of that path)
// (the blueprint's deletion after the deletions of what was made from it: it takes them with it)
// (a webhook's redelivery after its test event, which queues the delivery it names)
const phase = (r: RouteDef): number =>
  r.name === 'account-delete' ? 4 : r.name === 'blueprints-delete' ? 3.5 : r.method === 'DELETE' || r.name === 'keys-revoke' ? 3 : JSON.stringify(readSample(r.name)).includes('dlv_replace_with_') ? 2.5 : r.method === 'PUT' ? 1.5 : r.path.includes('{') || Object.values(readSample(r.name)).some((v) => JSON.stringify(v).includes('_replace_with_')) ? 2 : 1;

const readSample = (name: string): Json => JSON.parse(readFileSync(join(REPO_ROOT, 'events', `${name}.json`), 'utf8')) as Json;

/** A sample with every placeholder id replaced by a real one. */
const substitute = (v: unknown, ids: Map<string, string>, name: string): unknown => {
  if (typeof v === 'string') {
    const m = PLACEHOLDER.exec(v);
    if (!m) return v;
    const id = ids.get(m[1]!);
    if (!id) throw new Error(`${name}: no ${m[1]}_ id yet (made by ${CREATED_BY[m[1]!] ?? 'the harness'})`);
    return id;
  }
  if (Array.isArray(v)) return v.map((x) => substitute(x, ids, name));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, substitute(x, ids, name)]));
  return v;
};

/** The first string in a value (a body, headers) that is an id with the prefix. */
const findId = (v: unknown, prefix: string): string | undefined => {
  if (typeof v === 'string') return new RegExp(`^${prefix}_[A-Za-z0-9_-]+$`).test(v) && !v.includes('replace') ? v : undefined;
  if (Array.isArray(v)) return v.map((x) => findId(x, prefix)).find(Boolean);
  if (v && typeof v === 'object') return Object.values(v).map((x) => findId(x, prefix)).find(Boolean);
  return undefined;
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const httpAnswer = (r: InvokeResult): Answer => {
  if (r.error) throw new Error(`${r.error.errorType}: ${r.error.errorMessage}\n${(r.error.stack ?? []).join('\n')}`);
  if (r.streamed) return { status: r.streamed.prelude.statusCode ?? 200, headers: r.streamed.prelude.headers ?? {}, body: r.streamed.body };
  const p = r.payload as APIGatewayProxyResult;
  if (!p || typeof p.statusCode !== 'number') throw new Error(`not an API Gateway proxy result: ${JSON.stringify(r.payload).slice(0, 300)}`);
  const headers = Object.fromEntries(Object.entries(p.headers ?? {}).map(([k, v]) => [k, String(v)]));
  return { status: p.statusCode, headers, body: p.isBase64Encoded ? Buffer.from(p.body, 'base64') : Buffer.from(p.body ?? '') };
};

const header = (a: Answer, name: string): string | undefined => Object.entries(a.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

const expect2xx = (a: Answer): void => {
  if (a.status < 200 || a.status > 299) throw new Error(`answered ${a.status}: ${a.body.toString('utf8').slice(0, 400)}`);
};

const jsonOf = (a: Answer): Json => JSON.parse(a.body.toString('utf8')) as Json;

interface Step {
  label: string;
  event: () => Promise<unknown>;
  check: (r: InvokeResult) => Promise<string>;
}

interface Plan {
  fn: AssetFunction;
  order: number;
  steps: Step[];
}

/** The samples of a function that is not a route (events/functions/<name>*.json), as API Gateway would send the HTTP ones. */
const functionSamples = (name: string): { file: string; sample: Json }[] => {
  const dir = join(REPO_ROOT, 'events/functions');
  return readdirSync(dir)
    .filter((f) => f === `${name}.json` || (f.startsWith(`${name}-`) && f.endsWith('.json')))
    .sort((a, b) => (a === `${name}.json` ? -1 : b === `${name}.json` ? 1 : a.localeCompare(b)))
    .map((f) => ({ file: `events/functions/${f}`, sample: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Json }));
};

const httpEvent = (route: Pick<RouteDef, 'name' | 'method' | 'path'>, sample: Json, key: string): APIGatewayProxyEvent => {
  const partial = { ...sample };
  delete partial.httpMethod;
  if (partial.body !== undefined && partial.body !== null && typeof partial.body !== 'string') partial.body = JSON.stringify(partial.body);
  return withKey(completeEvent(route as RouteDef, partial as Partial<APIGatewayProxyEvent>), key);
};

const plans = (fns: AssetFunction[], services: LocalServices, account: { accountId: string; apiKey: string }, ids: Map<string, string>): Plan[] => {
  ids.set('acc', account.accountId);
  const toolCount = mcpRoutes(ROUTES).length;
  return fns.map((fn): Plan => {
    const route = ROUTES.find((r) => r.name === fn.name);
    if (route) {
      return {
        fn,
        order: phase(route),
        steps: [
          {
            label: `events/${route.name}.json`,
            event: () => Promise.resolve(httpEvent(route, substitute(readSample(route.name), ids, route.name) as Json, account.apiKey)),
            check: (r) => {
              const a = httpAnswer(r);
              expect2xx(a);
              const made = Object.entries(CREATED_BY).find(([, by]) => by === route.name);
              if (made) {
                const id = findId(header(a, 'X-Conversation-Id'), made[0]) ?? findId(a.body.length && /json/.test(header(a, 'Content-Type') ?? '') ? jsonOf(a) : undefined, made[0]);
                if (!id) throw new Error(`answered ${a.status} without a ${made[0]}_ id: ${a.body.toString('utf8').slice(0, 300)}`);
                ids.set(made[0], id);
              }
              if (route.name === 'calendars-create') ids.set('calt', String(jsonOf(a).data && (jsonOf(a).data as Json).url).split('/').pop()!);
              return Promise.resolve(`${a.status} ${header(a, 'Content-Type') ?? ''} ${a.body.length} B`);
            },
          },
        ],
      };
    }
    const samples = functionSamples(fn.name);
    if (samples.length === 0) throw new Error(`function ${fn.name}: no sample event (events/${fn.name}.json or events/functions/${fn.name}.json)`);
    const steps = samples.map(({ file, sample }): Step => {
      if (typeof sample.httpMethod === 'string') {
        const pseudo = { name: fn.name, method: sample.httpMethod as RouteDef['method'], path: String(sample.path) };
        return {
          label: file,
          event: () => Promise.resolve(httpEvent(pseudo, sample, account.apiKey)),
          check: (r) => {
            const a = httpAnswer(r);
            expect2xx(a);
            if (fn.name === 'docs') {
              const doc = jsonOf(a);
              if (doc.openapi !== '3.1.0' || Object.keys(doc.paths as Json).length < new Set(ROUTES.map((r) => r.path)).size) throw new Error(`not the API description: ${a.body.toString().slice(0, 200)}`);
              return Promise.resolve(`${a.status} openapi ${String(doc.openapi)}, ${Object.keys(doc.paths as Json).length} paths`);
            }
            if (fn.name === 'mcp') {
              const rpc = jsonOf(a) as { result?: { tools?: unknown[]; isError?: boolean; structuredContent?: { data?: unknown; meta?: Json } }; error?: unknown };
              if (rpc.error || !rpc.result) throw new Error(`JSON-RPC error: ${a.body.toString().slice(0, 400)}`);
              if ((sample.body as Json).method === 'tools/list') {
                if (rpc.result.tools?.length !== toolCount) throw new Error(`listed ${rpc.result.tools?.length} tools, expected ${toolCount}`);
                return Promise.resolve(`${a.status} tools/list: ${toolCount} tools`);
              }
              if (rpc.result.isError || !rpc.result.structuredContent?.data) throw new Error(`tool call failed: ${a.body.toString().slice(0, 400)}`);
              return Promise.resolve(`${a.status} tools/call: data, ${String(rpc.result.structuredContent.meta?.creditsUsed)} credit(s) used`);
            }
            return Promise.resolve(String(a.status));
          },
        };
      }
      if (fn.name === 'ledger-stream') {
        let accountId = '';
        return {
          label: `${file} (NewImage: a fresh account's item)`,
          event: async () => {
            const fresh = await services.newAccount(25);
            accountId = fresh.accountId;
            const db = createDocumentClient({ region: services.deps.config.region, endpoint: services.endpoints.dynamodb });
            const item = (await db.send(new GetCommand({ TableName: services.deps.config.tableNames.accounts, Key: { accountId } }))).Item!;
            const event = structuredClone(sample) as { Records: { dynamodb: Json }[] };
            event.Records[0]!.dynamodb.NewImage = marshall(item, { removeUndefinedValues: true });
            event.Records[0]!.dynamodb.Keys = marshall({ accountId });
            return event;
          },
          check: async (r) => {
            if (r.error) throw new Error(`${r.error.errorType}: ${r.error.errorMessage}`);
            const failures = (r.payload as { batchItemFailures?: unknown[] }).batchItemFailures;
            if (!Array.isArray(failures) || failures.length > 0) throw new Error(`answered ${JSON.stringify(r.payload)}`);
            const rows = await services.deps.stores.ledger.listByAccount(accountId);
            const journal = (await services.deps.stores.accounts.get(accountId))?.journal ?? {};
            if (rows.length === 0 || Object.keys(journal).length > 0) throw new Error(`ledger rows ${rows.length}, journal left ${Object.keys(journal).length}`);
            return `no failure; ${rows.map((x) => x.kind).join(', ')} copied to the ledger`;
          },
        };
      }
      if (fn.name === 'webhook-dispatch' || fn.name === 'webhook-worker') return webhookStep(fn.name, file, sample, services);
      if (fn.name === SMOKE_HOOK.name) {
        let from = 0;
        return {
          label: `${file} (CodeDeploy's pre-traffic event: the fake deployment's AppSpec names a function version)`,
          event: () => {
            from = services.codedeploy.statuses.length;
            return Promise.resolve(sample);
          },
          check: (r) => {
            if (r.error) throw new Error(`${r.error.errorType}: ${r.error.errorMessage}`);
            const { target, invocations, statuses } = services.codedeploy;
            const invoked = invocations.at(-1);
            if (invoked?.functionName !== target.name || invoked.qualifier !== target.targetVersion) throw new Error(`invoked ${JSON.stringify(invoked)}, expected ${target.name}:${target.targetVersion}`);
            const reported = statuses.slice(from);
            if (reported.length !== 1 || reported[0]!.status !== 'Succeeded' || reported[0]!.lifecycleEventHookExecutionId !== sample.LifecycleEventHookExecutionId) throw new Error(`reported ${JSON.stringify(reported)}`);
            return Promise.resolve(`invoked ${target.name}:${target.targetVersion} (${String((r.payload as Json).detail)}), reported Succeeded`);
          },
        };
      }
      return {
        label: file,
        event: () => Promise.resolve(sample),
        check: (r) => {
          if (r.error) throw new Error(`${r.error.errorType}: ${r.error.errorMessage}`);
          const p = r.payload as Json;
          if (fn.name === 'daily-horoscopes') {
            const failed = p.failed as unknown[];
            if (!Array.isArray(failed) || failed.length > 0 || p.record === 'failed') throw new Error(`job report: ${JSON.stringify(p).slice(0, 400)}`);
            return Promise.resolve(`day ${String(p.day)} ${String(p.record)}, ${(p.created as unknown[]).length} created`);
          }
          if (!p || typeof p !== 'object' || 'errors' in p) throw new Error(`answered ${JSON.stringify(p).slice(0, 400)}`);
          return Promise.resolve(JSON.stringify(p).slice(0, 100));
        },
      };
    });
    return { fn, order: fn.name === 'ledger-stream' ? 0 : 1, steps };
  });
};

/** A delivery in the outbox of a fresh account for the webhook samples: due now, or claimed (`claim`). */
const pendingDelivery = async (services: LocalServices, url: string, nextAttemptAt: number): Promise<{ ownerId: string; deliveryId: string }> => {
  const store = webhookStore(services.deps);
  const { accountId: ownerId } = await services.newAccount(10);
  const webhookId = `wh_asset_${nextAttemptAt.toString(36)}`;
  await store.putEndpoint({ ownerId, webhookId, url, events: ['sky.station'], secret: 'whsec_asset', createdAt: new Date().toISOString() });
  const event = buildEvent('sky.station', [webhookId], new Date().toISOString(), { asset: true });
  const id = deliveryId(event.id, webhookId);
  await store.enqueue({ ownerId, deliveryId: id, webhookId, eventId: event.id, eventType: event.type, body: serializeEvent(event), createdAt: event.createdAt, nextAttemptAt });
  return { ownerId, deliveryId: id };
};

/** The steps of the webhook dispatcher and worker: each makes its delivery, the check reads what became of it. */
const webhookStep = (name: 'webhook-dispatch' | 'webhook-worker', file: string, sample: Json, services: LocalServices): Step => {
  let made = { ownerId: '', deliveryId: '' };
  if (name === 'webhook-dispatch') {
    let from = 0;
    return {
      label: `${file} (a delivery due now in the outbox)`,
      event: async () => {
        made = await pendingDelivery(services, 'https://example.com/hook', Date.now());
        from = services.sqs.messages.length;
        return sample;
      },
      check: (r) => {
        if (r.error) throw new Error(`${r.error.errorType}: ${r.error.errorMessage}`);
        const keys = services.sqs.messages.slice(from).map((m) => parseQueuedKey(m.body));
        if (!keys.some((k) => k?.deliveryId === made.deliveryId)) throw new Error(`the due delivery was not queued: ${JSON.stringify(r.payload)}`);
        return Promise.resolve(`${String((r.payload as Json).queued)} key(s) sent to SQS, the due delivery among them`);
      },
    };
  }
  const records = sample.Records as { messageId: string; body: string }[];
  return {
    label: `${file} (a claimed delivery to a loopback receiver, and a record that is not a key)`,
    event: async () => {
      const claim = Date.now() + CLAIM_MS;
      made = await pendingDelivery(services, 'https://127.0.0.1/hook', claim);
      const event = structuredClone(sample) as { Records: { body: string }[] };
      event.Records[0]!.body = JSON.stringify({ ...made, claim });
      return event;
    },
    check: async (r) => {
      if (r.error) throw new Error(`${r.error.errorType}: ${r.error.errorMessage}`);
      const failures = (r.payload as { batchItemFailures?: unknown }).batchItemFailures;
      if (JSON.stringify(failures) !== JSON.stringify([{ itemIdentifier: records[1]!.messageId }])) throw new Error(`answered ${JSON.stringify(r.payload)}`);
      const d = await webhookStore(services.deps).getDelivery(made.ownerId, made.deliveryId);
      const error = d?.attempts[0]?.error ?? '';
      if (d?.status !== 'pending' || d.failures !== 1 || !/not public/.test(error)) throw new Error(`the delivery: ${JSON.stringify(d)}`);
      return `the bad record alone in batchItemFailures; loopback refused (${error})`;
    },
  };
};

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

export interface RunFigures {
  name: string;
  arch: Arch;
  assetBytes: number;
  files: number;
  initMs: number;
  invokeMs: number[];
}

const runAll = async (fns: AssetFunction[], arch: Arch, runDir: string): Promise<{ failures: string[]; figures: RunFigures[] }> => {
  const services = await startLocalServices();
  const failures: string[] = [];
  const figures: RunFigures[] = [];
  try {
    const account = await services.newAccount();
    const ids = new Map<string, string>();
    const ordered = plans(fns, services, account, ids).sort((a, b) => a.order - b.order || a.fn.name.localeCompare(b.fn.name));
    console.log(`\n${arch}: ${ordered.length} functions (${nodeDescription(arch)})`);
    console.log(`${'function'.padEnd(32)} ${'asset MB'.padStart(8)} ${'files'.padStart(5)} ${'init ms'.padStart(8)} ${'call ms'.padStart(8)}  answer`);
    for (const { fn, steps } of ordered) {
      const dir = join(runDir, fn.name);
      const size = assetSize(fn.asset);
      prepareAsset(fn, dir, arch);
      const row = (init: string, call: string, what: string): void => console.log(`${fn.name.padEnd(32)} ${mb(size.bytes).padStart(8)} ${String(size.files).padStart(5)} ${init.padStart(8)} ${call.padStart(8)}  ${what}`);
      let running: Awaited<ReturnType<typeof startFunction>> | undefined;
      try {
        running = await startFunction(fn, dir, arch, services.endpoints);
        const calls: number[] = [];
        for (const step of steps) {
          const result = await running.invoke(await step.event());
          calls.push(result.ms);
          const what = await step.check(result).catch((e: unknown) => {
            throw new Error(`${step.label}: ${e instanceof Error ? e.message : String(e)}`);
          });
          row(calls.length === 1 ? running.initMs.toFixed(0) : '', result.ms.toFixed(0), `${what} (${step.label})`);
        }
        const denied = /ERR_ACCESS_DENIED/.exec(running.output());
        if (denied) throw new Error(`touched a file outside its asset and /tmp:\n${running.output().slice(Math.max(0, denied.index - 800), denied.index + 400)}`);
        figures.push({ name: fn.name, arch, assetBytes: size.bytes, files: size.files, initMs: running.initMs, invokeMs: calls });
      } catch (e) {
        const message = e instanceof InitError ? `${e.message}\n${e.output.slice(-1500)}` : e instanceof Error ? e.message : String(e);
        failures.push(`${arch} ${fn.name}: ${message}`);
        row('FAIL', '', message.split('\n')[0]!.slice(0, 160));
        if (running) console.log(running.output().slice(-1500));
      } finally {
        await running?.close();
        removeTree(dir);
      }
    }
    console.log(`AI secret reads from the (fake) Secrets Manager: ${services.secretReads()}; Anthropic API calls: ${services.anthropic.requests.length}`);
    // the AI functions read the Anthropic key from the secret the template names (cold start or first call)
    if (fns.some((f) => 'ANTHROPIC_API_KEY_SECRET_ID' in f.environment) && services.secretReads() === 0) failures.push(`${arch}: no function read the Anthropic key from Secrets Manager`);
  } finally {
    await services.close();
  }
  return { failures, figures };
};

const nodeDescription = (arch: Arch): string => {
  const n = nodeBinary(arch);
  return 'missing' in n ? n.missing : `${n.prefix.length ? `${n.command} ` : ''}node_modules/node-linux-${arch}/bin/node`;
};

export const assembly = (): { dir: string; synthMs?: number } => {
  const given = process.env.ASSETS_CDK_OUT;
  if (given) return { dir: given };
  const dir = join(workDir('synth'), 'cdk.out');
  rmSync(dir, { recursive: true, force: true });
  const synthMs = synthesize(dir);
  return { dir, synthMs };
};

const main = async (): Promise<void> => {
  const started = Date.now();
  const { dir, synthMs } = assembly();
  if (synthMs !== undefined) console.log(`cdk synth: ${(synthMs / 1000).toFixed(1)} s`);
  const only = process.env.ASSETS_ONLY?.split(',').filter(Boolean);
  const fns = listFunctions(dir).filter((f) => !only || only.includes(f.name));
  console.log(`${fns.length} functions in ${readdirSync(dir).filter((f) => f.endsWith('.template.json')).length} templates (${dir})`);
  const failures: string[] = [];
  // the host's architecture natively (required), the other under qemu-user where it is installed
  const host: Arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  for (const arch of [host, host === 'x64' ? 'arm64' : 'x64'] as const) {
    const node = nodeBinary(arch);
    if ('missing' in node) {
      if (arch === host) failures.push(`${arch}: ${node.missing}`);
      else console.log(`\n${arch}: skipped: ${node.missing}`);
      continue;
    }
    const runDir = workDir(`run-${arch}`);
    const { failures: f, figures } = await runAll(fns, arch, runDir);
    failures.push(...f);
    if (figures.length) {
      const inits = figures.map((x) => x.initMs).sort((a, b) => a - b);
      const total = figures.reduce((s, x) => s + x.assetBytes, 0);
      console.log(`${arch}: init ms min ${inits[0]!.toFixed(0)}, median ${inits[Math.floor(inits.length / 2)]!.toFixed(0)}, max ${inits[inits.length - 1]!.toFixed(0)} (one run each: npm run bench:cold-start for medians); assets ${mb(total)} MB in all`);
    }
  }
  console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // the assembly this run made (hundreds of MB) goes; one given with ASSETS_CDK_OUT stays
  if (synthMs !== undefined) rmSync(dir, { recursive: true, force: true });
  if (failures.length) {
    console.error(`\n${failures.length} failure(s):\n${failures.map((f) => `- ${f}`).join('\n\n')}`);
    process.exit(1);
  }
  console.log('every function started alone from its asset and answered its sample events');
  process.exit(0);
};

if (process.argv[1] && existsSync(process.argv[1]) && process.argv[1].endsWith('test-assets.ts')) await main();
