// Editing refusals carry the save socket's codes (content §8); the socket answers them as they are,
// the content calls translate them to their HTTP errors here.
import type { SaveErrorCode } from "@textbook/shared";
import { type AppError, errors } from "../../http/errors.ts";

export class EditRefusal extends Error {
  override name = "EditRefusal";
  readonly code: SaveErrorCode;

  constructor(code: SaveErrorCode, reason?: string) {
    super(reason ?? code);
    this.code = code;
  }
}

const HTTP_ERRORS: Record<SaveErrorCode, () => AppError> = {
  "error.permission.denied": errors.privilegeRequired,
  "error.token.invalid": errors.loginRequired,
  "error.book.invalid": errors.notFound,
  "error.book.file.invalid": errors.notFound,
  "error.chapter.invalid": errors.notFound,
  "error.section.invalid": errors.notFound,
  "error.argument.illegal": errors.contentInvalid,
  "error.client.timeout": errors.internal,
  "error.event.timeout": errors.internal,
  "error.book.customStyleInProgress": () => errors.bookTaskInProgress("err.book.customStyleInProgress"),
  "error.book.noteTitleTaskInProgress": () => errors.bookTaskInProgress("err.book.noteTitleTaskInProgress"),
  "error.book.updateReferenceTaskInProgress": () =>
    errors.bookTaskInProgress("err.book.updateReferenceTaskInProgress"),
  "error.writing-file.waiting": errors.contentLocked,
  "error.editing-file.failed": errors.contentLocked,
  "error.writing-file-waiting.evict": errors.contentLocked,
  "error.editing-custom-style.failed": errors.customStyleEditing,
  "error.file.committed": errors.chapterCommitted,
  "error.content.versionStale": errors.contentVersionStale,
  "error.content.tooLarge": errors.contentTooLarge,
  "error.book.locked": errors.bookReadOnly,
};

export function httpErrorOf(refusal: EditRefusal): AppError {
  return HTTP_ERRORS[refusal.code]();
}

/** Runs an editing action for an HTTP call: a refusal leaves as its HTTP error. */
export async function asHttp<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof EditRefusal) throw httpErrorOf(error);
    throw error;
  }
}
