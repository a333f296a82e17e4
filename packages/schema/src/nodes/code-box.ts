import { Node } from "@tiptap/core";
import { defineAttributes, flag, oneOf } from "../attributes/attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "../attributes/common-attributes.ts";
import { GROUPS, inGroups } from "../content-groups.ts";

/** The languages the code box offers (content §2), in the spec's order. */
export const CODE_LANGUAGES = [
  "C",
  "C++",
  "CSS",
  "HTML",
  "Java",
  "JavaScript",
  "JSON",
  "PHP",
  "Python",
  "SQL",
  "Rust",
  "TypeScript",
  "XML",
  "C#",
  "Markdown",
  "Erlang",
  "Go",
  "LESS",
  "Sass",
  "SCSS",
  "Shell",
  "PlainText",
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Plain text in one language: no marks, whitespace kept. */
export const CodeBox = Node.create({
  name: "codeBox",
  group: inGroups(GROUPS.block, GROUPS.boxBlock),
  content: "text*",
  marks: "",
  code: true,
  defining: true,
  addAttributes: () =>
    defineAttributes({
      ...COMMON_ATTRIBUTES,
      lang: oneOf(CODE_LANGUAGES, "JavaScript"),
      lineNumbersShown: flag("Y"),
    }),
  // A pasted <pre> without our data-type becomes a code box in the default language.
  parseHTML: () => [{ tag: "pre", preserveWhitespace: "full" }],
  renderHTML: ({ HTMLAttributes }) => ["pre", { "data-type": "codeBox", ...HTMLAttributes }, ["code", 0]],
});
