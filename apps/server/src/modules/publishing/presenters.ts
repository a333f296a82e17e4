// What leaves the server about applications, editions and releases: explicit fields, with the
// names of the people behind them.
import type { Edition, PublishApplication, Release } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { editions, publishApplications, releases, users, userTasks } from "../../db/schema/index.ts";

type ApplicationRow = typeof publishApplications.$inferSelect;
type EditionRow = typeof editions.$inferSelect;

/** Applications with their applicant's name. */
export function selectApplications(db: Db) {
  return db
    .select({ application: publishApplications, applicantName: users.fullName })
    .from(publishApplications)
    .innerJoin(users, eq(users.oid, publishApplications.applicantOid));
}

export function presentApplication(row: {
  application: ApplicationRow;
  applicantName: string;
}): PublishApplication {
  const { application } = row;
  return {
    oid: application.oid,
    bookOid: application.bookOid,
    planType: application.planType,
    note: application.note,
    state: application.state,
    processInstanceOid: application.processInstanceOid,
    applicant: { oid: application.applicantOid, fullName: row.applicantName },
    createdAt: application.createdAt.toISOString(),
    finishedAt: application.finishedAt?.toISOString() ?? null,
  };
}

/** Editions with their builder's name and, for a failed one, its task's reason. */
export function selectEditions(db: Db) {
  return db
    .select({ edition: editions, builderName: users.fullName, taskError: userTasks.errorMessage })
    .from(editions)
    .innerJoin(users, eq(users.oid, editions.builtByOid))
    .leftJoin(userTasks, eq(userTasks.oid, editions.taskOid));
}

export interface EditionWithNames {
  edition: EditionRow;
  builderName: string;
  taskError: string | null;
}

export function presentEdition(row: EditionWithNames, releasedEditionOid: string | null): Edition {
  const { edition } = row;
  return {
    oid: edition.oid,
    bookOid: edition.bookOid,
    number: edition.number,
    state: edition.state,
    taskOid: edition.taskOid,
    builtBy: { oid: edition.builtByOid, fullName: row.builderName },
    createdAt: edition.createdAt.toISOString(),
    builtAt: edition.builtAt?.toISOString() ?? null,
    errorMessage: edition.state === "FAILED" ? (edition.errorMessage ?? row.taskError) : null,
    chapterCount: edition.chapterCount,
    fileCount: edition.fileCount,
    size: edition.size,
    released: edition.oid === releasedEditionOid,
  };
}

const releasedEditions = alias(editions, "released_editions");

/** Releases with the edition's number and the releaser's name. */
export function selectReleases(db: Db) {
  return db
    .select({ release: releases, editionNumber: releasedEditions.number, releaserName: users.fullName })
    .from(releases)
    .innerJoin(releasedEditions, eq(releasedEditions.oid, releases.editionOid))
    .innerJoin(users, eq(users.oid, releases.releasedByOid));
}

export function presentRelease(row: {
  release: typeof releases.$inferSelect;
  editionNumber: number;
  releaserName: string;
}): Release {
  const { release } = row;
  return {
    oid: release.oid,
    bookOid: release.bookOid,
    edition: { oid: release.editionOid, number: row.editionNumber },
    kind: release.kind,
    releasedBy: { oid: release.releasedByOid, fullName: row.releaserName },
    releasedAt: release.releasedAt.toISOString(),
  };
}
