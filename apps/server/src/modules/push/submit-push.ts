// POST /books/{id}/push-to-ccs, -students, -accounts, -users: checks who pushes (the book's `push`
// rule), that the book has a released edition and that every target belongs to the book's
// organisation, then submits the PUSH task that records the push (push-book.ts).
import {
  formatMessage,
  PUSH_TARGET_KIND_LABELS,
  PUSH_TEXTS,
  type PushAnswer,
  type PushTargetKind,
  pushTargetSummary,
} from "@textbook/shared";
import { newOid } from "../../db/oid.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { getTask } from "../tasks/get-task.ts";
import type { PushParams } from "./push-book.ts";
import { nameTargets } from "./push-targets.ts";

/** Whom a push names: classes, students, reader accounts by phone, or users. */
export interface PushTargets {
  kind: PushTargetKind;
  targets: readonly string[];
}

export async function submitPush(
  deps: Pick<Deps, "db" | "tasks">,
  auth: AuthContext,
  bookOid: string,
  push: PushTargets,
  requestId: string | null,
): Promise<PushAnswer> {
  const { db } = deps;
  const { book } = await authorizeBook(db, auth, bookOid, "push");
  if (!book.releasedEditionOid) throw errors.pushNotReleased();
  const { names, complete } = await nameTargets(db, book.orgOid, push);
  if (!complete) throw errors.pushTargetInvalid();
  const params: PushParams = {
    bookOid,
    pushOid: newOid(),
    kind: push.kind,
    targets: [...new Set(push.targets)],
    requestId,
  };
  const task = await deps.tasks.submit({
    type: "PUSH",
    title: formatMessage(PUSH_TEXTS.taskTitle, {
      book: book.name,
      kind: PUSH_TARGET_KIND_LABELS[push.kind],
      names: pushTargetSummary(names),
    }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid,
    params,
  });
  return { task: await getTask(deps, auth, task.oid) };
}
