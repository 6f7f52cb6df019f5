/** The transits routes. Part of THE route table (shared/routes.ts). */
import { CHARGED, FREE, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const TRANSITS_ROUTES: readonly RouteDef[] = [
  // --- transits: personal horoscopes (computed, optionally AI, saved per owner): added by the transits engineer ---
  {
    name: 'transits-create',
    language: 'field',
    method: 'POST',
    path: '/transits',
    handler: 'functions/transits/create.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    // blueprints: read a caller's blueprint (blueprintId); transits: save the horoscope
    tables: { ...CHARGED, blueprints: 'read', transits: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    data: BIRTH_DATA,
    summary: 'Transits for a day (1), week (2) or month (3); AI interpretation +20; saved with blueprintId or saveToAccount',
  },
  {
    name: 'transits-list',
    method: 'GET',
    path: '/transits/list',
    handler: 'functions/transits/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, transits: 'read' },
    summary: 'The caller’s saved personal horoscopes with their aspects, newest first, paginated (free)',
  },
  {
    name: 'transits-metadata',
    method: 'GET',
    path: '/transits/metadata',
    handler: 'functions/transits/metadata.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, transits: 'read' },
    summary: 'The caller’s saved personal horoscopes with aspectCount and status, filtered by blueprintId and period (free)',
  },
  {
    name: 'transits-get',
    language: 'field',
    method: 'GET',
    path: '/transits/{id}',
    handler: 'functions/transits/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, transits: 'read' },
    summary: 'One saved personal horoscope of the caller with its calculated data and AI text (free)',
  },
  {
    name: 'transits-delete',
    method: 'DELETE',
    path: '/transits/{id}',
    handler: 'functions/transits/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // idempotency: the record of the request that created it goes with it
    tables: { ...FREE, transits: 'readwrite', idempotency: 'readwrite' },
    summary: 'Deletes one saved personal horoscope of the caller and its Idempotency-Key record (free)',
  },
  // --- the daily sky and the sign horoscopes (written once per UTC day): added by the daily engineer ---
  {
    name: 'transits-today',
    language: 'field',
    method: 'GET',
    path: '/transits/today',
    handler: 'functions/transits/today.ts',
    price: 1,
    rateLimit: 'standard',
    // written by the scheduled job, or by the first request of the day when the job has not run
    tables: { ...CHARGED, daily: 'readwrite' },
    timeoutSeconds: 29,
    ai: true,
    summary: 'The sky of the current UTC day: planets at 00:00 UTC, highlights, theme, energy and the daily insight',
  },
];
