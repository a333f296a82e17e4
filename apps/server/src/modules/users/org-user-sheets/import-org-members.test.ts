// POST /users/{id}/org-users/import/{x}: who may, what the file must look like, and the IMPORT task:
// its members, roles, audit rows, steps and report.
import type { UserTask } from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, memberships, users, userTaskDetails, userTasks } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildOrg, buildUser, sessionFor } from "../../../test/factories.ts";
import { waitForState } from "../../../test/tasks.ts";
import { storeGeneratedFile } from "../../attachments/store-generated.ts";
import { upload } from "../../attachments/test/uploads.ts";
import { readMemberSheet } from "./read-member-sheet.ts";
import {
  freshPhone,
  HEADER,
  orgWithAdmin,
  rowsOfAttachment,
  submitImport,
  uploadSheet,
  xlsxOf,
} from "./test-sheets.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.tasks.start();
});
afterAll(() => context.close());

async function tasksOf(userOid: string) {
  return context.db.select().from(userTasks).where(eq(userTasks.creatorOid, userOid));
}

describe("who may import", () => {
  it("the organisation's ORG_ADMIN and SYS_ADMIN; nobody else, and a refusal makes no task", async () => {
    const { db, clock } = context;
    const { org, admin, adminToken } = await orgWithAdmin(context);
    const sheet = await uploadSheet(context, adminToken, await xlsxOf([HEADER, ["甲", freshPhone()]]));
    const member = await buildUser(db, {
      memberships: [{ org, roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"] }],
    });
    const memberToken = await sessionFor(db, member, clock, org.oid);
    const otherOrg = await buildOrg(db);
    const otherAdmin = await buildUser(db, { memberships: [{ org: otherOrg, roles: ["ORG_ADMIN"] }] });
    const otherAdminToken = await sessionFor(db, otherAdmin, clock, otherOrg.oid);

    expect((await submitImport(context, undefined, org.oid, sheet)).status).toBe(401);
    for (const token of [memberToken, otherAdminToken]) {
      const refused = await submitImport(context, token, org.oid, sheet);
      expect([refused.status, refused.body.errorCode]).toEqual([403, "err.privilege.required"]);
    }
    // The other organisation's admin may import into their own organisation, but not with this
    // admin's file: an uploaded file is its uploader's.
    const notTheirs = await submitImport(context, otherAdminToken, otherOrg.oid, sheet);
    expect(notTheirs.status).toBe(403);
    expect(await tasksOf(otherAdmin.oid)).toEqual([]);
    expect(await tasksOf(member.oid)).toEqual([]);
    expect((await submitImport(context, adminToken, org.oid, "missing")).status).toBe(404);

    const sysAdmin = await buildUser(db, { sysRoles: ["SYS_ADMIN"] });
    const sysToken = await sessionFor(db, sysAdmin, clock);
    const bySysAdmin = await submitImport(context, sysToken, org.oid, sheet);
    expect(bySysAdmin.status).toBe(200);
    expect(bySysAdmin.body.data).toMatchObject({
      type: "IMPORT",
      title: "导入用户到“实验学校”",
      state: "WAITING",
    });
    const byAdmin = await submitImport(context, adminToken, org.oid, sheet);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.creator.oid).toBe(admin.oid);
    await waitForState(context.db, byAdmin.body.data.oid, "DONE");
  });
});

describe("the template", () => {
  it("is the layout the import reads: filled in from row 2, it imports; with its help sheet", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/users/org-users/import-template" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(encodeURIComponent("用户导入模板.xlsx"));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["用户", "填写说明"]);
    expect(workbook.worksheets[1]?.getCell("A1").text).toBe(
      "数据从第 2 行开始，第 1 行是表头，请勿修改或删除",
    );
    expect(await readMemberSheet(response.rawPayload, "xlsx")).toEqual({
      problem: "文件中没有可导入的数据（数据从第 2 行开始）",
    });
    workbook.worksheets[0]?.addRow(["张三", "13800000001", "一班"]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await readMemberSheet(filled, "xlsx")).rows).toEqual([
      { row: 2, fullName: "张三", phoneNumber: "13800000001", remark: "一班" },
    ]);
  });
});

