// Nothing half-imported: a row write failing midway (here the third) rolls back every row before it,
// their audit rows and the report; submitting the file again then imports it whole.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { attachments, auditLogs, memberships, users } from "../../../db/schema/index.ts";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { waitForState } from "../../../test/tasks.ts";
import { freshPhone, HEADER, orgWithAdmin, submitImport, uploadSheet, xlsxOf } from "./test-sheets.ts";

const failing = vi.hoisted(() => ({ atCall: 0, calls: 0 }));

vi.mock("../org-members/add-org-member.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../org-members/add-org-member.ts")>();
  return {
    ...original,
    addOrgMember: async (...args: Parameters<typeof original.addOrgMember>) => {
      failing.calls += 1;
      const result = await original.addOrgMember(...args);
      if (failing.calls === failing.atCall) throw new Error("the disk is full");
      return result;
    },
  };
});

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
});
afterAll(() => context.close());

it("a failing row leaves no member, account, audit row or report; a new submit imports every row", async () => {
  const { db } = context;
  const { org, admin, adminToken } = await orgWithAdmin(context);
  const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
  const sheet = await uploadSheet(
    context,
    adminToken,
    await xlsxOf([HEADER, ...phones.map((phone, i) => [`人${i}`, phone])]),
  );
  const ownFiles = () =>
    db.select({ oid: attachments.oid }).from(attachments).where(eq(attachments.uploaderOid, admin.oid));
  expect(await ownFiles()).toHaveLength(1);

  failing.atCall = 3;
  const failed = await waitForState(
    db,
    (await submitImport(context, adminToken, org.oid, sheet)).body.data.oid,
    "FAILED",
  );
  expect(failing.calls).toBe(3);
  expect(failed.errorMessage).toBe("任务执行失败，请稍后重试");
  expect(await db.select().from(memberships).where(eq(memberships.orgOid, org.oid))).toHaveLength(1);
  for (const phone of phones)
    expect(await db.select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
  expect(await db.select().from(auditLogs).where(eq(auditLogs.orgOid, org.oid))).toEqual([]);
  expect(await ownFiles()).toHaveLength(1);

  failing.atCall = 0;
  const done = await waitForState(
    db,
    (await submitImport(context, adminToken, org.oid, sheet)).body.data.oid,
    "DONE",
  );
  expect(await db.select().from(memberships).where(eq(memberships.orgOid, org.oid))).toHaveLength(5);
  expect(await ownFiles()).toHaveLength(2);
  expect(done.output?.attachmentOid).toBeTruthy();
});
