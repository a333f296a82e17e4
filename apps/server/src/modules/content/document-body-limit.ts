// The largest request (an HTTP body or a socket message) that may carry a document: room for one at
// the size limit and what wraps it, so an oversized document reaches the save path and gets its
// error.content.tooLarge rather than a generic 400 or a dropped connection.
import { SAVE_CONTENT_LIMITS } from "@textbook/shared";

export const DOCUMENT_BODY_LIMIT = Math.ceil(SAVE_CONTENT_LIMITS.maxContentBytes * 1.5);
