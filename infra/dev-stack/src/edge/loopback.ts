import { isIP } from 'node:net';

/**
 * Whether a socket's peer address is this machine. Only the socket's own address counts:
 * X-Forwarded-For is whatever the client wrote.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
