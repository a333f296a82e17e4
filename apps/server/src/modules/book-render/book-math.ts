// Formulas in rendered books (the export, editions) typeset as the editor shows them (KaTeX), not
// as LaTeX source: the pages carry KaTeX's stylesheet and its web fonts.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { escapeHtml } from "@textbook/schema";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import katex from "katex";

const MATH_TAGS: Record<string, "div" | "span"> = { displayMath: "div", inlineMath: "span" };

/**
 * A formula node's typeset HTML, or null for any other node. `mathml` writes MathML alone (EPUB
 * readers draw it without KaTeX's stylesheet and fonts), with the LaTeX as its annotation.
 */
export function typesetMath(node: ProseMirrorNode, output: "html" | "mathml" = "html"): string | null {
  const tag = MATH_TAGS[node.type.name];
  if (!tag) return null;
  const latex = typeof node.attrs.latex === "string" ? node.attrs.latex : "";
  // A formula KaTeX cannot read shows its source in red, as in the editor, instead of failing the render.
  const typeset = katex.renderToString(latex, {
    displayMode: tag === "div",
    throwOnError: false,
    output,
  });
  return `<${tag} class="tb-math" data-type="${node.type.name}" data-latex="${escapeHtml(latex)}">${typeset}</${tag}>`;
}

function katexDist(): string {
  return dirname(createRequire(import.meta.url).resolve("katex/dist/katex.min.css"));
}

/** KaTeX's stylesheet; it links its fonts as url(fonts/<name>). */
export function readMathStylesheet(): Promise<string> {
  return readFile(join(katexDist(), "katex.min.css"), "utf8");
}

/** KaTeX's woff2 fonts (what every current browser loads), one at a time. */
export async function* mathFonts(): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const fonts = join(katexDist(), "fonts");
  for (const name of (await readdir(fonts)).filter((font) => font.endsWith(".woff2"))) {
    yield { name, bytes: await readFile(join(fonts, name)) };
  }
}
