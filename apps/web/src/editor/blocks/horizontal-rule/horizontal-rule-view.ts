// Horizontal rule (content §3.3): line style, alignment, width, thickness and colour from its
// attributes; unset ones follow the book's rule style (horizontal-rule.css, content §9).
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import "./horizontal-rule.css";

const MARGINS = { left: "0 auto 0 0", center: "0 auto", right: "0 0 0 auto" } as const;

export const horizontalRuleView: AttributeViewSpec = {
  className: "tb-horizontal-rule",
  render(dom, { node }) {
    const { type, alignX, width, height, color } = node.attrs;
    const line = document.createElement("hr");
    if (typeof type === "string") line.style.borderTopStyle = type;
    if (typeof height === "string") line.style.borderTopWidth = height;
    if (typeof color === "string") line.style.borderTopColor = color;
    line.style.width = typeof width === "string" ? width : "100%";
    line.style.margin = MARGINS[alignX as keyof typeof MARGINS] ?? MARGINS.left;
    dom.append(line);
  },
};
