/** The request log's pure parts: the sort key, expiry, the 1,000-line cap across pages, the cursor. */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, expiryOf, oldestShownKey, pageSize, REQUEST_LOG_DAYS, REQUEST_LOG_LIMIT, requestKeyOf } from '#shared/requests/log';

describe('request log', () => {
  it('sorts by time, then request id; expires and stops showing after the keeping time', () => {
    const a = requestKeyOf({ at: '2026-11-26T10:00:00.000Z', requestId: 'b' });
    const b = requestKeyOf({ at: '2026-11-26T10:00:00.001Z', requestId: 'a' });
    expect(a < b).toBe(true);
    const at = new Date('2026-11-26T10:00:00Z');
    expect(expiryOf(at) - at.getTime() / 1000).toBe(REQUEST_LOG_DAYS * 86_400);
    expect(oldestShownKey(at)).toBe('2026-11-19T10:00:00.000Z');
    // an entry exactly at the limit is shown, one a millisecond older is not
    expect(requestKeyOf({ at: '2026-11-19T10:00:00.000Z', requestId: 'x' }) >= oldestShownKey(at)).toBe(true);
    expect(requestKeyOf({ at: '2026-11-19T09:59:59.999Z', requestId: 'x' }) >= oldestShownKey(at)).toBe(false);
  });

  it('never shows more than the newest 1,000 across pages', () => {
    expect(pageSize(100, 0)).toBe(100);
    expect(pageSize(100, 950)).toBe(50);
    expect(pageSize(REQUEST_LOG_LIMIT, 0)).toBe(REQUEST_LOG_LIMIT);
    expect(pageSize(100, REQUEST_LOG_LIMIT)).toBe(0);
    let shown = 0;
    for (let i = 0; i < 20; i++) shown += pageSize(73, shown);
    expect(shown).toBe(REQUEST_LOG_LIMIT);
  });

  it('cursors round-trip; anything else is refused', () => {
    const key = requestKeyOf({ at: '2026-11-26T10:00:00.000Z', requestId: '3fe49865-ef88-4136-a8b6-be9f0d46e247' });
    expect(decodeCursor(encodeCursor(key, 300))).toEqual({ requestKey: key, shown: 300 });
    for (const bad of ['abc', encodeCursor('not a key', 1), encodeCursor(key, -1), encodeCursor(key, 1001), Buffer.from('[1,2,3]').toString('base64url')]) {
      expect(decodeCursor(bad), bad).toBeUndefined();
    }
  });
});
