// The reader's feedback controls (issue 18 §5): a 纠错 button that appears by a selection inside a
// block, a form (type, description, optional screenshot) that keeps the selection's place, and 我的纠错
// with each report's state and the editor's reply. Shown only to a reader with a READER session.
import {
  FEEDBACK_STATE_LABELS,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackType,
  ERROR_CORRECTION_TEXTS as T,
} from "@textbook/shared";
import { h } from "../dom.ts";
import { base64Of, FeedbackError, myReports, sendReport } from "./feedback-api.ts";
import { blockPlace, type SelectionPlace, selectionPlace } from "./selection-place.ts";

const SCREENSHOT_TYPES = ["image/png", "image/jpeg"];
const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
const DESCRIPTION_MAX = 500;

export interface FeedbackOptions {
  bookOid: string;
  editionOid: string;
  /** The file on screen. */
  fileOid: () => string | null;
  /** Where the file's blocks are. */
  page: HTMLElement;
}

export interface FeedbackView {
  /** The bar's 我的纠错 button. */
  mineButton: HTMLButtonElement;
  /** The floating 纠错 button and the dialogs, appended to the shell. */
  layer: HTMLElement;
  stop(): void;
}

function overlay(title: string, ...children: Node[]) {
  const close = h("button", { type: "button", class: "reader-button" }, T.close);
  const box = h(
    "div",
    { class: "reader-feedback-dialog", role: "dialog", "aria-modal": "true", "aria-label": title },
    h("h2", {}, title),
    ...children,
  );
  const element = h("div", { class: "reader-feedback-overlay" }, box);
  return { element, box, close };
}

export function createFeedbackView(options: FeedbackOptions): FeedbackView {
  const layer = h("div", { class: "reader-feedback" });
  const reportButton = h(
    "button",
    { type: "button", class: "reader-feedback-report", hidden: true },
    T.report,
  );
  const mineButton = h("button", { type: "button", class: "reader-button" }, T.mine);
  layer.append(reportButton);
  let place: SelectionPlace | null = null;

  function onSelection(event: Event) {
    const selection = document.getSelection();
    const selected = selectionPlace(selection, options.page);
    // A click without a selection offers the whole block it landed in (the block's 纠错).
    const clicked =
      selected || !selection?.isCollapsed ? null : blockPlace(event.target as Node, options.page);
    place = selected ?? clicked;
    reportButton.hidden = place === null;
    if (!place) return;
    const rect = selected
      ? selection?.getRangeAt(0).getBoundingClientRect?.()
      : event.target instanceof Element
        ? event.target.getBoundingClientRect()
        : undefined;
    if (rect) {
      reportButton.style.top = `${Math.max(0, rect.top + window.scrollY - 36)}px`;
      reportButton.style.left = `${Math.max(0, rect.left + window.scrollX)}px`;
    }
  }
  // mouseup and keyup, not selectionchange: the button should not chase a selection being dragged.
  options.page.addEventListener("mouseup", onSelection);
  options.page.addEventListener("keyup", onSelection);
  options.page.addEventListener("touchend", onSelection);

  reportButton.addEventListener("mousedown", (event) => event.preventDefault());
  reportButton.addEventListener("click", () => {
    const fileOid = options.fileOid();
    if (place && fileOid) openForm(place, fileOid);
  });

  function openForm(at: SelectionPlace, fileOid: string) {
    reportButton.hidden = true;
    const radios = FEEDBACK_TYPES.map((type, index) =>
      h(
        "label",
        { class: "reader-feedback-type" },
        h("input", { type: "radio", name: "feedback-type", value: type, checked: index === 0 }),
        FEEDBACK_TYPE_LABELS[type],
      ),
    );
    const description = h("textarea", {
      name: "description",
      rows: 4,
      maxlength: DESCRIPTION_MAX,
      placeholder: T.descriptionPlaceholder,
      "aria-label": T.descriptionLabel,
    });
    const screenshot = h("input", { type: "file", name: "screenshot", accept: "image/png,image/jpeg" });
    const status = h("p", { class: "reader-feedback-status", role: "status" });
    const submit = h("button", { type: "submit", class: "reader-button reader-button-primary" }, T.submit);
    const form = h(
      "form",
      { class: "reader-feedback-form" },
      h("p", { class: "reader-feedback-quote" }, h("strong", {}, T.quoteLabel), " ", at.quote),
      h("fieldset", {}, h("legend", {}, T.typeLabel), ...radios),
      h("label", {}, T.descriptionLabel, description),
      h("label", {}, T.screenshotLabel, screenshot),
      status,
    );
    const dialog = overlay(T.reportTitle, form);
    form.append(h("div", { class: "reader-feedback-actions" }, submit, dialog.close));
    const close = () => dialog.element.remove();
    dialog.close.addEventListener("click", close);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const text = description.value.trim();
      if (!text) {
        status.textContent = T.descriptionRequired;
        return;
      }
      const file = screenshot.files?.[0];
      if (file && (!SCREENSHOT_TYPES.includes(file.type) || file.size > SCREENSHOT_MAX_BYTES)) {
        status.textContent = T.screenshotInvalid;
        return;
      }
      const checked = form.querySelector<HTMLInputElement>("input[name=feedback-type]:checked");
      submit.disabled = true;
      status.textContent = T.submitting;
      try {
        await sendReport({
          bookOid: options.bookOid,
          editionOid: options.editionOid,
          fileOid,
          blockOid: at.blockOid,
          ...(at.startOffset !== undefined && { startOffset: at.startOffset, endOffset: at.endOffset }),
          quote: at.quote,
          type: (checked?.value ?? "OTHER") as FeedbackType,
          description: text,
          ...(file && { screenshot: await base64Of(file) }),
        });
        status.textContent = T.submitted;
        setTimeout(close, 1200);
      } catch (error) {
        status.textContent = error instanceof FeedbackError && error.message ? error.message : T.submitFailed;
        submit.disabled = false;
      }
    });
    layer.append(dialog.element);
    description.focus();
  }

  mineButton.addEventListener("click", async () => {
    const body = h("div", { class: "reader-feedback-mine" }, h("p", { role: "status" }, T.submitting));
    const dialog = overlay(T.mine, body);
    dialog.box.append(dialog.close);
    dialog.close.addEventListener("click", () => dialog.element.remove());
    layer.append(dialog.element);
    try {
      const reports = await myReports(options.bookOid);
      body.replaceChildren(
        reports.length === 0
          ? h("p", {}, T.mineEmpty)
          : h(
              "ul",
              {},
              ...reports.map((report) =>
                h(
                  "li",
                  { class: "reader-feedback-item", "data-state": report.state },
                  h("span", { class: "reader-feedback-state" }, FEEDBACK_STATE_LABELS[report.state]),
                  h("span", {}, FEEDBACK_TYPE_LABELS[report.type]),
                  h("q", {}, report.quote),
                  h("p", {}, report.description),
                  report.reply
                    ? h("p", { class: "reader-feedback-reply" }, `${T.replyLabel}：${report.reply}`)
                    : null,
                ),
              ),
            ),
      );
    } catch {
      body.replaceChildren(h("p", {}, T.submitFailed));
    }
  });

  return {
    mineButton,
    layer,
    stop() {
      options.page.removeEventListener("mouseup", onSelection);
      options.page.removeEventListener("keyup", onSelection);
      options.page.removeEventListener("touchend", onSelection);
      layer.remove();
    },
  };
}
