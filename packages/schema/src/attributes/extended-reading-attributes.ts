import { list, text } from "./attribute-kinds.ts";
import { COMMON_ATTRIBUTES } from "./common-attributes.ts";
import { isPlainObject } from "./json-shapes.ts";

/** Content §3.14: what the extended-reading block and its inline form both carry. */
export const EXTENDED_READING_ATTRIBUTES = {
  ...COMMON_ATTRIBUTES,
  type: text(),
  typeName: text(),
  title: text(),
  // The readings offered: files or links, each an object as the resource picker returns it.
  resources: list("resource objects", isPlainObject),
};
