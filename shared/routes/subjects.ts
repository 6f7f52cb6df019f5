/** The subjects routes. Part of THE route table (shared/routes.ts). */
import { FREE, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const SUBJECTS_ROUTES: readonly RouteDef[] = [
  // --- end users of an app: everything of one subject (shared/accounts/subjects.ts, docs/subjects.md, issue 34) ---
  {
    name: 'subjects-delete',
    method: 'DELETE',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // idempotency: the records of the requests that saved the subject's records or named its blueprints
    tables: { ...FREE, blueprints: 'readwrite', transits: 'readwrite', relationships: 'readwrite', conversations: 'readwrite', idempotency: 'readwrite', calendars: 'readwrite', webhooks: 'readwrite', webhookDeliveries: 'readwrite', subjects: 'readwrite' },
    timeoutSeconds: 29,
    mcp: false,
    summary: 'Deletes everything of one end user (subject) of the caller’s account: its record, blueprints, horoscopes, relationships, conversations, feeds and their Idempotency-Key records (free)',
  },
  // subjects as resources: the birth data once, used by every route that takes birth data (shared/subjects, docs/subjects.md, issue 44)
  {
    name: 'subjects-put',
    method: 'PUT',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/put.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, subjects: 'readwrite' },
    data: BIRTH_DATA,
    summary: 'Creates or replaces an end user (subject): birth data once (place fields or placeId, timeUnknown, utcOffset), a display name and your metadata (free)',
  },
  {
    name: 'subjects-get',
    method: 'GET',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, subjects: 'read' },
    summary: 'One end user (subject): birth data, name and metadata (free)',
  },
  {
    name: 'subjects-patch',
    method: 'PATCH',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/patch.ts',
    price: 0,
    rateLimit: 'standard',
    // the records saved from the subject are counted (not changed) when its birth data is corrected
    tables: { ...FREE, subjects: 'readwrite', blueprints: 'read', transits: 'read', relationships: 'read', conversations: 'read', calendars: 'read', webhooks: 'read', webhookDeliveries: 'read' },
    data: BIRTH_DATA,
    timeoutSeconds: 29,
    summary: 'Changes an end user (subject): a birth-data correction recomputes nothing, the answer counts the saved records that keep the birth data they were made from (free)',
  },
  {
    name: 'subjects-list',
    method: 'GET',
    path: '/subjects',
    handler: 'functions/subjects/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, subjects: 'read' },
    summary: 'The account’s end users (subjects) in id order, a page at a time (limit, startingAfter) (free)',
  },
  // the saved-blueprint images for a subject: its stored birth data drawn (free, as GET /blueprints/{id}/wheel.svg; docs/subjects.md)
  {
    name: 'subjects-wheel-svg',
    method: 'GET',
    path: '/subjects/{subject}/wheel.svg',
    handler: 'functions/images/subject-wheel.ts',
    price: 0,
    rateLimit: 'standard',
    language: 'field',
    produces: ['image/svg+xml'],
    tables: { ...FREE, subjects: 'read', blueprints: 'read' },
    summary: 'The natal wheel of an end user (subject) from its stored birth data as SVG; an unknown birth time draws no houses and says "time unknown" (free; ?theme=light|dark|mono)',
  },
  {
    name: 'subjects-bodygraph-svg',
    method: 'GET',
    path: '/subjects/{subject}/bodygraph.svg',
    handler: 'functions/images/subject-bodygraph.ts',
    price: 0,
    rateLimit: 'standard',
    language: 'field',
    produces: ['image/svg+xml'],
    tables: { ...FREE, subjects: 'read', blueprints: 'read' },
    summary: 'The Human Design bodygraph of an end user (subject) from its stored birth data as SVG (free; ?theme=light|dark|mono)',
  },
];
