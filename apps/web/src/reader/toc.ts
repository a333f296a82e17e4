// The table of contents: chapters that open and close, their sections and the sections' files as
// links. The file on screen is marked (aria-current) and its chapter kept open.
import type { EditionManifest } from "@textbook/shared";
import { h } from "./dom.ts";

export interface Toc {
  element: HTMLElement;
  setCurrent(fileOid: string, chapterOid: string): void;
}

export function createToc(
  manifest: EditionManifest,
  hrefOf: (fileOid: string) => string,
  open: (fileOid: string) => void,
): Toc {
  const links = new Map<string, HTMLAnchorElement>();
  const chapters = new Map<string, (expanded: boolean) => void>();
  const follow = (fileOid: string) => (event: Event) => {
    const click = event as MouseEvent;
    // A new tab or window keeps the browser's own way.
    if (click.ctrlKey || click.metaKey || click.shiftKey || click.button !== 0) return;
    event.preventDefault();
    open(fileOid);
  };

  const list = h("ul", { class: "toc-chapters" });
  manifest.toc.forEach((chapter, index) => {
    const listId = `toc-chapter-${index}`;
    const toggle = h(
      "button",
      { type: "button", class: "toc-chapter", "aria-expanded": "false", "aria-controls": listId },
      chapter.title,
    );
    const sections = h("ul", { id: listId, class: "toc-sections", hidden: true });
    const setExpanded = (expanded: boolean) => {
      toggle.setAttribute("aria-expanded", String(expanded));
      sections.hidden = !expanded;
    };
    toggle.addEventListener("click", () => setExpanded(sections.hidden));
    chapters.set(chapter.oid, setExpanded);
    for (const section of chapter.sections) {
      const files = h("ul", { class: "toc-files" });
      for (const file of section.files) {
        const link = h("a", { href: hrefOf(file.oid), onclick: follow(file.oid) }, file.title);
        links.set(file.oid, link);
        files.append(h("li", {}, link));
      }
      sections.append(h("li", {}, h("span", { class: "toc-section" }, section.title), files));
    }
    list.append(h("li", {}, toggle, sections));
  });

  return {
    element: list,
    setCurrent(fileOid, chapterOid) {
      for (const [oid, link] of links) {
        if (oid === fileOid) link.setAttribute("aria-current", "page");
        else link.removeAttribute("aria-current");
      }
      chapters.get(chapterOid)?.(true);
    },
  };
}
