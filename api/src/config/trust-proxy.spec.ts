import { proxyTrust, trustProxySchema } from './trust-proxy';

describe('trustProxySchema', () => {
  it.each([
    ['false', false],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
  ])('reads %p as %p', (input, expected) => {
    expect(trustProxySchema.parse(input)).toEqual(expected);
  });

  it.each(['true', 'my-proxy', '10.0.0.0/99'])('refuses %p', (input) => {
    expect(trustProxySchema.safeParse(input).success).toBe(false);
  });
});

describe(proxyTrust.name, () => {
  it('trusts nobody when the setting is false', () => {
    expect(proxyTrust(false)('127.0.0.1', 0)).toBe(false);
  });

  it('trusts the given number of hops', () => {
    expect([0, 1, 2].map((hop) => proxyTrust(2)('203.0.113.9', hop))).toEqual([true, true, false]);
  });

  it('trusts listed addresses and ranges only', () => {
    const trust = proxyTrust(['loopback', '10.0.0.0/8']);
    expect(['127.0.0.1', '::1', '10.1.2.3', '203.0.113.9'].map((a) => trust(a, 0))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
