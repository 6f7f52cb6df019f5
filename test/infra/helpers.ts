/**
 * Builds the stack for template tests: bundling skipped (context
 * `aws:cdk:bundling-stacks: []`), cdk.json's context otherwise, and helpers to read
 * the synthesized template.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { REPO_ROOT } from '../../infra/paths';
import { ApiStack, type ApiStackProps } from '../../infra/stack';

type Json = Record<string, unknown>;
export interface CfnResource {
  Type: string;
  Properties?: Json;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string[];
}

const cdkJsonContext = (): Json => (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Json }).context ?? {};

/**
 * `cfnValidation`: aws-cdk-lib's built-in CloudFormation schema validation (a WASM module,
 * seconds per process); off for template tests, on where a test mirrors `cdk synth`.
 */
export function makeApp(bundling = false, outdir?: string, cfnValidation = false): App {
  return new App({
    builtinCloudFormationValidation: cfnValidation,
    ...(outdir ? { outdir } : {}),
    context: { ...cdkJsonContext(), ...(bundling ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
}

export interface Built {
  app: App;
  stack: ApiStack;
  template: Template;
  resources: Record<string, CfnResource>;
  outputs: Record<string, Json>;
}

export function build(props: ApiStackProps = {}, id = 'TestApi'): Built {
  const app = makeApp();
  const stack = new ApiStack(app, id, props);
  const template = Template.fromStack(stack);
  const json = template.toJSON() as { Resources: Record<string, CfnResource>; Outputs?: Record<string, Json> };
  return { app, stack, template, resources: json.Resources, outputs: json.Outputs ?? {} };
}

export const logicalId = (c: IConstruct): string => {
  const child = c.node.defaultChild ?? c;
  return Stack.of(c).getLogicalId(child as never);
};

export const ofType = (resources: Record<string, CfnResource>, type: string): [string, CfnResource][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

/** `{ Ref: X }` or `{ Fn::GetAtt: [X, ...] }` -> X. */
export function refTarget(v: unknown): string | undefined {
  if (v && typeof v === 'object') {
    const o = v as Json;
    if (typeof o.Ref === 'string') return o.Ref;
    const ga = o['Fn::GetAtt'];
    if (Array.isArray(ga) && typeof ga[0] === 'string') return ga[0];
  }
  return undefined;
}

/** Full path ("/calculators/life-path", "/" for the root) of every AWS::ApiGateway::Resource, by logical id. */
export function resourcePaths(resources: Record<string, CfnResource>): Map<string, string> {
  const paths = new Map<string, string>();
  const pathOf = (id: string, depth = 0): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    if (depth > 50) throw new Error('resource cycle');
    const r = resources[id];
    if (!r || r.Type !== 'AWS::ApiGateway::Resource') throw new Error(`not a resource: ${id}`);
    const parent = r.Properties?.ParentId as Json;
    const parentRef = refTarget(parent);
    const isRoot = Array.isArray(parent['Fn::GetAtt']) && (parent['Fn::GetAtt'] as string[])[1] === 'RootResourceId';
    const prefix = isRoot ? '' : pathOf(parentRef!, depth + 1);
    const p = `${prefix}/${String(r.Properties?.PathPart)}`;
    paths.set(id, p);
    return p;
  };
  for (const [id] of ofType(resources, 'AWS::ApiGateway::Resource')) pathOf(id);
  return paths;
}

/** Path of a method's resource ("/" when it sits on the root). */
export function methodPath(resources: Record<string, CfnResource>, method: CfnResource): string {
  const rid = method.Properties?.ResourceId as Json;
  if (Array.isArray(rid['Fn::GetAtt'])) return '/';
  return resourcePaths(resources).get(refTarget(rid)!)!;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Every statement of every AWS::IAM::Policy attached to the role. */
export function roleStatements(resources: Record<string, CfnResource>, roleId: string): Statement[] {
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => asArray(p.Properties?.Roles as unknown[]).some((r) => refTarget(r) === roleId))
    .flatMap(([, p]) => asArray((p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement));
}
