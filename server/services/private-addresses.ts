import { BlockList, isIP } from "node:net";

// Addresses a webhook must never reach (docs/decisions/0063): this machine, the networks behind
// it and the cloud metadata service (169.254.169.254), so an admin's URL cannot be used to
// probe or call what only the server can see.

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** Whether the IP address is one of the above; IPv4-mapped IPv6 (::ffff:10.0.0.1) counts as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The IP address a URL's hostname is written as (without IPv6's brackets), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(bare) ? bare : null;
}
