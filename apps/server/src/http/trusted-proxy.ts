// Is this peer one of the reverse proxies in TRUST_PROXY? The same rule Fastify applies to
// request.ip and request.host, for code that sees raw Node requests (the save socket's handshake).
import { compile } from "@fastify/proxy-addr";

export type ProxyTrust = (peerAddress: string | undefined) => boolean;

export function proxyTrust(trustProxy: readonly string[]): ProxyTrust {
  if (trustProxy.length === 0) return () => false;
  const trusts = compile([...trustProxy]);
  return (peerAddress) => peerAddress !== undefined && trusts(peerAddress, 0);
}
