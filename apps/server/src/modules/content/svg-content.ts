// SVG documents kept as IMAGE attachments (POST .../svg-contents), and copies of them into another
// book (POST .../content/svg-copy). Both store only what sanitizeSvg lets through, so an SVG
// uploaded before (or through another path) is cleaned again on its way into a book.
import type { Attachment, FileAddress, SvgContentBody, SvgCopyBody } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { findAttachment } from "../attachments/access.ts";
import { presentAttachment } from "../attachments/presenter.ts";
import { storeGeneratedFile } from "../attachments/store-generated.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { requireEditable } from "./edit-block.ts";
import { openFile } from "./open-file.ts";
import { InvalidSvgError, sanitizeSvg } from "./sanitize-svg.ts";

type SvgDeps = Pick<Deps, "db" | "clock" | "storage" | "links">;

const SVG_TYPE = "image/svg+xml";

function cleanSvg(source: string): Buffer {
  try {
    return Buffer.from(sanitizeSvg(source));
  } catch (error) {
    if (error instanceof InvalidSvgError) throw errors.svgInvalid();
    throw error;
  }
}

function svgName(name: string | undefined): string {
  const base = (name ?? "图形").replace(/\.svg$/i, "");
  return `${base}.svg`;
}

async function storeSvg(
  deps: SvgDeps,
  book: { oid: string; orgOid: string },
  ownerOid: string,
  name: string,
  body: Buffer,
) {
  const row = await storeGeneratedFile(deps, {
    bookOid: book.oid,
    orgOid: book.orgOid,
    ownerOid,
    name,
    type: "IMAGE",
    contentType: SVG_TYPE,
    body,
  });
  return presentAttachment(row, deps.links, deps.clock.now());
}

export async function createSvgContent(
  deps: SvgDeps,
  auth: AuthContext,
  address: FileAddress,
  body: SvgContentBody,
): Promise<Attachment> {
  const opened = await openFile(deps.db, auth, address);
  requireEditable(opened);
  return storeSvg(deps, opened.book, auth.user.oid, svgName(body.name), cleanSvg(body.svg));
}

async function readText(deps: SvgDeps, objectKey: string): Promise<string> {
  const stream = await deps.storage.getObject(objectKey);
  if (!stream) throw errors.notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

export async function copySvgContent(
  deps: SvgDeps,
  auth: AuthContext,
  address: FileAddress,
  body: SvgCopyBody,
): Promise<Attachment> {
  const opened = await openFile(deps.db, auth, address);
  const source = await findAttachment(deps.db, body.attachmentOid);
  if (!source || source.bookOid !== opened.book.oid || source.state !== "READY") throw errors.notFound();
  if (source.mimeType !== SVG_TYPE) throw errors.svgInvalid();
  const target = await authorizeBook(deps.db, auth, body.targetBookOid, "uploadMedia");
  const svg = cleanSvg(await readText(deps, source.objectKey));
  return storeSvg(deps, target.book, auth.user.oid, source.name, svg);
}
