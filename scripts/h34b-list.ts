import { ROUTES } from '#shared/routes';
import { loadRequestSchemas } from '#shared/http/openapi';
import { unknownFields } from '#shared/http/unknown-fields';
const schemas = await loadRequestSchemas(ROUTES, process.cwd());
for (const r of ROUTES) {
  const s = schemas[r.name]?.request;
  if (!s || r.method === 'GET') continue;
  const top = unknownFields(s, { placeId: 'x' }).length === 0;
  const people = unknownFields(s, { people: [{ placeId: 'x' }, {}] }).length === 0;
  if (top || people) console.log(r.name, top ? 'top' : 'people', r.data ?? '');
}
process.exit(0);
