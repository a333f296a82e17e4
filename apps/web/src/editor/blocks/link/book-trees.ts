// The chapter trees BOOK links lead into, fetched once per book and open file (content §4: a link
// whose target is gone shows 未找到跳转目标): opening a file with many links to one book costs one
// call. A book that answers 404 or 403 is gone for this user (null); other failures are unknown.
import { type ChapterNode, chapterCalls } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { call } from "../../../api/call.ts";
import { ApiError } from "../../../api/client.ts";

const GONE = new Set([403, 404]);
const trees = new WeakMap<Editor, Map<string, Promise<ChapterNode[] | null | undefined>>>();

function fetchTree(bookOid: string): Promise<ChapterNode[] | null | undefined> {
  return call(chapterCalls.tree, { params: { bookOid }, bypassError: true }).then(
    (tree) => tree.items,
    (error: unknown) => (error instanceof ApiError && GONE.has(error.status) ? null : undefined),
  );
}

/**
 * The book's tree; null when the book is gone for this user; undefined when it could not be read.
 * `fresh` reads it again (the link dialog, where a section made a minute ago must be there).
 */
export function bookTree(
  editor: Editor,
  bookOid: string,
  fresh = false,
): Promise<ChapterNode[] | null | undefined> {
  let byBook = trees.get(editor);
  if (!byBook) {
    byBook = new Map();
    trees.set(editor, byBook);
  }
  let tree = byBook.get(bookOid);
  if (!tree || fresh) {
    tree = fetchTree(bookOid);
    byBook.set(bookOid, tree);
  }
  return tree;
}
