// Activities and their topics (shell §7 Files > Activities; content §3.14). An activity belongs to
// one content file; an interaction node carries its oid. Each topic is one question of a shell §3
// type, its texts small documents of the inline editors of content §2 (subject, option, analysis,
// interaction-fill-subject, fill-option). The rules per type live here so the editor's form and
// the server refuse the same things with the same messages.
import { z } from "zod";
import { blankOids, hasBlank, type InlineNode, inlinePlainText } from "../activities/inline-text.ts";
import { QUESTION_TYPES, type QuestionType } from "../dictionaries.ts";
import { INTERACTION_TEXTS } from "../media-texts/interaction.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zJsonRecord, zOid } from "../validation/zod.ts";
import { filePathSchema } from "./book-workspace.ts";
import { FILE_CALL_PATH } from "./content.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";

const T = INTERACTION_TEXTS.validation;

export const ACTIVITY_LIMITS = {
  topicsMax: 100,
  optionsMax: 10,
  blanksMax: 20,
  answersPerBlankMax: 10,
  /** A topic's JSON, subject, options, answer and analysis together. */
  topicMaxChars: 100_000,
} as const;

/**
 * What an inline editor's document may hold (content §2): paragraphs of text with the content §3.2
 * marks and inline formulas; the blank (fillBlank) only in a fill subject. These are the document
 * schema's own nodes and marks: the server checks their attributes with it, and the web's inline
 * editors are built from the same names.
 */
export const INLINE_DOCUMENT_NODES = ["paragraph", "text", "inlineMath", "fillBlank"] as const;
export const INLINE_DOCUMENT_MARKS = [
  "bold",
  "italic",
  "strike",
  "textColor",
  "superscript",
  "subscript",
  "highlight",
  "code",
] as const;

const markSchema = z.object({
  type: z.enum(INLINE_DOCUMENT_MARKS),
  attrs: zJsonRecord.optional(),
});

const inlineNodeSchema: z.ZodType<InlineNode> = z.lazy(() =>
  z.object({
    type: z.enum(INLINE_DOCUMENT_NODES),
    text: z.string().optional(),
    attrs: zJsonRecord.optional(),
    marks: z.array(markSchema).max(20).optional(),
    content: z.array(inlineNodeSchema).max(2000).optional(),
  }),
);

/** A document of an inline editor: paragraphs of marked text. */
const inlineDocumentShape = z.object({
  type: z.literal("doc"),
  content: z.array(inlineNodeSchema).max(200).optional(),
});
export type InlineDocument = z.infer<typeof inlineDocumentShape>;

function hasContent(document: InlineDocument): boolean {
  return inlinePlainText(document).length > 0;
}

/** Every inline document but a fill subject: blanks belong to the subject of a fill question only. */
export const inlineDocumentSchema = inlineDocumentShape.refine((document) => !hasBlank(document), {
  message: T.blankOutsideSubject,
});

const filledDocument = (message: string) => inlineDocumentSchema.refine(hasContent, message);

const zChoiceId = z.string({ error: M.required }).trim().min(1, M.required).max(64, M.invalidType);

/** A choice to pick, an item to sort, or one end of a connection. */
export const choiceSchema = z.object({ id: zChoiceId, content: filledDocument(T.optionRequired) });
export type Choice = z.infer<typeof choiceSchema>;

export const CONNECT_SIDES = ["LEFT", "RIGHT"] as const;
export const connectItemSchema = choiceSchema.extend({ side: z.enum(CONNECT_SIDES) });
export type ConnectItem = z.infer<typeof connectItemSchema>;

/** A blank of a fill subject (the fillBlank's oid) and the answers accepted there (fill-option). */
export const blankSchema = z.object({
  id: zChoiceId,
  answers: z
    .array(filledDocument(T.optionRequired))
    .min(1, T.blankAnswer)
    .max(ACTIVITY_LIMITS.answersPerBlankMax),
});
export type Blank = z.infer<typeof blankSchema>;

export const connectPairSchema = z.object({ left: zChoiceId, right: zChoiceId });
export type ConnectPair = z.infer<typeof connectPairSchema>;

const fmt = (message: string, n: number) => message.replace("{n}", String(n));

const topicBase = {
  /** Kept when the topic is saved again; the server makes one for a new topic. */
  oid: zOid.optional(),
  subject: filledDocument(T.subjectRequired),
  analysis: inlineDocumentSchema.nullable().default(null),
  score: z.number().int().min(0).max(1000).nullable().default(null),
};

const choices = (min: number) =>
  z
    .array(choiceSchema)
    .min(min, fmt(T.optionsMin, min))
    .max(ACTIVITY_LIMITS.optionsMax, fmt(T.optionsMax, ACTIVITY_LIMITS.optionsMax));

const noOptions = z.array(z.never()).max(0).default([]);

type Issue = { message: string; path: (string | number)[] };
type Context = { addIssue: (issue: { code: "custom"; message: string; path: (string | number)[] }) => void };

function report(context: Context, issues: Issue[]) {
  for (const issue of issues) context.addIssue({ code: "custom", ...issue });
}

