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
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  // Teredo: the IPv4 address inside is obscured, and a tunnel reaches it wherever it is.
  ["2001::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
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
 * (6to4) follows its first group with it.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const [first, second, third, fourth, fifth, sixth, seventh = 0, eighth = 0] = groups;
  if (first === 0x64 && second === 0xff9b && !third && !fourth && !fifth && !sixth) {
    return ipv4Of(seventh, eighth);
  }
  if (first === 0x2002) return ipv4Of(second ?? 0, third ?? 0);
  return null;
}

/**
 * Whether the IP address is one of the above. IPv4-mapped IPv6 (::ffff:10.0.0.1) counts as its
 * IPv4, and so does an IPv6 address that carries one (NAT64, 6to4).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, "ipv4");
  if (family !== 6) return false;
  const carried = embeddedIpv4(address);
  return PRIVATE.check(address, "ipv6") || (carried !== null && PRIVATE.check(carried, "ipv4"));
}

/** The IP address a URL's hostname is written as (without IPv6's brackets), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(bare) ? bare : null;
}
