// Video box version 1 → 2.
//
// Version 1 stored the covers as objects and a single background colour:
//   { version: 1, fileOid, src, fileName, title, type, typeName,
//     layoutType: 1-7, cover: { attOid, src } | null, firstFrameCover: { attOid, src } | null,
//     backgroundColor: string | null }
// Version 2 flattens the covers (coverAttOid / coverSrc, firstFrameCover…) and names the layout
// layout-00N. A v1 cover the author uploaded is a custom cover: useCustomCover Y, useBookCover N.
import { LAYOUT_COUNTS } from "@textbook/shared";
import { isPlainObject } from "../attributes/json-shapes.ts";
import type { NodeJSON } from "../node-json.ts";
import { layoutFromIndex, present, withoutKeys } from "./legacy-attributes.ts";

function coverOf(value: unknown): { attOid: string | null; src: string | null } | null {
  if (!isPlainObject(value)) return null;
  const cover = { attOid: present(value.attOid), src: present(value.src) };
  return cover.attOid || cover.src ? cover : null;
}

export function upgradeVideoBox(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  const cover = coverOf(attrs.cover);
  const firstFrame = coverOf(attrs.firstFrameCover);
  const ownLayout = attrs.layoutType !== undefined && attrs.layoutType !== null;
  return {
    ...node,
    attrs: {
      ...withoutKeys(attrs, ["layoutType", "cover", "firstFrameCover", "backgroundColor"]),
      version: 2,
      layout: layoutFromIndex(attrs.layoutType, LAYOUT_COUNTS.video),
      useBookLayout: ownLayout ? "N" : "Y",
      coverAttOid: cover?.attOid ?? null,
      coverSrc: cover?.src ?? null,
      useCustomCover: cover ? "Y" : "N",
      useBookCover: cover ? "N" : "Y",
      firstFrameCoverAttOid: firstFrame?.attOid ?? null,
      firstFrameCoverSrc: firstFrame?.src ?? null,
      background: present(attrs.backgroundColor),
    },
  };
}
