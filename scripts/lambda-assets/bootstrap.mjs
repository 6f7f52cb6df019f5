// A small stand-in for the Lambda Node.js runtime (the part of /var/runtime that matters to a
// function's code), run by the deploy-asset test (scripts/test-assets.ts) with the Node 22 binary
// of the npm registry, in a fresh process per function, under Node's permission model (reads: the
// asset, /tmp and this file; writes: /tmp; addons allowed; no child processes, no workers).
//
// Like the runtime it:
// - reads `_HANDLER` ("index.handler") and LAMBDA_TASK_ROOT, finds the module as the runtime does
//   (`<root>/<module>` + .js, .mjs, .cjs, in that order; ESM or CommonJS by extension and the
//   asset's package.json, which `import()` decides the same way) and takes its export;
// - installs the `awslambda` global before the module loads: `streamifyResponse` marks a streaming
//   handler, `HttpResponseStream.from` writes the HTTP integration prelude (its JSON, then 8 NUL
//   bytes) into the response stream, as API Gateway's streamed integration receives it;
// - calls the handler with (event, context) or, streamed, (event, responseStream, context).
//
// It talks to the harness over the IPC channel: `{type: 'ready', initMs}` once the module is loaded
// (module load to ready; initCpuMs: the process's CPU time meanwhile), or `{type: 'error', phase: 'init', errorType: 'Runtime.ImportModuleError'
// | 'Runtime.HandlerNotFound', ...}`; then, per `{type: 'invoke', event, requestId, deadlineMs}`,
// `{type: 'result', payload}` (the JSON result), `{type: 'result', streamed: base64}` (the bytes
// written to the response stream) or `{type: 'error', phase: 'invoke', ...}`.
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const started = performance.now();
const cpuAtStart = process.cpuUsage();
const send = (msg) => new Promise((ok) => process.send(msg, () => ok()));
const errorOf = (e, fallbackType) => ({
  errorType: e && typeof e === 'object' && 'name' in e && e.name !== 'Error' ? String(e.name) : fallbackType,
  errorMessage: e instanceof Error ? e.message : String(e),
  stack: e instanceof Error ? String(e.stack).split('\n').slice(0, 12) : [],
  code: e && typeof e === 'object' && 'code' in e ? String(e.code) : undefined,
});

const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const PRELUDE_CONTENT_TYPE = 'application/vnd.awslambda.http-integration-response';

globalThis.awslambda = {
  streamifyResponse: (handler) => {
    handler[STREAMING] = 'response';
    return handler;
  },
  HttpResponseStream: {
    from: (stream, prelude) => {
      stream.setContentType?.(PRELUDE_CONTENT_TYPE);
      stream.write(JSON.stringify(prelude));
      stream.write(new Uint8Array(8));
      return stream;
    },
  },
};

const root = process.env.LAMBDA_TASK_ROOT;
const spec = process.env._HANDLER ?? '';
const dot = spec.lastIndexOf('.');
const moduleName = spec.slice(0, dot);
const exportName = spec.slice(dot + 1);

let handler;
try {
  if (!root || dot <= 0 || !exportName) throw Object.assign(new Error(`Bad handler ${spec}`), { name: 'Runtime.MalformedHandlerName' });
  const file = ['.js', '.mjs', '.cjs'].map((ext) => join(root, moduleName + ext)).find((f) => existsSync(f));
  if (!file) throw Object.assign(new Error(`Cannot find module '${moduleName}'`), { name: 'Runtime.ImportModuleError' });
  let mod;
  try {
    mod = await import(pathToFileURL(file).href);
  } catch (e) {
    throw Object.assign(new Error(`${e instanceof Error ? e.message : String(e)}`, { cause: e }), { name: 'Runtime.ImportModuleError', code: e?.code, stack: e?.stack });
  }
  handler = mod[exportName] ?? mod.default?.[exportName];
  if (typeof handler !== 'function') throw Object.assign(new Error(`${spec} is undefined or not exported`), { name: 'Runtime.HandlerNotFound' });
} catch (e) {
  await send({ type: 'error', phase: 'init', ...errorOf(e, 'Runtime.ImportModuleError') });
  process.exit(1);
}
const cpu = process.cpuUsage(cpuAtStart);
await send({ type: 'ready', initMs: performance.now() - started, initCpuMs: (cpu.user + cpu.system) / 1000 });

const contextOf = (msg) => ({
  callbackWaitsForEmptyEventLoop: true,
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
  functionVersion: process.env.AWS_LAMBDA_FUNCTION_VERSION,
  invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION}:000000000000:function:${process.env.AWS_LAMBDA_FUNCTION_NAME}`,
  memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
  awsRequestId: msg.requestId,
  logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
  logStreamName: process.env.AWS_LAMBDA_LOG_STREAM_NAME,
  getRemainingTimeInMillis: () => Math.max(0, msg.deadlineMs - Date.now()),
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

process.on('message', async (msg) => {
  if (msg?.type !== 'invoke') return;
  process.env._X_AMZN_TRACE_ID = msg.traceId;
  const context = contextOf(msg);
  try {
    if (handler[STREAMING] === 'response') {
      const chunks = [];
      const finished = new Promise((ok, fail) => {
        const stream = new Writable({
          write(chunk, _enc, cb) {
            chunks.push(Buffer.from(chunk));
            cb();
          },
          final(cb) {
            cb();
            ok();
          },
        });
        stream.setContentType = () => undefined;
        Promise.resolve(handler(msg.event, stream, context)).then(() => {
          if (!stream.writableEnded) stream.end();
        }, fail);
      });
      await finished;
      await send({ type: 'result', streamed: Buffer.concat(chunks).toString('base64') });
    } else {
      const payload = await handler(msg.event, context);
      await send({ type: 'result', payload: payload === undefined ? null : payload });
    }
  } catch (e) {
    await send({ type: 'error', phase: 'invoke', ...errorOf(e, 'Error') });
  }
});
