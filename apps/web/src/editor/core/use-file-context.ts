// What an editor showing a stored file needs to know of it, for the editor page and the preview
// alike: the chapter and section its captions are numbered in, the book's note-title setting its
// new captions take, and where its media links come from.
import type { CaptionPlace, NoteTitleSetting } from "@textbook/schema";
import type { DocumentJson, FilePath } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useEffect } from "react";
import { fetchContentAttachments } from "../../api/content.ts";
import { mediaLinks } from "./media-links/media-links.ts";

export function useFileContext(
  editor: Editor | null,
  path: FilePath,
  place: CaptionPlace | null,
  noteTitle: NoteTitleSetting | null = null,
): void {
  useEffect(() => {
    // Set before the content arrives, so its captions are numbered for this chapter and section.
    if (editor?.storage.caption) editor.storage.caption.place = place;
  }, [editor, place]);

  useEffect(() => {
    if (editor?.storage.caption) editor.storage.caption.noteTitle = noteTitle;
  }, [editor, noteTitle]);

  useEffect(() => {
    if (!editor) return;
    editor.storage.mediaLinks.file = path;
    mediaLinks(editor).connect({
      load: (content) => fetchContentAttachments(path, content),
      content: () => editor.getJSON() as DocumentJson,
    });
    return () => mediaLinks(editor).connect(null);
  }, [editor, path]);
}
