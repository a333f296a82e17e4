// Interactions (content §3.14) in the reader: an unfinished one (complete N) shows the read-only
// placeholder of content §4; a finished one loads its activity from the edition
// (activities/<oid>.json, with the answers) and shows each topic to answer. 提交答案 marks it with
// the rules the SPA's activity preview uses (gradeTopic of @textbook/shared), tells right or wrong
// in a status line, the correct answer, the reference and the analysis; 重新作答 starts again.
import {
  type AnswerMark,
  correctAnswerText,
  type EditionActivity,
  formatMessage,
  gradeTopic,
  INTERACTION_TEXTS,
  markVerdict,
  READER_BLOCK_TEXTS,
  type ReaderAnswer,
  type Topic,
} from "@textbook/shared";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import { cardButton, readerCard } from "../reader-card.ts";
import { type BlockEnhancer, blocksOf, dataText, type ReaderContext } from "../reader-context.ts";
import { QUIZ_ANSWER_EVENT, type QuizAnswerDetail } from "../recording/recording.ts";
import { replaceContent } from "../replace-content.ts";
import { answerInput } from "./answer-inputs.ts";
import { renderInlineDocument } from "./inline-document.ts";
import "./quiz.css";

const T = INTERACTION_TEXTS;
const R = READER_BLOCK_TEXTS.activity;

/** The edition's activity file, when it has the shape the build writes (checked lightly: no zod here). */
export function readActivity(json: unknown): EditionActivity | null {
  if (!json || typeof json !== "object") return null;
  const { activity, topics } = json as Partial<EditionActivity>;
  if (!activity || typeof activity !== "object" || !Array.isArray(topics)) return null;
  const known = topics.every(
    (topic) =>
      topic && typeof topic === "object" && typeof topic.type === "string" && topic.type in T.questionTypes,
  );
  return known ? (json as EditionActivity) : null;
}

function section(label: string, document: Topic["subject"] | null): HTMLElement | null {
  if (!document) return null;
  return createElement("div", {}, [
    createElement("span", { class: "tb-reader-quiz__label" }, [label]),
    renderInlineDocument(document),
  ]);
}

function result(topic: Topic, mark: AnswerMark): HTMLElement[] {
  const parts: (HTMLElement | null)[] = [createElement("strong", {}, [markVerdict(topic, mark)])];
  if (topic.type === "SHORT_ANSWER") parts.push(section(T.check.reference, topic.answer));
  else if (!mark.correct)
    parts.push(
      createElement("p", {}, [formatMessage(T.check.answerIs, { answer: correctAnswerText(topic) })]),
    );
  parts.push(section(T.check.analysis, topic.analysis));
  return parts.filter((part): part is HTMLElement => part !== null);
}

export function topicView(topic: Topic, index: number, owner: string): HTMLElement {
  const headingId = `${owner}-topic-${index + 1}`;
  const heading = `${formatMessage(T.editor.topic, { n: index + 1 })} ${T.questionTypes[topic.type]}`;
  let answer: ReaderAnswer = {};
  const input = answerInput(topic, headingId, (next) => {
    answer = next;
  });
  const status = createElement("div", { class: "tb-reader-quiz__result", role: "status" });
  const submit = createElement("button", { type: "button", class: "tb-reader-quiz__submit" }, [
    T.check.submit,
  ]);
  const retry = createElement("button", { type: "button", class: "tb-reader-quiz__retry", hidden: "" }, [
    T.check.retry,
  ]);
  submit.addEventListener("click", () => {
    const mark = gradeTopic(topic, answer);
    const detail: QuizAnswerDetail = { topicOid: topic.oid, answer };
    submit.dispatchEvent(new CustomEvent(QUIZ_ANSWER_EVENT, { bubbles: true, detail }));
    input.showMark(mark);
    status.dataset.correct = String(mark.correct);
    status.replaceChildren(...result(topic, mark));
    submit.hidden = true;
    retry.hidden = false;
    retry.focus();
  });
  retry.addEventListener("click", () => {
    input.showMark(null);
    input.reset();
    // Every input reports its answer again when reset (a sort's shown order); the rest start empty.
    if (topic.type !== "SORT") answer = {};
    delete status.dataset.correct;
    status.replaceChildren();
    retry.hidden = true;
    submit.hidden = false;
    submit.focus();
  });
  return createElement("section", { class: "tb-reader-quiz__topic", "aria-labelledby": headingId }, [
    createElement("h3", { id: headingId, class: "tb-reader-quiz__heading" }, [heading]),
    renderInlineDocument(topic.subject),
    input.element,
    createElement("div", { class: "tb-reader-quiz__actions" }, [submit, retry]),
    status,
  ]);
}

let quizCount = 0;

function enhanceInteraction(box: HTMLElement, context: ReaderContext): () => void {
  const title = dataText(box, "title") ?? T.defaultTitle;
  const oid = dataText(box, "oid");
  if (dataText(box, "complete") !== "Y" || !oid) {
    return replaceContent(box, [
      createElement("p", { class: "tb-reader-quiz__placeholder" }, [T.placeholderReadOnly]),
    ]);
  }
  const kind = dataText(box, "attr-type") === "SUBJECTIVE" ? T.kinds.SUBJECTIVE : T.kinds.TEST;
  const body = createElement("div", { class: "tb-reader-quiz", "aria-busy": "true" });
  const card = readerCard(
    "interaction",
    title,
    [],
    [createElement("span", { class: "tb-reader-quiz__kind" }, [kind]), body],
  );
  const owner = `tb-quiz-${++quizCount}`;
  let live = true;
  const load = () => {
    body.replaceChildren(createElement("p", { role: "status" }, [R.loading]));
    body.setAttribute("aria-busy", "true");
    context
      .loadActivity(oid)
      .then((json) => {
        const activity = readActivity(json);
        if (!activity) throw new Error(`activity ${oid} is not an edition activity`);
        if (!live) return;
        const topics = activity.topics.map((topic, index) => topicView(topic, index, owner));
        body.replaceChildren(...(topics.length > 0 ? topics : [createElement("p", {}, [T.check.empty])]));
      })
      .catch((error: unknown) => {
        console.warn("activity could not be loaded", error);
        if (!live) return;
        body.replaceChildren(createElement("p", { role: "alert" }, [R.failed]), cardButton(R.retry, load));
      })
      .finally(() => body.removeAttribute("aria-busy"));
  };
  load();
  const restore = replaceContent(box, [card]);
  return () => {
    live = false;
    restore();
  };
}

export const enhanceInteractions: BlockEnhancer = (root, context) => {
  const stops = blocksOf(root, "interaction").map((box) => enhanceInteraction(box, context));
  return () => {
    for (const stop of stops) stop();
  };
};
