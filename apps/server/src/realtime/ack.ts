// Every client event carries an acknowledgement: its payload is checked with zod, the action's
// refusal answers its code, and an unexpected failure is logged and answered without detail.
import { type Ack, SAVE_ERROR_MESSAGES, type SaveErrorCode } from "@textbook/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { EditRefusal } from "../modules/content/edit-refusal.ts";

export function refused(code: SaveErrorCode): Ack<never> {
  return { ok: false, errorCode: code, message: SAVE_ERROR_MESSAGES[code] };
}

export interface Handled<T> {
  data: T;
  /** Runs after the acknowledgement went out (announcements that must not delay it). */
  after?: () => Promise<void>;
}

export function acknowledged<S extends z.ZodType, T>(
  log: FastifyBaseLogger,
  schema: S,
  action: (payload: z.infer<S>) => Promise<Handled<T>>,
) {
  return async (payload: unknown, ack: unknown): Promise<void> => {
    if (typeof ack !== "function") return;
    const answer = ack as (answer: Ack<T>) => void;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return answer(refused("error.argument.illegal"));
    let handled: Handled<T>;
    try {
      handled = await action(parsed.data);
    } catch (error) {
      if (error instanceof EditRefusal) return answer(refused(error.code));
      log.error({ err: error }, "save socket event failed");
      // The spec's codes name no server fault; this one tells the author to try again later.
      return answer(refused("error.event.timeout"));
    }
    answer({ ok: true, data: handled.data });
    await handled.after?.().catch((error: unknown) => log.error({ err: error }, "after an acknowledgement"));
  };
}
