// Every activity call starts here: the file is opened as the content calls open it (the book's
// view, the address's levels), writes also need the file to be editable (editContent, an open
// chapter, no whole-book task), and the activity must belong to that file.
import type { ActivityPath, FileAddress } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activities } from "../../db/schema/index.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { requireEditable } from "../content/edit-block.ts";
import { type OpenedFile, openFile } from "../content/open-file.ts";

export type Access = "read" | "edit";

export async function openActivityFile(
  db: Db,
  auth: AuthContext,
  address: FileAddress,
  access: Access,
): Promise<OpenedFile> {
  const opened = await openFile(db, auth, address);
  if (access === "edit") requireEditable(opened);
  return opened;
}

export function fileAddress({ activityOid: _, ...address }: ActivityPath): FileAddress {
  return address;
}

export async function openActivity(db: Db, auth: AuthContext, path: ActivityPath, access: Access) {
  const opened = await openActivityFile(db, auth, fileAddress(path), access);
  const [activity] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.oid, path.activityOid), eq(activities.fileOid, opened.file.oid)))
    .limit(1);
  if (!activity) throw errors.notFound();
  return { opened, activity };
}
