// How a publish application follows its approval (interfaces of issue 16): the book's publish state
// moves with the workflow and the application ends as the process ends. Runs inside the acting
// transaction (workflows/process-hooks.ts), so a failure here rolls the action back.
import type { PublishApplicationState, PublishState } from "@textbook/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { books, processInstances, publishApplications } from "../../db/schema/index.ts";
import type { ProcessEvent, ProcessHooks } from "../workflows/process-hooks.ts";

/**
 * The book's publish state after an action: applying declares it; the first node approved receives
 * it; approvals with nodes still waiting proofread it; the last approval publishes it; a rejection
 * or a revocation returns it to undeclared. TRANSFER and REMIND change nothing (null).
 */
export function publishStateAfter(event: ProcessEvent): PublishState | null {
  switch (event.action) {
    case "START":
      return "DECLARED";
    case "APPROVE":
      if (event.instance.state === "APPROVED") return "PUBLISHED";
      return event.node?.position === 0 ? "RECEIVED" : "PROOFREADING";
    case "REJECT":
    case "REVOKE":
      return "UNDECLARED";
    default:
      return null;
  }
}

const ENDED: Partial<Record<ProcessEvent["instance"]["state"], PublishApplicationState>> = {
  APPROVED: "APPROVED",
  REJECTED: "REJECTED",
  REVOKED: "REVOKED",
};

export const publishProcessHooks: ProcessHooks = {
  async afterAction(tx: Db, event: ProcessEvent) {
    const state = publishStateAfter(event);
    if (state && event.instance.bookOid) {
      await tx.update(books).set({ publishState: state }).where(eq(books.oid, event.instance.bookOid));
    }
    const ended = ENDED[event.instance.state];
    // START runs before the application's row is written; it is IN_PROGRESS by default then.
    if (ended) {
      // The process's own end time, as its clock wrote it.
      const [instance] = await tx
        .select({ finishedAt: processInstances.finishedAt })
        .from(processInstances)
        .where(eq(processInstances.oid, event.instance.oid));
      await tx
        .update(publishApplications)
        .set({ state: ended, finishedAt: instance?.finishedAt ?? sql`now()` })
        .where(eq(publishApplications.oid, event.instance.subjectOid));
    }
  },
};
