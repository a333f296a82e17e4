// CodeMirror support for the code box's languages (content §2). Each language's parser is
// its own chunk from @codemirror/language-data, fetched the first time a code box uses it.
import type { LanguageSupport } from "@codemirror/language";
import { LanguageDescription } from "@codemirror/language";
import { languages } from "@codemirror/language-data";

/** A code box's `lang` (CODE_LANGUAGES of the schema): plain text has no parser, every other name is language-data's own. */
export function describeLanguage(name: string): LanguageDescription | null {
  if (name === "PlainText") return null;
  return LanguageDescription.matchLanguageName(languages, name, false);
}

const loaded = new Map<string, Promise<LanguageSupport | null>>();

export function loadLanguage(name: string): Promise<LanguageSupport | null> {
  let support = loaded.get(name);
  if (!support) {
    const description = describeLanguage(name);
    support = description ? description.load() : Promise.resolve(null);
    loaded.set(name, support);
  }
  return support;
}
