export { extensions, schema } from "./extensions.ts";
export { HEADING_LEVELS } from "./nodes/heading.ts";
export { escapeHtml, renderDocumentHtml } from "./render-html.ts";
export { InvalidDocumentError, validateDocument } from "./validate-document.ts";
