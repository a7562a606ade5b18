import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Host names that always mean the platform's own infrastructure. */
const INTERNAL_NAMES = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$|^metadata(\.|$)/i;

export class BlockedAddressError extends Error {
  constructor(host: string, address?: string) {
    super(
      `Tools may only call public addresses: ${host}${address && address !== host ? ` (${address})` : ''} is private or internal.`,
    );
  }
}

/** Whether an IP address is on the public internet (not loopback, private, link-local, …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * Who may be called: public addresses always; a private one only when its
 * `host:port` is listed in `allowed` (the local stack's demo API).
 */
export class AddressGuard {
  private readonly allowed: Set<string>;

  constructor(allowed: readonly string[] = []) {
    this.allowed = new Set(allowed.map((entry) => entry.trim().toLowerCase()).filter(Boolean));
  }

  static fromList(list: string | undefined): AddressGuard {
    return new AddressGuard((list ?? '').split(','));
  }

  isAllowedHost(host: string, port: string): boolean {
    return this.allowed.has(`${host.toLowerCase()}:${port}`);
  }

  /** Throws for a host name that is internal by name, or a literal private address. */
  checkHost(host: string, port: string): void {
    if (this.isAllowedHost(host, port)) return;
    if (INTERNAL_NAMES.test(host)) throw new BlockedAddressError(host);
    if (isIP(host) && !isPublicAddress(host)) throw new BlockedAddressError(host);
  }

  /**
   * A DNS lookup for the socket that refuses private answers at connect
   * time, so a name that resolves (or re-resolves) to an internal address
   * is never connected to.
   */
  lookupFor(host: string, port: string) {
    const allowed = this.isAllowedHost(host, port);
    return (
      hostname: string,
      options: LookupOptions,
      callback: (
        error: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void,
    ): void => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, '');
        const list = addresses as LookupAddress[];
        const blocked = allowed ? undefined : list.find((entry) => !isPublicAddress(entry.address));
        if (blocked) return callback(new BlockedAddressError(hostname, blocked.address), '');
        if (options.all) return callback(null, list);
        const first = list[0];
        if (!first) return callback(new Error(`No address for ${hostname}`), '');
        callback(null, first.address, first.family);
      });
    };
  }
}
