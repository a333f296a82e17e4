// POST /users/org-users/export/: an EXPORT task writing the list's rows under its filters to .xlsx.
import type { UserTask } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildUser, sessionFor } from "../../../test/factories.ts";
import { waitForState } from "../../../test/tasks.ts";
import { orgWithAdmin, rowsOfAttachment } from "./test-sheets.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
});
afterAll(() => context.close());

const exportCall = (token: string, body: unknown, url = "/api/users/org-users/export/") =>
  call<UserTask>(context.app, "POST", url, { token, body });

describe("POST /users/org-users/export/", () => {
  it("exports the current organisation's members that match the filters, newest first", async () => {
    const { db } = context;
    const { org, admin, adminToken } = await orgWithAdmin(context);
    const disabled = await buildUser(db, {
      fullName: "王停用",
      state: "INACTIVE",
      memberships: [{ org, roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"] }],
    });
    await buildUser(db, { fullName: "李在用", memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const submitted = await exportCall(adminToken, { keyword: "王", state: "INACTIVE" });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ type: "EXPORT", title: "导出“实验学校”的用户", book: null });
    const done = await waitForState(db, submitted.body.data.oid, "DONE");
    expect(done.output?.fileName).toBe("实验学校-用户.xlsx");
    const rows = await rowsOfAttachment(context, done.output?.attachmentOid ?? "");
    expect(rows[0]).toEqual(["姓名", "手机号", "角色", "状态", "备注", "加入时间"]);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ["王停用", disabled.phoneNumber, "机构成员、内容审核员", "已停用", ""],
    ]);
    expect(rows[1]?.[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Without filters, and without the trailing slash: every member, the admin too.
    const all = await waitForState(
      db,
      (await exportCall(adminToken, {}, "/api/users/org-users/export")).body.data.oid,
      "DONE",
    );
    const names = (await rowsOfAttachment(context, all.output?.attachmentOid ?? ""))
      .slice(1)
      .map((row) => row[0]);
    expect(names.sort()).toEqual(["李在用", "王停用", admin.fullName].sort());
  });

  it("is refused to members; a SYS_ADMIN names the organisation", async () => {
    const { db, clock } = context;
    const { org } = await orgWithAdmin(context);
    const member = await buildUser(db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
    const refused = await exportCall(await sessionFor(db, member, clock, org.oid), {});
    expect([refused.status, refused.body.errorCode]).toEqual([403, "err.privilege.required"]);
    const sysToken = await sessionFor(db, await buildUser(db, { sysRoles: ["SYS_ADMIN"] }), clock);
    const unnamed = await exportCall(sysToken, {});
    expect([unnamed.status, unnamed.body.errors]).toEqual([400, { orgOid: "请选择机构" }]);
    expect((await exportCall(sysToken, { orgOid: org.oid })).status).toBe(200);
  });
});
