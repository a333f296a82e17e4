// A knowledge point marked in a line of text (content §3.16: oid, knId, knText, graphId): a chip
// with its text, telling on hover which graph it belongs to. A click while editing opens a panel to
// change its text; which node of which graph it names is chosen with the knowledge-graph service,
// so the panel shows the graph and does not change it.
import { formatMessage, KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { field, openPanelFrame, textInput } from "../link/panel-parts.ts";
import "./knowledge.css";

const TEXTS = KNOWLEDGE_TEXTS.point;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export const knowledgePointView: AttributeViewSpec = {
  className: "tb-knowledge-point",
  render(dom, { node }) {
    const knText = text(node.attrs.knText);
    const graph = text(node.attrs.graphId);
    dom.title = formatMessage(TEXTS.title, { text: knText || TEXTS.label, graph: graph || TEXTS.noGraph });
    if (graph) dom.dataset.graphId = graph;
    else delete dom.dataset.graphId;
    dom.append(
      createElement("span", { class: "tb-knowledge-point__mark", "aria-hidden": "true" }, [TEXTS.label]),
      knText || TEXTS.label,
    );
  },
  onClick(dom, { node, setAttributes }) {
    const input = textInput("knText", text(node.attrs.knText));
    const graph = createElement("span", { class: "tb-knowledge-point__graph" }, [
      text(node.attrs.graphId) || TEXTS.noGraph,
    ]);
    openPanelFrame({
      anchor: dom,
      title: TEXTS.edit,
      body: [field(TEXTS.text, input), field(TEXTS.graph, graph)],
      onDone: (frame) => {
        const knText = input.value.trim();
        if (!knText) {
          frame.showProblem(TEXTS.required);
          return false;
        }
        setAttributes({ knText });
        return true;
      },
    });
  },
};
