// One file of the edition on screen: its HTML fragment (one <article class="tb-book">) put in place
// with the edition's relative addresses resolved, then its blocks made usable (blocks/).
import { enhanceBlocks, type ReaderContext } from "./blocks/index.ts";

/** Attributes whose relative values name the edition's objects (assets/…). */
const ADDRESS_ATTRIBUTES = ["src", "poster"] as const;
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * The fragment as nodes, parsed inert (a template loads nothing) and with its relative addresses
 * pointed at the edition, so the browser never asks for them under the page's own address.
 */
export function parseFile(html: string, context: Pick<ReaderContext, "assetUrl">): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const attribute of ADDRESS_ATTRIBUTES) {
    for (const element of template.content.querySelectorAll(`[${attribute}]`)) {
      const value = element.getAttribute(attribute) ?? "";
      if (value && !ABSOLUTE.test(value)) element.setAttribute(attribute, context.assetUrl(value));
    }
  }
  return template.content;
}

/** Shows the file in `container`; answers how to take it away (blocks undone first). */
export function showFile(container: HTMLElement, html: string, context: ReaderContext): () => void {
  container.replaceChildren(parseFile(html, context));
  const root = container.querySelector<HTMLElement>(".tb-book") ?? container;
  const undo = enhanceBlocks(root, context);
  return () => {
    undo();
    container.replaceChildren();
  };
}
