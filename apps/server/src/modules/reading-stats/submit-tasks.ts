// POST /book-stats/{id}/export, /book-stats/{id}/calc-again and /book-applications/{id}/export:
// tasks of the book for whoever may see its figures (stat-book.ts).
import { formatMessage, READING_STATS_TEXTS, type UserTask } from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { presentSubmitted } from "../tasks/presenter.ts";
import type { StatsExportParams } from "./export-stats.ts";
import { statBook } from "./stat-book.ts";

const T = READING_STATS_TEXTS;

export async function submitStatsExport(
  deps: Pick<Deps, "db" | "tasks" | "storage">,
  auth: AuthContext,
  bookOid: string,
  variant: StatsExportParams["variant"],
): Promise<UserTask> {
  const { book } = await statBook(deps, auth, bookOid);
  const params: StatsExportParams = { kind: "READING_STATS", variant, bookOid };
  const task = await deps.tasks.submit({
    type: "EXPORT",
    title: formatMessage(variant === "STATS" ? T.statsExportTitle : T.exportTitle, { book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid,
    params,
  });
  return presentSubmitted(deps.db, task.oid);
}

export async function submitCalcAgain(
  deps: Pick<Deps, "db" | "tasks" | "storage">,
  auth: AuthContext,
  bookOid: string,
): Promise<UserTask> {
  const { book } = await statBook(deps, auth, bookOid);
  const task = await deps.tasks.submit({
    type: "STATS_CALC",
    title: formatMessage(T.calcTitle, { book: book.name }),
    creatorOid: auth.user.oid,
    orgOid: book.orgOid,
    bookOid,
    params: { bookOid },
  });
  return presentSubmitted(deps.db, task.oid);
}
