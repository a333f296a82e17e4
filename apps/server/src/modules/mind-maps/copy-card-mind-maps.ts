// A document copied into another file takes its mind maps along, as its interactions take their
// activities: each mind-map card naming a mind map of the source file gets a copy of that map in
// the target file, and the copied card names the copy at the target's address. Without this the
// target's card would name a map its file does not hold, which the target's editors could read but
// never save. A copy made for a save that is then refused stays unnamed, like a copied attachment.
import type { DocumentJson, FileAddress } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { mindMaps } from "../../db/schema/index.ts";
import { type JsonNode, walkDocument } from "../content/document-walk.ts";

export interface MindMapCopyProps {
  content: DocumentJson;
  sourceFileOid: string;
  target: FileAddress;
  /** Attachments copied along with the document (source oid → copy): a copied map keeps its copied cover. */
  attachmentCopies: Map<string, string>;
  authorOid: string;
  now: Date;
}

function mindMapOidOf(node: JsonNode): string | null {
  const oid = node.attrs?.mindMapFileOid;
  return node.type === "mindMapCard" && typeof oid === "string" && oid !== "" ? oid : null;
}

export async function copyCardMindMaps(db: Db, props: MindMapCopyProps): Promise<DocumentJson> {
  if (props.sourceFileOid === props.target.fileOid) return props.content;
  const named = [...walkDocument(props.content)].flatMap((node) => mindMapOidOf(node) ?? []);
  if (named.length === 0) return props.content;
  const rows = await db
    .select()
    .from(mindMaps)
    .where(and(inArray(mindMaps.oid, named), eq(mindMaps.fileOid, props.sourceFileOid)));
  if (rows.length === 0) return props.content;
  const copies = new Map(rows.map((row) => [row.oid, newOid()]));
  await db.insert(mindMaps).values(
    rows.map((row) => ({
      ...row,
      oid: copies.get(row.oid) as string,
      fileOid: props.target.fileOid,
      coverAttachmentOid: row.coverAttachmentOid
        ? (props.attachmentCopies.get(row.coverAttachmentOid) ?? row.coverAttachmentOid)
        : null,
      authorOid: props.authorOid,
      createdAt: props.now,
      updatedAt: props.now,
    })),
  );
  const copied = structuredClone(props.content);
  for (const node of walkDocument(copied)) {
    const source = mindMapOidOf(node);
    const copy = source ? copies.get(source) : undefined;
    if (copy && node.attrs) Object.assign(node.attrs, props.target, { mindMapFileOid: copy });
  }
  return copied;
}
