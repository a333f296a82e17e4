// The refusals of an edition's export, with their catalogue codes.
import { AppError } from "../../http/errors.ts";

/** Also when the edition belongs to another book: whether it exists there is not this caller's to know. */
export const editionNotFound = () => new AppError("err.export.editionNotFound", 404);
export const editionNotReady = () => new AppError("err.export.editionNotReady", 409);
