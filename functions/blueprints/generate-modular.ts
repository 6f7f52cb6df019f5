/** POST /v1/generate-blueprint-modular: the same operation as /v1/generate-blueprint. */
import { defineRoute } from '#shared/http/route-handler';
import { generateOptions } from './generate';

export const handler = defineRoute('blueprints-generate-modular', generateOptions);
