/**
 * The SSRF guard of the ERP connector (docs/decisions/058): a gateway host is resolved and every
 * address checked before each connection, and the connection is made to the checked address (no
 * second lookup, so no DNS rebinding). Link-local, cloud metadata and unspecified addresses are
 * always refused; loopback unless `allowLoopback`; private LAN ranges are allowed.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { ErpGatewayError } from './gateway';

/** Host names of cloud metadata services. */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

function blockList(entries: [address: string, prefix: number, type: 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [address, prefix, type] of entries) list.addSubnet(address, prefix, type);
  return list;
}

/** Link-local, metadata, unspecified (and "this network") ranges: never a gateway. */
const ALWAYS_REFUSED = blockList([
  ['169.254.0.0', 16, 'ipv4'],
  ['100.100.100.200', 32, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
  ['fd00:ec2::254', 128, 'ipv6'],
  ['::', 128, 'ipv6'],
]);
const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:hhhh:hhhh), else the address itself. */
function unmapped(address: string): string {
  const match = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return address;
  if (match[1]) return match[1];
  const high = parseInt(match[2] ?? '0', 16);
  const low = parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when a gateway may be at `address` (an IP literal). */
export function isAllowedAddress(rawAddress: string, allowLoopback: boolean): boolean {
  const address = unmapped(rawAddress.toLowerCase());
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (ALWAYS_REFUSED.check(address, type)) return false;
  return allowLoopback || !LOOPBACK.check(address, type);
}

/** A URL's host without IPv6 brackets and trailing dot, lower-cased. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

/** True when `host` is refused by its name or (an IP literal) its address, without resolving it. */
export function isRefusedHost(host: string, allowLoopback: boolean): boolean {
  if (METADATA_HOSTS.has(host)) return true;
  return isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback);
}

/** A resolved, checked address to connect to. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves `host` and checks every address it has.
 * @throws ErpGatewayError 'refused' when the name or any address is refused, 'unreachable' when it does not resolve.
 */
export async function resolveCheckedAddress(host: string, allowLoopback: boolean): Promise<CheckedAddress> {
  if (isRefusedHost(host, allowLoopback)) throw new ErpGatewayError('refused', `refused gateway host ${host}`);
  const addresses = await lookup(host, { all: true, verbatim: true }).catch((error: unknown) => {
    throw new ErpGatewayError('unreachable', `cannot resolve ${host}`, error);
  });
  const refused = addresses.find((entry) => !isAllowedAddress(entry.address, allowLoopback));
  if (refused) throw new ErpGatewayError('refused', `refused gateway address ${refused.address} of ${host}`);
  const first = addresses[0];
  if (!first) throw new ErpGatewayError('unreachable', `cannot resolve ${host}`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` for http(s).request that answers only the checked address (no second resolution). */
export function pinnedLookup(checked: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}
