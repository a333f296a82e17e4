// An Ant Design icon for the plain DOM node views (the React ones use @ant-design/icons): the
// icon's definition built into an SVG element node by node, never parsed from markup.
import type { AbstractNode, IconDefinition } from "@ant-design/icons-svg/es/types";

const SVG = "http://www.w3.org/2000/svg";

function build(node: AbstractNode): SVGElement {
  const element = document.createElementNS(SVG, node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, String(value));
  for (const child of node.children ?? []) element.append(build(child));
  return element;
}

/** The icon at the text's size and colour, hidden from assistive technology (its button is named). */
export function iconElement(definition: IconDefinition): SVGElement {
  if (typeof definition.icon === "function") throw new Error("two-tone icons are not used here");
  const svg = build(definition.icon);
  svg.setAttribute("width", "1em");
  svg.setAttribute("height", "1em");
  svg.setAttribute("fill", "currentColor");
  svg.setAttribute("aria-hidden", "true");
  return svg;
}
