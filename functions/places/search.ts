/** GET /v1/places?q&country&limit: cities and towns by name (free, rate limited; docs/places.md). */
import { defineRoute } from '#shared/http/route-handler';
import { placeSearchSchema } from '#shared/places/request';
import { placeSearchResponse } from '#shared/places/response';
import { searchData } from '#shared/places/service';

export const handler = defineRoute('places-search', {
  schema: placeSearchSchema,
  response: placeSearchResponse,
  handle: (q) => ({ data: searchData(q) }),
});
