// Our editor on the chapter, in the product's frame (see bench-editor.ts).
import type { Editor } from "@tiptap/react";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import "../../apps/web/src/app/global.css";
import { BenchEditor } from "./bench-editor.ts";
import { productFrame } from "./frame.ts";
import { installBench } from "./harness.ts";

installBench({
  mount: (root, chapter) =>
    new Promise((resolve) => {
      const onOpened = (editor: Editor) => resolve(editor.view);
      createRoot(productFrame(root)).render(createElement(BenchEditor, { content: chapter.ours, onOpened }));
    }),
  target: (chapter) => chapter.oursTarget,
});
