// download-url and preview-url: short-lived signed links to a READY attachment the caller may read.
import type { SignedUrl } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeAttachment } from "./access.ts";
import { isPreviewable } from "./formats.ts";

type LinkDeps = Pick<Deps, "db" | "links" | "clock">;

async function readableAttachment(deps: LinkDeps, auth: AuthContext, attachmentOid: string) {
  const row = await authorizeAttachment(deps.db, auth, attachmentOid, "read");
  if (row.state !== "READY") throw errors.attachmentNotReady();
  return row;
}

function signed(deps: LinkDeps, attachmentOid: string, variant: "download" | "preview"): SignedUrl {
  const { url, expiration } = deps.links.urlFor(attachmentOid, variant, deps.clock.now());
  return { url, expiration: expiration.toISOString() };
}

export async function downloadUrl(
  deps: LinkDeps,
  auth: AuthContext,
  attachmentOid: string,
): Promise<SignedUrl> {
  await readableAttachment(deps, auth, attachmentOid);
  return signed(deps, attachmentOid, "download");
}

/** PDF, images, audio and video open in the page; office documents and models have no viewer yet. */
export async function previewUrl(
  deps: LinkDeps,
  auth: AuthContext,
  attachmentOid: string,
): Promise<SignedUrl> {
  const row = await readableAttachment(deps, auth, attachmentOid);
  if (!isPreviewable(row.mimeType)) throw errors.previewUnavailable();
  return signed(deps, attachmentOid, "preview");
}
