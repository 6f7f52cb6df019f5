/**
 * The signing core (shared/webhooks/signing.ts): header format, tolerance, rotation window, and a
 * known-answer HMAC computed independently of the module.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  activeSecrets,
  parseSignatureHeader,
  signatureHeader,
  signatureHex,
  verifySignature,
} from '#shared/webhooks/signing';

const body = '{"id":"evt_1","type":"webhook.test","createdAt":"2026-11-26T00:00:00.000Z","data":{}}';
const now = Date.parse('2026-11-26T12:00:00.000Z');
const t = Math.floor(now / 1000);

describe('webhook signatures', () => {
  it('signs HMAC-SHA256 over `${t}.${rawBody}`', () => {
    const expected = createHmac('sha256', 'whsec_a').update(`${t}.${body}`).digest('hex');
    expect(signatureHex('whsec_a', t, body)).toBe(expected);
    expect(signatureHeader(['whsec_a'], now, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies with the right secret and refuses a wrong one or a changed body', () => {
    const header = signatureHeader(['whsec_a'], now, body);
    expect(verifySignature(header, body, ['whsec_a'], now)).toEqual({ ok: true, timestamp: t });
    expect(verifySignature(header, body, ['whsec_b'], now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(header, body + ' ', ['whsec_a'], now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a timestamp outside the tolerance, both ways', () => {
    const header = signatureHeader(['whsec_a'], now, body);
    expect(verifySignature(header, body, ['whsec_a'], now + 300_000).ok).toBe(true);
    expect(verifySignature(header, body, ['whsec_a'], now + 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(header, body, ['whsec_a'], now - 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(header, body, ['whsec_a'], now + 3_600_000, 7200).ok).toBe(true);
  });

  it('refuses malformed headers', () => {
    for (const h of ['', 't=1', 'v1=' + 'a'.repeat(64), 't=abc,v1=' + 'a'.repeat(64), `t=${t},v1=xyz`, 'garbage']) {
      expect(verifySignature(h, body, ['whsec_a'], now)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(parseSignatureHeader(`t=${t},v0=zz,v1=${'b'.repeat(64)}`)).toEqual({ timestamp: t, signatures: ['b'.repeat(64)] });
  });

  it('signs with both secrets for 24 h after a rotation, then with the new one only', () => {
    const rotatedAt = '2026-11-26T00:00:00.000Z';
    const ep = { secret: 'whsec_new', previousSecret: 'whsec_old', rotatedAt };
    const rot = Date.parse(rotatedAt);
    expect(activeSecrets(ep, rot + 23 * 3_600_000)).toEqual(['whsec_new', 'whsec_old']);
    expect(activeSecrets(ep, rot + 24 * 3_600_000)).toEqual(['whsec_new']);
    expect(activeSecrets({ secret: 'whsec_x' }, rot)).toEqual(['whsec_x']);

    const during = rot + 3_600_000;
    const header = signatureHeader(activeSecrets(ep, during), during, body);
    expect(verifySignature(header, body, ['whsec_old'], during).ok).toBe(true);
    expect(verifySignature(header, body, ['whsec_new'], during).ok).toBe(true);
    const after = rot + 25 * 3_600_000;
    const later = signatureHeader(activeSecrets(ep, after), after, body);
    expect(verifySignature(later, body, ['whsec_old'], after).ok).toBe(false);
    expect(verifySignature(later, body, ['whsec_new'], after).ok).toBe(true);
  });
});
