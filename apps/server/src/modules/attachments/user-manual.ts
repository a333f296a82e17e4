// GET /attachments/user-manual-download-url: the operator's manual (USER_MANUAL_URL), else the
// Chinese manual bundled with the server, served at /api/manuals/builder.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ATTACHMENT_MESSAGES, type SignedUrl, UPLOAD } from "@textbook/shared";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config.ts";
import { addSeconds } from "../../http/clock.ts";
import { contentDisposition, FILE_CSP } from "./serve-file.ts";

export const BUNDLED_MANUAL_URL = "/api/manuals/builder";
const MANUAL_FILE = resolve(import.meta.dirname, "../../../assets/user-manual-builder.html");

export function userManualUrl(config: Pick<Config, "userManualUrl">, now: Date): SignedUrl {
  return {
    url: config.userManualUrl ?? BUNDLED_MANUAL_URL,
    expiration: addSeconds(now, UPLOAD.linkTtlSeconds).toISOString(),
  };
}

export async function serveBundledManual(reply: FastifyReply) {
  const html = await readFile(MANUAL_FILE);
  return reply
    .type("text/html; charset=utf-8")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("content-disposition", contentDisposition("inline", ATTACHMENT_MESSAGES.userManualName))
    .send(html);
}
