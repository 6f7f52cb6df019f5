/**
 * POST /v1/generate-blueprint (and /v1/generate-blueprint-modular, same operation: shared/blueprint/generate-route.ts):
 * dynamic price, charged through the credits service by the use case.
 */
import { generateRoute } from '#shared/blueprint/generate-route';
import { defineRoute } from '#shared/http/route-handler';
import { paidWorkDeps } from '#shared/http/paid-work-deps';

export const handler = defineRoute('blueprints-generate', generateRoute(paidWorkDeps));
