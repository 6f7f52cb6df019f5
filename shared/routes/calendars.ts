/** The calendars routes. Part of THE route table (shared/routes.ts). */
import { FREE } from './common';
import type { RouteDef } from './types';

export const CALENDARS_ROUTES: readonly RouteDef[] = [
  // --- personal calendar feeds (RFC 5545) of a saved blueprint: shared/calendars, docs/calendars.md (issue 37) ---
  {
    name: 'calendars-create',
    method: 'POST',
    path: '/calendars',
    handler: 'functions/calendars/create.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, blueprints: 'read', calendars: 'readwrite', limits: 'readwrite' },
    // hands out a secret URL that spends the account's credits, as a key does
    mcp: false,
    summary: 'Creates a calendar feed of a saved blueprint (transits, progressed Moon, returns, personal cycles, sky): its id and secret .ics URL (free; each fetch of the feed costs 1 credit, at most once an hour)',
  },
  {
    name: 'calendars-list',
    method: 'GET',
    path: '/calendars',
    handler: 'functions/calendars/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, calendars: 'read' },
    summary: 'The caller’s calendar feeds, oldest first, without their secret URLs (free)',
  },
  {
    name: 'calendars-delete',
    method: 'DELETE',
    path: '/calendars/{id}',
    handler: 'functions/calendars/delete.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, calendars: 'readwrite', limits: 'readwrite' },
    summary: 'Deletes a calendar feed of the caller: its URL answers 404 at once (free)',
  },
  {
    name: 'calendars-feed',
    method: 'GET',
    // `{id}` is `<token>.ics` here (API Gateway allows one variable name per path level)
    path: '/calendars/{id}',
    handler: 'functions/calendars/feed.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    auth: 'token',
    ai: false,
    produces: ['text/calendar'],
    tables: { ...FREE, blueprints: 'read', calendars: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    mcp: false,
    summary: 'The RFC 5545 calendar of a feed for the next 12 months (no API key: the secret token in the path; 1 credit of the feed’s account, at most one charged fetch per feed and hour)',
  },
];
