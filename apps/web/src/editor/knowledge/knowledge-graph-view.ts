// The knowledge-graph card (content §3.16): the chosen view's cover, the title, and the knowledge
// point's descriptions as numbered 'Description N' items, which the author shows or hides
// (knowPointDescDisplay); a card whose graph is invalid says so instead (content §8).
import { formatMessage, KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../node-view/attribute-view.ts";
import { createElement } from "../node-view/create-element.ts";
import { attachmentUrl } from "./attachment-url.ts";
import { knowledgeGraphData } from "./knowledge-graph-data.ts";
import "./knowledge.css";

const TEXTS = KNOWLEDGE_TEXTS.graph;

export const knowledgeGraphView: AttributeViewSpec = {
  className: "tb-card tb-knowledge-graph",
  followsMediaLinks: true,
  render(dom, { node, editor, setAttributes }) {
    const data = knowledgeGraphData(node.attrs);
    dom.dataset.viewType = data.viewType;
    const cover = attachmentUrl(editor, data.coverAttachmentOid, data.coverSrc);
    const body = createElement("div", { class: "tb-card__body" }, [
      createElement("span", { class: "tb-card__label" }, [
        `${TEXTS.label} · ${TEXTS.views[data.viewType] ?? data.viewType}`,
      ]),
      createElement("strong", { class: "tb-card__title" }, [data.title ?? "—"]),
    ]);
    dom.append(
      cover
        ? createElement("img", { class: "tb-card__cover", src: cover, alt: "", loading: "lazy" })
        : createElement("span", { class: "tb-card__icon", "aria-hidden": "true" }, [TEXTS.label.slice(0, 1)]),
      body,
    );
    if (data.invalid) {
      body.append(createElement("span", { class: "tb-card__notice", role: "alert" }, [TEXTS.invalid]));
      return;
    }
    if (data.descriptions.length === 0) return;
    if (editor.isEditable) {
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
        setAttributes({ knowPointDescDisplay: data.showDescriptions ? "HIDDEN" : "SHOW" }),
      );
      body.append(toggle);
    }
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

/** A knowledge point marked in a line of text: its text, underlined like a mark. */
export const knowledgePointView: AttributeViewSpec = {
  className: "tb-knowledge-point",
  render(dom, { node }) {
    const text = typeof node.attrs.knText === "string" ? node.attrs.knText : "";
    dom.title = `${KNOWLEDGE_TEXTS.point.label}：${text}`;
    if (typeof node.attrs.knId === "string") dom.dataset.knId = node.attrs.knId;
    dom.textContent = text || KNOWLEDGE_TEXTS.point.label;
  },
};
