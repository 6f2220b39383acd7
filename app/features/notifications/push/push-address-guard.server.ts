import dns from "node:dns";
import net from "node:net";

/**
 * Where the push sender may connect. The endpoint comes from a browser (anyone), so the server
 * must never become a way into its own network: the address a name resolves to is checked at
 * connect time (a name checked at subscribe time may later point inside).
 */
export type AddressPolicy = {
  isAllowedAddress(address: string, family: number): boolean;
  /** plain http endpoints: only for tests with a local receiver */
  allowHttp: boolean;
};

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (AWS metadata fd00:ec2::254 too)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** An IPv4 address hidden in an IPv6 one (::ffff:10.0.0.1, 64:ff9b::a00:1, ::10.0.0.1). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isPublicAddress(inner);
  return !blocked.check(address, "ipv6");
}

export const publicAddressesOnly: AddressPolicy = {
  isAllowedAddress: (address) => isPublicAddress(address),
  allowHttp: false,
};

class RefusedAddressError extends Error {}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves the name, refuses it when any address is not allowed,
 * and hands the checked addresses to the socket, so the connection goes where the check looked.
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !policy.isAllowedAddress(entry.address, entry.family));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddressError(`${hostname} resolves to a refused address`), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Checks what needs no lookup: the scheme, and a host that is already an IP address. */
export function checkEndpoint(endpoint: URL, policy: AddressPolicy): void {
  if (endpoint.protocol !== "https:" && !(policy.allowHttp && endpoint.protocol === "http:")) {
    throw new RefusedAddressError("push endpoints must be https");
  }
  const host = endpoint.hostname.replace(/^\[|\]$/g, "");
  const family = net.isIP(host);
  if (family !== 0 && !policy.isAllowedAddress(host, family)) {
    throw new RefusedAddressError(`${host} is a refused address`);
  }
}
