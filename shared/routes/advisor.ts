/** The advisor routes. Part of THE route table (shared/routes.ts). */
import { CHARGED, FREE } from './common';
import type { RouteDef } from './types';

export const ADVISOR_ROUTES: readonly RouteDef[] = [
  // --- the advisor chat (streamed) and its conversations: added by the advisor engineer ---
  {
    name: 'advisor-chat',
    language: 'agent',
    method: 'POST',
    path: '/advisor/chat',
    handler: 'functions/advisor/chat.ts',
    price: 'dynamic',
    rateLimit: 'chat',
    streaming: true,
    // keys: the chat counts in the rate-limits table, so it records the key's last use itself (once a minute, docs/self-service.md)
    tables: { ...CHARGED, keys: 'readwrite', rateLimits: 'readwrite', blueprints: 'read', conversations: 'readwrite' },
    // a streamed REST integration may run up to 15 minutes; 5 minutes covers the longest answer (docs/advisor.md)
    timeoutSeconds: 300,
    memoryMb: 1024,
    tool: 'ask_advisor',
    summary: 'Streamed advisor answer grounded in the caller’s blueprint; billed by usage (free messages, subscription quota, then credits)',
  },
  {
    name: 'advisor-conversations-list',
    method: 'GET',
    path: '/advisor/conversations',
    handler: 'functions/advisor/conversations-list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, conversations: 'read' },
    summary: 'The caller’s advisor conversations, newest first, with usage and cost per turn (free)',
  },
  {
    name: 'advisor-conversations-get',
    method: 'GET',
    path: '/advisor/conversations/{id}',
    handler: 'functions/advisor/conversations-get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, conversations: 'read' },
    summary: 'One advisor conversation of the caller: messages, agent settings, usage and cost per turn (free)',
  },
  {
    name: 'advisor-conversations-delete',
    method: 'DELETE',
    path: '/advisor/conversations/{id}',
    handler: 'functions/advisor/conversations-delete.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, conversations: 'readwrite' },
    summary: 'Deletes one advisor conversation of the caller: messages, agent settings and turns (free)',
  },
];
