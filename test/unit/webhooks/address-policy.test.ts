/** Which webhook targets are refused (shared/webhooks/address-policy.ts): global unicast only, by the IANA special-purpose registries. */
import { describe, expect, it } from 'vitest';
import {
  addressPolicyFromEnv,
  checkResolvedAddresses,
  checkWebhookUrl,
  isAllowedAddress,
  isGlobalUnicast,
  SPECIAL_PURPOSE_V4,
  SPECIAL_PURPOSE_V6,
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

  // issue 43 item 8: the IPv4-compatible, IPv4-translated and Teredo forms were accepted at creation
  it.each([
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible, dotted'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::808:808', 'IPv4-compatible 8.8.8.8 (deprecated form, not global unicast)'],
    ['::ffff:0:7f00:1', 'IPv4-translated 127.0.0.1'],
    ['::ffff:0:808:808', 'IPv4-translated 8.8.8.8'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo (a real-looking one)'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
    ['64:ff9b::808:808', 'NAT64 of a public address'],
    ['64:ff9b:1::1', 'local-use translation'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'SRv6 SIDs'],
    ['fec0::1', 'site-local'],
    ['ff0e::1', 'global-scope multicast'],
    ['4000::1', 'unassigned, outside 2000::/3'],
    ['::ffff:192.168.0.1', 'IPv4-mapped private'],
    ['192.0.0.9', 'PCP anycast inside 192.0.0.0/24 (kept refused with its block)'],
    ['192.88.99.1', '6to4 relay'],
    ['203.0.113.7', 'TEST-NET-3'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['240.0.0.1', 'reserved'],
  ])('refuses %s (%s) deployed and with loopback allowed', (ip) => {
    expect(isGlobalUnicast(ip)).toBe(false);
    expect(isAllowedAddress(ip, deployed)).toBe(false);
    expect(isAllowedAddress(ip, local)).toBe(false);
  });

  it.each([
    ['https://[::7f00:1]/', 'IPv4-compatible'],
    ['https://[::ffff:0:7f00:1]/', 'IPv4-translated'],
    ['https://[2001::1]/', 'Teredo'],
    ['https://[::ffff:0:127.0.0.1]/hook', 'IPv4-translated, dotted'],
    ['https://[2002:a00:1::]/', '6to4 of 10.0.0.1'],
    ['https://[64:ff9b::a9fe:a9fe]/', 'NAT64 of the metadata address'],
  ])('refuses the URL %s (%s) at creation', (url) => {
    expect(checkWebhookUrl(url, deployed)).toEqual({ ok: false, reason: 'address not public' });
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '2001:4860:4860::8888', '2400:cb00::1', '3ffe::1', '::ffff:1.1.1.1', '9.9.9.9', '192.0.1.1', '192.52.193.1'])('allows the global unicast address %s', (ip) => {
    expect(isGlobalUnicast(ip)).toBe(true);
  });

  it('writes each table entry once, with its source, and every entry refuses its own first address', () => {
    for (const [net, prefix, name, source] of [...SPECIAL_PURPOSE_V4, ...SPECIAL_PURPOSE_V6]) {
      expect(prefix).toBeGreaterThan(0);
      expect(name.length).toBeGreaterThan(3);
      expect(source).toMatch(/^RFC \d+/);
      expect(isGlobalUnicast(net), net).toBe(false);
    }
    const nets = [...SPECIAL_PURPOSE_V4, ...SPECIAL_PURPOSE_V6].map(([n, p]) => `${n}/${p}`);
    expect(new Set(nets).size).toBe(nets.length);
  });

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
