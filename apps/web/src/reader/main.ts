// The reader's entry (reader.html, served for /preview/external/*, /preview/internal/edition/* and
// /reader/*): find the edition the address names, link its stylesheets, and mount the shell; or say
// why not. A reader's login and shelf pages (/reader/login, /reader) load as chunks of their own.
import { READER_PAGES } from "@textbook/shared";
import "./reader.css";
import { editionSource, openReader, ReaderError, type ReaderFailure } from "./reader-api.ts";
import { parseReaderRoute } from "./reader-route.ts";
import { mountReader } from "./reader-shell.ts";
import { failureView, loadingView } from "./reader-states.ts";

const container = document.getElementById("reader") as HTMLElement;
let unmount: (() => void) | null = null;

function fail(failure: ReaderFailure) {
  unmount?.();
  unmount = null;
  container.replaceChildren(failureView(failure, () => void start()));
}

function linkStylesheets(urls: readonly string[]) {
  for (const old of document.head.querySelectorAll("link[data-edition]")) old.remove();
  for (const href of urls) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.edition = "";
    document.head.append(link);
  }
}

/** The path without its trailing slashes, by a loop: /\/+$/ backtracks polynomially on long runs. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}

async function start() {
  const page = withoutTrailingSlashes(location.pathname);
  if (page === READER_PAGES.login) {
    return (await import("./reader-login-page.ts")).mountLoginPage(container);
  }
  if (page === READER_PAGES.shelf) return (await import("./shelf-page.ts")).mountShelfPage(container);
  const route = parseReaderRoute(location.pathname);
  if (!route) return fail("missing");
  container.replaceChildren(loadingView());
  try {
    const entry = await openReader(route);
    const source = editionSource(entry.base);
    const manifest = await source.manifest();
    linkStylesheets(manifest.stylesheets.map(source.url));
    document.title = entry.book.name;
    unmount = mountReader(container, { route, entry, manifest, source, onFailure: fail });
  } catch (error) {
    fail(error instanceof ReaderError ? error.failure : "failed");
  }
}

void start();
