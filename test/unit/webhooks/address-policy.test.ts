/** Which webhook targets are refused (shared/webhooks/address-policy.ts). */
import { describe, expect, it } from 'vitest';
import {
  addressPolicyFromEnv,
  checkResolvedAddresses,
  checkWebhookUrl,
  isAllowedAddress,
} from '#shared/webhooks/address-policy';

const deployed = { allowLoopback: false };
const local = { allowLoopback: true };

describe('webhook address policy', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1',
    '100.127.255.254', '169.254.169.254', '169.254.0.1', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.1.1.1',
    '255.255.255.255', '198.18.0.1', '192.0.2.5', '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1',
    'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', 'not-an-ip',
  ])('refuses %s in deployed mode', (ip) => {
    expect(isAllowedAddress(ip, deployed)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '172.15.255.255', '100.128.0.1', '169.255.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (ip) => {
      expect(isAllowedAddress(ip, deployed)).toBe(true);
    },
  );

  it('allows loopback only behind the explicit setting, and nothing else private', () => {
    expect(isAllowedAddress('127.0.0.1', local)).toBe(true);
    expect(isAllowedAddress('::1', local)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', local)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', local)).toBe(false);
    expect(addressPolicyFromEnv({})).toEqual(deployed);
    expect(addressPolicyFromEnv({ WEBHOOKS_ALLOW_LOOPBACK: '1' })).toEqual(local);
    expect(addressPolicyFromEnv({ WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toEqual(deployed);
  });

  it('accepts only https URLs deployed; http to loopback locally', () => {
    expect(checkWebhookUrl('https://example.com/hook', deployed).ok).toBe(true);
    expect(checkWebhookUrl('http://example.com/hook', deployed)).toEqual({ ok: false, reason: 'only https URLs are accepted' });
    expect(checkWebhookUrl('http://127.0.0.1:4200/hook', deployed).ok).toBe(false);
    expect(checkWebhookUrl('https://127.0.0.1/hook', deployed)).toEqual({ ok: false, reason: 'address not public' });
    expect(checkWebhookUrl('https://[::1]/hook', deployed).ok).toBe(false);
    expect(checkWebhookUrl('https://169.254.169.254/latest/meta-data', deployed).ok).toBe(false);
    expect(checkWebhookUrl('https://localhost/hook', deployed)).toEqual({ ok: false, reason: 'loopback address' });
    expect(checkWebhookUrl('https://user:pw@example.com/', deployed).ok).toBe(false);
    expect(checkWebhookUrl('ftp://example.com/', deployed).ok).toBe(false);
    expect(checkWebhookUrl('not a url', deployed).ok).toBe(false);
    expect(checkWebhookUrl('http://127.0.0.1:4200/hook', local).ok).toBe(true);
    expect(checkWebhookUrl('http://[::1]:4200/hook', local).ok).toBe(true);
    expect(checkWebhookUrl('http://localhost:4200/hook', local).ok).toBe(true);
    expect(checkWebhookUrl('http://example.com/hook', local).ok).toBe(false);
    expect(checkWebhookUrl('https://10.0.0.1/hook', local).ok).toBe(false);
  });

  it('refuses a host when any resolved address is refused', () => {
    expect(checkResolvedAddresses(['93.184.215.14'], deployed)).toBeNull();
    expect(checkResolvedAddresses(['93.184.215.14', '10.0.0.5'], deployed)).toBe('address not public (10.0.0.5)');
    expect(checkResolvedAddresses([], deployed)).toBe('host does not resolve');
  });
});
