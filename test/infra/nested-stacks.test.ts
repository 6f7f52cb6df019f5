/**
 * The split into a parent stack and nested routes stacks (infra/stack.ts, infra/routes-stack.ts,
 * infra/route-groups.ts): every stack under its resource budget, every route's method in exactly
 * one stack (its group's), every top path segment created by one stack, the Deployment waiting for
 * and hashing the nested methods, and new routes landing in a nested stack without edits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '#shared/routes';
import { groupRoutes, handlerFolder, segmentDomain, topSegment } from '../../infra/route-groups';
import { PARENT_SEGMENTS, STAGE_NAME } from '../../infra/stack';
import { build, logicalId, methodPath, ofType, refTarget, type Built, type CfnResource } from './helpers';

/** CloudFormation refuses a stack of more than 500 resources; this leaves room to grow before that. */
const STACK_RESOURCE_BUDGET = 400;

const route = (over: Partial<RouteDef> & Pick<RouteDef, 'name' | 'path'>): RouteDef => ({
  method: 'POST',
  handler: `functions/__synthetic__/${over.name}.ts`,
  price: 1,
  rateLimit: 'standard',
  tables: { keys: 'read' },
  summary: `Synthetic ${over.name}`,
  ...over,
});

const deploymentOf = (b: Built): [string, CfnResource] => {
  const deployments = ofType(b.stacks[0]!.resources, 'AWS::ApiGateway::Deployment');
  expect(deployments).toHaveLength(1);
  return deployments[0]!;
};

describe('the parent and its nested routes stacks', () => {
  let b: Built;
  beforeAll(() => {
    b = build({}, 'SplitApi');
  });

  it('keeps every stack under the resource budget', () => {
    expect(b.stacks.length).toBeGreaterThan(1);
    const counts = b.stacks.map((s) => [s.stack.node.path, Object.keys(s.resources).length] as const);
    const summary = counts.map(([path, n]) => `${path}: ${n}`).join(', ');
    for (const [path, n] of counts) {
      expect(
        n,
        `${path} has ${n} resources, over the budget of ${STACK_RESOURCE_BUDGET} (CloudFormation allows 500): ` +
          `move some routes' handlers to another functions/<domain>/ folder, which makes another nested stack (docs/infra.md#resource-budget). All stacks: ${summary}`,
      ).toBeLessThanOrEqual(STACK_RESOURCE_BUDGET);
    }
    // the parent keeps the shared pieces only: well below the budget
    expect(counts[0]![1], summary).toBeLessThan(STACK_RESOURCE_BUDGET / 2);
  });

  it('creates each route’s method exactly once across all stacks, in its group’s nested stack', () => {
    const groups = groupRoutes(ROUTES, PARENT_SEGMENTS);
    for (const r of ROUTES) {
      const found = b.stacks.flatMap((s) =>
        ofType(s.resources, 'AWS::ApiGateway::Method')
          .filter(([, m]) => m.Properties?.HttpMethod === r.method && methodPath(s.resources, m) === r.path)
          .map(([id]) => [s.stack.node.id, id]),
      );
      expect(found, `${r.method} ${r.path}`).toHaveLength(1);
      const group = groups.find((g) => g.routes.includes(r))!;
      expect(found[0]![0], r.name).toBe(group.stackId);
      // and its function is in the same stack
      expect(b.stack.routeStacks.get(group.stackId)!.functions.get(r.name)).toBe(b.stack.functions.get(r.name));
    }
    // the parent holds no route's function: only the docs, MCP, scheduled and stream functions
    const parentFunctions = ofType(b.stacks[0]!.resources, 'AWS::Lambda::Function').map(([id]) => id);
    for (const r of ROUTES) expect(parentFunctions, r.name).not.toContain(logicalId(b.stack.functions.get(r.name)!));
  });

  it('creates each top path segment in one stack only (API Gateway refuses a duplicate path part)', () => {
    const owner = new Map<string, string>();
    for (const s of b.stacks) {
      for (const [, r] of ofType(s.resources, 'AWS::ApiGateway::Resource')) {
        const parent = r.Properties!.ParentId as { 'Fn::GetAtt'?: [string, string] };
        if (parent['Fn::GetAtt']?.[1] !== 'RootResourceId') continue;
        const part = String(r.Properties!.PathPart);
        expect(owner.get(part), `/${part} in ${s.stack.node.path}`).toBeUndefined();
        owner.set(part, s.stack.node.path);
      }
    }
    expect([...owner.keys()].sort()).toEqual([...new Set([...ROUTES.map((r) => topSegment(r.path)), ...PARENT_SEGMENTS])].sort());
  });

  it('imports the parent’s REST API into each nested stack and names stage v1 in the invoke permissions', () => {
    const api = ofType(b.stacks[0]!.resources, 'AWS::ApiGateway::RestApi');
    expect(api).toHaveLength(1);
    for (const s of b.stacks.slice(1)) {
      expect(ofType(s.resources, 'AWS::ApiGateway::RestApi'), s.stack.node.path).toHaveLength(0);
      for (const [, m] of ofType(s.resources, 'AWS::ApiGateway::Method')) expect(refTarget(m.Properties!.RestApiId)).toBe(api[0]![0]);
      const perms = ofType(s.resources, 'AWS::Lambda::Permission');
      expect(perms.length).toBeGreaterThan(0);
      for (const [, p] of perms) expect(JSON.stringify(p.Properties!.SourceArn)).toContain(`/${STAGE_NAME}/`);
    }
  });

  it('deploys the stage only after every nested stack’s methods exist', () => {
    const [deploymentId, deployment] = deploymentOf(b);
    const nestedResources = [...b.stack.routeStacks.values()].map((n) => b.stack.getLogicalId(n.nestedStackResource!));
    expect(nestedResources.length).toBe(b.stacks.length - 1);
    for (const id of nestedResources) expect(deployment.DependsOn, id).toContain(id);
    const [, stage] = ofType(b.stacks[0]!.resources, 'AWS::ApiGateway::Stage')[0]!;
    expect(refTarget(stage.Properties!.DeploymentId)).toBe(deploymentId);
    expect(stage.Properties!.StageName).toBe(STAGE_NAME);
  });
});

