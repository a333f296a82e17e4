// POST .../mind-maps/:mindMapOid/copy { targetFileOid }: a new mind map in the target file (the
// caller reads the source and may edit the target, under the target's own rules and lock), whose
// card is added at the end of the target's document as its next version, so the copy is there when
// the target is opened. A target in another book gets its own copy of the cover.
import type { CopiedMindMap, DocumentJson, FileAddress, MindMapPath } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newOid } from "../../db/oid.ts";
import { chapters, contentFiles, mindMaps, sections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { copyAttachments } from "../content/copy-attachments.ts";
import { loadContent } from "../content/load-content.ts";
import { openFile } from "../content/open-file.ts";
import { saveOverHttp } from "../content/save-over-http.ts";
import { type MindMapRow, presentMindMap } from "./presenter.ts";
import { findMindMap, splitPath } from "./read-mind-map.ts";
import { openForEdit } from "./write-mind-map.ts";

type CopyDeps = Pick<Deps, "db" | "clock" | "links" | "storage" | "saveSocket">;

async function addressOfFile(db: Db, fileOid: string): Promise<FileAddress> {
  const [row] = await db
    .select({ bookOid: chapters.bookOid, chapterOid: chapters.oid, sectionOid: sections.oid })
    .from(contentFiles)
    .innerJoin(sections, eq(sections.oid, contentFiles.sectionOid))
    .innerJoin(chapters, eq(chapters.oid, sections.chapterOid))
    .where(eq(contentFiles.oid, fileOid))
    .limit(1);
  if (!row) throw errors.notFound();
  return { ...row, fileOid };
}

/** The card of content §3.16 for a mind map of the file at `address`. */
export function mindMapCard(address: FileAddress, row: MindMapRow, coverSrc: string | null) {
  return {
    type: "mindMapCard",
    attrs: {
      oid: newOid(),
      ...address,
      title: row.title,
      mindMapFileOid: row.oid,
      mindMapCoverAttachmentOid: row.coverAttachmentOid,
      mindMapCoverSrc: coverSrc,
    },
  };
}

async function coverFor(
  deps: CopyDeps,
  auth: AuthContext,
  source: MindMapRow,
  sourceBookOid: string,
  target: { oid: string; orgOid: string },
): Promise<string | null> {
  if (!source.coverAttachmentOid) return null;
  const card: DocumentJson = {
    type: "doc",
    content: [{ type: "mindMapCard", attrs: { mindMapCoverAttachmentOid: source.coverAttachmentOid } }],
  };
  const { copies } = await copyAttachments(deps, {
    content: card,
    sourceBookOid,
    target: { bookOid: target.oid, orgOid: target.orgOid },
    ownerOid: auth.user.oid,
  });
  return copies.get(source.coverAttachmentOid) ?? source.coverAttachmentOid;
}

export async function copyMindMap(
  deps: CopyDeps,
  auth: AuthContext,
  path: MindMapPath,
  targetFileOid: string,
): Promise<CopiedMindMap> {
  const { address, mindMapOid } = splitPath(path);
  const source = await openFile(deps.db, auth, address);
  const row = await findMindMap(deps.db, source.file.oid, mindMapOid);
  const targetAddress = await addressOfFile(deps.db, targetFileOid);
  // Every refusal of the target comes before anything is made.
  const target = await openForEdit(deps, auth, targetAddress);
  const coverAttachmentOid = await coverFor(deps, auth, row, source.book.oid, target.book);
  const now = deps.clock.now();
  const [copy] = await deps.db
    .insert(mindMaps)
    .values({
      oid: newOid(),
      fileOid: target.file.oid,
      title: row.title,
      data: row.data,
      coverAttachmentOid,
      authorOid: auth.user.oid,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!copy) throw new Error("mind map copy failed");
  const mindMap = presentMindMap(copy, deps.links, now);
  try {
    const { content, version } = await loadContent(deps.db, target.file.oid);
    const withCard: DocumentJson = {
      ...content,
      content: [
        ...(Array.isArray(content.content) ? content.content : []),
        mindMapCard(targetAddress, copy, mindMap.coverUrl),
      ],
    };
    const saved = await saveOverHttp(deps, auth, {
      address: targetAddress,
      baseVersion: version,
      content: withCard,
      clientSaveId: null,
    });
    return { mindMap, target: targetAddress, version: saved.version };
  } catch (error) {
    // A card that could not be added leaves no mind map behind.
    await deps.db.delete(mindMaps).where(eq(mindMaps.oid, copy.oid));
    throw error;
  }
}
