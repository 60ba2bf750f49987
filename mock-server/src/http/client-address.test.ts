import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxiesFrom } from './client-address.js';

const loopback = trustedProxiesFrom(undefined);

describe('the client of a request', () => {
  it('is the socket address when no trusted proxy stands between', () => {
    expect(clientAddress('203.0.113.5', '198.51.100.1', loopback)).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5', undefined, loopback)).toBe('203.0.113.5');
  });

  it('is the address the trusted proxy saw, read from the right of the chain', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientAddress('::1', ['6.6.6.6', '198.51.100.1'], loopback)).toBe('198.51.100.1');
  });

  it('walks past every trusted proxy, and no further', () => {
    const trusted = trustedProxiesFrom('127.0.0.1,10.0.0.2');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2', trusted)).toBe('198.51.100.1');
  });

  it('is the proxy itself when what it forwarded is not an address', () => {
    expect(clientAddress('127.0.0.1', 'not-an-address', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.1:443', loopback)).toBe('127.0.0.1');
  });

  it('reads only the last 16 hops of a long chain', () => {
    const chain = [...Array.from({ length: 10_000 }, () => '6.6.6.6'), '198.51.100.1'].join(',');
    expect(clientAddress('127.0.0.1', chain, loopback)).toBe('198.51.100.1');
  });

  it('trusts no proxy when MOCK_TRUSTED_PROXIES is empty', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', trustedProxiesFrom(''))).toBe('127.0.0.1');
  });
});
