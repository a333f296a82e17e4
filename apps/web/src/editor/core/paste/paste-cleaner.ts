// Every HTML paste goes through cleanPastedHtml before the schema parses it.
import { Extension } from "@tiptap/core";
import { cleanPastedHtml } from "./clean-pasted-html.ts";

export const PasteCleaner = Extension.create({
  name: "pasteCleaner",
  transformPastedHTML: (html) => cleanPastedHtml(html),
});
