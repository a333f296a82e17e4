import type { CustomerService } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, auditLogs, systemSettings } from "../../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import { buildUser, sessionFor } from "../../../test/factories.ts";
import { CUSTOMER_SERVICE_KEY } from "./customer-service.ts";

let context: TestContext;
let admin: string;
let adminOid: string;
let user: string;
beforeAll(async () => {
  context = await createTestApp();
  const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
  adminOid = sysAdmin.oid;
  admin = await sessionFor(context.db, sysAdmin, context.clock);
  user = await sessionFor(context.db, await buildUser(context.db), context.clock);
});
afterAll(() => context.close());

async function image(state: "READY" | "PENDING" = "READY", type: "IMAGE" | "VIDEO" = "IMAGE") {
  const [row] = await context.db
    .insert(attachments)
    .values({
      uploaderOid: adminOid,
      name: "qr.png",
      extName: "png",
      mimeType: "image/png",
      type,
      state,
      declaredSize: 10,
      objectKey: `qr-${Math.random()}.png`,
    })
    .returning();
  if (!row) throw new Error("attachment insert failed");
  return row.oid;
}

const read = () => call<CustomerService | null>(context.app, "GET", "/api/systems/customer-service");

describe("customer service contact", () => {
  it("is null until configured; anyone reads it, only SYS_ADMIN sets it", async () => {
    expect((await read()).body.data).toBeNull();
    const refused = await call(context.app, "PUT", "/api/systems/customer-service", {
      token: user,
      body: { phone: "400-000-0000" },
    });
    expect(refused.status).toBe(403);
    expect(
      await context.db.select().from(systemSettings).where(eq(systemSettings.key, CUSTOMER_SERVICE_KEY)),
    ).toHaveLength(0);
    expect(
      (await call(context.app, "PUT", "/api/systems/customer-service", { body: { phone: "4000000000" } }))
        .status,
    ).toBe(401);
  });

  it("stores phone, hours, a QR image and a link; the QR is answered as a signed link; audited", async () => {
    const qr = await image();
    const saved = await call<CustomerService>(context.app, "PUT", "/api/systems/customer-service", {
      token: admin,
      body: {
        phone: "400-123-4567",
        hours: "工作日 9:00-18:00",
        qrAttachmentOid: qr,
        linkUrl: "https://service.example.com",
      },
    });
    expect(saved.status).toBe(200);
    const answer = (await read()).body.data;
    expect(answer).toMatchObject({
      phone: "400-123-4567",
      hours: "工作日 9:00-18:00",
      qrAttachmentOid: qr,
      linkUrl: "https://service.example.com",
    });
    expect(answer?.qrImageUrl).toMatch(new RegExp(`^/api/files/${qr}/preview\\?exp=\\d+&sig=`));

    await call(context.app, "PUT", "/api/systems/customer-service", {
      token: admin,
      body: { linkUrl: "https://other.example.com" },
    });
    expect((await read()).body.data).toEqual({
      phone: null,
      hours: null,
      qrAttachmentOid: null,
      qrImageUrl: null,
      linkUrl: "https://other.example.com",
    });
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, "setting.customerService"));
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => row.before !== null)).toMatchObject({
      orgOid: null,
      before: { phone: "400-123-4567" },
      after: { phone: null, linkUrl: "https://other.example.com" },
    });
  });

  it("refuses an empty contact, a bad link or phone, and a QR that is not a finished image", async () => {
    const empty = await call(context.app, "PUT", "/api/systems/customer-service", {
      token: admin,
      body: { phone: "", linkUrl: "" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ phone: "请至少填写电话、二维码或链接中的一项" });
    const bad = await call(context.app, "PUT", "/api/systems/customer-service", {
      token: admin,
      body: { phone: "call me", linkUrl: "javascript:alert(1)" },
    });
    expect(bad.body.errors).toEqual({ phone: "请输入有效的电话号码", linkUrl: "无效的链接地址" });
    for (const qr of [await image("PENDING"), await image("READY", "VIDEO"), "missing"]) {
      const answer = await call(context.app, "PUT", "/api/systems/customer-service", {
        token: admin,
        body: { qrAttachmentOid: qr },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ qrAttachmentOid: "二维码只能使用已上传完成的图片" });
    }
    expect((await read()).body.data?.linkUrl).toBe("https://other.example.com");
  });
});
