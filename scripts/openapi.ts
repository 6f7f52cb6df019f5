/**
 * Prints the OpenAPI 3.1 description generated from ROUTES and the handlers' zod schemas.
 *   npx tsx scripts/openapi.ts [serverUrl] > openapi.json
 */
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';

const schemas = await loadRequestSchemas(ROUTES, REPO_ROOT);
process.stdout.write(`${JSON.stringify(buildOpenApi(ROUTES, schemas, process.argv[2] ?? 'http://127.0.0.1:3000/v1'), null, 2)}\n`);
