// Formulas in the exported HTML typeset as the editor shows them (KaTeX), not as LaTeX source: the
// pages link KaTeX's stylesheet, which the archive carries with its web fonts.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { escapeHtml } from "@textbook/schema";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import katex from "katex";
import type { ZipWriter } from "./zip-writer.ts";

/** KaTeX's stylesheet in the archive; its fonts lie beside it in fonts/. */
export const EXPORT_MATH_STYLESHEET = "katex/katex.min.css";

const MATH_TAGS: Record<string, "div" | "span"> = { displayMath: "div", inlineMath: "span" };

/** A formula node's typeset HTML, or null for any other node. */
export function typesetMath(node: ProseMirrorNode): string | null {
  const tag = MATH_TAGS[node.type.name];
  if (!tag) return null;
  const latex = typeof node.attrs.latex === "string" ? node.attrs.latex : "";
  // A formula KaTeX cannot read shows its source in red, as in the editor, instead of failing the export.
  const typeset = katex.renderToString(latex, {
    displayMode: tag === "div",
    throwOnError: false,
    output: "html",
  });
  return `<${tag} class="tb-math" data-type="${node.type.name}" data-latex="${escapeHtml(latex)}">${typeset}</${tag}>`;
}

/** Adds KaTeX's stylesheet and its woff2 fonts (what every current browser loads) to the archive. */
export async function addMathAssets(zip: ZipWriter): Promise<void> {
  const stylesheet = createRequire(import.meta.url).resolve("katex/dist/katex.min.css");
  const dist = dirname(stylesheet);
  zip.add(EXPORT_MATH_STYLESHEET, await readFile(stylesheet, "utf8"));
  const fonts = (await readdir(join(dist, "fonts"))).filter((name) => name.endsWith(".woff2"));
  for (const font of fonts) zip.add(`katex/fonts/${font}`, await readFile(join(dist, "fonts", font)));
}
