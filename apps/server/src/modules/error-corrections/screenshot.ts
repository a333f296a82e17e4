// The reader's screenshot: stored under its own key with the storage driver, then judged by its
// bytes as attachments are (sniff-content), so a renamed file of another kind never stays stored.
// Editors see it through a signed link, as attachments' files: an <img> cannot send the bearer token.
import { ERROR_CORRECTION_LIMITS } from "@textbook/shared";
import type { FastifyReply } from "fastify";
import { newOid } from "../../db/oid.ts";
import type { Deps } from "../../deps.ts";
import { errors } from "../../http/errors.ts";
import { sniffStoredObject } from "../attachments/sniff-content.ts";
import { screenshotInvalid } from "./errors.ts";

const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };

/** The signing name of a report's screenshot: distinct from any attachment oid a link could name. */
const linkName = (reportOid: string) => `error-correction.${reportOid}`;

/** Stores the base64 screenshot and answers its key, or refuses anything but a small PNG or JPEG. */
export async function storeScreenshot(deps: Pick<Deps, "storage">, base64: string): Promise<string> {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0 || bytes.length > ERROR_CORRECTION_LIMITS.screenshotBytes) throw screenshotInvalid();
  const key = `error-corrections/${newOid()}`;
  await deps.storage.putObject(key, bytes, "application/octet-stream");
  const kind = await sniffStoredObject(deps.storage, key, bytes.length);
  const contentType = kind === undefined ? undefined : IMAGE_TYPES[kind];
  if (!contentType) {
    await deps.storage.deleteObject(key);
    throw screenshotInvalid();
  }
  // Stored again with its real type, so the served file says what it is.
  await deps.storage.putObject(key, bytes, contentType);
  return key;
}

export function screenshotUrl(deps: Pick<Deps, "links" | "clock">, reportOid: string): string {
  const { url } = deps.links.urlFor(linkName(reportOid), "original", deps.clock.now());
  const query = url.slice(url.indexOf("?"));
  return `/api/error-corrections/${reportOid}/screenshot${query}`;
}

export async function serveScreenshot(
  deps: Pick<Deps, "links" | "clock" | "storage">,
  props: { reportOid: string; key: string | null; exp?: string | undefined; sig?: string | undefined },
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!props.exp || !props.sig) throw errors.loginRequired();
  if (!deps.links.verify(linkName(props.reportOid), "original", props.exp, props.sig, deps.clock.now())) {
    throw errors.privilegeRequired();
  }
  if (!props.key) throw errors.notFound();
  const stored = await deps.storage.statObject(props.key);
  const stream = stored ? await deps.storage.getObject(props.key) : null;
  if (!stored || !stream) throw errors.notFound();
  return reply
    .header("content-type", stored.contentType)
    .header("content-length", stored.size)
    .header("cache-control", "private, max-age=3600")
    .header("x-content-type-options", "nosniff")
    .send(stream);
}
