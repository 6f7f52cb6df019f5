/**
 * The release pre-traffic hook (functions/release/smoke-hook.ts, shared/release/smoke-hook.ts): it
 * reads the function and version from the deployment's AppSpec, invokes exactly that version with
 * the smoke request, and reports Succeeded only for an answer below 500 (real SDK clients against
 * the loopback fake of CodeDeploy and Lambda).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeAnswer, lambdaTarget, smokeEvent, SMOKE_PATH } from '#shared/release/smoke-hook';
import type { handler as hookHandler } from '../../../functions/release/smoke-hook';
import { startFakeCodeDeploy, UNAUTHORIZED_ANSWER, type FakeCodeDeploy } from '#test/support/fake-codedeploy';

describe('the AppSpec and the verdict', () => {
  it('reads the Lambda resource of a JSON or YAML AppSpec', () => {
    const json = JSON.stringify({ version: 0.0, Resources: [{ f: { Type: 'AWS::Lambda::Function', Properties: { Name: 'Api-fn-1', Alias: 'live', CurrentVersion: '3', TargetVersion: 4 } } }] });
    expect(lambdaTarget(json)).toEqual({ name: 'Api-fn-1', alias: 'live', currentVersion: '3', targetVersion: '4' });
    const yaml = 'version: 0.0\nResources:\n  - f:\n      Type: AWS::Lambda::Function\n      Properties:\n        Name: "Api-fn-2"\n        Alias: live\n        CurrentVersion: 8\n        TargetVersion: 9\n';
    expect(lambdaTarget(yaml)).toEqual({ name: 'Api-fn-2', alias: 'live', currentVersion: '8', targetVersion: '9' });
    expect(() => lambdaTarget(JSON.stringify({ Resources: [] }))).toThrow(/no Name/);
  });

  it('passes an answer below 500, buffered or streamed, and fails errors, 5xx and non-HTTP answers', () => {
    expect(judgeAnswer(UNAUTHORIZED_ANSWER, undefined)).toMatchObject({ ok: true, status: 401 });
    const streamed = `${JSON.stringify({ statusCode: 405, headers: {} })}${'\u0000'.repeat(8)}{"error":"Method not allowed"}`;
    expect(judgeAnswer(streamed, undefined)).toMatchObject({ ok: true, status: 405 });
    expect(judgeAnswer(JSON.stringify({ statusCode: 503, body: '{}' }), undefined)).toMatchObject({ ok: false, status: 503 });
    expect(judgeAnswer('{"errorType":"Runtime.ImportModuleError"}', 'Unhandled')).toMatchObject({ ok: false });
    expect(judgeAnswer('null', undefined).ok).toBe(false);
    expect(judgeAnswer('not json', undefined).ok).toBe(false);
  });

  it('sends a keyless GET of the smoke path on stage v1', () => {
    const e = smokeEvent('req-1', 1_700_000_000_000);
    expect(e).toMatchObject({ httpMethod: 'GET', path: SMOKE_PATH, body: null, requestContext: { stage: 'v1', path: `/v1${SMOKE_PATH}`, requestId: 'req-1' } });
    expect(Object.keys(e.headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });
});

type HookHandler = typeof hookHandler;

describe('the hook handler', () => {
  let fake: FakeCodeDeploy;
  let handler: HookHandler;
  beforeAll(async () => {
    fake = await startFakeCodeDeploy({ name: 'BlueprintApi-CalculatorsRoutes-big3-AbC', targetVersion: '12' });
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_CODEDEPLOY: fake.url,
      AWS_ENDPOINT_URL_LAMBDA: fake.url,
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'AKIAFAKE',
      AWS_SECRET_ACCESS_KEY: 'fake',
    });
    ({ handler } = await import('../../../functions/release/smoke-hook'));
  });
  afterAll(async () => {
    for (const k of ['AWS_ENDPOINT_URL_CODEDEPLOY', 'AWS_ENDPOINT_URL_LAMBDA']) delete process.env[k];
    await fake.close();
  });

  it('invokes the target version and reports Succeeded for its 401', async () => {
    const v = await handler({ DeploymentId: 'd-1', LifecycleEventHookExecutionId: 'exec-1' });
    expect(v).toMatchObject({ ok: true, status: 401, version: '12' });
    expect(fake.invocations.at(-1)).toMatchObject({ functionName: 'BlueprintApi-CalculatorsRoutes-big3-AbC', qualifier: '12' });
    expect(JSON.parse(fake.invocations.at(-1)!.payload)).toMatchObject({ httpMethod: 'GET', path: SMOKE_PATH });
    expect(fake.statuses.at(-1)).toEqual({ deploymentId: 'd-1', lifecycleEventHookExecutionId: 'exec-1', status: 'Succeeded' });
  });

  it('reports Failed when the version crashes or answers 5xx', async () => {
    fake.answer = { payload: '{"errorType":"Runtime.ImportModuleError","errorMessage":"Cannot find module"}', functionError: 'Unhandled' };
    expect(await handler({ DeploymentId: 'd-2', LifecycleEventHookExecutionId: 'exec-2' })).toMatchObject({ ok: false });
    expect(fake.statuses.at(-1)).toMatchObject({ lifecycleEventHookExecutionId: 'exec-2', status: 'Failed' });
    fake.answer = { payload: JSON.stringify({ statusCode: 500, body: '{}' }) };
    expect(await handler({ DeploymentId: 'd-3', LifecycleEventHookExecutionId: 'exec-3' })).toMatchObject({ ok: false, status: 500 });
    expect(fake.statuses.at(-1)).toMatchObject({ lifecycleEventHookExecutionId: 'exec-3', status: 'Failed' });
  });
});