describe("the file", () => {
  it("answers a wrong header, an empty sheet, too many rows, a non-spreadsheet and an oversized file at once", async () => {
    const { org, admin, adminToken } = await orgWithAdmin(context);
    const problemOf = async (attachmentOid: string) => {
      const response = await submitImport(context, adminToken, org.oid, attachmentOid);
      expect([response.status, response.body.errorCode]).toEqual([400, "err.validate.failed"]);
      return response.body.errors?.file;
    };
    expect(
      await problemOf(
        await uploadSheet(
          context,
          adminToken,
          await xlsxOf([
            ["手机号", "姓名"],
            ["13800000000", "甲"],
          ]),
        ),
      ),
    ).toBe("表头不正确：第 1 行应依次为 姓名、手机号、备注，请下载模板填写");
    expect(await problemOf(await uploadSheet(context, adminToken, await xlsxOf([HEADER])))).toBe(
      "文件中没有可导入的数据（数据从第 2 行开始）",
    );
    const many = [HEADER, ...Array.from({ length: 5001 }, (_, i) => [`人${i}`, freshPhone()])];
    expect(await problemOf(await uploadSheet(context, adminToken, await xlsxOf(many)))).toBe(
      "单次最多导入 5000 行，文件中有 5001 行，请拆分后再导入",
    );
    // A .csv must be text: binary bytes under that name are refused by the upload itself.
    const binary = await upload(
      context,
      adminToken,
      { fileName: "用户.csv", type: "DOCUMENT" },
      Buffer.from([0x50, 0x4b, 0, 0, 1, 2]),
    );
    expect(binary.completed.status).toBe(400);
    const notes = await uploadSheet(context, adminToken, Buffer.from("%PDF-1.4\n%%EOF\n"), "说明.pdf");
    expect(await problemOf(notes)).toBe("只支持 .xlsx 和 .csv 格式的文件");
    const big = await storeGeneratedFile(context, {
      bookOid: null,
      orgOid: org.oid,
      ownerOid: admin.oid,
      name: "大.csv",
      type: "DOCUMENT",
      contentType: "text/csv",
      body: Buffer.alloc(5 * 1024 * 1024 + 1, "a"),
    });
    expect(await problemOf(big.oid)).toBe("文件不能超过 5M");
    expect(await tasksOf(admin.oid)).toEqual([]);
  });
});

