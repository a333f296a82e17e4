// The code box's language dropdown: a button and a list no taller than content §9's 328 px.

import { CODE_LANGUAGES } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS, EDITOR_BLOCKS } from "@textbook/shared";
import { createElement } from "../../core/node-view/create-element.ts";

export interface LanguageMenuOptions {
  current: string;
  onPick: (language: string) => void;
}

export class LanguageMenu {
  readonly dom: HTMLElement;
  private readonly button: HTMLButtonElement;
  private list: HTMLElement | null = null;
  private current: string;
  private readonly onPick: (language: string) => void;

  constructor({ current, onPick }: LanguageMenuOptions) {
    this.current = current;
    this.onPick = onPick;
    this.button = createElement(
      "button",
      {
        type: "button",
        class: "tb-code-box__language",
        "aria-haspopup": "listbox",
        "aria-expanded": "false",
        title: EDITOR_BLOCK_TEXTS.codeBox.language,
      },
      [current],
    );
    this.button.addEventListener("click", () => (this.list ? this.close() : this.open()));
    this.dom = createElement("span", { class: "tb-code-box__language-menu" }, [this.button]);
  }

  setCurrent(language: string): void {
    this.current = language;
    this.button.textContent = language;
  }

  setDisabled(disabled: boolean): void {
    this.button.disabled = disabled;
    if (disabled) this.close();
  }

  destroy(): void {
    this.close();
  }

  private open(): void {
    const list = createElement("ul", {
      class: "tb-code-box__language-list",
      role: "listbox",
      "aria-label": EDITOR_BLOCK_TEXTS.codeBox.language,
      style: `max-height: ${EDITOR_BLOCKS.codeLanguageMenuMaxHeight}px`,
    });
    for (const language of CODE_LANGUAGES) {
      const option = createElement(
        "li",
        { role: "option", "aria-selected": String(language === this.current), "data-value": language },
        [language],
      );
      list.append(option);
    }
    // mousedown, not click: the pick must land before the editor takes focus back.
    list.addEventListener("mousedown", (event) => {
      event.preventDefault();
      const value = (event.target as HTMLElement).closest("li")?.dataset.value;
      if (!value) return;
      this.close();
      if (value !== this.current) this.onPick(value);
    });
    this.dom.append(list);
    this.list = list;
    this.button.setAttribute("aria-expanded", "true");
    list.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: "nearest" });
    document.addEventListener("mousedown", this.onOutside, true);
    document.addEventListener("keydown", this.onKey, true);
  }

  private close(): void {
    if (!this.list) return;
    this.list.remove();
    this.list = null;
    this.button.setAttribute("aria-expanded", "false");
    document.removeEventListener("mousedown", this.onOutside, true);
    document.removeEventListener("keydown", this.onKey, true);
  }

  private readonly onOutside = (event: MouseEvent): void => {
    if (!this.dom.contains(event.target as Node)) this.close();
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key === "Escape") this.close();
  };
}
