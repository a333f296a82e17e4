// SVG content is stored only after an allow-list pass (sanitize-html in XML mode): drawing elements
// and presentation attributes stay; scripts, event handlers, foreign objects, links and external
// references go. What remains cannot run code wherever it is shown, inline or as an image.
import sanitizeHtml from "sanitize-html";
import { prologEnd } from "../attachments/xml-prolog.ts";

export class InvalidSvgError extends Error {
  override name = "InvalidSvgError";
}

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

const TAGS = [
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "image",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feFlood",
  "feComposite",
  "feMerge",
  "feMergeNode",
];

const ATTRIBUTES = [
  "id",
  "class",
  "style",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "transform",
  "version",
  "xmlns",
  "xmlns:xlink",
  "href",
  "xlink:href",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-miterlimit",
  "opacity",
  "color",
  "clip-path",
  "clip-rule",
  "mask",
  "filter",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "letter-spacing",
  "dx",
  "dy",
  "rotate",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "stdDeviation",
  "in",
  "in2",
  "result",
  "mode",
  "type",
  "values",
  "operator",
  "flood-color",
  "flood-opacity",
  "filterUnits",
  "visibility",
  "display",
];

/** References stay inside the document; an <image> may also embed a raster image as data. */
function allowedReference(tag: string, value: string): boolean {
  if (value.startsWith("#")) return true;
  return tag === "image" && /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i.test(value);
}

/** CSS that fetches or evaluates anything other than an in-document reference. */
const UNSAFE_STYLE = /url\s*\(\s*['"]?\s*(?!#)|expression\s*\(|@import|javascript:/i;

function cleanAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if ((name === "href" || name === "xlink:href") && !allowedReference(tag, value.trim())) continue;
    if (name === "style" && UNSAFE_STYLE.test(value)) continue;
    if (/url\s*\(/i.test(value) && !/^url\(\s*['"]?#[^)]*\)$/i.test(value.trim())) continue;
    clean[name] = value;
  }
  if (tag === "svg") clean.xmlns = SVG_NAMESPACE;
  return clean;
}

export function sanitizeSvg(source: string): string {
  // The prolog goes first: the HTML parser would leave a doctype's internal subset behind as text.
  const clean = sanitizeHtml(source.slice(prologEnd(source)), {
    allowedTags: TAGS,
    allowedAttributes: Object.fromEntries(TAGS.map((tag) => [tag, ATTRIBUTES])),
    // Checked by cleanAttributes instead: only fragments and embedded images pass.
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    nonTextTags: ["script", "style", "foreignObject", "iframe", "noscript", "textarea"],
    parser: { xmlMode: true },
    transformTags: {
      "*": (tagName, attribs) => ({ tagName, attribs: cleanAttributes(tagName, attribs) }),
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith("</svg>")) {
    throw new InvalidSvgError("the document has no <svg> root element");
  }
  return clean;
}
