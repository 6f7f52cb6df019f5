/**
 * The routes that export or delete an account's (or an end user's) records reach every personal
 * table partitioned by owner (OWNER_TABLES, shared/store/owner-data.ts): a table added later is
 * granted to them or this fails (deployed, a missing grant would leave the records behind).
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { OWNER_TABLES } from '#shared/store/owner-data';

const route = (name: string) => ROUTES.find((r) => r.name === name)!;

describe('owner tables', () => {
  it.each(['account-delete', 'subjects-delete'])('%s may read and write every owner table', (name) => {
    for (const t of OWNER_TABLES) expect(route(name).tables[t.id], `${name} ${t.id}`).toBe('readwrite');
  });
  it('deleting a blueprint may delete the transit.exact webhooks that follow it and their deliveries', () => {
    expect([route('blueprints-delete').tables.webhooks, route('blueprints-delete').tables.webhookDeliveries]).toEqual(['readwrite', 'readwrite']);
  });
  it('the export reads every owner table', () => {
    for (const t of OWNER_TABLES) expect(['read', 'readwrite'], t.id).toContain(route('account-export').tables[t.id]);
  });
});
