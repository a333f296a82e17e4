/// <reference lib="dom" />
// (DOM types: these functions run on the browser's DOM and on happy-dom's.)
// The one mapping of Word's HTML to HTML the schema parses, shared by the editor's paste and the
// server's Word import (both hand it a standard DOM). It works in place on `root`; sanitising
// (scripts, handlers) is the caller's job, before or after.
import { boxTables, convertWordCaptions } from "./word-captions.ts";
import { convertWordLinks } from "./word-links.ts";
import { convertWordLists } from "./word-lists.ts";

export function normalizeWordHtml(root: Element): void {
  // Lists first: their markers are read from mso styles a sanitiser would drop.
  convertWordLists(root);
  convertWordLinks(root);
  boxTables(root);
  convertWordCaptions(root);
}