describe('the Deployment’s logical id (a new one deploys the methods to the stage)', () => {
  const chat = route({ name: 'chat', path: '/chat', streaming: true, rateLimit: 'chat', price: 'dynamic', timeoutSeconds: 120 });
  const plain = route({ name: 'plain', path: '/plain', handler: 'functions/other/plain.ts' });
  // each build is a new app: the same stack name in each, as a deployment would have
  const idOf = (routes: RouteDef[]): string => deploymentOf(build({ routes, scheduled: [] }, 'DeployApi'))[0];

  it('is the same for the same routes, and changes when a route or a nested method changes', () => {
    const base = idOf([chat, plain]);
    expect(idOf([chat, plain])).toBe(base);
    // a nested method's integration (the streamed timeout) changes
    expect(idOf([{ ...chat, timeoutSeconds: 300 }, plain])).not.toBe(base);
    // a route is added, or moves to another nested stack (its function is another one)
    expect(idOf([chat, plain, route({ name: 'more', path: '/more' })])).not.toBe(base);
    expect(idOf([chat, { ...plain, handler: 'functions/__synthetic__/plain.ts' }])).not.toBe(base);
  });
});

describe('route groups (infra/route-groups.ts)', () => {
  it('groups the route table by handler folder, each top segment in one group', () => {
    const groups = groupRoutes(ROUTES, PARENT_SEGMENTS);
    expect(groups.flatMap((g) => g.routes).sort((a, b) => a.name.localeCompare(b.name))).toEqual([...ROUTES].sort((a, b) => a.name.localeCompare(b.name)));
    const segments = groups.flatMap((g) => g.segments);
    expect(new Set(segments).size).toBe(segments.length);
    expect(new Set(groups.map((g) => g.stackId)).size).toBe(groups.length);
    for (const g of groups) {
      for (const r of g.routes) expect(g.segments, r.name).toContain(topSegment(r.path));
      expect(g.stackId).toMatch(/^[A-Z][A-Za-z0-9]*Routes$/);
    }
    // the blueprint segments share one stack; /blueprints has two image handlers but mostly blueprints ones
    const blueprints = groups.find((g) => g.domain === 'blueprints')!;
    expect(blueprints.segments).toEqual(expect.arrayContaining(['blueprints', 'generate-blueprint']));
    expect(segmentDomain('blueprints', ROUTES.filter((r) => topSegment(r.path) === 'blueprints'))).toBe('blueprints');
  });

  it('takes the majority folder of a segment, ties alphabetically, and the segment for handlers outside functions/', () => {
    const a = route({ name: 'a', path: '/x/a', handler: 'functions/zeta/a.ts' });
    const b = route({ name: 'b', path: '/x/b', handler: 'functions/alpha/b.ts' });
    const c = route({ name: 'c', path: '/x/c', handler: 'functions/zeta/c.ts' });
    expect(segmentDomain('x', [a, b, c])).toBe('zeta');
    expect(segmentDomain('x', [a, b])).toBe('alpha');
    expect(handlerFolder('scripts/x.ts')).toBeUndefined();
    expect(segmentDomain('x', [route({ name: 'd', path: '/x', handler: 'elsewhere/d.ts' })])).toBe('x');
  });

  it('never moves an existing route when routes are added (stable nested stacks)', () => {
    const before = new Map(groupRoutes(ROUTES, PARENT_SEGMENTS).flatMap((g) => g.routes.map((r) => [r.name, g.stackId] as const)));
    const added = [
      route({ name: 'keys-create', path: '/keys', handler: 'functions/account/keys-create.ts' }),
      route({ name: 'usage-get', method: 'GET', path: '/usage', handler: 'functions/account/usage.ts' }),
      ...Array.from({ length: 30 }, (_, i) => route({ name: `synodic-${i}`, path: `/synodic/n${i}`, handler: `functions/synodic/n${i}.ts` })),
      route({ name: 'images-composite', path: '/images/composite', handler: 'functions/images/composite.ts' }),
    ];
    const after = groupRoutes([...ROUTES, ...added], PARENT_SEGMENTS);
    const stackOf = new Map(after.flatMap((g) => g.routes.map((r) => [r.name, g.stackId] as const)));
    for (const [name, stackId] of before) expect(stackOf.get(name), name).toBe(stackId);
    expect(stackOf.get('keys-create')).toBe('AccountRoutes');
    expect(stackOf.get('images-composite')).toBe('ImagesRoutes');
    expect(stackOf.get('synodic-0')).toBe('SynodicRoutes');
  });

  it('refuses a route under a path the parent serves (the docs, /mcp)', () => {
    expect(PARENT_SEGMENTS).toEqual(expect.arrayContaining(['docs', 'openapi.json', 'mcp']));
    expect(() => groupRoutes([route({ name: 'm', path: '/mcp/extra' })], PARENT_SEGMENTS)).toThrow(/served by the parent stack/);
  });

  it('puts a new route in a nested stack without editing the stack', () => {
    const fresh = route({ name: 'synastry-score', path: '/synastry/score', handler: 'functions/synastry/score.ts' });
    const built = build({ routes: [...ROUTES, fresh] }, 'GrowApi');
    const nested = built.stack.routeStacks.get('SynastryRoutes');
    expect(nested?.functions.get('synastry-score')).toBeDefined();
    const s = built.stacks.find((x) => x.stack === nested)!;
    const methods = ofType(s.resources, 'AWS::ApiGateway::Method').map(([, m]) => [m.Properties!.HttpMethod, methodPath(s.resources, m)]);
    expect(methods.sort()).toEqual([
      ['ANY', '/synastry/score'],
      ['POST', '/synastry/score'],
    ]);
  });
});
