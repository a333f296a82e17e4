// Marking a reader's answer to a topic, per question type (shell §3), and the correct answer to
// show beside a wrong one: the SPA's activity preview and the published reader mark alike. Texts
// are compared loosely (full-width and half-width forms alike, case and surrounding space
// ignored), as readers type them.
import type { Topic } from "../api/activities.ts";
import { INTERACTION_TEXTS } from "../media-texts/interaction.ts";
import { formatMessage } from "../messages.ts";
import { inlinePlainText } from "./inline-text.ts";

/** What a reader gave, by the question type that reads it. */
export interface ReaderAnswer {
  /** SINGLE, MULTIPLE: the chosen options' ids. */
  choices?: string[];
  judge?: boolean | null;
  /** FILL: each blank's text, by blank id. */
  blanks?: Record<string, string>;
  /** SORT: the items' ids in the reader's order. */
  order?: string[];
  /** CONNECT: each left item's right item. */
  pairs?: Record<string, string>;
  /** SHORT_ANSWER. */
  text?: string;
}

export interface AnswerMark {
  correct: boolean;
  /** FILL: whether each blank was right, by blank id. */
  blanks?: Record<string, boolean>;
}

/** Labels of choices and right-hand items (A, B, C…); left-hand items are numbered 1, 2, 3…. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export function looseText(text: string): string {
  return (
    text
      .normalize("NFKC")
      .trim()
      .replace(/\s+/g, " ")
      // Trailing marks; the lookbehind starts a match only at the run's first mark, so the search is linear.
      .replace(/(?<![。.!！?？;；])[。.!！?？;；]+$/u, "")
      .toLowerCase()
  );
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

export function gradeTopic(topic: Topic, answer: ReaderAnswer): AnswerMark {
  switch (topic.type) {
    case "SINGLE":
      return { correct: sameSet(answer.choices ?? [], [topic.answer]) };
    case "MULTIPLE":
      return { correct: sameSet(answer.choices ?? [], topic.answer) };
    case "JUDGE":
      return { correct: answer.judge === topic.answer };
    case "FILL": {
      const blanks = Object.fromEntries(
        topic.options.map((blank) => {
          const given = looseText(answer.blanks?.[blank.id] ?? "");
          const accepted = blank.answers.map((document) => looseText(inlinePlainText(document)));
          return [blank.id, given !== "" && accepted.includes(given)];
        }),
      );
      return { correct: Object.values(blanks).every(Boolean), blanks };
    }
    case "SORT": {
      const order = answer.order ?? [];
      return {
        correct: order.length === topic.answer.length && order.every((id, i) => id === topic.answer[i]),
      };
    }
    case "CONNECT": {
      const pairs = answer.pairs ?? {};
      const lefts = topic.options.filter((item) => item.side === "LEFT").length;
      const matched = topic.answer.every((pair) => pairs[pair.left] === pair.right);
      return { correct: matched && Object.keys(pairs).length === lefts };
    }
    case "SHORT_ANSWER": {
      const given = looseText(answer.text ?? "");
      return { correct: given !== "" && given === looseText(inlinePlainText(topic.answer)) };
    }
  }
}

/** The correct answer as the reader sees the options (A, B…; 1, 2… on a connection's left). */
export function correctAnswerText(topic: Topic): string {
  const labelOf = (ids: string[], id: string) => optionLetter(ids.indexOf(id));
  switch (topic.type) {
    case "SINGLE":
      return labelOf(
        topic.options.map((option) => option.id),
        topic.answer,
      );
    case "MULTIPLE": {
      const ids = topic.options.map((option) => option.id);
      return ids.flatMap((id, index) => (topic.answer.includes(id) ? [optionLetter(index)] : [])).join("、");
    }
    case "JUDGE":
      return topic.answer ? INTERACTION_TEXTS.judgeTrue : INTERACTION_TEXTS.judgeFalse;
    case "FILL":
      return topic.options
        .map(
          (blank, index) =>
            `${formatMessage(INTERACTION_TEXTS.blank, { n: index + 1 })}：${blank.answers.map(inlinePlainText).join(" / ")}`,
        )
        .join("；");
    case "SORT": {
      const ids = topic.options.map((option) => option.id);
      return topic.answer.map((id) => labelOf(ids, id)).join(" → ");
    }
    case "CONNECT": {
      const left = topic.options.filter((item) => item.side === "LEFT").map((item) => item.id);
      const right = topic.options.filter((item) => item.side === "RIGHT").map((item) => item.id);
      return topic.answer
        .map((pair) => `${left.indexOf(pair.left) + 1}-${labelOf(right, pair.right)}`)
        .join("、");
    }
    case "SHORT_ANSWER":
      return inlinePlainText(topic.answer);
  }
}

/** What a marked answer tells the reader: right, wrong, or (a short answer) compare with the reference. */
export function markVerdict(topic: Topic, mark: AnswerMark): string {
  const T = INTERACTION_TEXTS.check;
  if (mark.correct) return T.right;
  return topic.type === "SHORT_ANSWER" ? T.compareReference : T.wrong;
}
