// The reader around an edition: a bar (book, edition, search, 手机/电脑), the table of contents (a
// side column on wide screens, a drawer on phones), the open file with previous / next, and search
// results in its place while a search is on. Files change without reloading the page: the address
// names the file (back and forward work), the file's blocks are undone before the next one shows.
import {
  EDITION_PATHS,
  type EditionManifest,
  formatMessage,
  READER_ACCOUNT_TEXTS,
  READER_PAGES,
  type ReaderEntry,
  READER_TEXTS as T,
} from "@textbook/shared";
import type { ReaderContext } from "./blocks/index.ts";
import { h } from "./dom.ts";
import { startReadingEvents } from "./events/reading-events.ts";
import { createFeedbackView, type FeedbackView } from "./feedback/feedback-view.ts";
import { showFile } from "./file-view.ts";
import { type EditionSource, ReaderError, type ReaderFailure } from "./reader-api.ts";
import { parseReaderRoute, type ReaderRoute, readerFilePath } from "./reader-route.ts";
import { readerToken } from "./reader-session.ts";
import { placeOf, type ReadingPlace, readingOrder } from "./reading-order.ts";
import { createSearchView } from "./search-view.ts";
import { createToc } from "./toc.ts";

export type Device = "phone" | "pc";
const DEVICES: readonly Device[] = ["phone", "pc"];

export interface ReaderShellOptions {
  route: ReaderRoute;
  entry: ReaderEntry;
  manifest: EditionManifest;
  source: EditionSource;
  /** The link or the access ended while reading: the whole page says so. */
  onFailure(failure: ReaderFailure): void;
}

/** Phones start without a chosen device: the book's small-screen values follow the screen itself. */
function initialDevice(): Device | null {
  return window.matchMedia?.("(max-width: 767px)").matches ? null : "pc";
}

