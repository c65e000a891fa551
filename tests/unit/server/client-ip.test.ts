import { describe, expect, it } from 'vitest';
import { ipLimitKey } from '@/server/http/client-ip';

describe('ipLimitKey', () => {
  it('keeps an IPv4 address whole, also when written as IPv4-mapped IPv6', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3::1',
      '2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::7%eth0',
    ]) {
      expect(ipLimitKey(address), address).toBe(key);
    }
    expect(ipLimitKey('2001:db8:85a3:8d4::1')).not.toBe(key);
  });

  it('expands the :: shorthand wherever it stands', () => {
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(ipLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(ipLimitKey('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64');
    // An IPv4 tail is two groups.
    expect(ipLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(ipLimitKey('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });

  it('passes anything else through', () => {
    expect(ipLimitKey('unknown')).toBe('unknown');
  });
});
