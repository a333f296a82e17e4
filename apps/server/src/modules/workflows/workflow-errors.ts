// The refusals of the workflow calls, with their catalogue codes.
import { AppError } from "../../http/errors.ts";

/** The save socket's code (shell §8), which issue 16 names for a workflow action refused. */
export const permissionDenied = () => new AppError("error.permission.denied", 403);
export const nodeHandled = () => new AppError("err.process.nodeHandled", 409);
export const processFinished = () => new AppError("err.process.finished", 409);
export const remindTooSoon = (minutes: number) =>
  new AppError("err.process.remindTooSoon", 429, { params: { minutes }, data: { minutesLeft: minutes } });
export const noAssignee = (node: string) => new AppError("err.process.noAssignee", 409, { params: { node } });
