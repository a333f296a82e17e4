// One task type whose tasks come in kinds, each with its own handler beside its domain (EXPORT: a
// book, an organisation's members). A task's params say which: the first kind whose schema accepts
// them runs it. The kinds' outputs must be discarded alike, so they share one discard.
import type { TaskType } from "@textbook/shared";
import { z } from "zod";
import type { TaskHandler } from "./task-handler.ts";

// biome-ignore lint/suspicious/noExplicitAny: each kind brings its own parameter type
type AnyHandler = TaskHandler<any>;

export function taskOfKinds(
  type: TaskType,
  kinds: readonly AnyHandler[],
  discard: TaskHandler["discard"],
): TaskHandler {
  for (const kind of kinds) {
    if (kind.type !== type) throw new Error(`the ${kind.type} handler cannot be a kind of ${type}`);
  }
  const kindOf = (params: unknown) => kinds.find((kind) => kind.params.safeParse(params).success);
  return {
    type,
    params: z
      .unknown()
      .refine((params) => kindOf(params) !== undefined, `no ${type} kind takes these parameters`),
    perform(run, params) {
      const kind = kindOf(params) as AnyHandler;
      return kind.perform(run, kind.params.parse(params));
    },
    discard,
  };
}
