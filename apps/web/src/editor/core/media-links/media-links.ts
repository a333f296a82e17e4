// The editor's media links (media-link-store.ts) and the open file's address, kept in the editor's
// storage so node views, the upload queue and panels reach them through the editor they already hold.
import type { FilePath } from "@textbook/shared";
import { type Editor, Extension } from "@tiptap/core";
import { MediaLinkStore } from "./media-link-store.ts";

export interface MediaLinksStorage {
  links: MediaLinkStore;
  /** The open file; null in an editor that shows no stored file (tests, previews). */
  file: FilePath | null;
}

export const MediaLinks = Extension.create<unknown, MediaLinksStorage>({
  name: "mediaLinks",
  addStorage: () => ({ links: new MediaLinkStore(), file: null }),
  onDestroy() {
    this.storage.links.connect(null);
  },
});

export function mediaLinks(editor: Editor): MediaLinkStore {
  return editor.storage.mediaLinks.links;
}

/** The open file's address, for calls made from inside the editor (uploads, activities...). */
export function editorFile(editor: Editor): FilePath | null {
  return editor.storage.mediaLinks.file;
}

declare module "@tiptap/core" {
  interface Storage {
    mediaLinks: MediaLinksStorage;
  }
}
