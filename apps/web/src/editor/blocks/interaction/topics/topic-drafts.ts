// A topic as the topic editor holds it while the author works: one shape for the seven question
// types of shell §3, with what each type reads (choices, the correct ones, blanks, pairs, a
// reference answer). checkDraft gives the draft to the activities contract's topic rules: the
// topic they accept, or what they refuse keyed by the part of the form that shows the message.
import {
  blankOids,
  type Choice,
  type ConnectItem,
  type InlineDocument,
  inlinePlainText,
  type QuestionType,
  type Topic,
  type TopicInput,
  topicInputSchema,
} from "@textbook/shared";
import { newOid } from "../../../core/node-view/new-oid.ts";

export type Side = ConnectItem["side"];

export interface OptionDraft {
  id: string;
  content: InlineDocument;
  /** CONNECT only: the column the item stands in. */
  side?: Side;
}

export interface BlankDraft {
  /** The fillBlank's oid in the subject. */
  id: string;
  /** Each accepted answer (fill-option), with a key for the list. */
  answers: { key: string; content: InlineDocument }[];
}

export interface TopicDraft {
  /** Stable while the dialog is open (a list key); unrelated to the stored oid. */
  key: string;
  /** The stored topic's oid; none for a topic not saved yet. */
  oid?: string;
  type: QuestionType;
  subject: InlineDocument;
  analysis: InlineDocument;
  score: number | null;
  /** Choices (SINGLE, MULTIPLE), items in their correct order (SORT), both columns (CONNECT). */
  options: OptionDraft[];
  /** The correct choices (one for SINGLE). */
  correct: string[];
  judge: boolean | null;
  blanks: BlankDraft[];
  /** CONNECT: each left item's right item. */
  pairs: Record<string, string>;
  reference: InlineDocument;
  /** SORT: the order the reader meets the items in, kept from the stored topic. */
  shownOrder: string[];
}

export const emptyDocument = (): InlineDocument => ({ type: "doc", content: [{ type: "paragraph" }] });

/** Option ids are short: they travel in every answer and stay unique within their topic only. */
export const newOptionId = () => newOid().slice(0, 10);

const option = (side?: Side): OptionDraft => ({ id: newOptionId(), content: emptyDocument(), side });

/** Where a new SORT item goes in the reader's order: anywhere, so the stored order gives nothing away. */
export function withShownItem(order: string[], id: string, random: () => number = Math.random): string[] {
  const at = Math.floor(random() * (order.length + 1));
  return [...order.slice(0, at), id, ...order.slice(at)];
}

/** A new topic of a type, with the parts an author fills first (four choices, two items a side…). */
export function newDraft(type: QuestionType, random: () => number = Math.random): TopicDraft {
  const draft: TopicDraft = {
    key: newOid(),
    type,
    subject: emptyDocument(),
    analysis: emptyDocument(),
    score: null,
    options: [],
    correct: [],
    judge: null,
    blanks: [],
    pairs: {},
    reference: emptyDocument(),
    shownOrder: [],
  };
  if (type === "SINGLE" || type === "MULTIPLE") draft.options = [option(), option(), option(), option()];
  if (type === "SORT") {
    draft.options = [option(), option(), option()];
    for (const item of draft.options) draft.shownOrder = withShownItem(draft.shownOrder, item.id, random);
  }
  if (type === "CONNECT") draft.options = [option("LEFT"), option("LEFT"), option("RIGHT"), option("RIGHT")];
  return draft;
}

const documentOr = (value: unknown): InlineDocument =>
  typeof value === "object" && value !== null ? (value as InlineDocument) : emptyDocument();

/** The editable form of a stored topic. */
export function draftOf(topic: Topic): TopicDraft {
  const draft: TopicDraft = {
    ...newDraft(topic.type),
    key: newOid(),
    oid: topic.oid,
    subject: topic.subject,
    analysis: topic.analysis ?? emptyDocument(),
    score: topic.score,
    options: [],
  };
  switch (topic.type) {
    case "SINGLE":
      return { ...draft, options: topic.options.map(copyChoice), correct: [topic.answer] };
    case "MULTIPLE":
      return { ...draft, options: topic.options.map(copyChoice), correct: [...topic.answer] };
    case "JUDGE":
      return { ...draft, judge: topic.answer };
    case "FILL":
      return {
        ...draft,
        blanks: topic.options.map((blank) => ({
          id: blank.id,
          answers: blank.answers.map((content) => ({ key: newOid(), content })),
        })),
      };
    case "SORT": {
      const byId = new Map(topic.options.map((item) => [item.id, item]));
      const options = topic.answer.flatMap((id) => {
        const item = byId.get(id);
        return item ? [copyChoice(item)] : [];
      });
      return { ...draft, options, shownOrder: topic.options.map((item) => item.id) };
    }
    case "CONNECT":
      return {
        ...draft,
        options: topic.options.map((item) => ({ ...copyChoice(item), side: item.side })),
        pairs: Object.fromEntries(topic.answer.map((pair) => [pair.left, pair.right])),
      };
    case "SHORT_ANSWER":
      return { ...draft, reference: documentOr(topic.answer) };
  }
}

