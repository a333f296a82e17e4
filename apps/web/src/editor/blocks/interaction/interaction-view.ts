// The node view of the interaction (content §3.14): while complete is N, the placeholder of content
// §4 (a click opens the topic editor); once Y, the full box with its illustration, icon, kind,
// editable title and topic count, arranged by its layout (interaction-layouts.ts), and buttons to
// edit the topics and to open the reader's preview. On CardView, so a layout switch never drops the
// caret from the title.
import { formatMessage, INTERACTION_TEXTS, type QuestionType } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { fetchPreviewUrl, updateActivity } from "../../../api/activities.ts";
import { subjectIcon } from "../../core/media-card/book-icon.ts";
import { bookIllustration, builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { shownLayout } from "../../core/media-card/card-layout.ts";
import { cardIcon } from "../../core/media-card/card-pictures.ts";
import { CardTitle } from "../../core/media-card/card-title.ts";
import { CardView } from "../../core/media-card/card-view.ts";
import { editorFile, mediaLinks } from "../../core/media-links/media-links.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { setChildren, setData, setSrc } from "../../core/node-view/element-updates.ts";
import { INTERACTION_LAYOUTS, type InteractionPart } from "./interaction-layouts.ts";
import "../../core/media-card/media-card.css";
import "./interaction.css";

const T = INTERACTION_TEXTS;

/** The topic summaries the node keeps ({oid, type} of each stored topic) for drawing without a call. */
export function topicSummary(attrs: Record<string, unknown>): string {
  const topics = Array.isArray(attrs.topics) ? attrs.topics : [];
  const counts = new Map<string, number>();
  for (const topic of topics) {
    const type = (topic as { type?: unknown }).type;
    if (typeof type === "string" && type in T.questionTypes) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const parts = [formatMessage(T.topicCount, { n: topics.length })];
  for (const [type, count] of counts) parts.push(`${T.questionTypes[type as QuestionType]} ${count}`);
  return parts.join(" · ");
}

export class InteractionView extends CardView {
  private readonly placeholder = createElement("button", {
    type: "button",
    class: "tb-interaction__placeholder",
  });
  private readonly placeholderText = createElement("span");
  private readonly box = createElement("div", { class: "tb-interaction__box tb-card" });
  private readonly media = createElement("div", { class: "tb-interaction__media" });
  private readonly picture = createElement("img", { class: "tb-interaction__picture", alt: "" });
  private readonly text = createElement("div", { class: "tb-interaction__text tb-card__text" });
  private readonly icon = createElement("img", { class: "tb-interaction__icon tb-card__icon", alt: "" });
  private readonly kind = createElement("span", { class: "tb-interaction__kind tb-card__type" });
  private readonly summary = createElement("span", { class: "tb-interaction__summary" });
  private readonly title: CardTitle;
  private readonly parts: Record<InteractionPart, HTMLElement>;
  private readonly editButton = createElement(
    "button",
    { type: "button", class: "tb-interaction__action tb-card__button" },
    [T.edit],
  );
  private readonly previewButton = createElement(
    "button",
    { type: "button", class: "tb-interaction__action tb-card__button tb-card__button--primary" },
    [T.preview],
  );
  private readonly actions = createElement("div", { class: "tb-interaction__actions" }, [
    this.editButton,
    this.previewButton,
  ]);

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) {
    super(node, editor, getPos, { className: "tb-interaction", controls: "input, button" });
    this.title = new CardTitle({
      editor,
      attributes: {
        class: "tb-interaction__title tb-card__title",
        placeholder: T.titlePlaceholder,
        "aria-label": T.editor.name,
      },
      shown: () => (typeof this.node.attrs.title === "string" ? this.node.attrs.title : ""),
      holder: () => this.holder(),
      written: (title) => this.renameActivity(title),
    });
    this.parts = { icon: this.icon, kind: this.kind, title: this.title.input, summary: this.summary };
    this.placeholder.append(
      createElement("img", {
        class: "tb-interaction__icon tb-card__icon",
        alt: "",
        src: builtinIcon("interaction"),
      }),
      this.placeholderText,
    );
    this.media.append(this.picture);
    this.box.append(this.media, this.text);
    this.dom.append(this.placeholder, this.box);
    this.placeholder.addEventListener("click", () => this.openEditor());
    this.editButton.addEventListener("click", () => this.openEditor());
    this.previewButton.addEventListener("click", () => void this.openPreview());
    this.stops.push(mediaLinks(editor).subscribe(() => this.sync()));
    this.sync();
  }

  private openEditor(): void {
    if (!this.editor.isEditable || editorFile(this.editor) === null) return;
    const oid = this.node.attrs.oid;
    if (typeof oid !== "string") return;
    // The topic editor (React, inline editors, KaTeX) loads only when an author first opens it.
    void import("./topics/topic-dialog.tsx").then(({ openTopicDialog }) => openTopicDialog(this.editor, oid));
  }

  private async openPreview(): Promise<void> {
    const file = editorFile(this.editor);
    const oid = this.node.attrs.oid;
    if (!file || typeof oid !== "string") return;
    const { url } = await fetchPreviewUrl(file, oid);
    window.open(url, "_blank");
  }

  /** Renames the activity too, so the reader's preview shows the box's title. */
  private renameActivity(title: string): void {
    const file = editorFile(this.editor);
    const oid = this.node.attrs.oid;
    // An unfinished box has no activity yet; a failure leaves the activity's title to the next save.
    if (!file || typeof oid !== "string" || this.node.attrs.complete !== "Y") return;
    updateActivity(file, oid, { title }).catch((error: unknown) =>
      console.error("renaming the activity failed", error),
    );
  }

  protected render(editable: boolean): void {
    const { attrs } = this.node;
    const complete = attrs.complete === "Y";
    this.dom.dataset.complete = complete ? "Y" : "N";
    this.placeholder.hidden = complete;
    this.box.hidden = !complete;
    this.placeholder.disabled = !editable;
    this.placeholderText.textContent = editable ? T.placeholder : T.placeholderReadOnly;

    const { name, spec } = shownLayout(INTERACTION_LAYOUTS, attrs, "interaction");
    setData(this.dom, "layout", name);
    setData(this.dom, "arrangement", spec.arrangement);
    setData(this.dom, "textFirst", spec.textFirst ? "true" : undefined);
    setData(this.dom, "centred", spec.centred ? "true" : undefined);

    setChildren(this.text, [...spec.text.map((part) => this.parts[part]), this.actions]);
    this.media.hidden = !spec.illustrated;
    if (spec.illustrated) setSrc(this.picture, bookIllustration("interaction", spec.arrangement === "stack"));
    setSrc(this.icon, cardIcon(this.editor, attrs, subjectIcon("interaction")));
    this.kind.textContent = attrs.type === "SUBJECTIVE" ? T.kinds.SUBJECTIVE : T.kinds.TEST;
    this.summary.textContent = topicSummary(attrs);
    this.title.sync(editable);
    this.editButton.hidden = !editable;
    this.applyCardStyle(this.box);
  }
}
