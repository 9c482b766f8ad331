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
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  // Multicast, then the reserved block and the broadcast address: nothing a webhook answers on.
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // :: and ::1 are refused with the rest of ::/96 (isObsoleteIpv4Form).
  ["64:ff9b:1::", 48],
  // Teredo: the IPv4 address inside is obscured, and a tunnel reaches it wherever it is.
  ["2001::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  // Site-local: deprecated, but still routed to the site's own network where it is configured.
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** The 8 groups of an IPv6 address, with `::` expanded and a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  const text = dotted
    ? `${dotted[1]}${ipv4Groups(dotted[2] ?? "")
        .map((group) => group.toString(16))
        .join(":")}`
    : address;
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function ipv4Groups(address: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  return [a * 256 + b, c * 256 + d];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address a translating or tunnelling IPv6 address carries, which a NAT64 gateway or a
 * 6to4 relay would deliver to: 64:ff9b::/96 (NAT64's well-known prefix) ends with it, 2002::/16
 * (6to4) follows its first group with it, and so does IPv4-mapped ::ffff:0:0/96, read here
 * rather than left to BlockList, which does not read every way of writing it alike.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [first, second, third, fourth, fifth, sixth, seventh = 0, eighth = 0] = groups;
  const zeros = !third && !fourth && !fifth;
  if (first === 0x64 && second === 0xff9b && zeros && !sixth) return ipv4Of(seventh, eighth);
  if (!first && !second && zeros && sixth === 0xffff) return ipv4Of(seventh, eighth);
  if (first === 0x2002) return ipv4Of(second ?? 0, third ?? 0);
  return null;
}

/**
 * IPv6 addresses refused whatever IPv4 address they end with: IPv4-compatible ::a.b.c.d
 * (::/96, deprecated, and sent by some stacks to the IPv4 address) and SIIT's ::ffff:0:a.b.c.d
 * (::ffff:0:0/96), which a translator delivers to the IPv4 address. Neither is a public
 * receiver's address, so there is nothing to gain by reading the IPv4 address inside.
 */
function isObsoleteIpv4Form(groups: number[]): boolean {
  const [first, second, third, fourth, fifth, sixth] = groups;
  return !first && !second && !third && !fourth && (fifth === 0 || fifth === 0xffff) && sixth === 0;
}

/**
 * Whether the IP address is one of the above. An IPv6 address that carries an IPv4 one
 * (IPv4-mapped, NAT64, 6to4) counts as that IPv4 address.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, "ipv4");
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  const carried = embeddedIpv4(groups);
  return (
    isObsoleteIpv4Form(groups) ||
    PRIVATE.check(address, "ipv6") ||
    (carried !== null && PRIVATE.check(carried, "ipv4"))
  );
}

/** The IP address a URL's hostname is written as (without IPv6's brackets), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(bare) ? bare : null;
}
