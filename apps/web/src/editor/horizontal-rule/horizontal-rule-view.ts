// Horizontal rule (content §3.3): line style, alignment, width, thickness and colour from its
// attributes; unset ones follow the book's rule style (content §9: 1px, #ABABABFF).
import { STYLE_DEFAULTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../node-view/attribute-view.ts";
import "./horizontal-rule.css";

const DEFAULTS = STYLE_DEFAULTS.horizontalRule;
const MARGINS = { left: "0 auto 0 0", center: "0 auto", right: "0 0 0 auto" } as const;

export const horizontalRuleView: AttributeViewSpec = {
  className: "tb-horizontal-rule",
  render(dom, { node }) {
    const { type, alignX, width, height, color } = node.attrs;
    const line = document.createElement("hr");
    line.style.borderTopStyle = String(type ?? "solid");
    line.style.borderTopWidth = typeof height === "string" ? height : `${DEFAULTS.height}px`;
    line.style.borderTopColor = typeof color === "string" ? color : DEFAULTS.color;
    line.style.width = typeof width === "string" ? width : "100%";
    line.style.margin = MARGINS[alignX as keyof typeof MARGINS] ?? MARGINS.left;
    dom.append(line);
  },
};
