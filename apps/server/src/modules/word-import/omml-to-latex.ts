// Word's equations (OMML, the m: namespace) → LaTeX for the math nodes. Covers what textbooks use:
// fractions, scripts, roots, delimiters, n-ary operators, functions, accents, bars, matrices and
// equation arrays; anything else contributes its children, so the formula's text is never lost.
const SYMBOLS: Record<string, string> = {
  "×": "\\times ",
  "÷": "\\div ",
  "±": "\\pm ",
  "≤": "\\le ",
  "≥": "\\ge ",
  "≠": "\\ne ",
  "≈": "\\approx ",
  "∞": "\\infty ",
  "→": "\\to ",
  "·": "\\cdot ",
  "°": "^{\\circ}",
  "∈": "\\in ",
  "∑": "\\sum ",
  "∏": "\\prod ",
  "∫": "\\int ",
  "∬": "\\iint ",
  "∮": "\\oint ",
  "{": "\\{",
  "}": "\\}",
  "%": "\\%",
  "#": "\\#",
  "&": "\\&",
  _: "\\_",
};

const ACCENTS: Record<string, string> = {
  "\u0302": "\\hat",
  "\u0304": "\\bar",
  "\u0305": "\\overline",
  "\u20d7": "\\vec",
  "\u0307": "\\dot",
  "\u0308": "\\ddot",
  "\u0303": "\\tilde",
};

const FUNCTIONS = new Set([
  "sin",
  "cos",
  "tan",
  "cot",
  "sec",
  "csc",
  "log",
  "ln",
  "lg",
  "exp",
  "lim",
  "max",
  "min",
]);

type XmlElement = Element;

function children(element: XmlElement, name?: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && (name === undefined || (child as XmlElement).nodeName === name)) {
      found.push(child as XmlElement);
    }
  }
  return found;
}

function child(element: XmlElement, name: string): XmlElement | undefined {
  return children(element, name)[0];
}

/** A property's m:val (m:chr, m:begChr…), or `fallback` when absent. */
function property(element: XmlElement, propertiesName: string, name: string, fallback: string): string {
  const properties = child(element, propertiesName);
  const value = properties ? child(properties, name)?.getAttribute("m:val") : undefined;
  return value ?? fallback;
}

function text(value: string): string {
  return [...value].map((character) => SYMBOLS[character] ?? character).join("");
}

function part(element: XmlElement, name: string): string {
  const found = child(element, name);
  return found ? convert(found) : "";
}

function group(value: string): string {
  return `{${value}}`;
}

function delimiter(character: string, side: "\\left" | "\\right"): string {
  if (character === "") return `${side}.`;
  return `${side}${character === "{" || character === "}" ? `\\${character}` : character}`;
}

function convertElement(element: XmlElement): string {
  switch (element.nodeName) {
    case "m:r":
      return children(element, "m:t")
        .map((t) => text(t.textContent ?? ""))
        .join("");
    case "m:f":
      return `\\frac${group(part(element, "m:num"))}${group(part(element, "m:den"))}`;
    case "m:sSup":
      return `${group(part(element, "m:e"))}^${group(part(element, "m:sup"))}`;
    case "m:sSub":
      return `${group(part(element, "m:e"))}_${group(part(element, "m:sub"))}`;
    case "m:sSubSup":
      return `${group(part(element, "m:e"))}_${group(part(element, "m:sub"))}^${group(part(element, "m:sup"))}`;
    case "m:sPre":
      return `{}_${group(part(element, "m:sub"))}^${group(part(element, "m:sup"))}${group(part(element, "m:e"))}`;
    case "m:rad": {
      const degree = part(element, "m:deg");
      return `\\sqrt${degree ? `[${degree}]` : ""}${group(part(element, "m:e"))}`;
    }
    case "m:d": {
      const open = property(element, "m:dPr", "m:begChr", "(");
      const close = property(element, "m:dPr", "m:endChr", ")");
      const separator = property(element, "m:dPr", "m:sepChr", ",");
      const inside = children(element, "m:e").map(convert).join(separator);
      return `${delimiter(open, "\\left")}${inside}${delimiter(close, "\\right")}`;
    }
    case "m:nary": {
      const operator = text(property(element, "m:naryPr", "m:chr", "∫"));
      const sub = part(element, "m:sub");
      const sup = part(element, "m:sup");
      return `${operator}${sub ? `_${group(sub)}` : ""}${sup ? `^${group(sup)}` : ""}${group(part(element, "m:e"))}`;
    }
    case "m:func": {
      const name = part(element, "m:fName").trim();
      const known = FUNCTIONS.has(name) ? `\\${name} ` : `\\operatorname{${name}}`;
      return `${known}${group(part(element, "m:e"))}`;
    }
    case "m:acc": {
      const accent = ACCENTS[property(element, "m:accPr", "m:chr", "\u0302")] ?? "\\hat";
      return `${accent}${group(part(element, "m:e"))}`;
    }
    case "m:bar":
      return `\\overline${group(part(element, "m:e"))}`;
    case "m:limLow":
      return `${part(element, "m:e")}_${group(part(element, "m:lim"))}`;
    case "m:limUpp":
      return `${part(element, "m:e")}^${group(part(element, "m:lim"))}`;
    case "m:m":
      return `\\begin{matrix}${children(element, "m:mr")
        .map((row) => children(row, "m:e").map(convert).join("&"))
        .join("\\\\")}\\end{matrix}`;
    case "m:eqArr":
      return `\\begin{aligned}${children(element, "m:e").map(convert).join("\\\\")}\\end{aligned}`;
    default:
      // Properties (m:fPr, w:rPr…) carry no formula text.
      return element.nodeName.endsWith("Pr") ? "" : convert(element);
  }
}

/** The LaTeX of an m:oMath (or any OMML element's children). */
export function convert(element: XmlElement): string {
  return children(element).map(convertElement).join("");
}

export function ommlToLatex(oMath: XmlElement): string {
  return convert(oMath).replace(/\s+/g, " ").trim();
}
