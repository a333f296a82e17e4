// The contract checks a topic's small documents by shape (which nodes and marks); their attributes
// and nesting are checked here with the document schema itself, as a saved file is: a formula's
// LaTeX is text, a colour is a colour, a paragraph holds only inline content.
import { InvalidDocumentError, validateDocument } from "@textbook/schema";
import { INTERACTION_TEXTS, type InlineDocument, type TopicInput, topicInputSchema } from "@textbook/shared";
import { errors } from "../../http/errors.ts";

export type ParsedTopic = ReturnType<typeof topicInputSchema.parse>;
type Path = (string | number)[];

function isDocument(value: unknown): value is InlineDocument {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "doc";
}

/** Every inline document of a topic with its path: subject, options or blank answers, answer, analysis. */
function* documentsOf(topic: ParsedTopic): Generator<[Path, InlineDocument]> {
  yield [["subject"], topic.subject];
  const options: unknown[] = topic.options;
  for (const [index, option] of options.entries()) {
    if (typeof option !== "object" || option === null) continue;
    const { content, answers } = option as { content?: unknown; answers?: unknown };
    if (isDocument(content)) yield [["options", index, "content"], content];
    if (!Array.isArray(answers)) continue;
    for (const [answer, document] of answers.entries()) {
      if (isDocument(document)) yield [["options", index, "answers", answer], document];
    }
  }
  if (isDocument(topic.answer)) yield [["answer"], topic.answer];
  if (topic.analysis) yield [["analysis"], topic.analysis];
}

function fitsSchema(document: InlineDocument): boolean {
  // A file's document needs a block: an empty inline document stands as one empty paragraph.
  const content = document.content?.length ? document.content : [{ type: "paragraph" }];
  try {
    validateDocument({ type: "doc", content });
    return true;
  } catch (error) {
    if (error instanceof InvalidDocumentError) return false;
    throw error;
  }
}

/**
 * The topics parsed by their type's rule; a document the schema refuses answers err.validate.failed
 * with its field (keys as zod's: topics.1.subject).
 */
export function parseTopics(inputs: TopicInput[]): ParsedTopic[] {
  const topics = inputs.map((input) => topicInputSchema.parse(input));
  const problems: Record<string, string> = {};
  topics.forEach((topic, index) => {
    for (const [path, document] of documentsOf(topic)) {
      if (!fitsSchema(document)) {
        problems[["topics", index, ...path].join(".")] = INTERACTION_TEXTS.validation.contentInvalid;
      }
    }
  });
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  return topics;
}
