// The least the browser can do: the same editor and the same book stylesheet, written once; the
// change sets the one CSS variable on the book's root directly.
import { BOOK_ROOT_CLASS, bookStyleCss, fontSizeRem } from "@textbook/shared";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import "../../apps/web/src/app/global.css";
import { BenchEditor } from "./bench-editor.ts";
import { installRestyle } from "./restyle.ts";

let bookRoot: HTMLElement | null = null;

installRestyle({
  mount: (page, chapter) =>
    new Promise((resolve) => {
      const editor = createElement(BenchEditor, { content: chapter.ours, onOpened: () => resolve() });
      const look = createElement(
        "div",
        { className: BOOK_ROOT_CLASS, ref: (element: HTMLElement | null) => (bookRoot = element) },
        createElement("style", null, bookStyleCss([])),
        editor,
      );
      createRoot(page).render(look);
    }),
  change: (px) => bookRoot?.style.setProperty("--tb-paragraph-font-size", fontSizeRem(px)),
});
