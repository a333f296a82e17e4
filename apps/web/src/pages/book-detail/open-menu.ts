// Test support: picks an item from the ⋯ menu of a chapter, section or file row.
import { fireEvent, screen, within } from "@testing-library/react";
import { BOOK_DETAIL_TEXTS as T } from "@textbook/shared";

export async function openMenu(scope: HTMLElement, item: string) {
  fireEvent.click(within(scope).getAllByRole("button", { name: T.more })[0] as HTMLElement);
  // Menus closed before stay in the document, hidden; the newest one is the last.
  const items = await screen.findAllByRole("menuitem", { name: new RegExp(item) });
  fireEvent.click(items.at(-1) as HTMLElement);
}
