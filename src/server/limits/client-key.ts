import { isIPv4, isIPv6 } from "node:net";

/** Sixteen-bit groups of an IPv6 address (zone id dropped, an embedded IPv4 tail converted), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail.split(".").map(Number);
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client part of a rate-limit counter for an address: IPv4 as it is, an IPv4-mapped IPv6
 * address (::ffff:a.b.c.d) as its IPv4, and any other IPv6 address as its /64, the block one
 * subscriber or host is routinely given (so rotating through it is still one client). Anything
 * else (no address) is kept as it is.
 */
export function limitKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
