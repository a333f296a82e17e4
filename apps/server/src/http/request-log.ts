// What a request's log line says about it: Fastify's usual fields, with the credentials some links
// carry in their query string blanked out, so log readers cannot reuse them (the /loading handoff
// token, a partner ticket, a signed file link's signature).
import type { FastifyRequest } from "fastify";

const SECRET_PARAMS = new Set(["token", "ticket", "sig"]);
export const REDACTED = "[redacted]";

function paramName(pair: string): string {
  const raw = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const name = paramName(pair);
      return SECRET_PARAMS.has(name) ? `${pair.split("=", 1)[0]}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark)}?${query.join("&")}`;
}

/** Fastify's default request serializer with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
