// A floating form for a node's attributes (popup text, link target, cell style...): fields, then
// 取消 / 确定. Only the fields shown for the current values are read back on save.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { createElement } from "./create-element.ts";
import { type FloatingPanel, openFloatingPanel } from "./floating-panel.ts";

export type FormField =
  | { name: string; label: string; kind: "text" | "textarea" }
  | { name: string; label: string; kind: "select"; options: { value: string; label: string }[] };

export type FormValues = Record<string, string>;

export interface FormPanelOptions {
  anchor: HTMLElement;
  title: string;
  values: FormValues;
  /** The fields for the given values (a link shows other fields per type). */
  fields: (values: FormValues) => FormField[];
  onSave: (values: FormValues) => void;
  /** A message when the values cannot be saved; the panel then stays open and shows it. */
  check?: (values: FormValues) => string | null;
}

export function openFormPanel({
  anchor,
  title,
  values,
  fields,
  onSave,
  check,
}: FormPanelOptions): FloatingPanel {
  const current: FormValues = { ...values };
  const body = createElement("div");
  const problem = createElement("p", { class: "tb-floating-panel__error", role: "alert" });
  const cancel = createElement("button", { type: "button" }, [EDITOR_BLOCK_TEXTS.math.cancel]);
  const done = createElement("button", { type: "button", class: "tb-primary" }, [
    EDITOR_BLOCK_TEXTS.math.done,
  ]);
  const panel = openFloatingPanel({
    anchor,
    label: title,
    content: [
      createElement("p", { class: "tb-floating-panel__title" }, [title]),
      body,
      problem,
      createElement("div", { class: "tb-floating-panel__actions" }, [cancel, done]),
    ],
  });
  const draw = () => {
    body.replaceChildren(...fields(current).map((field) => renderField(field, current, draw)));
  };
  draw();
  cancel.addEventListener("click", () => panel.close());
  done.addEventListener("click", () => {
    const shown = Object.fromEntries(fields(current).map((field) => [field.name, current[field.name] ?? ""]));
    const message = check?.(shown) ?? null;
    problem.textContent = message ?? "";
    if (message) return;
    panel.close();
    onSave(shown);
  });
  body.querySelector<HTMLElement>("input, textarea, select")?.focus();
  return panel;
}

function renderField(field: FormField, values: FormValues, redraw: () => void): HTMLElement {
  const value = values[field.name] ?? "";
  let input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  if (field.kind === "select") {
    input = createElement(
      "select",
      { name: field.name },
      field.options.map((option) => createElement("option", { value: option.value }, [option.label])),
    );
    input.value = value;
    // A select can change which other fields apply (a link's type).
    input.addEventListener("change", () => {
      values[field.name] = input.value;
      redraw();
    });
  } else {
    input =
      field.kind === "textarea"
        ? createElement("textarea", { name: field.name })
        : createElement("input", { name: field.name, type: "text" });
    input.value = value;
    input.addEventListener("input", () => {
      values[field.name] = input.value;
    });
  }
  return createElement("label", { class: "tb-floating-panel__field" }, [
    createElement("span", {}, [field.label]),
    input,
  ]);
}
