// The knowledge-graph card (content §3.16): the chosen view's cover (tree or link, which the author
// switches), the title, and the knowledge point's descriptions as numbered 'Description N' items,
// which the author shows or hides (knowPointDescDisplay); a card whose graph is invalid says so
// instead (content §8).
import { KNOWLEDGE_GRAPH_VIEW_TYPES } from "@textbook/schema";
import { formatMessage, KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { attachmentUrl } from "./attachment-url.ts";
import { type KnowledgeGraphViewType, knowledgeGraphData } from "./knowledge-graph-data.ts";
import "../../core/media-card/media-card.css";
import "./knowledge.css";

const TEXTS = KNOWLEDGE_TEXTS.graph;

/** Tree or link: each view has its own cover, and the card shows the chosen one. */
function viewSwitch(
  current: KnowledgeGraphViewType,
  change: (attributes: Record<string, unknown>) => void,
): HTMLElement {
  return createElement(
    "span",
    { class: "tb-knowledge-graph__views", role: "group", "aria-label": TEXTS.viewSwitch },
    KNOWLEDGE_GRAPH_VIEW_TYPES.map((viewType) => {
      const button = createElement(
        "button",
        { type: "button", class: "tb-knowledge-graph__view", "aria-pressed": String(viewType === current) },
        [TEXTS.views[viewType] ?? viewType],
      );
      button.addEventListener("click", () => {
        if (viewType !== current) change({ viewType });
      });
      return button;
    }),
  );
}

export const knowledgeGraphView: AttributeViewSpec = {
  className: "tb-card tb-knowledge-graph",
  followsMediaLinks: true,
  render(dom, { node, editor, setAttributes }) {
    const data = knowledgeGraphData(node.attrs);
    // The controls are drawn for readers too (hidden by CSS): the editor turns editable after the
    // view is drawn, once its lock is granted, without redrawing it.
    const change = (attributes: Record<string, unknown>) => {
      if (editor.isEditable) setAttributes(attributes);
    };
    dom.dataset.viewType = data.viewType;
    const cover = attachmentUrl(editor, data.coverAttachmentOid, data.coverSrc);
    const body = createElement("div", { class: "tb-knowledge-graph__body" }, [
      createElement("span", { class: "tb-knowledge-graph__label" }, [
        `${TEXTS.label} · ${TEXTS.views[data.viewType] ?? data.viewType}`,
      ]),
      createElement("strong", { class: "tb-knowledge-graph__title" }, [data.title ?? TEXTS.untitled]),
    ]);
    const controls = createElement("div", { class: "tb-knowledge-graph__controls" }, [
      viewSwitch(data.viewType, change),
    ]);
    body.append(controls);
    dom.append(
      cover
        ? createElement("img", { class: "tb-knowledge-graph__cover", src: cover, alt: "", loading: "lazy" })
        : createElement("span", { class: "tb-knowledge-graph__letter", "aria-hidden": "true" }, [
            TEXTS.label.slice(0, 1),
          ]),
      body,
    );
    if (data.invalid) {
      body.append(
        createElement("span", { class: "tb-knowledge-graph__notice", role: "alert" }, [TEXTS.invalid]),
      );
      return;
    }
    if (data.descriptions.length === 0) return;
    const toggle = createElement(
      "button",
      {
        type: "button",
        class: "tb-knowledge-graph__toggle",
        "aria-pressed": String(data.showDescriptions),
      },
      [data.showDescriptions ? TEXTS.hide : TEXTS.show],
    );
    toggle.addEventListener("click", () =>
      change({ knowPointDescDisplay: data.showDescriptions ? "HIDDEN" : "SHOW" }),
    );
    controls.append(toggle);
    if (!data.showDescriptions) return;
    body.append(
      createElement(
        "ol",
        { class: "tb-knowledge-graph__descriptions", "aria-label": TEXTS.descriptions },
        data.descriptions.map((description, index) =>
          createElement("li", {}, [
            createElement("span", { class: "tb-knowledge-graph__number" }, [
              formatMessage(TEXTS.description, { n: index + 1 }),
            ]),
            description,
          ]),
        ),
      ),
    );
  },
};