describe("the IMPORT task", () => {
  it("creates, adds and keeps members, reports every refused row, audits, and offers its report", async () => {
    const { db } = context;
    const { org, admin, adminToken } = await orgWithAdmin(context);
    const elsewhere = await buildUser(db, {
      fullName: "原名",
      memberships: [{ org: await buildOrg(db), roles: ["ORG_MEMBER"] }],
    });
    const already = await buildUser(db, { memberships: [{ org, roles: ["ORG_PUBLISH_ADMIN"] }] });
    const newPhone = freshPhone();
    const sheet = await xlsxOf([
      HEADER,
      ["新人", newPhone, "一班"],
      ["别名", elsewhere.phoneNumber],
      ["老成员", already.phoneNumber, "不会写入"],
      ["坏号", "1234"],
      ["", freshPhone()],
      ["重复", newPhone],
    ]);
    const submitted = await submitImport(
      context,
      adminToken,
      org.oid,
      await uploadSheet(context, adminToken, sheet),
      ["ORG_MEMBER", "ORG_CONTENT_ADMIN"],
    );
    expect(submitted.status).toBe(200);
    const done = await waitForState(db, submitted.body.data.oid, "DONE");

    const memberOf = async (userOid: string) =>
      (
        await db
          .select()
          .from(memberships)
          .where(and(eq(memberships.userOid, userOid), eq(memberships.orgOid, org.oid)))
      )[0];
    const [created] = await db.select().from(users).where(eq(users.phoneNumber, newPhone));
    expect(created).toMatchObject({ fullName: "新人", passwordHash: null });
    expect(await memberOf(created?.oid ?? "")).toMatchObject({
      roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"],
      remark: "一班",
    });
    // An existing account keeps its name; an existing member keeps roles and remark.
    expect((await db.select().from(users).where(eq(users.oid, elsewhere.oid)))[0]?.fullName).toBe("原名");
    expect(await memberOf(elsewhere.oid)).toMatchObject({ roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"] });
    expect(await memberOf(already.oid)).toMatchObject({ roles: ["ORG_PUBLISH_ADMIN"], remark: null });

    const steps = await db
      .select({ name: userTaskDetails.name, state: userTaskDetails.state, message: userTaskDetails.message })
      .from(userTaskDetails)
      .where(eq(userTaskDetails.taskOid, done.oid))
      .orderBy(asc(userTaskDetails.position));
    expect(steps).toEqual([
      { name: "读取文件", state: "DONE", message: "共 6 行数据" },
      { name: "校验数据", state: "DONE", message: "3 行可导入，3 行有误" },
      {
        name: "写入用户",
        state: "DONE",
        message: "新建 1 人，加入已有账号 1 人，已是成员 1 人，未导入 3 行",
      },
    ]);

    expect(done.output?.fileName).toBe("导入结果-实验学校.xlsx");
    expect(await rowsOfAttachment(context, done.output?.attachmentOid ?? "")).toEqual([
      ["行号", "姓名", "手机号", "备注", "结果", "说明"],
      ["2", "新人", newPhone, "一班", "成功", "已新建账号并加入机构"],
      ["3", "别名", elsewhere.phoneNumber, "", "成功", "已有账号，已加入机构"],
      ["4", "老成员", already.phoneNumber, "不会写入", "成功", "已是本机构成员，未改动"],
      ["5", "坏号", "1234", "", "未导入", "手机号：手机号格式错误"],
      ["6", "", expect.any(String), "", "未导入", "姓名：必填项，请输入"],
      ["7", "重复", newPhone, "", "未导入", "手机号与第 2 行重复"],
    ]);

    // The audit rows name the admin and the submitting request.
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.orgOid, org.oid));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "membership.add",
      "membership.add",
      "user.create",
    ]);
    expect(new Set(audit.map((row) => [row.actorOid, row.requestId].join()))).toEqual(
      new Set([[admin.oid, submitted.requestId].join()]),
    );

    // The admin follows it in the task center and may download the report.
    const listed = await call<{ items: UserTask[] }>(context.app, "GET", "/api/user-tasks?type=IMPORT", {
      token: adminToken,
    });
    expect(listed.body.data.items.map((task) => task.oid)).toEqual([done.oid]);
    const link = await call(
      context.app,
      "GET",
      `/api/attachments/${done.output?.attachmentOid}/download-url`,
      {
        token: adminToken,
      },
    );
    expect(link.status).toBe(200);
  });

  it("imports a .csv uploaded as a document, with ORG_MEMBER when no roles are chosen", async () => {
    const { org, adminToken } = await orgWithAdmin(context);
    const phone = freshPhone();
    const sheet = await uploadSheet(
      context,
      adminToken,
      Buffer.from(`姓名,手机号,备注\n 丙 ,${phone},\n`),
      "用户.csv",
    );
    const done = await waitForState(
      context.db,
      (await submitImport(context, adminToken, org.oid, sheet)).body.data.oid,
      "DONE",
    );
    const [user] = await context.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(user?.fullName).toBe("丙");
    const [membership] = await context.db
      .select()
      .from(memberships)
      .where(eq(memberships.userOid, user?.oid ?? ""));
    expect(membership).toMatchObject({ orgOid: org.oid, roles: ["ORG_MEMBER"], remark: null });
    expect(done.result).toBe("SUCCESS");
  });
});
