// The media boxes the subject resource library can fill (content §3: the nodes carrying fromResLib
// and resLibOid that the + menu inserts empty), the kind of file each takes, and how the file is
// written into it — as that box's own upload writes it. The document box is left out: it goes in
// as a placeholder that its upload replaces by a new node, which would drop the library's origin.
import type { NodeName } from "@textbook/schema";
import type { Attachment, AttachmentType } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { storeModel } from "../../blocks/three-d-box/three-d-upload.ts";
import { storeAttachment } from "../upload/store-attachment.ts";

interface LibraryBox {
  type: AttachmentType;
  store: (editor: Editor, oid: string, attachment: Attachment) => boolean;
}

const LIBRARY_BOXES: Partial<Record<NodeName, LibraryBox>> = {
  imageBox: { type: "IMAGE", store: storeAttachment },
  videoBox: { type: "VIDEO", store: storeAttachment },
  threeDBox: { type: "3D", store: storeModel },
};

export function libraryBoxOf(type: NodeName): LibraryBox | undefined {
  return LIBRARY_BOXES[type];
}

export function libraryTypeOf(type: NodeName): AttachmentType | undefined {
  return LIBRARY_BOXES[type]?.type;
}
