// How a reader answers each question type (shell §3) in the reader, as native form controls: one
// or several options, true or false, a text per blank, the items put in order with 上移 / 下移, a
// right item chosen for each left one, or a written answer. Each input reports the whole answer
// on every change; options are lettered in the stored order, as the SPA's preview letters them.
import {
  type AnswerMark,
  formatMessage,
  INTERACTION_TEXTS,
  optionLetter,
  type ReaderAnswer,
  type Topic,
} from "@textbook/shared";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import { renderInlineDocument } from "./inline-document.ts";

const T = INTERACTION_TEXTS;

export interface AnswerInput {
  element: HTMLElement;
  /** Read-only once marked; a FILL input marks each blank too. */
  showMark(mark: AnswerMark | null): void;
  /** Back to no answer. */
  reset(): void;
}

type Change = (answer: ReaderAnswer) => void;

function labelled(letter: string, content: Topic["subject"]): HTMLElement {
  return createElement("span", { class: "tb-reader-quiz__option" }, [
    createElement("span", { class: "tb-reader-quiz__letter" }, [`${letter}.`]),
    " ",
    renderInlineDocument(content, true),
  ]);
}

function controlsOf(element: HTMLElement) {
  return Array.from(
    element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement>(
      "input, select, textarea, button",
    ),
  );
}

function lockable(element: HTMLElement, extra: (mark: AnswerMark | null) => void = () => {}) {
  return (mark: AnswerMark | null) => {
    for (const control of controlsOf(element)) control.disabled = mark !== null;
    extra(mark);
  };
}

function choices(topic: Topic, name: string, change: Change): AnswerInput {
  const multiple = topic.type === "MULTIPLE";
  const options =
    topic.type === "JUDGE"
      ? [
          { id: "true", label: createElement("span", {}, [T.judgeTrue]) },
          { id: "false", label: createElement("span", {}, [T.judgeFalse]) },
        ]
      : topic.type === "SINGLE" || topic.type === "MULTIPLE"
        ? topic.options.map((option, index) => ({
            id: option.id,
            label: labelled(optionLetter(index), option.content),
          }))
        : [];
  const inputs = options.map((option) =>
    createElement("input", { type: multiple ? "checkbox" : "radio", name, value: option.id }),
  );
  const element = createElement(
    "div",
    { class: "tb-reader-quiz__choices" },
    options.map((option, index) => createElement("label", {}, [inputs[index] ?? null, option.label])),
  );
  element.addEventListener("change", () => {
    const chosen = inputs.filter((input) => input.checked).map((input) => input.value);
    change(
      topic.type === "JUDGE"
        ? { judge: chosen[0] === undefined ? null : chosen[0] === "true" }
        : { choices: chosen },
    );
  });
  return {
    element,
    showMark: lockable(element),
    reset: () => {
      for (const input of inputs) input.checked = false;
    },
  };
}

function blanks(topic: Topic, change: Change): AnswerInput {
  if (topic.type !== "FILL") throw new Error("not a fill topic");
  const given: Record<string, string> = {};
  const rows = topic.options.map((blank, index) => {
    const label = formatMessage(T.blank, { n: index + 1 });
    const input = createElement("input", { type: "text", "aria-label": label });
    const verdict = createElement("span", { class: "tb-reader-quiz__blank-mark" });
    input.addEventListener("input", () => {
      given[blank.id] = input.value;
      change({ blanks: { ...given } });
    });
    return {
      id: blank.id,
      input,
      verdict,
      row: createElement("div", { class: "tb-reader-quiz__fill" }, [label, input, verdict]),
    };
  });
  const element = createElement(
    "div",
    { class: "tb-reader-quiz__fills" },
    rows.map((row) => row.row),
  );
  return {
    element,
    showMark: lockable(element, (mark) => {
      for (const row of rows) {
        const right = mark?.blanks?.[row.id];
        row.verdict.textContent = right === undefined ? "" : right ? T.check.blankRight : T.check.blankWrong;
        if (right === undefined) delete row.verdict.dataset.correct;
        else row.verdict.dataset.correct = String(right);
      }
    }),
    reset: () => {
      for (const row of rows) {
        row.input.value = "";
        delete given[row.id];
      }
    },
  };
}