export function mountReader(container: HTMLElement, options: ReaderShellOptions): () => void {
  const { route, entry, manifest, source } = options;
  const hrefOf = (fileOid: string) => readerFilePath(route, fileOid);
  // Only a reader's reading of a pushed book counts: shared links and members' previews record nothing.
  const events =
    entry.access !== "READER"
      ? null
      : startReadingEvents({ bookOid: entry.book.oid, editionOid: entry.edition.oid });
  const context: ReaderContext = {
    assetUrl: source.url,
    attachmentPath: (attachmentOid) => manifest.assets?.[attachmentOid] ?? null,
    loadActivity: (activityOid) => source.json(EDITION_PATHS.activity(activityOid)),
    openFile: (fileOid, headingOid) => open(fileOid, { headingOid }),
    ...(events ? { record: events.recorder.block } : {}),
  };

  // ——— the bar ———
  const tocButton = h(
    "button",
    { type: "button", class: "reader-toc-button", "aria-controls": "reader-toc", "aria-expanded": "false" },
    T.toc,
  );
  const search = createSearchView({
    hrefOf,
    open: (fileOid) => open(fileOid),
    entries: () => source.search(manifest.search),
    onToggle(showing) {
      paper.hidden = showing;
      pager.hidden = showing;
    },
  });
  const deviceButtons = DEVICES.map((value) =>
    h("button", { type: "button", "data-device": value, "aria-pressed": "false" }, T.devices[value]),
  );
  const bar = h(
    "header",
    { class: "reader-bar" },
    // A reader's pushed book leads back to the shelf it was opened from.
    entry.access === "READER"
      ? h("a", { class: "reader-shelf-link", href: READER_PAGES.shelf }, READER_ACCOUNT_TEXTS.shelfTitle)
      : null,
    tocButton,
    h("h1", { class: "reader-title" }, entry.book.name),
    h("span", { class: "reader-edition" }, formatMessage(T.edition, { number: entry.edition.number })),
    search.form,
    h("div", { class: "reader-devices", role: "group", "aria-label": T.device }, ...deviceButtons),
  );

  // ——— the table of contents ———
  const toc = createToc(manifest, hrefOf, (fileOid) => open(fileOid));
  const nav = h("nav", { id: "reader-toc", class: "reader-toc", "aria-label": T.toc }, toc.element);
  const backdrop = h("div", { class: "reader-backdrop" });

  // ——— the file, its pager, search results ———
  const notice = h("p", { class: "reader-notice", role: "status" });
  const fileTitle = h("h2", { class: "visually-hidden" });
  const page = h("div", { class: "reader-page" });
  const paper = h("div", { class: "reader-paper" }, fileTitle, page);
  const pager = h("nav", { class: "reader-pager", "aria-label": T.pageNav });
  const main = h(
    "main",
    { id: "reader-main", class: "reader-main", tabindex: -1 },
    notice,
    search.results,
    paper,
    pager,
  );

  const shell = h(
    "div",
    { class: "reader" },
    h("a", { class: "reader-skip", href: "#reader-main" }, T.skipToContent),
    bar,
    nav,
    backdrop,
    main,
  );
  container.replaceChildren(shell);

  // ——— reader feedback (a READER session only: the reports are the reader's own) ———
  let currentFileOid: string | null = null;
  const feedback: FeedbackView | null = readerToken()
    ? createFeedbackView({
        bookOid: entry.book.oid,
        editionOid: entry.edition.oid,
        fileOid: () => currentFileOid,
        page,
      })
    : null;
  if (feedback) {
    bar.append(feedback.mineButton);
    shell.append(feedback.layer);
  }

  // ——— device ———
  let device = initialDevice();
  function applyDevice() {
    if (device) shell.dataset.device = device;
    else delete shell.dataset.device;
    for (const button of deviceButtons) {
      button.setAttribute("aria-pressed", String(button.dataset.device === device));
    }
    for (const book of page.querySelectorAll<HTMLElement>(".tb-book")) {
      if (device) book.dataset.device = device;
      else delete book.dataset.device;
    }
  }
  for (const button of deviceButtons) {
    button.addEventListener("click", () => {
      device = button.dataset.device as Device;
      applyDevice();
    });
  }

  // ——— the drawer (phones) ———
  function setTocOpen(open: boolean, returnFocus = false) {
    shell.toggleAttribute("data-toc-open", open);
    tocButton.setAttribute("aria-expanded", String(open));
    const current = nav.querySelector<HTMLElement>("[aria-current]") ?? nav.querySelector<HTMLElement>("a");
    if (open) current?.focus();
    else if (returnFocus) tocButton.focus();
  }
  tocButton.addEventListener("click", () => setTocOpen(!shell.hasAttribute("data-toc-open")));
  backdrop.addEventListener("click", () => setTocOpen(false, true));
  shell.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && shell.hasAttribute("data-toc-open")) setTocOpen(false, true);
  });

  // ——— files ———
  let undoFile: (() => void) | null = null;
  let shown = 0;

  function showPager(place: ReadingPlace) {
    const link = (file: ReadingPlace["previous"], rel: "prev" | "next", label: string) =>
      file
        ? h(
            "a",
            {
              href: hrefOf(file.oid),
              rel,
              class: `reader-pager-${rel}`,
              onclick: (event: Event) => {
                event.preventDefault();
                open(file.oid);
              },
            },
            h("span", { class: "reader-pager-label" }, label),
            file.title,
          )
        : null;
    pager.replaceChildren(
      ...[link(place.previous, "prev", T.previous), link(place.next, "next", T.next)].filter(
        (item): item is HTMLAnchorElement => item !== null,
      ),
    );
  }

  function scrollTo(headingOid: string | undefined) {
    const target = headingOid
      ? page.querySelector<HTMLElement>(`[data-oid=${JSON.stringify(headingOid)}]`)
      : null;
    if (target) target.scrollIntoView?.({ block: "start" });
    else window.scrollTo?.({ top: 0 });
  }

  async function render(place: ReadingPlace, headingOid?: string) {
    const ticket = ++shown;
    search.hide();
    undoFile?.();
    undoFile = null;
    events?.recorder.closeFile();
    currentFileOid = place.file.oid;
    fileTitle.textContent = place.file.title;
    document.title = `${place.file.title} - ${entry.book.name}`;
    toc.setCurrent(place.file.oid, place.chapterOid);
    showPager(place);
    page.replaceChildren(h("p", { class: "reader-loading", role: "status" }, T.loading));
    try {
      const html = await source.text(place.file.path);
      if (ticket !== shown) return;
      undoFile = showFile(page, html, context);
      events?.recorder.openFile(place.file.oid);
      applyDevice();
      scrollTo(headingOid);
    } catch (error) {
      if (ticket !== shown) return;
      const failure = error instanceof ReaderError ? error.failure : "failed";
      if (failure !== "failed") return options.onFailure(failure);
      page.replaceChildren(
        h(
          "div",
          { class: "reader-file-failed" },
          h("p", {}, T.loadFailed),
          h(
            "button",
            { type: "button", class: "reader-button", onclick: () => render(place, headingOid) },
            T.retry,
          ),
        ),
      );
    }
  }

  /** The named file, or the first one (with a notice) when the edition has no such file. */
  function placeFor(fileOid: string | null): ReadingPlace | null {
    const found = fileOid ? placeOf(manifest, fileOid) : null;
    if (found || !fileOid) notice.textContent = "";
    else notice.textContent = T.fileMissing;
    if (found) return found;
    const first = readingOrder(manifest)[0];
    return first ? placeOf(manifest, first.file.oid) : null;
  }

  function open(fileOid: string, how: { headingOid?: string | undefined } = {}) {
    const place = placeFor(fileOid);
    if (!place) return;
    history.pushState(null, "", hrefOf(place.file.oid));
    setTocOpen(false);
    void render(place, how.headingOid);
    main.focus({ preventScroll: true });
  }

  // ——— start, and the browser's back / forward ———
  function follow() {
    const current = parseReaderRoute(location.pathname);
    const place = placeFor(current?.fileOid ?? null);
    if (place) void render(place);
  }
  window.addEventListener("popstate", follow);
  applyDevice();
  const first = placeFor(route.fileOid);
  if (first) {
    history.replaceState(null, "", hrefOf(first.file.oid));
    void render(first);
  } else {
    pager.hidden = true;
    page.replaceChildren(h("p", { class: "reader-empty" }, T.noFiles));
  }

  return () => {
    window.removeEventListener("popstate", follow);
    search.stop();
    feedback?.stop();
    undoFile?.();
    events?.stop();
    container.replaceChildren();
  };
}
