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

export interface StackTemplate {
  /** The parent (ApiStack) or one of its nested routes stacks. */
  stack: Stack;
  /** Its own template, as synthesized. */
  template: Template;
  /** Its resources, nested-stack parameters replaced by the parent's values (as in `Built.resources`). */
  resources: Record<string, CfnResource>;
}

export interface Built {
  app: App;
  stack: ApiStack;
  /**
   * Every stack's resources in one template: the parent's and the nested stacks', with each
   * nested-stack parameter replaced by the value the parent passes (`{Ref: referencetoX...}` ->
   * `{Ref: X}`), so references read as if it were one stack. Logical ids are those of each
   * resource's own stack (`logicalId` below).
   */
  template: Template;
  resources: Record<string, CfnResource>;
  /** The parent's outputs. */
  outputs: Record<string, Json>;
  /** The parent, then each nested stack, each with its own template. */
  stacks: StackTemplate[];
}

interface TemplateJson {
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, Json>;
  Parameters?: Record<string, Json>;
}

/** `value` with every `{Ref: p}` of a parameter in `params` replaced by `params[p]`. */
function substitute(value: unknown, params: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, params));
  if (value && typeof value === 'object') {
    const o = value as Json;
    if (Object.keys(o).length === 1 && typeof o.Ref === 'string' && o.Ref in params) return params[o.Ref];
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, substitute(v, params)]));
  }
  return value;
}

/** The templates of an ApiStack and its nested stacks, and their flattened union. */
export function templatesOf(stack: ApiStack): { stacks: StackTemplate[]; resources: Record<string, CfnResource>; outputs: Record<string, Json> } {
  const parentTemplate = Template.fromStack(stack);
  const parent = parentTemplate.toJSON() as TemplateJson;
  const stacks: StackTemplate[] = [{ stack, template: parentTemplate, resources: parent.Resources }];
  const resources: Record<string, CfnResource> = { ...parent.Resources };
  for (const nested of stack.routeStacks.values()) {
    const template = Template.fromStack(nested);
    const json = template.toJSON() as TemplateJson;
    const params = (parent.Resources[stack.getLogicalId(nested.nestedStackResource!)]!.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const own = substitute(json.Resources, params) as Record<string, CfnResource>;
    stacks.push({ stack: nested, template, resources: own });
    for (const [id, r] of Object.entries(own)) {
      if (resources[id]) throw new Error(`logical id ${id} is in two stacks: the flattened view needs unique ids`);
      resources[id] = r;
    }
  }
  return { stacks, resources, outputs: parent.Outputs ?? {} };
}

export function build(props: ApiStackProps = {}, id = 'TestApi'): Built {
  const app = makeApp();
  const stack = new ApiStack(app, id, props);
  const { stacks, resources, outputs } = templatesOf(stack);
  return { app, stack, template: Template.fromJSON({ Resources: resources }), resources, outputs, stacks };
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

/** The function behind a reference: the referenced function, or the function of a referenced alias (infra/releases.ts). */
export function invokedFunction(resources: Record<string, CfnResource>, id: string | undefined): string | undefined {
  const r = id === undefined ? undefined : resources[id];
  return r?.Type === 'AWS::Lambda::Alias' ? refTarget(r.Properties?.FunctionName) : id;
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

/**
 * A bundled function in a synthesized assembly: its properties, read from its own stack's template
 * (the parent's or a nested stack's), and the directory of its asset.
 */
export function bundledFunction(assemblyDir: string, fn: IConstruct): { properties: Json; asset: string } {
  const template = JSON.parse(readFileSync(join(assemblyDir, Stack.of(fn).templateFile), 'utf8')) as { Resources: Record<string, CfnResource> };
  const properties = template.Resources[logicalId(fn)]!.Properties!;
  const key = (properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
  return { properties, asset: join(assemblyDir, `asset.${key}`) };
}
