export { extensions, schema } from "./extensions.ts";
export { HEADING_LEVELS } from "./nodes/heading.ts";
export { InvalidDocumentError, validateDocument } from "./validate-document.ts";
