import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether a request's Host header names this server: a loopback name (or, when listening on every
 * interface, one of the machine's addresses, or a name in `extra`) with the port it listens on. A web page
 * elsewhere that rebinds its own name to 127.0.0.1 sends its own name as the Host and is refused (DNS
 * rebinding), so it can neither read a member's data nor drive /__admin.
 */
export function hostAllowed(host: string | undefined, address: AddressInfo | string | null, extra: string[]): boolean {
  if (!host || !address || typeof address === 'string') return false;
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:]+)(?::(\d+))?$/.exec(host.toLowerCase());
  if (!match) return false;
  const [, name, port] = match;
  if (Number(port ?? 80) !== address.port) return false;
  if (LOOPBACK.includes(name) || extra.map((h) => h.toLowerCase()).includes(name)) return true;
  const listening = address.address;
  if (listening === '0.0.0.0' || listening === '::') {
    const own = Object.values(networkInterfaces())
      .flat()
      .map((info) => (info?.family === 'IPv6' ? `[${info.address}]` : info?.address));
    return own.includes(name);
  }
  return name === listening || name === `[${listening}]`;
}
