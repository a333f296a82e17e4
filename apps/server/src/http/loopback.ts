// This machine's own addresses: the demo's SMS outbox answers nobody else.
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** 127.0.0.0/8 or ::1, also written IPv4-mapped (`::ffff:127.0.0.1`, as a dual-stack socket reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:(?=\d)/i, "");
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? "ipv4" : "ipv6");
}

/** A listen address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}