function copyChoice(choice: Choice): OptionDraft {
  return { id: choice.id, content: choice.content };
}

const choiceOf = (item: OptionDraft): Choice => ({ id: item.id, content: item.content });

/** An analysis with nothing in it is no analysis. */
function analysisOf(document: InlineDocument): InlineDocument | null {
  return inlinePlainText(document) === "" ? null : document;
}

/** SORT: the reader's order, never the correct one while there are two items to swap. */
export function readerOrder(draft: TopicDraft): string[] {
  const ids = draft.options.map((item) => item.id);
  const shown = draft.shownOrder.filter((id) => ids.includes(id));
  const order = [...shown, ...ids.filter((id) => !shown.includes(id))];
  const same = order.every((id, index) => id === ids[index]);
  return same && order.length > 1 ? [...order.slice(1), order[0] as string] : order;
}

/** What the contract's topic rules are given for a draft: a topic input, unless the draft is unfinished. */
export interface TopicCandidate {
  oid?: string;
  type: QuestionType;
  subject: InlineDocument;
  analysis: InlineDocument | null;
  score: number | null;
  options?: { id: string }[];
  answer?: unknown;
}

export function candidateOf(draft: TopicDraft): TopicCandidate {
  const base = {
    ...(draft.oid ? { oid: draft.oid } : {}),
    subject: draft.subject,
    analysis: analysisOf(draft.analysis),
    score: draft.score,
  };
  switch (draft.type) {
    case "SINGLE":
      return {
        ...base,
        type: "SINGLE",
        options: draft.options.map(choiceOf),
        answer: draft.correct[0] ?? "",
      };
    case "MULTIPLE":
      return { ...base, type: "MULTIPLE", options: draft.options.map(choiceOf), answer: draft.correct };
    case "JUDGE":
      return { ...base, type: "JUDGE", answer: draft.judge };
    case "FILL":
      return {
        ...base,
        type: "FILL",
        options: draft.blanks.map((blank) => ({
          id: blank.id,
          answers: blank.answers.map((a) => a.content),
        })),
      };
    case "SORT": {
      const byId = new Map(draft.options.map((item) => [item.id, item]));
      const shown = readerOrder(draft).map((id) => choiceOf(byId.get(id) as OptionDraft));
      return { ...base, type: "SORT", options: shown, answer: draft.options.map((item) => item.id) };
    }
    case "CONNECT":
      return {
        ...base,
        type: "CONNECT",
        options: draft.options.map((item) => ({ ...choiceOf(item), side: item.side ?? "LEFT" })),
        answer: draft.options
          .filter((item) => item.side === "LEFT" && draft.pairs[item.id])
          .map((item) => ({ left: item.id, right: draft.pairs[item.id] as string })),
      };
    case "SHORT_ANSWER":
      return { ...base, type: "SHORT_ANSWER", answer: draft.reference };
  }
}

/**
 * Where a message of the rules shows in the form: subject, analysis, answer, reference, options (the
 * list), option:<id>, blank:<id>, blank:<id>:<n> (an accepted answer), or topic (the whole).
 */
export type Problems = Record<string, string>;

/** The place in the form of a refusal at `path` of the candidate. */
export function problemKey(
  draft: TopicDraft,
  candidate: TopicCandidate,
  path: readonly PropertyKey[],
): string {
  const [field, index, part, answer] = path;
  if (field === "answer") return draft.type === "SHORT_ANSWER" ? "reference" : "answer";
  if (field !== "options") return typeof field === "string" && field !== "" ? field : "topic";
  if (typeof index !== "number") return "options";
  const id = candidate.options?.[index]?.id ?? String(index);
  if (draft.type !== "FILL") return `option:${id}`;
  return part === "answers" && typeof answer === "number" ? `blank:${id}:${answer}` : `blank:${id}`;
}

/** The topic the rules accept for the draft, or their messages by place in the form. */
export function checkDraft(
  draft: TopicDraft,
): { topic: TopicInput; problems: null } | { topic: null; problems: Problems } {
  const candidate = candidateOf(draft);
  const result = topicInputSchema.safeParse(candidate);
  if (result.success) return { topic: result.data, problems: null };
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    problems[problemKey(draft, candidate, issue.path)] ??= issue.message;
  }
  return { topic: null, problems };
}

/** FILL: the blank list follows the subject's blanks, in order, keeping the answers of those that stay. */
export function syncBlanks(blanks: BlankDraft[], subject: InlineDocument): BlankDraft[] {
  const known = new Map(blanks.map((blank) => [blank.id, blank]));
  const ids = blankOids(subject);
  if (ids.length === blanks.length && ids.every((id, index) => blanks[index]?.id === id)) return blanks;
  return ids.map((id) => known.get(id) ?? { id, answers: [{ key: newOid(), content: emptyDocument() }] });
}
