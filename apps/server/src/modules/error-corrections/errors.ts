// The refusals of the error-correction calls, with their catalogue codes.
import { AppError } from "../../http/errors.ts";

export const notReadable = () => new AppError("err.errorCorrection.notReadable", 403);
export const editionChanged = () => new AppError("err.errorCorrection.editionChanged", 409);
export const placeNotFound = () => new AppError("err.errorCorrection.placeNotFound", 400);
export const offsetsOutside = () => new AppError("err.errorCorrection.offsetsOutside", 400);
export const screenshotInvalid = () => new AppError("err.errorCorrection.screenshotInvalid", 400);
export const alreadyProcessed = () => new AppError("err.errorCorrection.processed", 409);
