// Code boxes (content §3.3) in the reader: a named region the keyboard can scroll, and a button
// that copies the code.
import { formatMessage, READER_BLOCK_TEXTS } from "@textbook/shared";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import { type BlockEnhancer, blocksOf, dataText } from "../reader-context.ts";
import "./code-boxes.css";

const T = READER_BLOCK_TEXTS.code;
/** How long 已复制 shows before the button reads 复制代码 again (as the help chat's copy). */
const COPIED_MS = 1500;

export const enhanceCodeBoxes: BlockEnhancer = (root) => {
  const stops: (() => void)[] = [];
  for (const pre of blocksOf(root, "codeBox")) {
    const label = formatMessage(T.label, { lang: dataText(pre, "lang") ?? "JavaScript" });
    pre.setAttribute("tabindex", "0");
    pre.setAttribute("role", "region");
    pre.setAttribute("aria-label", label);
    const copy = createElement("button", { type: "button", class: "tb-reader-code__copy" }, [T.copy]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    copy.addEventListener("click", () => {
      void navigator.clipboard?.writeText(pre.textContent ?? "").then(() => {
        copy.textContent = T.copied;
        clearTimeout(timer);
        timer = setTimeout(() => {
          copy.textContent = T.copy;
        }, COPIED_MS);
      });
    });
    const bar = createElement("div", { class: "tb-reader-code__bar" }, [copy]);
    pre.before(bar);
    stops.push(() => {
      clearTimeout(timer);
      bar.remove();
      for (const name of ["tabindex", "role", "aria-label"]) pre.removeAttribute(name);
    });
  }
  return () => {
    for (const stop of stops) stop();
  };
};
