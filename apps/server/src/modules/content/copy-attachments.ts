// Content copied into another book takes its attachments along: each READY attachment of the
// source book the document names is copied (object, thumbnail, row) into the target book, and the
// copy of the document names the copies. Attachments of other books are left as they are.
import type { DocumentJson } from "@textbook/shared";
import { and, eq, inArray } from "drizzle-orm";
import { newOid } from "../../db/oid.ts";
import { attachments } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { objectKeyFor, thumbnailKeyFor } from "../attachments/store-generated.ts";
import { attachmentRefs, replaceAttachmentRefs } from "./attachment-refs.ts";

export interface CopiedAttachments {
  content: DocumentJson;
  /** Source attachment oid → its copy's oid. */
  copies: Map<string, string>;
}

export interface AttachmentCopyProps {
  content: DocumentJson;
  sourceBookOid: string;
  target: { bookOid: string; orgOid: string };
  ownerOid: string;
}

export async function copyAttachments(
  { db, storage, clock }: Pick<Deps, "db" | "storage" | "clock">,
  props: AttachmentCopyProps,
): Promise<CopiedAttachments> {
  const copies = new Map<string, string>();
  const refs = [...attachmentRefs(props.content)];
  if (props.sourceBookOid === props.target.bookOid || refs.length === 0)
    return { content: props.content, copies };
  const rows = await db
    .select()
    .from(attachments)
    .where(
      and(
        inArray(attachments.oid, refs),
        eq(attachments.bookOid, props.sourceBookOid),
        eq(attachments.state, "READY"),
      ),
    );
  const now = clock.now();
  for (const row of rows) {
    const oid = newOid();
    const objectKey = objectKeyFor(oid, row.extName);
    const thumbnailKey = row.thumbnailKey ? thumbnailKeyFor(oid) : null;
    await storage.copyObject(row.objectKey, objectKey);
    if (row.thumbnailKey && thumbnailKey) await storage.copyObject(row.thumbnailKey, thumbnailKey);
    await db.insert(attachments).values({
      ...row,
      oid,
      bookOid: props.target.bookOid,
      orgOid: props.target.orgOid,
      uploaderOid: props.ownerOid,
      objectKey,
      thumbnailKey,
      uploadId: null,
      uploadSecretHash: null,
      credentialsExpireAt: null,
      createdAt: now,
      completedAt: now,
    });
    copies.set(row.oid, oid);
  }
  return { content: replaceAttachmentRefs(props.content, copies), copies };
}
