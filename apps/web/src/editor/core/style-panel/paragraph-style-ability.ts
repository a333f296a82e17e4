// Whether the open file's book lets the user restyle paragraphs, lists and headings (issue 6 item 5:
// the book's editParagraphStyle ability; the server refuses such a save anyway). Read from the book
// the editor page has loaded, without a call of its own: until it is there the panels stay
// read-only; an editor without a file (tests, previews) has no book to ask and is not limited.
import { QueryClientContext } from "@tanstack/react-query";
import type { BookDetail } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useCallback, useContext, useSyncExternalStore } from "react";
import { bookKeys } from "../../../api/book-detail.ts";
import { editorFile } from "../media-links/media-links.ts";
import type { PanelKind } from "./selected-block.ts";

/** The panels whose fields are the block's own paragraph style. */
export const PARAGRAPH_STYLE_PANELS: ReadonlySet<PanelKind> = new Set(["paragraph", "list", "heading"]);

export function useParagraphStyleAllowed(editor: Editor): boolean {
  const client = useContext(QueryClientContext);
  const bookOid = editorFile(editor)?.bookOid ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => client?.getQueryCache().subscribe(onChange) ?? (() => {}),
    [client],
  );
  const allowed = useSyncExternalStore(subscribe, () =>
    bookOid ? client?.getQueryData<BookDetail>(bookKeys.book(bookOid))?.abilities.editParagraphStyle : true,
  );
  return allowed ?? false;
}
