// /reader: the signed-in reader's shelf — the books pushed to them, each opening its released
// edition at /reader/books/{bookOid}. Loaded on its own (main.ts), like the login page.
import {
  formatMessage,
  pushedBookPath,
  READER_PAGES,
  READER_SHELF_PATHS,
  type ShelfBook,
  READER_ACCOUNT_TEXTS as T,
} from "@textbook/shared";
import { h } from "./dom.ts";
import { clearReaderSession, readerFetch, storedReader } from "./reader-session.ts";
import "./reader-account.css";

function goLogin(): void {
  location.assign(`${READER_PAGES.login}?${new URLSearchParams({ redirectPath: READER_PAGES.shelf })}`);
}

function bookCard(item: ShelfBook): HTMLElement {
  const cover = item.book.coverUrl
    ? h("img", { class: "reader-shelf-cover", src: item.book.coverUrl, alt: "" })
    : h("span", { class: "reader-shelf-cover reader-shelf-nocover" }, T.noCover);
  return h(
    "li",
    {},
    h(
      "a",
      { class: "reader-shelf-book", href: pushedBookPath(item.book.oid) },
      cover,
      h("span", { class: "reader-shelf-name" }, item.book.name),
      h(
        "span",
        { class: "reader-shelf-meta" },
        formatMessage(T.edition, { number: item.edition.number }),
        " · ",
        formatMessage(T.pushedAt, { date: item.pushedAt.slice(0, 10) }),
      ),
    ),
  );
}

async function logout(): Promise<void> {
  await readerFetch("/reader/passports/logout", { method: "POST" }).catch(() => null);
  clearReaderSession();
  goLogin();
}

export async function mountShelfPage(container: HTMLElement): Promise<void> {
  const reader = storedReader();
  if (!reader) return goLogin();
  document.title = T.shelfTitle;
  const list = h("ul", { class: "reader-shelf-list", "aria-label": T.shelfTitle });
  const status = h("p", { role: "status" });
  const logoutButton = h("button", { type: "button", class: "reader-link-button" }, T.logout);
  logoutButton.addEventListener("click", () => void logout());
  container.replaceChildren(
    h(
      "main",
      { class: "reader-shelf", id: "reader-main", tabindex: -1 },
      h(
        "header",
        { class: "reader-shelf-header" },
        h("h1", {}, T.shelfTitle),
        h("span", {}, formatMessage(T.greeting, { name: reader.fullName })),
        logoutButton,
      ),
      status,
      list,
    ),
  );
  const load = async () => {
    status.textContent = "";
    const response = await readerFetch(READER_SHELF_PATHS.shelf).catch(() => null);
    if (response?.status === 401) return goLogin();
    const envelope = response?.ok ? ((await response.json()) as { data: { items: ShelfBook[] } }) : null;
    if (!envelope) {
      const retry = h("button", { type: "button", class: "reader-button" }, T.retry);
      retry.addEventListener("click", () => void load());
      status.replaceChildren(T.shelfLoadFailed, " ", retry);
      return;
    }
    const { items } = envelope.data;
    list.replaceChildren(...items.map(bookCard));
    if (items.length === 0) status.replaceChildren(h("strong", {}, T.shelfEmpty), " ", T.shelfEmptyHint);
  };
  await load();
}
