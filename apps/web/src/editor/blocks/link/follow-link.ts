// Following a link (content §3.13): a BOOK target opens its file, at its heading when it names one —
// in the preview when the link is followed there, else in the editor; a web address or a virtual
// simulation opens in a new tab.
import type { FilePath } from "@textbook/shared";
import { editorPath, PREVIEW_ROUTE, previewPath } from "../../core/editor-path.ts";
import { urlProblem } from "./link-target.ts";

/** How long a followed heading is waited for while its file opens. */
const HEADING_WAIT_MS = 15_000;

type Target = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function scrollToHeading(headingOid: string): void {
  const selector = `.ProseMirror [data-oid="${CSS.escape(headingOid)}"]`;
  const show = () => {
    const heading = document.querySelector(selector);
    heading?.scrollIntoView({ block: "start" });
    return heading !== null;
  };
  if (show()) return;
  const observer = new MutationObserver(() => {
    if (show()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The router follows the address bar on popstate, so a node view can move the page without it. */
function navigate(path: string): void {
  if (window.location.pathname === path) return;
  window.history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/** The file a BOOK target names, when it names all four of its ids. */
function targetFile(target: Target): FilePath | null {
  const [bookOid, chapterOid, sectionOid, fileOid] = [
    target.bookOid,
    target.chapterOid,
    target.sectionOid,
    target.fileOid,
  ].map(text);
  if (!bookOid || !chapterOid || !sectionOid || !fileOid) return null;
  return { bookOid, chapterOid, sectionOid, fileOid };
}

export function followLink(target: Target): void {
  if (target.type === "BOOK") {
    const file = targetFile(target);
    if (!file) return;
    const inPreview = window.location.pathname.startsWith(`${PREVIEW_ROUTE}/`);
    navigate(inPreview ? previewPath(file) : editorPath(file));
    const heading = text(target.headingOid);
    if (heading) scrollToHeading(heading);
    return;
  }
  const url = text(target.url);
  if (url && urlProblem(url) === null) window.open(url, "_blank", "noopener,noreferrer");
}
