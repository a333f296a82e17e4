import type { FormInstance } from "antd";
import type { KeyboardEvent } from "react";

/**
 * Enter in a dialog's text field saves, as in the account dialogs: a form of several fields whose
 * 保存 is the Modal's (outside the form) gets no implicit submission from the browser. Not while an
 * input method composes (Enter picks the characters) nor in a select, where Enter picks an option.
 */
export function submitOnEnter(form: FormInstance) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (!(field instanceof HTMLInputElement) || field.getAttribute("role") === "combobox") return;
    event.preventDefault();
    form.submit();
  };
}
