// Reader feedback drawn in the editor (issue 18 §5, beyond the spec): a marker before the text each
// open report points at (the description on hover; a click opens the report), and the one report
// being located highlighted. The decorations follow edits (mapped through each transaction) until
// the reports are drawn again.
import { formatMessage, ERROR_CORRECTION_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { type Located, locateReport, type ReportPlace } from "./locate-report.ts";

export const feedbackMarksKey = new PluginKey<DecorationSet>("readerFeedback");

export interface MarkedReport extends ReportPlace {
  oid: string;
  description: string;
}

export function feedbackMarksPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: feedbackMarksKey,
    state: {
      init: () => DecorationSet.empty,
      apply: (tr, set) => {
        const drawn = tr.getMeta(feedbackMarksKey) as DecorationSet | undefined;
        return drawn ?? set.map(tr.mapping, tr.doc);
      },
    },
    props: { decorations: (state) => feedbackMarksKey.getState(state) },
  });
}

function marker(report: MarkedReport, open: (oid: string) => void): () => HTMLElement {
  return () => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "tb-feedback-marker";
    button.contentEditable = "false";
    button.title = formatMessage(T.markerTitle, { description: report.description });
    button.setAttribute("aria-label", button.title);
    button.textContent = "!";
    button.addEventListener("mousedown", (event) => event.preventDefault());
    button.addEventListener("click", () => open(report.oid));
    return button;
  };
}

/** The decorations of the open reports and of the report being located (when it is found). */
export function feedbackDecorations(
  doc: ProseMirrorNode,
  reports: readonly MarkedReport[],
  target: Located | null,
  open: (oid: string) => void,
): DecorationSet {
  const decorations: Decoration[] = [];
  for (const report of reports) {
    const place = locateReport(doc, report);
    if (place.by === "none") continue;
    decorations.push(
      Decoration.widget(place.from, marker(report, open), { side: -1, key: `feedback-${report.oid}` }),
      Decoration.inline(place.from, place.to, { class: "tb-feedback-text" }),
    );
  }
  if (target && target.by !== "none") {
    decorations.push(Decoration.inline(target.from, target.to, { class: "tb-feedback-located" }));
  }
  return DecorationSet.create(doc, decorations);
}

export function drawFeedback(editor: Editor, set: DecorationSet): void {
  if (!feedbackMarksKey.getState(editor.state)) editor.registerPlugin(feedbackMarksPlugin());
  editor.view.dispatch(editor.state.tr.setMeta(feedbackMarksKey, set).setMeta("addToHistory", false));
}

export function removeFeedback(editor: Editor): void {
  if (!editor.isDestroyed) editor.unregisterPlugin(feedbackMarksKey);
}
