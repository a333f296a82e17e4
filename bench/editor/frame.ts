// The product's frame around the document (file-editor.tsx): the workspace grid with the style
// panel's column, the scrolling paper and the page, with the product's classes, so that both
// editors lay out the same text at the same width in the same scroller.
import styles from "../../apps/web/src/editor/core/editor.module.css";

/** Builds the frame inside `root` and returns the page element the editor goes in. */
export function productFrame(root: HTMLElement): HTMLElement {
  const element = (tag: string, className: string | undefined, ...children: HTMLElement[]) => {
    const node = document.createElement(tag);
    node.className = className ?? "";
    node.append(...children);
    return node;
  };
  const page = element("div", styles.page);
  root.append(
    element(
      "div",
      styles.workspace,
      element("section", styles.centre, element("div", styles.paper, page)),
      element("aside", styles.right),
    ),
  );
  return page;
}
