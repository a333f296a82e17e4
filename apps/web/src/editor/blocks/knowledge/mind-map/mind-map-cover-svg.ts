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

/** Room around the topics, for the curves of lines, arrows and summaries that reach past them. */
const MARGIN = 40;

/**
 * The map drawn in `nodes` (the library's me-nodes element, laid out on the page) as an SVG
 * document on `background`, cropped to its topics (the library pads the map for panning).
 */
export function mindMapCoverSvg(nodes: HTMLElement, background: string): string {
  const drawing = svgElement("g");
  // Each branch's lines are drawn relative to the element that holds them; the main lines, arrows
  // and summaries relative to the whole map.
  for (const lines of nodes.querySelectorAll("svg.subLines")) {
    const holder = lines.parentElement;
    if (!holder) continue;
    const at = offsetWithin(nodes, holder);
    drawing.append(copyDrawing(lines, at.x, at.y));
  }
  for (const lines of nodes.querySelectorAll(
    ":scope > svg.lines, :scope > svg.topiclinks, :scope > svg.summary",
  )) {
    drawing.append(copyDrawing(lines, 0, 0));
  }
  const parts: [HTMLElement, HTMLElement][] = [
    ...[...nodes.querySelectorAll<HTMLElement>("me-tpc")].map((topic): [HTMLElement, HTMLElement] => [
      topic,
      topic.querySelector<HTMLElement>(":scope > .text") ?? topic,
    ]),
    ...[...nodes.querySelectorAll<HTMLElement>(".tags > span, .icons > span, .svg-label")].map(
      (part): [HTMLElement, HTMLElement] => [part, part],
    ),
  ];
  const bounds = { left: Number.POSITIVE_INFINITY, top: Number.POSITIVE_INFINITY, right: 0, bottom: 0 };
  for (const [element, textHolder] of parts) {
    drawing.append(box(nodes, element, textHolder));
    const at = offsetWithin(nodes, element);
    bounds.left = Math.min(bounds.left, at.x);
    bounds.top = Math.min(bounds.top, at.y);
    bounds.right = Math.max(bounds.right, at.x + element.offsetWidth);
    bounds.bottom = Math.max(bounds.bottom, at.y + element.offsetHeight);
  }
  const left = Number.isFinite(bounds.left) ? Math.floor(bounds.left - MARGIN) : 0;
  const top = Number.isFinite(bounds.top) ? Math.floor(bounds.top - MARGIN) : 0;
  const width = Math.max(
    1,
    Math.ceil((Number.isFinite(bounds.left) ? bounds.right + MARGIN : nodes.offsetWidth) - left),
  );
  const height = Math.max(
    1,
    Math.ceil((Number.isFinite(bounds.top) ? bounds.bottom + MARGIN : nodes.offsetHeight) - top),
  );
  const svg = svgElement("svg", {
    xmlns: SVG_NS,
    version: "1.1",
    width,
    height,
    viewBox: `${left} ${top} ${width} ${height}`,
  });
  svg.append(svgElement("rect", { x: left, y: top, width, height, fill: paint(background) }), drawing);
  return new XMLSerializer().serializeToString(svg);
}
