/**
 * CDK app: `npx cdk synth` / `npx cdk deploy` (cdk.json runs this file with tsx).
 *
 * Context:
 * - `stackName` (default BlueprintApi)
 * - `anthropicSecretName`: Secrets Manager secret holding the Anthropic API key (optional)
 *
 * cdk-nag's AwsSolutions pack runs as a validation plugin: an unacknowledged finding
 * fails the synth.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './stack';

const app = new App();
const context = (key: string): string | undefined => {
  const v: unknown = app.node.tryGetContext(key);
  return typeof v === 'string' && v.length > 0 ? v : undefined;
};

new ApiStack(app, context('stackName') ?? 'BlueprintApi', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  anthropicSecretName: context('anthropicSecretName'),
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
