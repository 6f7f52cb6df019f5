/**
 * The deployed docs function (not a route of ROUTES: no key, no credits): GET /v1/openapi.json
 * (the description generated at synth time from ROUTES and the zod schemas, with the server URL
 * of the request's deployment), GET /v1/docs (the reference page) and GET /v1/docs/{file} (the
 * renderer's files, from swagger-ui-dist, in the asset). Locally the local server serves the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { DOCS_PAGE_HEADERS, docsAsset, docsDir, docsPage } from '#shared/http/docs-page';
import { jsonResponse } from '#shared/http/errors';

let description: Record<string, unknown> | undefined;

export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  const stage = event.requestContext?.stage || 'v1';
  const requestId = event.requestContext?.requestId ?? '';
  const idHeader = { 'X-Request-Id': requestId };
  if (event.resource === '/openapi.json') {
    description ??= JSON.parse(readFileSync(join(docsDir(), 'openapi.json'), 'utf8')) as Record<string, unknown>;
    const host = event.requestContext?.domainName || event.headers?.Host || event.headers?.host;
    const servers = host ? [{ url: `https://${host}/${stage}`, description: 'this deployment (stage v1)' }] : description.servers;
    return jsonResponse(200, { ...description, servers }, idHeader);
  }
  if (event.resource === '/docs') {
    return { statusCode: 200, headers: { ...DOCS_PAGE_HEADERS, ...idHeader }, body: docsPage(`/${stage}`) };
  }
  const asset = docsAsset(event.pathParameters?.file ?? '');
  if (!asset) return jsonResponse(404, { error: 'Not found', message: `No file ${event.pathParameters?.file ?? ''} under /docs` }, idHeader);
  return {
    statusCode: 200,
    headers: { 'Content-Type': asset.contentType, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff', ...idHeader },
    body: asset.body,
  };
};
