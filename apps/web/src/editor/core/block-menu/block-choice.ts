// The type of a hover-menu choice, in a file that imports no block: every block folder's
// *-choices.ts names it, and the list (blocks/block-choices.ts) that imports those folders does too.
import type { NodeName } from "@textbook/schema";
import type { AttachmentType } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode, Schema } from "@tiptap/pm/model";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";

export interface BlockChoice {
  key: string;
  /** The node type inserted; a choice whose type the schema lacks is never offered. */
  type: NodeName;
  label: string;
  build: (schema: Schema) => ProseMirrorNode | null;
  /**
   * A media choice first asks for a file of this attachment type (the `accept` list of the file
   * dialog); the built node is inserted only once a file is picked, and the file queued for upload
   * into it (core/upload/). `multiple` lets the dialog take several files, which `queue` then
   * places (a gallery's images); without `queue` the first file fills the node.
   */
  upload?: {
    attachmentType: AttachmentType;
    accept: string;
    multiple?: boolean;
    queue?: (editor: Editor, nodeOid: string, files: File[]) => void;
  };
}

/** Builds a `type` node filled with its required content, with `attributes` when given. */
export function filled(type: NodeName, attributes?: Record<string, unknown>) {
  return (schema: Schema) => schema.nodes[type]?.createAndFill(attributes ?? null) ?? null;
}

/** A media box inserted, filled, once a file of `attachmentType` is picked in the file dialog. */
export function uploadedBox(type: NodeName, label: string, attachmentType: AttachmentType): BlockChoice {
  return {
    key: type,
    type,
    label,
    build: filled(type),
    upload: { attachmentType, accept: acceptFor(attachmentType) },
  };
}
