import { BlockList, isIP } from "node:net";

/**
 * Whether an address is on a key's allow-list of addresses and CIDR ranges (an empty list allows
 * any). IPv4-mapped IPv6 addresses (::ffff:203.0.113.7) count as their IPv4 address.
 */
export function ipAllowed(allowed: string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [addr, bits] = entry.split("/");
    const type = isIP(addr) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const plain = mapped ? mapped[1] : ip;
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? "ipv6" : "ipv4");
}
