// POST .../content/copy and .../content/attach-copy: the source file's document becomes the next
// version of a target file the caller may edit (same rules as a save there). The attach variant
// also copies the attachments the document uses into the target book. The prose-mirror-* paths
// name the same two actions: every stored document here is ProseMirror JSON.
import type { CopiedContent, CopyContentBody, FileAddress } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { copyActivities } from "../activities/copy-activities.ts";
import { copyCardMindMaps } from "../mind-maps/copy-card-mind-maps.ts";
import { copyAttachments } from "./copy-attachments.ts";
import { requireEditable } from "./edit-block.ts";
import { loadContent } from "./load-content.ts";
import { openFile } from "./open-file.ts";
import { saveOverHttp } from "./save-over-http.ts";

export async function copyContent(
  deps: Pick<Deps, "db" | "clock" | "storage" | "saveSocket">,
  auth: AuthContext,
  source: FileAddress,
  body: CopyContentBody,
  withAttachments: boolean,
): Promise<CopiedContent> {
  const opened = await openFile(deps.db, auth, source);
  const target: FileAddress = {
    bookOid: body.targetBookOid,
    chapterOid: body.targetChapterOid,
    sectionOid: body.targetSectionOid,
    fileOid: body.targetFileOid,
  };
  // Refused targets are refused before any attachment is copied.
  const targetFile = await openFile(deps.db, auth, target);
  requireEditable(targetFile);
  const { content } = await loadContent(deps.db, opened.file.oid);
  const copied = withAttachments
    ? await copyAttachments(deps, {
        content,
        sourceBookOid: opened.book.oid,
        target: { bookOid: targetFile.book.oid, orgOid: targetFile.book.orgOid },
        ownerOid: auth.user.oid,
      })
    : { content, copies: new Map<string, string>() };
  const withActivities = await copyActivities(deps.db, {
    content: copied.content,
    sourceFileOid: opened.file.oid,
    targetFileOid: targetFile.file.oid,
    authorOid: auth.user.oid,
    now: deps.clock.now(),
  });
  const withMindMaps = await copyCardMindMaps(deps.db, {
    content: withActivities,
    sourceFileOid: opened.file.oid,
    target,
    attachmentCopies: copied.copies,
    authorOid: auth.user.oid,
    now: deps.clock.now(),
  });
  const saved = await saveOverHttp(deps, auth, {
    address: target,
    baseVersion: body.baseVersion ?? null,
    content: withMindMaps,
    clientSaveId: null,
  });
  return { version: saved.version, attachments: Object.fromEntries(copied.copies) };
}
