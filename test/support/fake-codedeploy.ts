/**
 * A fake CodeDeploy and Lambda on one loopback endpoint, for the release pre-traffic hook
 * (functions/release/smoke-hook.ts) under the real `@aws-sdk/client-codedeploy` (AWS JSON 1.1,
 * `X-Amz-Target: CodeDeploy_20141006.<Operation>`) and `@aws-sdk/client-lambda` (REST:
 * `POST /2015-03-31/functions/<name>/invocations?Qualifier=<version>`). GetDeployment answers a
 * Lambda deployment whose AppSpec names `target`; PutLifecycleEventHookExecutionStatus is recorded;
 * an invocation answers `answer` (default: a 401 proxy result, what a keyed route answers the smoke
 * request) and is recorded. Used by the hook's test and the deploy-asset harness.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCodeDeploy {
  url: string;
  /** The function and version the deployments' AppSpec names. */
  target: { name: string; targetVersion: string };
  invocations: { functionName: string; qualifier: string | null; payload: string }[];
  statuses: { deploymentId: string; lifecycleEventHookExecutionId: string; status: string }[];
  /** What the invoked version answers (the payload) and whether it is a function error. */
  answer: { payload: string; functionError?: string };
  close(): Promise<void>;
}

export const UNAUTHORIZED_ANSWER = JSON.stringify({ statusCode: 401, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ success: false, error: 'Missing API key' }) });

export async function startFakeCodeDeploy(target = { name: 'BlueprintApi-fake-function', targetVersion: '7' }): Promise<FakeCodeDeploy> {
  const fake: Omit<FakeCodeDeploy, 'url' | 'close'> = { target, invocations: [], statuses: [], answer: { payload: UNAUTHORIZED_ANSWER } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
      if (invoke) {
        fake.invocations.push({ functionName: decodeURIComponent(invoke[1]!), qualifier: url.searchParams.get('Qualifier'), payload: text });
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-amzn-requestid': randomUUID(),
          'x-amz-executed-version': url.searchParams.get('Qualifier') ?? '$LATEST',
          ...(fake.answer.functionError ? { 'x-amz-function-error': fake.answer.functionError } : {}),
        });
        res.end(fake.answer.payload);
        return;
      }
      const op = String(req.headers['x-amz-target'] ?? '').replace(/^CodeDeploy_20141006\./, '');
      const input = JSON.parse(text || '{}') as Record<string, string>;
      const answer = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() }).end(JSON.stringify(body));
      };
      if (op === 'GetDeployment') {
        const appSpec = {
          version: 0.0,
          Resources: [{ fn: { Type: 'AWS::Lambda::Function', Properties: { Name: fake.target.name, Alias: 'live', CurrentVersion: '6', TargetVersion: fake.target.targetVersion } } }],
          Hooks: [{ BeforeAllowTraffic: 'release-smoke-hook' }],
        };
        answer(200, {
          deploymentInfo: {
            deploymentId: input.deploymentId,
            applicationName: 'BlueprintApi-ReleasesApplication',
            deploymentGroupName: 'BlueprintApi-fake-group',
            computePlatform: 'Lambda',
            revision: { revisionType: 'AppSpecContent', appSpecContent: { content: JSON.stringify(appSpec) } },
          },
        });
        return;
      }
      if (op === 'PutLifecycleEventHookExecutionStatus') {
        fake.statuses.push({ deploymentId: input.deploymentId!, lifecycleEventHookExecutionId: input.lifecycleEventHookExecutionId!, status: input.status! });
        answer(200, { lifecycleEventHookExecutionId: input.lifecycleEventHookExecutionId });
        return;
      }
      answer(400, { __type: 'InvalidOperationException', message: `fake CodeDeploy: ${op} is not served` });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  });
}
