// 3D box version 1 → 2.
//
// Version 1 was a leaf card with its title as an attribute:
//   { version: 1, fileOid, name, title, layoutType: 1-5, illustrationUrl, illustrationAttachmentOid,
//     backgroundColor }
// Version 2 holds its icon and title as child nodes (threeDIcon, threeDTitle) that the layouts
// arrange, names the layout layout-00N and the illustration fields illustration /
// illustrationAttOid, and keeps the colour in `background`.
import { LAYOUT_COUNTS } from "@textbook/shared";
import type { NodeJSON } from "../node-json.ts";
import { layoutFromIndex, present, withoutKeys } from "./legacy-attributes.ts";

export function upgradeThreeDBox(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  const illustration = present(attrs.illustrationUrl);
  const ownLayout = attrs.layoutType !== undefined && attrs.layoutType !== null;
  const title = present(attrs.title);
  return {
    ...node,
    attrs: {
      ...withoutKeys(attrs, [
        "layoutType",
        "illustrationUrl",
        "illustrationAttachmentOid",
        "backgroundColor",
      ]),
      version: 2,
      layout: layoutFromIndex(attrs.layoutType, LAYOUT_COUNTS.threeD),
      useBookLayout: ownLayout ? "N" : "Y",
      illustration,
      illustrationAttOid: present(attrs.illustrationAttachmentOid),
      useBookIllustration: illustration ? "N" : "Y",
      useCustomIllustration: illustration ? "Y" : "N",
      background: present(attrs.backgroundColor),
    },
    content:
      node.content && node.content.length > 0
        ? node.content
        : [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title } }],
  };
}
