// Storing the activity behind an interaction or a custom activity box (shell §7 Files > Activities).
// The node's oid is its activity's oid: a node is updated with PUT .../activities/{oid}; one that has
// none on the server yet is created with POST (at once when its oid was minted in this tab; after
// a 404 when it was pasted from another file), and the node then takes the new activity's oid.
import type { Activity, FilePath, UpdateActivityBody } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { createActivity, updateActivity } from "../../../api/activities.ts";
import { ApiError } from "../../../api/client.ts";
import { editorFile } from "../../core/media-links/media-links.ts";
import { mintedInThisTab } from "../../core/node-view/new-oid.ts";

export function fileOf(editor: Editor): FilePath {
  const file = editorFile(editor);
  if (!file) throw new Error("the editor shows no stored file");
  return file;
}

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export async function saveActivity(
  editor: Editor,
  oid: unknown,
  body: UpdateActivityBody,
): Promise<Activity> {
  const file = fileOf(editor);
  if (typeof oid === "string" && oid !== "" && !mintedInThisTab(oid)) {
    try {
      return await updateActivity(file, oid, body);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return createActivity(file, body);
}
