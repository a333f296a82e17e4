// The bar's search box and the results it shows in place of the file: the edition's search.json is
// fetched on the first search, results come as the reader types (and on Enter), each a link to its
// file with the matches marked.
import { type EditionSearchEntry, formatMessage, READER_TEXTS as T } from "@textbook/shared";
import { h } from "./dom.ts";
import { type SearchHit, searchBook, type TextPart } from "./search.ts";

const SEARCH_DELAY_MS = 250;

export interface SearchViewOptions {
  hrefOf(fileOid: string): string;
  open(fileOid: string): void;
  entries(): Promise<EditionSearchEntry[]>;
  /** Results replace the file while they show. */
  onToggle(showing: boolean): void;
}

function marked(parts: TextPart[]): (Node | string)[] {
  return parts.map((part) => (part.match ? h("mark", {}, part.text) : part.text));
}

export function createSearchView(options: SearchViewOptions) {
  const input = h("input", {
    type: "search",
    id: "reader-search",
    class: "reader-search-input",
    placeholder: T.searchPlaceholder,
    autocomplete: "off",
  });
  const form = h(
    "form",
    { role: "search", class: "reader-search" },
    h("label", { for: "reader-search", class: "visually-hidden" }, T.search),
    input,
  );
  const results = h("section", {
    class: "reader-results",
    "aria-labelledby": "reader-results-title",
    hidden: true,
  });
  let entries: Promise<EditionSearchEntry[]> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function hide() {
    results.hidden = true;
    results.replaceChildren();
    options.onToggle(false);
  }

  function hitItem(hit: SearchHit): HTMLLIElement {
    const follow = (event: Event) => {
      event.preventDefault();
      options.open(hit.fileOid);
    };
    return h(
      "li",
      {},
      h(
        "a",
        { href: options.hrefOf(hit.fileOid), onclick: follow },
        h("span", { class: "reader-hit-title" }, ...marked(hit.title)),
        h("span", { class: "reader-hit-snippet" }, ...marked(hit.snippet)),
      ),
    );
  }

  function show(keyword: string, hits: SearchHit[] | null) {
    const status = !hits
      ? T.loadFailed
      : hits.length > 0
        ? formatMessage(T.searchCount, { count: hits.length })
        : formatMessage(T.searchNone, { keyword });
    const clear = h("button", { type: "button", class: "reader-button" }, T.searchClear);
    clear.addEventListener("click", () => {
      input.value = "";
      hide();
      input.focus();
    });
    results.replaceChildren(
      h("h2", { id: "reader-results-title" }, T.searchResults),
      h("p", { role: "status" }, status),
    );
    if (hits && hits.length > 0) results.append(h("ul", { class: "reader-hits" }, ...hits.map(hitItem)));
    results.append(clear);
    results.hidden = false;
    options.onToggle(true);
  }

  async function run() {
    const keyword = input.value.trim();
    if (!keyword) return hide();
    entries ??= options.entries();
    let hits: SearchHit[] | null;
    try {
      hits = searchBook(await entries, keyword);
    } catch {
      entries = null;
      hits = null;
    }
    // A newer keyword's search shows its own results.
    if (input.value.trim() === keyword) show(keyword, hits);
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), SEARCH_DELAY_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run();
  });

  return { form, results, hide, stop: () => clearTimeout(timer) };
}
