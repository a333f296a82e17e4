// The book's look as node views see it: the settings CSS cannot carry (a card's layout, a custom
// block icon, the video poster) read in TypeScript. BookStyleRoot publishes its items here, so a
// card draws with the book's values and draws again when a live preview message or a fresh copy of
// the saved look changes them. One book is shown per page, so one store serves the page.
import { type StoredStyleItem, setStyleValue, styleDefinition } from "@textbook/shared";

type Listener = () => void;

export class BookLookStore {
  private values = new Map<string, string>();
  /** Every mounted root's items, in the order the roots came; the newest one is shown. */
  private readonly owners = new Map<object, readonly StoredStyleItem[]>();
  private readonly listeners = new Set<Listener>();
  /** Every key a view has read: only these can change what a view draws. */
  private readonly read = new Set<string>();

  /**
   * The book's value of an item, else its content §9 default ("" for a key the catalogue lacks). A
   * value its setter rule refuses is never handed out: it may become an image's address.
   */
  value(itemKey: string): string {
    const definition = styleDefinition(itemKey);
    if (!definition) return "";
    this.read.add(itemKey);
    const stored = this.values.get(itemKey);
    const checked = stored === undefined ? null : setStyleValue(definition.value, stored);
    return checked && "value" in checked ? checked.value : definition.defaultValue;
  }

  /** Shows `owner`'s items (a root shown after it, like a history preview, goes first while it lasts). */
  show(owner: object, items: readonly StoredStyleItem[]): void {
    this.owners.set(owner, items);
    this.refresh();
  }

  /** The root went: the one before it shows again, or the defaults. */
  hide(owner: object): void {
    this.owners.delete(owner);
    this.refresh();
  }

  /**
   * Listeners hear only when a value some view has read changed: a paragraph's font size, which
   * the CSS carries, must not draw every card of a long chapter again.
   */
  private refresh(): void {
    const items = [...this.owners.values()].at(-1) ?? [];
    const next = new Map(items.map((item) => [item.itemKey, item.itemValue]));
    const changed = [...this.read].some((key) => next.get(key) !== this.values.get(key));
    this.values = next;
    if (changed) for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const bookLook = new BookLookStore();
