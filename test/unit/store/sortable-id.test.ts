/** Time-sortable ids (shared/store/sortable-id.ts): fixed width, string order = time order, strictly increasing within one millisecond. */
import { describe, expect, it } from 'vitest';
import { newConversationId } from '#shared/advisor/conversations-store';
import { newCalendarId } from '#shared/calendars/service';
import { isRelationshipId, newRelationshipId } from '#shared/relationships/ids';
import { sortableId } from '#shared/store/sortable-id';
import { isTransitId, newTransitId } from '#shared/transits/ids';

describe('sortableId', () => {
  it('orders by time, and strictly within one millisecond', () => {
    const t = new Date('2026-11-26T12:00:00Z');
    const ids = Array.from({ length: 50 }, () => sortableId('x', t));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map((i) => i.slice(0, 12))).size).toBe(50);
    const later = sortableId('x', new Date('2030-01-01T00:00:00Z'));
    expect(later > ids[49]!).toBe(true);
    for (const id of [...ids, later]) expect(id).toMatch(/^x_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('is the id of horoscopes, relationships, conversations and calendar feeds', () => {
    const now = new Date();
    expect(isTransitId(newTransitId(now))).toBe(true);
    expect(isRelationshipId(newRelationshipId(now))).toBe(true);
    expect(newConversationId(now)).toMatch(/^conv_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(newCalendarId(now)).toMatch(/^cal_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});
