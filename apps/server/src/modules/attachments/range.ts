// The Range header of a file request (video seeking, resumed downloads): one byte range, or none.
import type { FastifyReply } from "fastify";
import { errors } from "../../http/errors.ts";
import type { StorageDriver } from "../../storage/driver.ts";

export type ByteRange = { start: number; end: number };

/**
 * The inclusive range to send, "unsatisfiable" for a range outside the object (416), or null to
 * send the whole object: no header, another unit, several ranges, or a malformed one (RFC 9110
 * lets a server ignore those).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Sends a stored object, or the one range its request's Range header asks for (206, or 416 outside
 * it). The caller has set its own headers (type, caching, policy) on the reply.
 */
export async function sendStoredObject(
  storage: StorageDriver,
  key: string,
  size: number,
  rangeHeader: string | undefined,
  reply: FastifyReply,
) {
  reply.header("accept-ranges", "bytes");
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") return reply.code(416).header("content-range", `bytes */${size}`).send();
  const body = await storage.getObject(key, range ?? undefined);
  if (!body) throw errors.notFound();
  if (!range) return reply.header("content-length", size).send(body);
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
    .header("content-length", range.end - range.start + 1)
    .send(body);
}
