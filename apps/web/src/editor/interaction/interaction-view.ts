// The node view of the interaction (content §3.14): while complete is N, the placeholder of content
// §4 (a click opens the topic editor); once Y, the full box with its illustration, icon, kind,
// editable title and topic count, arranged by its layout (interaction-layouts.ts), and buttons to
// edit the topics and to open the reader's preview. The DOM is built once and brought up to date
// after that, so a layout switch never drops the caret from the title.
import { formatMessage, INTERACTION_TEXTS, type QuestionType } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { fetchPreviewUrl, updateActivity } from "../../api/activities.ts";
import { customIcon, type Picture } from "../audio-video/box-pictures.ts";
import { applyStyle, cardStyle } from "../audio-video/card-style.ts";
import { bookIllustration, builtinIcon } from "../media-card/builtin-pictures.ts";
import { editorFile, mediaLinks } from "../media-links/media-links.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import { type InteractionPart, interactionLayout } from "./interaction-layouts.ts";
import "./interaction.css";

const T = INTERACTION_TEXTS;
/** Parts whose events are theirs, not the editor's. */
const CONTROLS = "input, button";

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

export class InteractionView implements NodeView {
  readonly dom: HTMLElement;
  private node: ProseMirrorNode;
  private readonly editor: Editor;
  private readonly getPos: () => number | undefined;
  private readonly placeholder = createElement("button", {
    type: "button",
    class: "tb-interaction__placeholder",
  });
  private readonly placeholderText = createElement("span");
  private readonly box = createElement("div", { class: "tb-interaction__box" });
  private readonly media = createElement("div", { class: "tb-interaction__media" });
  private readonly picture = createElement("img", { class: "tb-interaction__picture", alt: "" });
  private readonly text = createElement("div", { class: "tb-interaction__text" });
  private readonly title = createElement("input", {
    class: "tb-interaction__title",
    type: "text",
    placeholder: T.titlePlaceholder,
    "aria-label": T.editor.name,
  });
  private readonly parts: Record<InteractionPart, HTMLElement>;
  private readonly editButton = createElement("button", { type: "button", class: "tb-interaction__action" }, [
    T.edit,
  ]);
  private readonly previewButton = createElement(
    "button",
    { type: "button", class: "tb-interaction__action tb-interaction__action--primary" },
    [T.preview],
  );
  private readonly actions = createElement("div", { class: "tb-interaction__actions" }, [
    this.editButton,
    this.previewButton,
  ]);
  private readonly stops: (() => void)[] = [];
  private appliedStyle: Record<string, string> = {};
  /** Whether the editor was editable at the last sync: the page makes it editable once its lock is granted. */
  private editable = false;

  constructor(node: ProseMirrorNode, editor: Editor, getPos: () => number | undefined) {
    this.node = node;
    this.editor = editor;
    this.getPos = getPos;
    this.dom = createElement("div", { class: "tb-interaction", "data-type": node.type.name });
    this.dom.contentEditable = "false";
    const icon = createElement("img", { class: "tb-interaction__icon", alt: "" });
    this.placeholder.append(
      createElement("img", { class: "tb-interaction__icon", alt: "", src: builtinIcon("interaction") }),
      this.placeholderText,
    );
    this.parts = {
      icon,
      kind: createElement("span", { class: "tb-interaction__kind" }),
      title: this.title,
      summary: createElement("span", { class: "tb-interaction__summary" }),
    };
    this.media.append(this.picture);
    this.box.append(this.media, this.text);
    this.dom.append(this.placeholder, this.box);
    this.listen();
    this.sync();
  }

  private listen(): void {
    const { title } = this;
    this.placeholder.addEventListener("click", () => this.openEditor());
    this.editButton.addEventListener("click", () => this.openEditor());
    this.previewButton.addEventListener("click", () => void this.openPreview());
    title.addEventListener("keydown", (event) => {
      if (event.key === "Enter") title.blur();
      if (event.key === "Escape") {
        title.value = this.storedTitle();
        title.blur();
      }
    });
    title.addEventListener("change", () => this.commitTitle());
    // The page follows an editability change with an empty transaction (file-editor.tsx); the box
    // redraws only when editability did change.
    const onTransaction = () => {
      if (this.editor.isEditable !== this.editable) this.sync();
    };
    this.editor.on("transaction", onTransaction);
    this.stops.push(
      mediaLinks(this.editor).subscribe(() => this.sync()),
      () => this.editor.off("transaction", onTransaction),
    );
  }

