/** POST /v1/generate-blueprint-modular: the same operation as /v1/generate-blueprint (shared/blueprint/generate-route.ts). */
import { generateRoute } from '#shared/blueprint/generate-route';
import { defineRoute } from '#shared/http/route-handler';
import { paidWorkDeps } from '#shared/http/paid-work-deps';

export const handler = defineRoute('blueprints-generate-modular', generateRoute(paidWorkDeps));
