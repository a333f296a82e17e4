// The product's way: the editor inside BookStyleRoot with live messages, changed by the style
// settings screen's UPDATE_CUSTOM_STYLE message (the root rebuilds the book's stylesheet).
import { UPDATE_CUSTOM_STYLE } from "@textbook/shared";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import "../../apps/web/src/app/global.css";
import { BookStyleRoot } from "../../apps/web/src/styles/book-look/book-style-root.tsx";
import { BenchEditor } from "./bench-editor.ts";
import { installRestyle } from "./restyle.ts";

installRestyle({
  mount: (page, chapter) =>
    new Promise((resolve) => {
      const editor = createElement(BenchEditor, { content: chapter.ours, onOpened: () => resolve() });
      createRoot(page).render(createElement(BookStyleRoot, { items: [], live: true }, editor));
    }),
  change: (px) =>
    window.postMessage(
      { type: UPDATE_CUSTOM_STYLE, key: "paragraph.font.size", value: String(px) },
      window.location.origin,
    ),
});
