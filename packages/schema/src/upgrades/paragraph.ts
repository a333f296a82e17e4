// Paragraph version 1 → 2.
//
// Version 1 stored the CSS values as written:
//   { version: 1, textIndent: "2em" | number | null, lineHeight: "1.6" | number | null }
// Version 2 keeps numbers: indent in em and lineSpacing as a line-height factor (content §3.3, §9).
import type { NodeJSON } from "../node-json.ts";
import { leadingNumber, withoutKeys } from "./legacy-attributes.ts";

export function upgradeParagraph(node: NodeJSON): NodeJSON {
  const attrs = node.attrs ?? {};
  return {
    ...node,
    attrs: {
      ...withoutKeys(attrs, ["textIndent", "lineHeight"]),
      version: 2,
      indent: leadingNumber(attrs.textIndent),
      lineSpacing: leadingNumber(attrs.lineHeight),
    },
  };
}
