// The caption's web form: its view, and the live numbering that keeps every caption's number and
// every reference's text current. The editor page sets `editor.storage.caption.place` to the
// file's chapter and section numbers when it knows them, and `noteTitle` to the book's setting.
import type { NodeConfig } from "@tiptap/core";
import type { BlockForm, BlockForms } from "../../core/node-view/block-form.ts";
import type { BlockView } from "../../core/node-view/node-view-form.ts";
import { type CaptionNumberingStorage, captionNumberingPlugin } from "./caption-numbering.ts";
import { CaptionView } from "./caption-view.ts";

const captionForm: Partial<NodeConfig<unknown, CaptionNumberingStorage>> & { view: BlockView } = {
  addStorage: () => ({ place: null, noteTitle: null }),
  view: ({ node }) => new CaptionView(node),
  addProseMirrorPlugins() {
    return [captionNumberingPlugin(this.storage)];
  },
};

// Its storage is typed for the numbering; the registry holds forms of any storage.
export const CAPTION_FORMS: BlockForms = { caption: captionForm as BlockForm };

declare module "@tiptap/core" {
  interface Storage {
    caption: CaptionNumberingStorage;
  }
}
