/** The relationships routes. Part of THE route table (shared/routes.ts). */
import { CHARGED, FREE, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const RELATIONSHIPS_ROUTES: readonly RouteDef[] = [
  // --- relationships: synastry, composite, Davison, Human Design connection, numerology (saved per owner): added by the relationships engineer ---
  {
    name: 'relationships-create',
    language: 'field',
    method: 'POST',
    path: '/relationships',
    handler: 'functions/relationships/create.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    // blueprints: read the caller's blueprints (people given by blueprintId); relationships: save it
    tables: { ...CHARGED, blueprints: 'read', relationships: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    data: BIRTH_DATA,
    summary: 'Relationship of two people: synastry (2), composite (1), Davison (1), Human Design connection (2), numerology (1); AI reading +40; only delivered parts are charged',
  },
  {
    name: 'relationships-list',
    method: 'GET',
    path: '/relationships/list',
    handler: 'functions/relationships/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, relationships: 'read' },
    summary: 'The caller’s saved relationships, newest first, paginated (free)',
  },
  {
    name: 'relationships-get',
    language: 'field',
    method: 'GET',
    path: '/relationships/{id}',
    handler: 'functions/relationships/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, relationships: 'read' },
    summary: 'One saved relationship of the caller with its modules and AI reading (free)',
  },
  {
    name: 'relationships-delete',
    method: 'DELETE',
    path: '/relationships/{id}',
    handler: 'functions/relationships/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // idempotency: the records of the request that created it go with it
    tables: { ...FREE, relationships: 'readwrite', idempotency: 'readwrite' },
    summary: 'Deletes one saved relationship of the caller and its Idempotency-Key record (free)',
  },
];
