// The list a cross reference picks its target from.

import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { createElement } from "../../core/node-view/create-element.ts";
import { type FloatingPanel, openFloatingPanel } from "../../core/node-view/floating-panel.ts";
import { type ReferenceTarget, referenceTargets } from "./reference-targets.ts";

const TEXTS = EDITOR_BLOCK_TEXTS.crossReference;

export function openTargetPicker(options: {
  anchor: HTMLElement;
  doc: ProseMirrorNode;
  onPick: (attrs: ReferenceTarget["attrs"]) => void;
}): FloatingPanel {
  const targets = referenceTargets(options.doc);
  const list = createElement(
    "ul",
    { class: "tb-floating-panel__list", role: "listbox", "aria-label": TEXTS.pickTitle },
    targets.map((target) => {
      const button = createElement("button", { type: "button", role: "option" }, [
        createElement("strong", {}, [target.attrs.content]),
        target.title ? ` ${target.title}` : "",
      ]);
      button.addEventListener("click", () => {
        panel.close();
        options.onPick(target.attrs);
      });
      return createElement("li", {}, [button]);
    }),
  );
  const panel = openFloatingPanel({
    anchor: options.anchor,
    label: TEXTS.pickTitle,
    content: [
      createElement("p", { class: "tb-floating-panel__title" }, [TEXTS.pickTitle]),
      targets.length > 0
        ? list
        : createElement("p", { class: "tb-floating-panel__empty" }, [TEXTS.noTargets]),
    ],
  });
  return panel;
}