function uniqueIds(items: { id: string }[]): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  items.forEach((item, index) => {
    if (seen.has(item.id)) issues.push({ message: T.optionDuplicate, path: ["options", index, "id"] });
    seen.add(item.id);
  });
  return issues;
}

function knownAnswers(ids: Set<string>, answers: string[], path: (string | number)[]): Issue[] {
  return answers.flatMap((answer, index) =>
    ids.has(answer) ? [] : [{ message: T.answerUnknown, path: [...path, index] }],
  );
}

const singleTopicSchema = z
  .object({
    ...topicBase,
    type: z.literal("SINGLE"),
    options: choices(2),
    answer: z.string({ error: T.singleAnswer }).trim().min(1, T.singleAnswer).max(64, M.invalidType),
  })
  .superRefine((topic, context) => {
    const ids = new Set(topic.options.map((option) => option.id));
    report(context, uniqueIds(topic.options));
    if (!ids.has(topic.answer)) report(context, [{ message: T.singleAnswer, path: ["answer"] }]);
  });

const multipleTopicSchema = z
  .object({
    ...topicBase,
    type: z.literal("MULTIPLE"),
    options: choices(2),
    answer: z.array(zChoiceId).min(1, T.multipleAnswer),
  })
  .superRefine((topic, context) => {
    const ids = new Set(topic.options.map((option) => option.id));
    report(context, uniqueIds(topic.options));
    report(context, knownAnswers(ids, topic.answer, ["answer"]));
    if (new Set(topic.answer).size !== topic.answer.length) {
      report(context, [{ message: T.optionDuplicate, path: ["answer"] }]);
    }
  });

const judgeTopicSchema = z.object({
  ...topicBase,
  type: z.literal("JUDGE"),
  options: noOptions,
  answer: z.boolean({ error: T.judgeAnswer }),
});

const fillTopicSchema = z
  .object({
    ...topicBase,
    type: z.literal("FILL"),
    /** The one document that holds blanks (interaction-fill-subject). */
    subject: inlineDocumentShape.refine(hasContent, T.subjectRequired),
    options: z
      .array(blankSchema)
      .min(1, T.blanksMin)
      .max(ACTIVITY_LIMITS.blanksMax, fmt(T.optionsMax, ACTIVITY_LIMITS.blanksMax)),
    answer: z.null().default(null),
  })
  .superRefine((topic, context) => {
    report(context, uniqueIds(topic.options));
    const inSubject = blankOids(topic.subject);
    const listed = topic.options.map((blank) => blank.id);
    if (listed.length === 0) return;
    if (inSubject.length !== listed.length || inSubject.some((oid, index) => oid !== listed[index])) {
      report(context, [{ message: T.blanksMismatch, path: ["options"] }]);
    }
  });

const sortTopicSchema = z
  .object({ ...topicBase, type: z.literal("SORT"), options: choices(2), answer: z.array(zChoiceId) })
  .superRefine((topic, context) => {
    report(context, uniqueIds(topic.options));
    const ids = topic.options.map((option) => option.id);
    const order = new Set(topic.answer);
    if (order.size !== topic.answer.length || order.size !== ids.length || ids.some((id) => !order.has(id))) {
      report(context, [{ message: T.sortOrder, path: ["answer"] }]);
    }
  });

const connectTopicSchema = z
  .object({
    ...topicBase,
    type: z.literal("CONNECT"),
    options: z
      .array(connectItemSchema)
      .max(ACTIVITY_LIMITS.optionsMax * 2, fmt(T.optionsMax, ACTIVITY_LIMITS.optionsMax * 2)),
    answer: z.array(connectPairSchema),
  })
  .superRefine((topic, context) => {
    report(context, uniqueIds(topic.options));
    const left = topic.options.filter((item) => item.side === "LEFT").map((item) => item.id);
    const right = new Set(topic.options.filter((item) => item.side === "RIGHT").map((item) => item.id));
    if (left.length < 2 || right.size < 2) {
      report(context, [{ message: T.connectSides, path: ["options"] }]);
      return;
    }
    const pairedLeft = topic.answer.map((pair) => pair.left);
    const pairedRight = topic.answer.map((pair) => pair.right);
    const oneToOne =
      pairedLeft.length === left.length &&
      left.every((id) => pairedLeft.includes(id)) &&
      new Set(pairedRight).size === pairedRight.length &&
      pairedRight.every((id) => right.has(id));
    if (!oneToOne) report(context, [{ message: T.connectPairs, path: ["answer"] }]);
  });

const shortAnswerTopicSchema = z.object({
  ...topicBase,
  type: z.literal("SHORT_ANSWER"),
  options: noOptions,
  answer: filledDocument(T.referenceRequired),
});

/** A topic as the editor sends it: one schema per shell §3 question type. */
export const topicInputSchema = z
  .discriminatedUnion("type", [
    singleTopicSchema,
    multipleTopicSchema,
    fillTopicSchema,
    judgeTopicSchema,
    sortTopicSchema,
    connectTopicSchema,
    shortAnswerTopicSchema,
  ])
  .refine((topic) => JSON.stringify(topic).length <= ACTIVITY_LIMITS.topicMaxChars, T.topicTooLarge);
