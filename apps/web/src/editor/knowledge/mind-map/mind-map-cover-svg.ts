// The card's cover: the map as the dialog draws it, redrawn as one SVG document when the map is
// saved (stored through POST .../svg-contents, whose allow-list keeps drawing elements only). The
// library's own exportSvg writes each topic's text with innerHTML, so a topic reading
// `<img onerror=…>` would run in the author's page; here every text goes in as textContent, and the
// lines are copies of the library's own paths.
const SVG_NS = "http://www.w3.org/2000/svg";

type Attributes = Record<string, string | number>;

function svgElement(tag: string, attributes: Attributes = {}): SVGElement {
  const element = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** Where `element` sits inside `container`, in the map's own (unscaled) pixels. */
function offsetWithin(container: HTMLElement, element: HTMLElement): { x: number; y: number } {
  let x = 0;
  let y = 0;
  let current: Element | null = element;
  while (current instanceof HTMLElement && current !== container) {
    x += current.offsetLeft;
    y += current.offsetTop;
    current = current.offsetParent;
  }
  return { x, y };
}

/** A computed colour as a paint: transparent draws nothing. */
function paint(color: string): string {
  return color === "" || color === "transparent" || /^rgba\(.*,\s*0\)$/.test(color) ? "none" : color;
}

/** The library's line drawing at (x, y): copies of its paths, nothing else of the element. */
function copyDrawing(drawing: Element, x: number, y: number): SVGElement {
  const group = svgElement("g", { transform: `translate(${x} ${y})` });
  for (const child of drawing.children) group.append(child.cloneNode(true));
  return group;
}

/** A topic, tag or label: its box as the page draws it, and its text line by line. */
function box(container: HTMLElement, element: HTMLElement, textHolder: HTMLElement): SVGElement {
  const group = svgElement("g");
  const style = getComputedStyle(element);
  const at = offsetWithin(container, element);
  const borderWidth = Number.parseFloat(style.borderTopWidth) || 0;
  group.append(
    svgElement("rect", {
      x: at.x,
      y: at.y,
      width: element.offsetWidth,
      height: element.offsetHeight,
      rx: Number.parseFloat(style.borderTopLeftRadius) || 0,
      fill: paint(style.backgroundColor),
      stroke: borderWidth > 0 ? paint(style.borderTopColor) : "none",
      "stroke-width": borderWidth,
    }),
  );
  const textStyle = getComputedStyle(textHolder);
  const textAt = offsetWithin(container, textHolder);
  const fontSize = Number.parseFloat(textStyle.fontSize) || 16;
  const lineHeight = Number.parseFloat(textStyle.lineHeight) || fontSize * 1.2;
  const left = textHolder === element ? textAt.x + (Number.parseFloat(style.paddingLeft) || 0) : textAt.x;
  const top = textHolder === element ? textAt.y + (Number.parseFloat(style.paddingTop) || 0) : textAt.y;
  (textHolder.textContent ?? "").split("\n").forEach((line, index) => {
    const text = svgElement("text", {
      x: left,
      y: top + lineHeight * (index + 0.5),
      "dominant-baseline": "central",
      "font-family": textStyle.fontFamily || "sans-serif",
      "font-size": fontSize,
      "font-weight": textStyle.fontWeight || "normal",
      fill: paint(textStyle.color) === "none" ? "#000" : textStyle.color,
    });
    text.textContent = line;
    group.append(text);
  });
  return group;
}

/**
 * The map drawn in `nodes` (the library's me-nodes element, laid out on the page) as an SVG
 * document on `background`.
 */
export function mindMapCoverSvg(nodes: HTMLElement, background: string): string {
  const width = Math.max(1, Math.ceil(nodes.offsetWidth));
  const height = Math.max(1, Math.ceil(nodes.offsetHeight));
  const svg = svgElement("svg", {
    xmlns: SVG_NS,
    version: "1.1",
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
  });
  svg.append(svgElement("rect", { x: 0, y: 0, width, height, fill: paint(background) }));
  // Each branch's lines are drawn relative to the element that holds them; the main lines, arrows
  // and summaries relative to the whole map.
  for (const drawing of nodes.querySelectorAll("svg.subLines")) {
    const holder = drawing.parentElement;
    if (!holder) continue;
    const at = offsetWithin(nodes, holder);
    svg.append(copyDrawing(drawing, at.x, at.y));
  }
  for (const drawing of nodes.querySelectorAll(
    ":scope > svg.lines, :scope > svg.topiclinks, :scope > svg.summary",
  )) {
    svg.append(copyDrawing(drawing, 0, 0));
  }
  for (const topic of nodes.querySelectorAll<HTMLElement>("me-tpc")) {
    svg.append(box(nodes, topic, topic.querySelector<HTMLElement>(":scope > .text") ?? topic));
  }
  for (const part of nodes.querySelectorAll<HTMLElement>(".tags > span, .icons > span, .svg-label")) {
    svg.append(box(nodes, part, part));
  }
  return new XMLSerializer().serializeToString(svg);
}
