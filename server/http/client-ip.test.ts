import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { normaliseAddress, proxyTrust, resolveClientIp, type ProxyTrust } from './client-ip';

const oneHop: ProxyTrust = { enabled: true, hops: 1, cidrs: null };

describe('resolveClientIp', () => {
  it('ignores the header unless the proxy is trusted', () => {
    expect(resolveClientIp('192.0.2.1', '203.0.113.9', { ...oneHop, enabled: false })).toBe('192.0.2.1');
  });

  it('takes the entry the trusted proxies appended, never the left-most', () => {
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1', { ...oneHop, hops: 2 })).toBe('203.0.113.9');
  });

  it('falls back to the peer when the header is shorter than the hops or its entry is no address', () => {
    expect(resolveClientIp('10.0.0.2', '203.0.113.9', { ...oneHop, hops: 2 })).toBe('10.0.0.2');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, evil\u0000', oneHop)).toBe('10.0.0.2');
    expect(resolveClientIp(null, 'evil', oneHop)).toBe('unknown');
  });

  it('with trusted CIDRs, walks left past our proxies to the first address outside them', () => {
    const cidrs = new BlockList();
    cidrs.addSubnet('10.0.0.0', 8, 'ipv4');
    cidrs.addSubnet('fd00::', 8, 'ipv6');
    const trust: ProxyTrust = { enabled: true, hops: 1, cidrs };
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.1.1.1, fd00::5', trust)).toBe('203.0.113.9');
    // A peer that is not one of our proxies wrote the header itself.
    expect(resolveClientIp('198.51.100.1', '203.0.113.9', trust)).toBe('198.51.100.1');
    // Only proxies in the list: the left-most of them is as far as we can see.
    expect(resolveClientIp('10.0.0.2', '10.0.0.9', trust)).toBe('10.0.0.2');
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9:5123 ', '203.0.113.9'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['unknown', null],
    ['', null],
    ['1'.repeat(100), null],
  ])('%s → %s', (raw, expected) => expect(normaliseAddress(raw)).toBe(expected));
});

describe('proxyTrust from the configuration', () => {
  it('reads hops and CIDRs', () => {
    const trust = proxyTrust(
      loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', TRUST_PROXY_CIDRS: '10.0.0.0/8, fd00::/8' }),
    );
    expect(trust.hops).toBe(2);
    expect(trust.cidrs?.check('10.9.9.9', 'ipv4')).toBe(true);
    expect(trust.cidrs?.check('fd00::1', 'ipv6')).toBe(true);
    expect(trust.cidrs?.check('11.0.0.1', 'ipv4')).toBe(false);
  });
});