export type TopicInput = z.input<typeof topicInputSchema>;

/** A stored topic: the input with its oid. */
export type Topic = z.output<typeof topicInputSchema> & { oid: string };
export type TopicOf<Q extends QuestionType> = Extract<Topic, { type: Q }>;

/** A stored topic on its way out: stored topics passed the input rules, so the answer checks only their shape. */
export const topicSchema = z.object({
  oid: z.string(),
  type: z.enum(QUESTION_TYPES),
  subject: inlineDocumentShape,
  options: z.array(z.unknown()),
  answer: z.unknown(),
  analysis: inlineDocumentShape.nullable(),
  score: z.number().nullable(),
}) as unknown as z.ZodType<Topic>;

const topicList = (min: number) =>
  z
    .array(topicInputSchema)
    .min(min, M.required)
    .max(ACTIVITY_LIMITS.topicsMax, fmt(T.topicsMax, ACTIVITY_LIMITS.topicsMax));

/** PUT .../topics: the whole ordered list (the stored one is replaced). */
export const putTopicsBodySchema = z.object({ topics: topicList(0) });
export type PutTopicsBody = z.input<typeof putTopicsBodySchema>;
/** POST .../topics (v2): topics appended after the stored ones. */
export const appendTopicsBodySchema = z.object({ topics: topicList(1) });
export type AppendTopicsBody = z.input<typeof appendTopicsBodySchema>;
/** DELETE .../topics: the topics removed (the rest keep their order). */
export const deleteTopicsBodySchema = z.object({ oids: z.array(zOid).min(1, M.required).max(500) });
export type DeleteTopicsBody = z.infer<typeof deleteTopicsBodySchema>;

/** TEST is an objective quiz; any other type names a subjective activity (content §3.14). */
const activityType = z.string().trim().min(1, M.required).max(32, M.tooLong.replace("{n}", "32"));
const activityText = z.string().trim().max(255, M.tooLong.replace("{n}", "255"));

export const createActivityBodySchema = z.object({
  type: activityType.default("TEST"),
  name: activityText.default(""),
  title: activityText.default(""),
  settings: zJsonRecord.default({}),
});
export type CreateActivityBody = z.input<typeof createActivityBodySchema>;

export const updateActivityBodySchema = z.object({
  type: activityType.optional(),
  name: activityText.optional(),
  title: activityText.optional(),
  settings: zJsonRecord.optional(),
});
export type UpdateActivityBody = z.input<typeof updateActivityBodySchema>;

export const activitySchema = z.object({
  oid: z.string(),
  fileOid: z.string(),
  type: z.string(),
  name: z.string(),
  title: z.string(),
  settings: z.record(z.string(), z.unknown()),
  topicCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPathSchema = filePathSchema.extend({ activityOid: zOid });
export type ActivityPath = z.infer<typeof activityPathSchema>;

/** Where the product shows the activity read-only, for a reader to answer (a path of the web app). */
export const activityPreviewSchema = z.object({ url: z.string() });
export type ActivityPreview = z.infer<typeof activityPreviewSchema>;

export { ACTIVITY_PREVIEW_ROUTE, activityPreviewPath } from "./activities-route.ts";

const activities = `${FILE_CALL_PATH}/activities`;
const activity = `${activities}/:activityOid`;
const topics = `${activity}/topics`;
const storedTopics = listSchema(topicSchema);

export const activityCalls = defineCalls("activities", {
  create: {
    method: "POST",
    path: `${activities}/`,
    summary: "A new activity of the file",
    params: filePathSchema,
    body: createActivityBodySchema,
    data: activitySchema,
    timeout: "content",
  },
  get: {
    method: "GET",
    path: activity,
    summary: "One activity of the file",
    params: activityPathSchema,
    data: activitySchema,
    timeout: "content",
  },
  update: {
    method: "PUT",
    path: activity,
    summary: "Change an activity's type, name, title or settings",
    params: activityPathSchema,
    body: updateActivityBodySchema,
    data: activitySchema,
    timeout: "content",
  },
  topics: {
    method: "GET",
    path: topics,
    summary: "The activity's topics, in order",
    params: activityPathSchema,
    data: storedTopics,
    timeout: "content",
  },
  putTopics: {
    method: "PUT",
    path: topics,
    summary: "Replace the whole ordered list of topics",
    params: activityPathSchema,
    body: putTopicsBodySchema,
    data: storedTopics,
    timeout: "content",
  },
  appendTopics: {
    method: "POST",
    path: topics,
    summary: "Append topics after the stored ones (v2)",
    params: activityPathSchema,
    body: appendTopicsBodySchema,
    data: storedTopics,
    timeout: "content",
  },
  deleteTopics: {
    method: "DELETE",
    path: topics,
    summary: "Remove topics; the rest keep their order",
    params: activityPathSchema,
    body: deleteTopicsBodySchema,
    data: storedTopics,
    timeout: "content",
  },
  previewUrl: {
    method: "GET",
    path: `${activity}/preview-url`,
    summary: "Where the reader's preview of the activity opens (a path of the web app)",
    params: activityPathSchema,
    data: activityPreviewSchema,
  },
});
