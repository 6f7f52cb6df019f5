/**
 * The deployed docs function (not a route of ROUTES: no key, no credits): GET /v1/openapi.json
 * (the description generated at synth time from ROUTES and the zod schemas, with the server URL
 * of the request's deployment), GET /v1/docs (the reference page) and GET /v1/docs/{file} (the
 * renderer's files, from swagger-ui-dist, in the asset), and the console: GET /v1/console (the page)
 * with its script and style under /v1/docs/{file} (built from web/ at synth time, in the asset).
 * Locally the local server serves the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { CONSOLE_ASSETS, CONSOLE_PAGE_HEADERS, consolePage, isConsoleAsset } from '#shared/http/console-page';
import { DOCS_PAGE_HEADERS, docsAsset, docsDir, docsPage } from '#shared/http/docs-page';
import { docsBaseOf, errorBody, jsonResponse } from '#shared/http/errors';

let description: Record<string, unknown> | undefined;
const consoleFiles = new Map<string, string>();
/** The console's built script or style, from the asset (read once per container). */
const consoleFile = (name: keyof typeof CONSOLE_ASSETS): { body: string; contentType: string } => {
  let body = consoleFiles.get(name);
  if (body === undefined) {
    body = readFileSync(join(docsDir(), name), 'utf8');
    consoleFiles.set(name, body);
  }
  return { body, contentType: CONSOLE_ASSETS[name] };
};

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
  if (event.resource === '/console') {
    return { statusCode: 200, headers: { ...CONSOLE_PAGE_HEADERS, ...idHeader }, body: consolePage(`/${stage}`) };
  }
  const file = event.pathParameters?.file ?? '';
  const asset = isConsoleAsset(file) ? consoleFile(file) : docsAsset(file);
  if (!asset) return jsonResponse(404, errorBody('Not found', `No file ${file} under /docs`, requestId, {}, docsBaseOf(event)), idHeader);
  return {
    statusCode: 200,
    // the console's files change with each deployment of its page: revalidated, not kept an hour
    headers: { 'Content-Type': asset.contentType, 'Cache-Control': isConsoleAsset(file) ? 'no-cache' : 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff', ...idHeader },
    body: asset.body,
  };
};
