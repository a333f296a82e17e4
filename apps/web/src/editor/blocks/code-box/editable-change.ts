// Tells the code boxes when the editor turns editable or read-only. Node views are not redrawn
// for that (the lock changing hands calls setEditable without a document change), but plugin
// views see every prop update.
import { Plugin } from "@tiptap/pm/state";

/** Dispatched on the editor's DOM; listeners read `view.editable`. */
export const EDITABLE_CHANGE = "tb-editable-change";

export function editableChangePlugin(): Plugin {
  return new Plugin({
    view(view) {
      let editable = view.editable;
      return {
        update(current) {
          if (current.editable === editable) return;
          editable = current.editable;
          current.dom.dispatchEvent(new Event(EDITABLE_CHANGE));
        },
      };
    },
  });
}
