// Links (content §3.13) in the reader: a link to a place in the book follows it — a heading of the
// open file scrolls into view and takes the focus, another file opens through the shell at its
// heading; a web address or a virtual simulation opens in a new tab; a link whose target was
// deleted (isValid N) or never set shows the placeholder of content §4. Link boxes lead to their
// simulation the same way, and a live cross reference to its figure or table.
import { EDITOR_BLOCK_TEXTS, formatMessage, READER_BLOCK_TEXTS } from "@textbook/shared";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import { cardLink, readerCard } from "../reader-card.ts";
import { type BlockEnhancer, blocksOf, dataText, type ReaderContext } from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";

const T = EDITOR_BLOCK_TEXTS.link;

/** Shows the heading (or block) of the open file, or answers false when this file does not hold it. */
export function showHeading(root: HTMLElement, headingOid: string): boolean {
  const heading = Array.from(root.querySelectorAll<HTMLElement>("[data-oid]")).find(
    (element) => element.dataset.oid === headingOid,
  );
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.scrollIntoView?.({ block: "start" });
  heading.focus({ preventScroll: true });
  return true;
}

/** Follows a BOOK target: within the open file when it holds the heading, else through the shell. */
export function followBookTarget(
  root: HTMLElement,
  context: ReaderContext,
  fileOid: string | null,
  headingOid: string | null,
): void {
  if (headingOid && showHeading(root, headingOid)) return;
  if (fileOid) context.openFile(fileOid, headingOid ?? undefined);
}

function newTab(anchor: HTMLAnchorElement, url: string): void {
  anchor.href = url;
  anchor.target = "_blank";
  anchor.rel = "noopener noreferrer";
}

function enhanceLink(anchor: HTMLAnchorElement, root: HTMLElement, context: ReaderContext): () => void {
  const before = { href: anchor.getAttribute("href"), target: anchor.target, rel: anchor.rel };
  const undo = () => {
    if (before.href === null) anchor.removeAttribute("href");
    else anchor.setAttribute("href", before.href);
    anchor.target = before.target;
    anchor.rel = before.rel;
  };
  const type = dataText(anchor, "attr-type") ?? "BOOK";
  const url = dataText(anchor, "url");
  const fileOid = dataText(anchor, "file-oid");
  const missing = dataText(anchor, "is-valid") === "N" || (type === "BOOK" ? !fileOid : !url);
  if (missing) {
    const placeholder = createElement("span", { class: "tb-reader-link--missing" }, [
      dataText(anchor, "is-valid") === "N" ? T.invalid : T.incomplete,
    ]);
    anchor.replaceWith(placeholder);
    return () => placeholder.replaceWith(anchor);
  }
  if (type !== "BOOK" && url) {
    newTab(anchor, url);
    return undo;
  }
  const headingOid = dataText(anchor, "heading-oid");
  anchor.href = `#${headingOid ?? fileOid}`;
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    followBookTarget(root, context, fileOid, headingOid);
  };
  anchor.addEventListener("click", follow);
  return () => {
    anchor.removeEventListener("click", follow);
    undo();
  };
}

function enhanceLinkBox(box: HTMLElement): () => void {
  const title = dataText(box, "title") ?? box.textContent?.trim() ?? "";
  const url = dataText(box, "url");
  const action = url
    ? cardLink(READER_BLOCK_TEXTS.activity.open, url, {
        target: "_blank",
        rel: "noopener noreferrer",
        "aria-label": formatMessage(READER_BLOCK_TEXTS.link.follow, { title }),
      })
    : createElement("span", { class: "tb-reader-link--missing" }, [T.incomplete]);
  return replaceContent(box, [readerCard("link-box", title, [action])]);
}

/** A live cross reference shown as a link (content §3.15: type 2, isLink Y) leads to its figure or table. */
function enhanceCrossReference(span: HTMLElement, root: HTMLElement): () => void {
  const target = dataText(span, "target-oid");
  if (!target || dataText(span, "attr-type") !== "2" || dataText(span, "is-link") !== "Y") return () => {};
  const anchor = createElement("a", { href: `#${target}` }, [span.textContent ?? ""]);
  anchor.addEventListener("click", (event) => {
    event.preventDefault();
    showHeading(root, target);
  });
  return replaceContent(span, [anchor]);
}

export const enhanceLinks: BlockEnhancer = (root, context) => {
  const stops = [
    ...blocksOf(root, "crossReference").map((span) => enhanceCrossReference(span, root)),
    ...blocksOf<HTMLAnchorElement>(root, "link").map((anchor) => enhanceLink(anchor, root, context)),
    ...blocksOf(root, "linkBox").map(enhanceLinkBox),
  ];
  return () => {
    for (const stop of stops) stop();
  };
};