  private storedTitle(): string {
    return typeof this.node.attrs.title === "string" ? this.node.attrs.title : "";
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

  /** Renames the box and its activity, so the reader's preview shows the same title. */
  private commitTitle(): void {
    const position = this.getPos();
    const value = this.title.value.trim();
    if (position === undefined || !this.editor.isEditable || value === this.storedTitle()) return;
    const { state, view } = this.editor;
    view.dispatch(state.tr.setNodeMarkup(position, undefined, { ...this.node.attrs, title: value || null }));
    const file = editorFile(this.editor);
    const oid = this.node.attrs.oid;
    // An unfinished box has no activity yet; a failure leaves the activity's title to the next save.
    if (!file || typeof oid !== "string" || this.node.attrs.complete !== "Y") return;
    updateActivity(file, oid, { title: value }).catch((error: unknown) =>
      console.error("renaming the activity failed", error),
    );
  }

  private url(picture: Picture): string | null {
    return mediaLinks(this.editor).url(picture.attOid) ?? safeUrl(picture.src);
  }

  /** Brings the DOM up to the node's attributes and the current links. */
  private sync(): void {
    const { attrs } = this.node;
    const complete = attrs.complete === "Y";
    const editable = this.editor.isEditable;
    this.editable = editable;
    this.dom.dataset.complete = complete ? "Y" : "N";
    this.placeholder.hidden = complete;
    this.box.hidden = !complete;
    this.placeholder.disabled = !editable;
    this.placeholderText.textContent = editable ? T.placeholder : T.placeholderReadOnly;

    const { name, spec } = interactionLayout(attrs);
    const data = this.dom.dataset;
    data.layout = name;
    data.arrangement = spec.arrangement;
    setFlag(this.dom, "textFirst", spec.textFirst);
    setFlag(this.dom, "centred", spec.centred);

    const parts = [...spec.text.map((part) => this.parts[part]), this.actions];
    if (
      parts.some((part, index) => this.text.children[index] !== part) ||
      this.text.children.length !== parts.length
    ) {
      this.text.replaceChildren(...parts);
    }
    this.media.hidden = !spec.illustrated;
    if (spec.illustrated) setSrc(this.picture, bookIllustration("interaction", spec.arrangement === "stack"));
    const icon = customIcon(attrs);
    setSrc(this.parts.icon as HTMLImageElement, (icon && this.url(icon)) ?? builtinIcon("interaction"));
    this.parts.kind.textContent = attrs.type === "SUBJECTIVE" ? T.kinds.SUBJECTIVE : T.kinds.TEST;
    this.parts.summary.textContent = topicSummary(attrs);
    if (document.activeElement !== this.title) this.title.value = this.storedTitle();
    this.title.readOnly = !editable;
    this.editButton.hidden = !editable;

    const style = cardStyle(attrs);
    applyStyle(this.box, style, this.appliedStyle);
    this.appliedStyle = style;
  }

  update(node: ProseMirrorNode): boolean {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.sync();
    return true;
  }

  stopEvent(event: Event): boolean {
    return event.target instanceof Element && event.target.closest(CONTROLS) !== null;
  }

  ignoreMutation(): boolean {
    return true;
  }

  destroy(): void {
    for (const stop of this.stops) stop();
  }
}

function setFlag(element: HTMLElement, name: string, on: boolean): void {
  if (on) element.dataset[name] = "true";
  else delete element.dataset[name];
}

function setSrc(image: HTMLImageElement, url: string | null): void {
  if (url === null) image.removeAttribute("src");
  else if (image.getAttribute("src") !== url) image.src = url;
}
