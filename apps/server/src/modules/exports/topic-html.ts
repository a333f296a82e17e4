// A topic (one question of an activity) as static HTML for the EPUB's and PDF's pages: the question
// with its options lettered A, B, C… by position, and apart from it the answer the answer key at
// the end of the book shows. Its texts are small documents of the schema (paragraphs, marks,
// inline formulas, blanks), rendered like the book's own text.
import { escapeHtml, renderDocumentHtml } from "@textbook/schema";
import { EXPORT_TEXTS, formatMessage, inlinePlainText, type Topic } from "@textbook/shared";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

type Math = (node: ProseMirrorNode) => string | null;

/** An inline document's HTML; one the schema refuses still shows its plain text. */
function documentHtml(document: unknown, math: Math): string {
  if (!document) return "";
  const nodeHtml = (node: ProseMirrorNode) =>
    node.type.name === "fillBlank"
      ? `<span class="tb-blank">${escapeHtml(formatMessage(EXPORT_TEXTS.blank, { n: node.attrs.fillIndex }))}</span>`
      : math(node);
  try {
    return renderDocumentHtml(document, { nodeHtml });
  } catch {
    return `<p>${escapeHtml(inlinePlainText(document as Parameters<typeof inlinePlainText>[0]))}</p>`;
  }
}

const letter = (index: number) => String.fromCharCode(65 + index);

interface Option {
  id: string;
  content?: unknown;
  side?: string;
}

function optionsOf(topic: Topic): Option[] {
  return Array.isArray(topic.options) ? (topic.options as Option[]) : [];
}

function optionList(options: Option[], math: Math, label: (index: number) => string): string {
  if (options.length === 0) return "";
  const items = options.map(
    (option, index) =>
      `<li><span class="tb-option-label">${label(index)}.</span> ${documentHtml(option.content, math)}</li>`,
  );
  return `<ol class="tb-options">${items.join("")}</ol>`;
}

/** The question as the page shows it, without its answer. */
export function questionHtml(topic: Topic, number: number, math: Math): string {
  const options = optionsOf(topic);
  let body = "";
  if (topic.type === "CONNECT") {
    const left = options.filter((option) => option.side === "LEFT");
    const right = options.filter((option) => option.side === "RIGHT");
    body =
      optionList(left, math, (index) => String(index + 1)) +
      optionList(right, math, (index) => letter(index));
  } else if (topic.type !== "FILL") {
    body = optionList(options, math, letter);
  }
  return (
    `<li class="tb-question" data-topic-type="${escapeHtml(topic.type)}">` +
    `<div class="tb-question-subject"><span class="tb-question-number">${number}.</span>${documentHtml(topic.subject, math)}</div>` +
    `${body}</li>`
  );
}

/** The question's answer (and analysis) for the answer key. */
export function answerHtml(topic: Topic, number: number, math: Math): string {
  const options = optionsOf(topic);
  const letterOf = (id: string) => {
    const index = options.findIndex((option) => option.id === id);
    return index < 0 ? id : letter(index);
  };
  let answer: string;
  switch (topic.type) {
    case "SINGLE":
      answer = escapeHtml(letterOf(topic.answer));
      break;
    case "MULTIPLE":
    case "SORT":
      answer = escapeHtml(topic.answer.map(letterOf).join(topic.type === "SORT" ? " → " : "、"));
      break;
    case "JUDGE":
      answer = topic.answer ? EXPORT_TEXTS.judgeTrue : EXPORT_TEXTS.judgeFalse;
      break;
    case "FILL":
      answer = topic.options
        .map(
          (blank, index) =>
            `${escapeHtml(formatMessage(EXPORT_TEXTS.blank, { n: index + 1 }))}${blank.answers
              .map((accepted) => escapeHtml(inlinePlainText(accepted)))
              .join(" / ")}`,
        )
        .join("；");
      break;
    case "CONNECT": {
      const left = options.filter((option) => option.side === "LEFT").map((option) => option.id);
      const right = options.filter((option) => option.side === "RIGHT").map((option) => option.id);
      answer = topic.answer
        .map((pair) => `${left.indexOf(pair.left) + 1}—${letter(right.indexOf(pair.right))}`)
        .join("，");
      break;
    }
    case "SHORT_ANSWER":
      answer = documentHtml(topic.answer, math);
      break;
    default:
      answer = EXPORT_TEXTS.noAnswer;
  }
  const analysis = topic.analysis
    ? `<div class="tb-analysis"><span class="tb-answer-label">${EXPORT_TEXTS.analysisLabel}</span>${documentHtml(topic.analysis, math)}</div>`
    : "";
  return (
    `<li class="tb-answer"><span class="tb-question-number">${number}.</span>` +
    `<span class="tb-answer-label">${EXPORT_TEXTS.answerLabel}</span>${answer}${analysis}</li>`
  );
}
