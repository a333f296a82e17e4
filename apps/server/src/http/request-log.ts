// What a request's log line says about it: Fastify's usual fields, with the credentials some links
// carry in their query string blanked out, so log readers cannot reuse them (the /loading handoff
// token, a partner ticket, a signed file link's signature). And when a request is logged at all:
// Fastify writes two lines per request at info, which cost a quarter of a small call's CPU (a
// profile of GET /todos/count on PostgreSQL); requests are logged at debug, slow ones at warn, and
// failures by the error handler. A proxy in front keeps the access log.
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** A request slower than this is logged at warn whatever the level. */
export const SLOW_REQUEST_MS = 1000;

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

/**
 * Fastify's request logging, a level lower: the incoming line and the completed line at debug, a
 * slow request at warn, an errored one at error as before.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else if (reply.elapsedTime >= SLOW_REQUEST_MS)
      reply.log.warn({ ...fields, req: request }, "slow request");
    else reply.log.debug(fields, "request completed");
  }
}
