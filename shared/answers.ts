/**
 * Pieces of the JSON answers many rooms share (zod, output side): the pagination of the lists, the
 * answer of a deletion, a sign. Each room's `response.ts` builds its routes' `data` from them; the
 * API description, the MCP output schemas, the client's types and the tests' validation of real
 * answers are derived from those schemas (shared/http/openapi.ts). Objects are open (`.loose()`):
 * a new field is not a breaking change, a missing or retyped documented field is.
 */
import * as z from 'zod';

export const int = () => z.int();
export const sign = () => z.string().meta({ description: 'zodiac sign, lower case', example: 'cancer' });
export const nullableString = () => z.string().nullable();

export const pagination = z
  .object({ page: int().min(1), limit: int().min(1).max(100), total: int().min(0), totalPages: int().min(0), hasMore: z.boolean() })
  .loose()
  .meta({ id: 'Pagination', description: 'the page of a list: page number, page size, total items and pages, and whether more follow' });

/** The answer of a DELETE of one saved item. */
export const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) }).loose().meta({ id: 'Deleted', description: 'the id of the item deleted' });
