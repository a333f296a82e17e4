// The type of an inline item the block menu offers, in a file that imports no block: every block
// folder's inline choices name it, and the list (blocks/inline-choices.ts) that imports them does too.
import type { NodeName } from "@textbook/schema";
import type { AttachmentType } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";

export interface InlineChoice {
  key: string;
  type: NodeName;
  label: string;
  attrs: (doc: ProseMirrorNode) => Record<string, unknown>;
  /** The item is inserted only once a file of this type is picked, and the file queued into it. */
  upload?: { attachmentType: AttachmentType; accept: string };
}

/** An inline picture or media item: inserted once its file is picked. */
export function inlineMedia(type: NodeName, label: string, attachmentType: AttachmentType): InlineChoice {
  return {
    key: type,
    type,
    label,
    attrs: () => ({}),
    upload: { attachmentType, accept: acceptFor(attachmentType) },
  };
}
