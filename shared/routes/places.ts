/** The places routes. Part of THE route table (shared/routes.ts). */
import { FREE } from './common';
import type { RouteDef } from './types';

export const PLACES_ROUTES: readonly RouteDef[] = [
  // --- place search: GeoNames cities and the time zone of a point (shared/places, docs/places.md) ---
  {
    name: 'places-search',
    method: 'GET',
    path: '/places',
    handler: 'functions/places/search.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    memoryMb: 1024,
    data: ['places'],
    summary: 'Cities and towns of the world by the first letters of their name (GeoNames), the most populous first, with coordinates and time zone (free)',
  },
  {
    name: 'places-timezone',
    method: 'GET',
    path: '/places/timezone',
    handler: 'functions/places/timezone.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The IANA time zone of a point given by latitude and longitude (free)',
  },
];
