// The refusals of the publishing calls, with their catalogue codes.
import { AppError } from "../../http/errors.ts";

export const applicationOpen = () => new AppError("err.publish.applicationOpen", 409);
export const notApproved = () => new AppError("err.publish.notApproved", 409);
export const noReadyEdition = () => new AppError("err.publish.noReadyEdition", 409);
export const editionNotReady = () => new AppError("err.publish.editionNotReady", 409);
export const editionReleased = () => new AppError("err.publish.editionReleased", 409);
/** `task` names what runs, as the task center does (构建, 发布). */
export const publishTaskInProgress = (task: string) =>
  new AppError("err.publish.taskInProgress", 409, { params: { task } });
