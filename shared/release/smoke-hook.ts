/**
 * The pre-traffic hook's pure part (functions/release/smoke-hook.ts; docs/deploy.md#10-releases):
 * which function and version a CodeDeploy deployment is about (its AppSpec), the smoke request the
 * new version gets before any traffic, and whether its answer passes.
 *
 * The request is the same for every API function: `GET /v1/__release-smoke` without an API key.
 * Every route function answers it in HTTP terms without running paid work (401 for a keyed route,
 * 404 or 405 where the method or path is not its own; the docs and the MCP server likewise), so a
 * version passes when it loads (no import or init failure), runs its middleware and answers a
 * status below 500. The full smoke (`npm run smoke`, every route with a key and credits) runs
 * against the staging stage in the pipeline before production is approved (.github/workflows/).
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { requestContextOf } from '../http/request-context';

export const SMOKE_PATH = '/__release-smoke';

/** The Lambda resource of an AppSpec (CodeDeploy's `version: 0.0` for AWS::Lambda::Function). */
export interface LambdaTarget {
  name: string;
  alias: string;
  currentVersion: string;
  targetVersion: string;
}

/** The function and versions a Lambda deployment's AppSpec (JSON, or the YAML CodeDeploy also accepts) names. */
export function lambdaTarget(appSpec: string): LambdaTarget {
  let props: Record<string, unknown> | undefined;
  try {
    const doc = JSON.parse(appSpec) as { Resources?: Record<string, { Type?: string; Properties?: Record<string, unknown> }>[] };
    props = (doc.Resources ?? []).flatMap((r) => Object.values(r)).find((r) => r.Type === 'AWS::Lambda::Function')?.Properties;
  } catch {
    // YAML: the four scalar properties, one per line
    const field = (k: string): string | undefined => new RegExp(`^\\s*${k}:\\s*["']?([^"'\\s]+)["']?\\s*$`, 'm').exec(appSpec)?.[1];
    props = { Name: field('Name'), Alias: field('Alias'), CurrentVersion: field('CurrentVersion'), TargetVersion: field('TargetVersion') };
  }
  const text = (k: string): string => {
    const v = props?.[k];
    if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`AppSpec: no ${k} of an AWS::Lambda::Function resource`);
    return String(v);
  };
  return { name: text('Name'), alias: text('Alias'), currentVersion: text('CurrentVersion'), targetVersion: text('TargetVersion') };
}

/** The smoke request: an API Gateway REST proxy event, stage v1, no key. */
export function smokeEvent(requestId: string, now: number): APIGatewayProxyEvent {
  const headers = { Accept: 'application/json', 'User-Agent': 'blueprint-release-smoke-hook', 'X-Request-Id': requestId };
  return {
    resource: SMOKE_PATH,
    path: SMOKE_PATH,
    httpMethod: 'GET',
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: requestContextOf({
      route: { name: 'release-smoke', method: 'GET', path: SMOKE_PATH },
      accountId: '000000000000',
      apiId: 'release-smoke',
      protocol: 'HTTP/1.1',
      path: `/v1${SMOKE_PATH}`,
      stage: 'v1',
      requestId,
      requestTimeEpoch: now,
      sourceIp: '127.0.0.1',
      userAgent: headers['User-Agent'],
    }),
  };
}

export interface Verdict {
  ok: boolean;
  status?: number;
  detail: string;
}

/** The 8 NUL bytes after the JSON prelude of a streamed answer (awslambda.HttpResponseStream). */
const PRELUDE_END = '\u0000'.repeat(8);

/**
 * Whether the version's answer passes: no function error, an API Gateway proxy result (or a streamed
 * answer's prelude) with a status below 500.
 */
export function judgeAnswer(payload: string, functionError: string | undefined): Verdict {
  if (functionError) return { ok: false, detail: `function error ${functionError}: ${payload.slice(0, 300)}` };
  let status: unknown;
  const cut = payload.indexOf(PRELUDE_END);
  try {
    status = (JSON.parse(cut >= 0 ? payload.slice(0, cut) : payload) as { statusCode?: unknown }).statusCode;
  } catch {
    return { ok: false, detail: `not an HTTP answer: ${payload.slice(0, 300)}` };
  }
  if (typeof status !== 'number' || !Number.isInteger(status)) return { ok: false, detail: `no status code: ${payload.slice(0, 300)}` };
  if (status >= 500) return { ok: false, status, detail: `answered ${status}: ${payload.slice(0, 300)}` };
  return { ok: true, status, detail: `answered ${status}` };
}