function order(topic: Topic, change: Change): AnswerInput {
  if (topic.type !== "SORT") throw new Error("not a sort topic");
  const ids = topic.options.map((option) => option.id);
  let current = [...ids];
  const list = createElement("ol", { class: "tb-reader-quiz__order" });
  const draw = (focusId?: string, direction?: "up" | "down") => {
    list.replaceChildren(
      ...current.map((id, index) => {
        const option = topic.options.find((item) => item.id === id);
        const letter = optionLetter(ids.indexOf(id));
        const up = createElement("button", { type: "button", "aria-label": `${letter} ${T.editor.moveUp}` }, [
          "↑",
        ]);
        const down = createElement(
          "button",
          { type: "button", "aria-label": `${letter} ${T.editor.moveDown}` },
          ["↓"],
        );
        up.disabled = index === 0;
        down.disabled = index === current.length - 1;
        up.addEventListener("click", () => move(index, index - 1, id, "up"));
        down.addEventListener("click", () => move(index, index + 1, id, "down"));
        // The moved item keeps the focus on the button that moved it (or its other one at an end).
        if (id === focusId) {
          const same = direction === "up" ? up : down;
          queueMicrotask(() => (same.disabled ? (same === up ? down : up) : same).focus());
        }
        return createElement("li", {}, [option ? labelled(letter, option.content) : null, up, down]);
      }),
    );
  };
  const move = (from: number, to: number, id: string, direction: "up" | "down") => {
    const next = [...current];
    [next[from], next[to]] = [next[to] as string, next[from] as string];
    current = next;
    draw(id, direction);
    change({ order: [...current] });
  };
  draw();
  // An untouched order is an answer too: the items as they are shown.
  change({ order: [...current] });
  return {
    element: list,
    showMark: (mark) => {
      draw();
      if (mark) for (const control of controlsOf(list)) control.disabled = true;
    },
    reset: () => {
      current = [...ids];
      draw();
      change({ order: [...current] });
    },
  };
}

function connect(topic: Topic, change: Change): AnswerInput {
  if (topic.type !== "CONNECT") throw new Error("not a connect topic");
  const left = topic.options.filter((item) => item.side === "LEFT");
  const right = topic.options.filter((item) => item.side === "RIGHT");
  const pairs: Record<string, string> = {};
  const selects = left.map((item, index) => {
    const select = createElement("select", { "aria-label": `${index + 1} ${T.check.pick}` }, [
      createElement("option", { value: "" }, [T.check.pick]),
      ...right.map((target, position) =>
        createElement("option", { value: target.id }, [optionLetter(position)]),
      ),
    ]);
    select.addEventListener("change", () => {
      if (select.value) pairs[item.id] = select.value;
      else delete pairs[item.id];
      change({ pairs: { ...pairs } });
    });
    return select;
  });
  const element = createElement("div", { class: "tb-reader-quiz__connect" }, [
    createElement(
      "div",
      {},
      left.map((item, index) =>
        createElement("div", { class: "tb-reader-quiz__pair" }, [
          labelled(`${index + 1}`, item.content),
          selects[index] ?? null,
        ]),
      ),
    ),
    createElement(
      "div",
      {},
      right.map((item, index) => createElement("div", {}, [labelled(optionLetter(index), item.content)])),
    ),
  ]);
  return {
    element,
    showMark: lockable(element),
    reset: () => {
      for (const select of selects) select.value = "";
      for (const key of Object.keys(pairs)) delete pairs[key];
    },
  };
}

function written(change: Change): AnswerInput {
  const area = createElement("textarea", {
    rows: "3",
    "aria-label": T.check.yourAnswer,
    placeholder: T.check.yourAnswer,
  });
  area.addEventListener("input", () => change({ text: area.value }));
  return {
    element: area,
    showMark: (mark) => {
      area.disabled = mark !== null;
    },
    reset: () => {
      area.value = "";
    },
  };
}

/** The input of the topic's question type; `name` groups its radio buttons. */
export function answerInput(topic: Topic, name: string, change: Change): AnswerInput {
  switch (topic.type) {
    case "SINGLE":
    case "MULTIPLE":
    case "JUDGE":
      return choices(topic, name, change);
    case "FILL":
      return blanks(topic, change);
    case "SORT":
      return order(topic, change);
    case "CONNECT":
      return connect(topic, change);
    case "SHORT_ANSWER":
      return written(change);
  }
}
