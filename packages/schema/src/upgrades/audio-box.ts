// Audio box version 1 → 2.
//
// Version 1 (before the book-wide layouts and illustrations) stored:
//   { version: 1, fileOid, src, name, title, kgPoints?,
//     layoutType: 1-5 (number or numeric string), illustrationUrl: string | null, iconUrl: string | null }
// Version 2 names the layout layout-00N and keeps the illustration and icon under their own names.
// A v1 node with its own layout or illustration chose it itself, so the book's defaults no longer
// apply to it (useBookLayout / useBookIllustration N, useCustomIllustration Y).
import { LAYOUT_COUNTS } from "@textbook/shared";
import type { NodeJSON } from "../node-json.ts";
import { layoutFromIndex, present, withoutKeys } from "./legacy-attributes.ts";

export function upgradeAudioBox(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  const ownLayout = attrs.layoutType !== undefined && attrs.layoutType !== null;
  const illustration = present(attrs.illustrationUrl);
  return {
    ...node,
    attrs: {
      ...withoutKeys(attrs, ["layoutType", "illustrationUrl", "iconUrl"]),
      version: 2,
      layout: layoutFromIndex(attrs.layoutType, LAYOUT_COUNTS.audio),
      useBookLayout: ownLayout ? "N" : "Y",
      illustration,
      useBookIllustration: illustration ? "N" : "Y",
      useCustomIllustration: illustration ? "Y" : "N",
      icon: present(attrs.iconUrl),
    },
  };
}
