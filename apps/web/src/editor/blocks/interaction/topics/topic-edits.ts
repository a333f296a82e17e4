// What the author does to a draft in the topic editor, as pure functions: each returns a new draft
// (or list), so the dialog's state changes only by them and each can be tested alone.
import type { InlineDocument } from "@textbook/shared";
import { newOid } from "../../../core/node-view/new-oid.ts";
import {
  emptyDocument,
  newOptionId,
  type OptionDraft,
  type Side,
  syncBlanks,
  type TopicDraft,
  withShownItem,
} from "./topic-drafts.ts";

export function setSubject(draft: TopicDraft, subject: InlineDocument): TopicDraft {
  const blanks = draft.type === "FILL" ? syncBlanks(draft.blanks, subject) : draft.blanks;
  return { ...draft, subject, blanks };
}

export function setAnalysis(draft: TopicDraft, analysis: InlineDocument): TopicDraft {
  return { ...draft, analysis };
}

export function setReference(draft: TopicDraft, reference: InlineDocument): TopicDraft {
  return { ...draft, reference };
}

export function setOptionContent(draft: TopicDraft, id: string, content: InlineDocument): TopicDraft {
  return { ...draft, options: draft.options.map((item) => (item.id === id ? { ...item, content } : item)) };
}

export function addOption(draft: TopicDraft, side?: Side, random: () => number = Math.random): TopicDraft {
  const item: OptionDraft = { id: newOptionId(), content: emptyDocument(), side };
  const shownOrder =
    draft.type === "SORT" ? withShownItem(draft.shownOrder, item.id, random) : draft.shownOrder;
  return { ...draft, options: [...draft.options, item], shownOrder };
}

export function removeOption(draft: TopicDraft, id: string): TopicDraft {
  const pairs = Object.fromEntries(
    Object.entries(draft.pairs).filter(([left, right]) => left !== id && right !== id),
  );
  return {
    ...draft,
    options: draft.options.filter((item) => item.id !== id),
    correct: draft.correct.filter((correct) => correct !== id),
    shownOrder: draft.shownOrder.filter((shown) => shown !== id),
    pairs,
  };
}

/** Moves an item up (-1) or down (+1) among those of its column; a SORT's order is its answer. */
export function moveOption(draft: TopicDraft, id: string, delta: -1 | 1): TopicDraft {
  const item = draft.options.find((option) => option.id === id);
  if (!item) return draft;
  const column = draft.options.filter((option) => option.side === item.side);
  const from = column.indexOf(item);
  const to = from + delta;
  if (to < 0 || to >= column.length) return draft;
  const other = column[to] as OptionDraft;
  return {
    ...draft,
    options: draft.options.map((option) => (option === item ? other : option === other ? item : option)),
  };
}

/** SINGLE: the one correct choice; MULTIPLE: one more or one fewer. */
export function toggleCorrect(draft: TopicDraft, id: string): TopicDraft {
  if (draft.type === "SINGLE") return { ...draft, correct: [id] };
  const correct = draft.correct.includes(id) ? draft.correct.filter((c) => c !== id) : [...draft.correct, id];
  // Kept in the choices' order, so the stored answer does not depend on the order of clicks.
  const order = draft.options.map((item) => item.id);
  return { ...draft, correct: correct.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

export function setJudge(draft: TopicDraft, judge: boolean): TopicDraft {
  return { ...draft, judge };
}

/** CONNECT: pairs a left item with a right one (taken from any other left item), or unpairs it. */
export function setPair(draft: TopicDraft, left: string, right: string | null): TopicDraft {
  const pairs = Object.fromEntries(Object.entries(draft.pairs).filter(([, paired]) => paired !== right));
  delete pairs[left];
  if (right) pairs[left] = right;
  return { ...draft, pairs };
}

function mapBlank(
  draft: TopicDraft,
  blankId: string,
  change: (answers: TopicDraft["blanks"][number]["answers"]) => TopicDraft["blanks"][number]["answers"],
): TopicDraft {
  return {
    ...draft,
    blanks: draft.blanks.map((blank) =>
      blank.id === blankId ? { ...blank, answers: change(blank.answers) } : blank,
    ),
  };
}

export function addBlankAnswer(draft: TopicDraft, blankId: string): TopicDraft {
  return mapBlank(draft, blankId, (answers) => [...answers, { key: newOid(), content: emptyDocument() }]);
}

export function removeBlankAnswer(draft: TopicDraft, blankId: string, key: string): TopicDraft {
  return mapBlank(draft, blankId, (answers) => answers.filter((answer) => answer.key !== key));
}

export function setBlankAnswer(
  draft: TopicDraft,
  blankId: string,
  key: string,
  content: InlineDocument,
): TopicDraft {
  return mapBlank(draft, blankId, (answers) =>
    answers.map((answer) => (answer.key === key ? { ...answer, content } : answer)),
  );
}

/** Moves a topic up (-1) or down (+1) in the list. */
export function moveDraft(drafts: TopicDraft[], key: string, delta: -1 | 1): TopicDraft[] {
  const from = drafts.findIndex((draft) => draft.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= drafts.length) return drafts;
  const moved = [...drafts];
  [moved[from], moved[to]] = [moved[to] as TopicDraft, moved[from] as TopicDraft];
  return moved;
}
