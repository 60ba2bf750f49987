/**
 * Who is calling, for per-client limits. The socket's address is the caller, unless it is a proxy the
 * server trusts: then the `X-Forwarded-For` chain is read from its right end (what the nearest proxy saw),
 * skipping trusted proxies, and the first address no trusted proxy vouches for is the client. Entries
 * further left were written by the caller itself and are never believed, so a forged header names no one.
 */

/** The vite dev and preview proxies of this repository run on the same machine: loopback is trusted. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** Only this many entries of a chain are read (the right end): a huge header costs no more than a short one. */
const MAX_HOPS = 16;

/** An address as one form: IPv4 mapped into IPv6 (`::ffff:127.0.0.1`) is the IPv4 address. */
function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** IPv4 or IPv6 text as a proxy writes it (no port, no brackets); anything else is not an address. */
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]{2,39}(?:\d{1,3}(?:\.\d{1,3}){3})?)$/;

/**
 * The trusted proxies of `MOCK_TRUSTED_PROXIES` (comma-separated addresses; empty: none), else loopback.
 */
export function trustedProxiesFrom(value: string | undefined): ReadonlySet<string> {
  const list = value === undefined ? DEFAULT_TRUSTED_PROXIES : value.split(',').filter((entry) => entry.trim());
  return new Set(list.map(normalise));
}

export function clientAddress(
  remote: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: ReadonlySet<string>,
): string {
  let client = normalise(remote ?? 'unknown');
  if (!trusted.has(client) || forwardedFor === undefined) return client;
  const chain = [forwardedFor].flat().join(',').split(',').slice(-MAX_HOPS);
  for (let at = chain.length - 1; at >= 0 && trusted.has(client); at -= 1) {
    const hop = normalise(chain[at]);
    // A trusted proxy that wrote something other than an address: the proxy itself is the client.
    if (!ADDRESS.test(hop)) return client;
    client = hop;
  }
  return client;
}
