/**
 * CodeDeploy's pre-traffic (BeforeAllowTraffic) hook of every API function's release
 * (infra/releases.ts; docs/deploy.md#10-releases): reads which function and version the deployment
 * moves to (its AppSpec), invokes that version with the smoke request (shared/release/smoke-hook.ts)
 * and reports Succeeded or Failed to CodeDeploy. Failed (or no report: the hook crashed, CodeDeploy
 * times out) stops the deployment and rolls the alias back before any caller reached the version.
 */
import { randomUUID } from 'node:crypto';
import { CodeDeployClient, GetApplicationRevisionCommand, GetDeploymentCommand, PutLifecycleEventHookExecutionStatusCommand, type RevisionLocation } from '@aws-sdk/client-codedeploy';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { judgeAnswer, lambdaTarget, smokeEvent, type Verdict } from '#shared/release/smoke-hook';

export interface HookEvent {
  DeploymentId: string;
  LifecycleEventHookExecutionId: string;
}

const codedeploy = new CodeDeployClient({});
const lambda = new LambdaClient({});

const appSpecOf = (revision: RevisionLocation | undefined): string | undefined => revision?.appSpecContent?.content ?? revision?.string?.content;

/** The AppSpec of the deployment: in the deployment itself, else its application revision. */
async function deploymentAppSpec(deploymentId: string): Promise<string> {
  const info = (await codedeploy.send(new GetDeploymentCommand({ deploymentId }))).deploymentInfo;
  const inline = appSpecOf(info?.revision);
  if (inline) return inline;
  if (!info?.applicationName || !info.revision) throw new Error(`deployment ${deploymentId}: no application revision`);
  const stored = appSpecOf((await codedeploy.send(new GetApplicationRevisionCommand({ applicationName: info.applicationName, revision: info.revision }))).revision);
  if (!stored) throw new Error(`deployment ${deploymentId}: its revision has no AppSpec content`);
  return stored;
}

export const handler = async (event: HookEvent): Promise<Verdict & { function?: string; version?: string }> => {
  let verdict: Verdict & { function?: string; version?: string };
  try {
    const target = lambdaTarget(await deploymentAppSpec(event.DeploymentId));
    const answer = await lambda.send(
      new InvokeCommand({
        FunctionName: target.name,
        Qualifier: target.targetVersion,
        Payload: new TextEncoder().encode(JSON.stringify(smokeEvent(randomUUID(), Date.now()))),
      }),
    );
    verdict = { ...judgeAnswer(new TextDecoder().decode(answer.Payload ?? new Uint8Array()), answer.FunctionError), function: target.name, version: target.targetVersion };
  } catch (err) {
    verdict = { ok: false, detail: `smoke step failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  console.log(JSON.stringify({ level: verdict.ok ? 'INFO' : 'ERROR', message: 'release smoke', deploymentId: event.DeploymentId, ...verdict }));
  await codedeploy.send(
    new PutLifecycleEventHookExecutionStatusCommand({
      deploymentId: event.DeploymentId,
      lifecycleEventHookExecutionId: event.LifecycleEventHookExecutionId,
      status: verdict.ok ? 'Succeeded' : 'Failed',
    }),
  );
  return verdict;
};
