/**
 * Prints the OpenAPI 3.1 description generated from ROUTES and the handlers' zod schemas
 * (request, and response data: the schemas each handler declares).
 *   npm run openapi -- [serverUrl] > openapi.json
 * Lint it: npm run lint:api (Redocly's recommended rules, and every example against its schema).
 */
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';

const schemas = await loadRequestSchemas(ROUTES, REPO_ROOT);
process.stdout.write(`${JSON.stringify(buildOpenApi(ROUTES, schemas, process.argv[2] ?? 'http://127.0.0.1:3000/v1'), null, 2)}\n`);
