// POST /books/{id}/parse-word-task and /import-word-task: who may (those who may change the book's
// structure), what is judged at once (the file's type and size, the parse and the tree's pieces),
// and the WORD_IMPORT task that does the rest.
import {
  formatMessage,
  type ImportWordBody,
  type ParsedWordBody,
  type UserTask,
  WORD_IMPORT_TEXTS,
} from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { authorizeAttachment, findAttachment } from "../attachments/access.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { getTask } from "../tasks/get-task.ts";
import { findParse, type ImportWordParams } from "./import-word.ts";
import type { ParseWordParams } from "./parse-word.ts";
import { sourceProblem } from "./word-source.ts";

const TEXTS = WORD_IMPORT_TEXTS.task;

type SubmitDeps = Pick<Deps, "db" | "tasks">;

export async function submitParseWord(
  deps: SubmitDeps,
  auth: AuthContext,
  bookOid: string,
  body: ParsedWordBody,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "editStructure");
  const file = await authorizeAttachment(deps.db, auth, body.attachmentOid, "read");
  const problem = sourceProblem(file);
  if (problem !== null) throw errors.validation({ attachmentOid: problem });
  const params: ParseWordParams = { bookOid: book.oid, attachmentOid: file.oid, levels: body.levels };
  const task = await deps.tasks.submit({
    type: "WORD_IMPORT",
    title: formatMessage(TEXTS.parseTitle, { name: file.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid: book.oid,
    params,
  });
  return getTask(deps, auth, task.oid);
}

export async function submitImportWord(
  deps: SubmitDeps,
  auth: AuthContext,
  bookOid: string,
  body: ImportWordBody,
): Promise<UserTask> {
  const { book } = await authorizeBook(deps.db, auth, bookOid, "editStructure");
  const parse = await findParse(deps.db, book.oid, body.parseTaskOid);
  if (!parse) throw errors.validation({ parseTaskOid: TEXTS.parseGone });
  const file = await findAttachment(deps.db, parse.attachmentOid);
  const params: ImportWordParams = { bookOid: book.oid, ...body };
  const task = await deps.tasks.submit({
    type: "WORD_IMPORT",
    title: formatMessage(TEXTS.importTitle, { name: file?.name ?? "", book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid: book.oid,
    params,
  });
  return getTask(deps, auth, task.oid);
}
