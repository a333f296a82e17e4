// addOrgMember when two transactions name the same phone at once (two imports on PostgreSQL): the
// later one waits for the first and takes what it committed instead of failing on the unique key.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { freshDatabase } from "../../../test/database.ts";
import { buildOrg, uniquePhone } from "../../../test/factories.ts";
import { COMMAND_LINE } from "../../audit/record-audit.ts";
import { addOrgMember } from "./add-org-member.ts";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Adds the phone to `first` in one transaction and, while it is still open, to `second` in another. */
async function overlapping(firstOrg: string, secondOrg: string) {
  const { db } = database;
  const phoneNumber = uniquePhone();
  const member = (orgOid: string) => ({
    orgOid,
    fullName: "甲",
    phoneNumber,
    roles: ["ORG_MEMBER" as const],
    remark: null,
  });
  let second: Promise<Awaited<ReturnType<typeof addOrgMember>>> | undefined;
  const first = await db.transaction(async (tx) => {
    const added = await addOrgMember(tx, COMMAND_LINE, member(firstOrg));
    second = db.transaction((other) => addOrgMember(other, COMMAND_LINE, member(secondOrg)));
    // On PostgreSQL the second now waits on this transaction's phone number; PGlite runs it after.
    await sleep(100);
    return added;
  });
  return { first, second: await second };
}

describe("addOrgMember at the same time", () => {
  it("into two organisations: one creates the user, the other adds the membership", async () => {
    const [a, b] = [await buildOrg(database.db), await buildOrg(database.db)];
    const { first, second } = await overlapping(a.oid, b.oid);
    expect(first.outcome).toBe("created");
    expect(second).toEqual({ userOid: first.userOid, outcome: "added" });
  });

  it("into one organisation: the second finds the member already there", async () => {
    const org = await buildOrg(database.db);
    const { first, second } = await overlapping(org.oid, org.oid);
    expect(second).toEqual({ userOid: first.userOid, outcome: "alreadyMember" });
  });
});
