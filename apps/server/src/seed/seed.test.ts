import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, pgliteDirOf } from "../db/client.ts";
import {
  attachments,
  books,
  classes,
  classStudents,
  contentFiles,
  memberships,
  orgs,
  resLibResources,
  users,
} from "../db/schema/index.ts";
import { verifyPassword } from "../modules/auth/passwords.ts";
import { createTestApp } from "../test/app.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { seedDemoMedia } from "./demo-media.ts";
import { seedDemoResLibs } from "./demo-res-libs.ts";
import { seedDemo } from "./seed.ts";

interface JsonNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: JsonNode[];
}

function headingsOf(node: unknown): JsonNode[] {
  const json = node as JsonNode | null;
  if (!json) return [];
  const own = json.type === "heading" ? [json] : [];
  return [...own, ...(json.content ?? []).flatMap(headingsOf)];
}

// Two migrations of an on-disk database: slow on a busy machine, hence the longer timeout.
describe("first start on a fresh PGlite directory", () => {
  it("migrates and seeds the demo data once; a second start changes nothing", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "seed-test-"));
    try {
      const first = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDirOf(dataDir) });
      await first.migrate();
      expect(await seedDemo(first.db)).toBe(true);
      const [chief] = await first.db.select().from(users).where(eq(users.phoneNumber, "13800000001"));
      expect(chief?.fullName).toBe("王主编");
      expect(await verifyPassword(DEMO_PASSWORD, chief?.passwordHash ?? null)).toBe(true);
      const chiefOrgs = await first.db
        .select()
        .from(memberships)
        .where(eq(memberships.userOid, chief?.oid ?? ""));
      expect(chiefOrgs.map((membership) => membership.roles)).toEqual([["ORG_ADMIN"], ["ORG_ADMIN"]]);
      const [admin] = await first.db.select().from(users).where(eq(users.phoneNumber, "13800000003"));
      expect(admin?.sysRoles).toEqual(["SYS_ADMIN"]);
      const [inactive] = await first.db.select().from(users).where(eq(users.phoneNumber, "13800000004"));
      expect(inactive?.state).toBe("INACTIVE");
      // The default publish workflow's nodes have holders in 示范学校, where 李编辑 applies.
      const [school] = await first.db.select().from(orgs).where(eq(orgs.name, "示范学校"));
      const schoolRoles = await first.db
        .select({ phoneNumber: users.phoneNumber, fullName: users.fullName, roles: memberships.roles })
        .from(memberships)
        .innerJoin(users, eq(users.oid, memberships.userOid))
        .where(eq(memberships.orgOid, school?.oid ?? ""));
      expect(schoolRoles).toEqual(
        expect.arrayContaining([
          { phoneNumber: "13800000006", fullName: "赵审核", roles: ["ORG_CONTENT_ADMIN"] },
          { phoneNumber: "13800000007", fullName: "钱出版", roles: ["ORG_PUBLISH_ADMIN"] },
        ]),
      );
      // 高一(1)班 of 示范学校 (李编辑's) with its two reader-only students.
      const classRows = await first.db
        .select({ className: classes.name, phoneNumber: users.phoneNumber, readerOnly: users.readerOnly })
        .from(classStudents)
        .innerJoin(classes, eq(classes.oid, classStudents.classOid))
        .innerJoin(users, eq(users.oid, classStudents.studentOid))
        .where(eq(classes.orgOid, school?.oid ?? ""));
      expect(classRows).toEqual(
        expect.arrayContaining([
          { className: "高一(1)班", phoneNumber: "13900000001", readerOnly: true },
          { className: "高一(1)班", phoneNumber: "13900000002", readerOnly: true },
        ]),
      );
      const [bookCount] = await first.db.select({ total: count() }).from(books);
      expect(bookCount?.total).toBeGreaterThanOrEqual(3);
      const [fileCount] = await first.db.select({ total: count() }).from(contentFiles);
      expect(fileCount?.total).toBeGreaterThanOrEqual(6);
      // Every seeded heading can be a link's target: it has an oid (content §3.13 headingOid).
      const headings = (await first.db.select({ content: contentFiles.content }).from(contentFiles)).flatMap(
        (file) => headingsOf(file.content),
      );
      expect(headings.length).toBeGreaterThan(0);
      expect(headings.filter((heading) => typeof heading.attrs?.oid !== "string")).toEqual([]);
      await first.close();

      const second = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDirOf(dataDir) });
      await second.migrate();
      expect(await seedDemo(second.db)).toBe(false);
      const [orgCount] = await second.db.select({ total: count() }).from(orgs);
      expect(orgCount?.total).toBe(3);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("demo media", () => {
  it("puts real images into 信息技术基础's media library and gives 大学语文 an image cover", async () => {
    const context = await createTestApp();
    try {
      expect(await seedDemo(context.db)).toBe(true);
      await seedDemoMedia(context);
      const media = await context.db.select().from(attachments);
      expect(media.filter((item) => item.type === "IMAGE" && item.state === "READY")).toHaveLength(4);
      expect(media.every((item) => item.width && item.height && item.thumbnailKey)).toBe(true);
      const [chinese] = await context.db.select().from(books).where(eq(books.name, "大学语文"));
      const coverOf = media.find((item) => item.oid === chinese?.coverAttachmentOid);
      expect(coverOf?.name).toBe("大学语文封面.png");
      expect(await context.storage.getObject(coverOf?.thumbnailKey ?? "")).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe("demo subject resource library", () => {
  it("fills the platform's library with pictures and lets 信息技术基础's editors use it", async () => {
    const context = await createTestApp();
    try {
      expect(await seedDemo(context.db)).toBe(true);
      await seedDemoResLibs(context);
      const resources = await context.db.select().from(resLibResources);
      expect(resources.map((item) => [item.name, item.orgOid, item.state, item.subjectCode])).toEqual([
        ["冯·诺依曼结构", null, "ACTIVE", "information-technology"],
        ["星型网络", null, "ACTIVE", "information-technology"],
        ["二进制的一个字节", null, "ACTIVE", "information-technology"],
      ]);
      const files = await context.db.select().from(attachments);
      expect(
        files.every((file) => file.bookOid === null && file.state === "READY" && file.thumbnailKey),
      ).toBe(true);
      const [book] = await context.db.select().from(books).where(eq(books.name, "信息技术基础"));
      expect(book?.editorUseSubjectResourceEnabled).toBe(true);
    } finally {
      await context.close();
    }
  });
});
