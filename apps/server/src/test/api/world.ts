// A seeded world for the whole-API suites (fuzz and authorisation matrix): two organisations, one
// user per caller kind with a session, and a book in organisation A holding one of every resource a
// route can name (chapter, sections, files of each kind, activity and topic, mind map, reading,
// virtual simulation, attachment with bytes, pending upload, task, style library, custom colour and
// library, a saved version). Resources are made through the API where it makes them (so they are
// what real callers make), with the factories otherwise.
import { randomUUID } from "node:crypto";
import type { OrgRole } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { eq } from "drizzle-orm";
import { newOid } from "../../db/oid.ts";
import { errorCorrections, processNodes } from "../../db/schema/index.ts";
import { storeGeneratedFile } from "../../modules/attachments/store-generated.ts";
import type { OrgRow } from "../../modules/users/repository.ts";
import { startProcess } from "../../modules/workflows/start-process.ts";
import { call, type TestContext } from "../app.ts";
import { buildEdition } from "../edition-fixture.ts";
import {
  buildAttachment,
  buildBook,
  buildChapter,
  buildFile,
  buildOrg,
  buildSection,
  buildUser,
  sessionFor,
} from "../factories.ts";
import { seedWorldPush } from "./world-push.ts";
import { seedWorldResLib } from "./world-res-lib.ts";

export const CALLERS = [
  "anonymous",
  "noOrg",
  "otherOrg",
  "orgMember",
  "bookMember",
  "chiefEditor",
  "orgAdmin",
  "sysAdmin",
] as const;
export type Caller = (typeof CALLERS)[number];

export type World = Awaited<ReturnType<typeof seedWorld>>;

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function must<T>(
  context: TestContext,
  method: "POST" | "PUT",
  url: string,
  token: string,
  body: unknown,
) {
  const response = await call<T>(context.app, method, url, { token, body });
  if (response.status !== 200) {
    throw new Error(`world seed ${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** `inOrg`: seed the world's organisation A as that one (a second book beside another world's). */
export async function seedWorld(context: TestContext, options: { inOrg?: OrgRow } = {}) {
  const { db, clock } = context;
  const orgA = options.inOrg ?? (await buildOrg(db));
  const orgB = await buildOrg(db);
  const inA = (roles: OrgRole[]) => buildUser(db, { memberships: [{ org: orgA, roles }] });
  const users = {
    noOrg: await buildUser(db),
    otherOrg: await buildUser(db, { memberships: [{ org: orgB, roles: ["ORG_MEMBER"] }] }),
    orgMember: await inA(["ORG_MEMBER"]),
    bookMember: await inA(["ORG_MEMBER"]),
    chiefEditor: await inA(["ORG_MEMBER"]),
    orgAdmin: await inA(["ORG_ADMIN"]),
    sysAdmin: await buildUser(db, { sysRoles: ["SYS_ADMIN"] }),
  };
  const book = await buildBook(db, {
    org: orgA,
    members: [
      { user: users.chiefEditor, role: "BOOK_CHIEF_EDITOR" },
      { user: users.bookMember, role: "BOOK_MEMBER" },
    ],
  });
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    noOrg: await sessionFor(db, users.noOrg, clock),
    otherOrg: await sessionFor(db, users.otherOrg, clock, orgB.oid),
    orgMember: await sessionFor(db, users.orgMember, clock, orgA.oid),
    bookMember: await sessionFor(db, users.bookMember, clock, orgA.oid),
    chiefEditor: await sessionFor(db, users.chiefEditor, clock, orgA.oid),
    orgAdmin: await sessionFor(db, users.orgAdmin, clock, orgA.oid),
    sysAdmin: await sessionFor(db, users.sysAdmin, clock),
  };
  const chief = tokens.chiefEditor as string;
  const chapter = await buildChapter(db, { book });
  const section = await buildSection(db, { chapter });
  const secondSection = await buildSection(db, { chapter });
  const file = await buildFile(db, { section, text: "光合作用" });
  const activityFile = await buildFile(db, { section, type: "ACTIVITY" });
  const mindMapFile = await buildFile(db, { section, type: "MIND_MAP" });
  const readingFile = await buildFile(db, { section, type: "READING" });
  const spareFile = await buildFile(db, { section: secondSection });
  const bookUrl = `/api/books/${book.oid}`;
  const sectionUrl = `${bookUrl}/chapters/${chapter.oid}/sections/${section.oid}`;
  const attachment = await buildAttachment(db, { uploader: users.chiefEditor, book });
  await context.storage.putObject(attachment.objectKey, ONE_PIXEL_PNG, "image/png");
  const activity = await must<{ oid: string }>(
    context,
    "POST",
    `${sectionUrl}/files/${activityFile.oid}/activities/`,
    chief,
    { type: "TEST", name: "练习" },
  );
  const topics = await must<{ items: { oid: string }[] }>(
    context,
    "PUT",
    `${sectionUrl}/files/${activityFile.oid}/activities/${activity.oid}/topics`,
    chief,
    { topics: [sampleTopics().JUDGE] },
  );
  const mindMap = await must<{ oid: string }>(
    context,
    "POST",
    `${sectionUrl}/files/${mindMapFile.oid}/mind-maps`,
    chief,
    {
      title: "导图",
      data: { nodeData: { id: "root", topic: "光合作用" } },
    },
  );
  const reading = await must<{ oid: string }>(
    context,
    "POST",
    `${sectionUrl}/files/${readingFile.oid}/readings`,
    chief,
    {
      type: "EXTENDED_READING",
      typeName: "拓展阅读",
      title: "阅读",
      resources: [],
    },
  );
  const library = await must<{ oid: string }>(context, "POST", `${bookUrl}/style-libraries`, chief, {
    name: `样式${randomUUID().slice(0, 6)}`,
    items: [],
  });
  const color = await must<{ oid: string }>(context, "POST", `${bookUrl}/custom-colors`, chief, {
    color: "#ff0000",
  });
  const customLibrary = await must<{ oid: string }>(context, "POST", `${bookUrl}/custom-libraries`, chief, {
    name: "段落",
    nodeType: "paragraph",
    attrs: { indent: 2 },
  });
  const upload = await must<{
    attachment: { attachmentOid: string };
    credentials: { objectKey: string; securityToken: string; accessKeySecret: string };
  }>(context, "POST", "/api/attachments", chief, {
    fileName: "图.png",
    size: 1024,
    type: "IMAGE",
    bookOid: book.oid,
  });
  const task = await must<{ oid: string }>(context, "POST", "/api/books/export", chief, {
    bookOid: book.oid,
  });
  const simulation = await must<{ oid: string }>(
    context,
    "POST",
    `${sectionUrl}/files/${file.oid}/virtual-simulations`,
    chief,
    { name: "实验", url: "https://example.com/vr", screenType: "LANDSCAPE", deviceType: "PC" },
  );
  // One save, so the file has a history to read and restore.
  const saved = await must<{ version: number }>(
    context,
    "PUT",
    `${sectionUrl}/files/${file.oid}/content`,
    chief,
    {
      content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "第二版" }] }] },
      baseVersion: file.version,
    },
  );
  // Issue 15 §5: an agreement in effect (accepted, its record read), one scheduled (the one a
  // change may still touch), a notice and an ad.
  const admin = tokens.sysAdmin as string;
  const eulaBody = (effectiveAt: Date) => ({
    title: "用户协议",
    version: `w-${randomUUID().slice(0, 8)}`,
    content: "<p>协议</p>",
    required: true,
    effectiveAt: effectiveAt.toISOString(),
  });
  const eula = await must<{ oid: string }>(context, "POST", "/api/eulas", admin, eulaBody(clock.now()));
  const scheduledEula = await must<{ oid: string }>(
    context,
    "POST",
    "/api/eulas",
    admin,
    eulaBody(new Date(clock.now().getTime() + 86_400_000)),
  );
  const notice = await must<{ oid: string }>(context, "POST", "/api/systems/notices", admin, {
    content: "公告",
  });
  const ad = await must<{ oid: string }>(context, "POST", "/api/ads", admin, {
    title: "广告",
    position: "BOOK_LIST",
  });
  // Issue 16 §1: organisation A's approvals go to its admin; one by the chief editor waits there.
  await must(context, "PUT", `/api/orgs/${orgA.oid}/process-definitions/PUBLISH`, tokens.orgAdmin as string, {
    nodes: [{ name: "审核", assignee: { role: "ORG_ADMIN" } }],
  });
  const approval = await startWorldApproval(context, orgA.oid, users.chiefEditor.oid);
  const resLib = await seedWorldResLib(context, {
    orgOid: orgA.oid,
    bookOid: book.oid,
    sysAdmin: users.sysAdmin,
    sysToken: tokens.sysAdmin as string,
    png: ONE_PIXEL_PNG,
  });
  // The organisation admin's uploaded import spreadsheet (POST /users/{id}/org-users/import/{x}).
  const userSheet = await storeGeneratedFile(context, {
    bookOid: null,
    orgOid: orgA.oid,
    ownerOid: users.orgAdmin.oid,
    name: "用户.csv",
    type: "DOCUMENT",
    contentType: "text/csv",
    body: Buffer.from("姓名,手机号,备注\n矩阵,13800000000,\n"),
  });
  // Issue 16 §4: a READY edition released to readers and the chief editor's share link to it.
  const edition = await buildEdition(context, book, users.chiefEditor, { release: true });
  // Issue 18 §5: a reader's report on the world's book, for the error-correction routes.
  const [errorCorrection] = await context.db
    .insert(errorCorrections)
    .values({
      bookOid: book.oid,
      editionOid: edition.oid,
      fileOid: file.oid,
      blockOid: "block1",
      type: "WORD",
      description: "矩阵纠错",
      reporterOid: users.orgMember.oid,
    })
    .returning({ oid: errorCorrections.oid });
  if (!errorCorrection) throw new Error("world error correction insert failed");
  const shareLink = await must<{ oid: string; token: string }>(
    context,
    "POST",
    `/api/books/${book.oid}/share-links`,
    chief,
    { expiresAt: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString() },
  );
  // Issue 18 §2: a class with a student and a standing push of the book to it.
  const delivery = await seedWorldPush(db, {
    orgOid: orgA.oid,
    bookOid: book.oid,
    editionOid: edition.oid,
    teacherOid: users.chiefEditor.oid,
  });
  return {
    orgA,
    orgB,
    userSheet,
    users,
    tokens,
    book,
    chapter,
    section,
    secondSection,
    file,
    activityFile,
    mindMapFile,
    readingFile,
    spareFile,
    /** The seeded file's version after the world's save (its history holds the versions before). */
    fileVersion: saved.version,
    attachment,
    upload,
    activity,
    topic: topics.items[0] as { oid: string },
    mindMap,
    reading,
    library,
    color,
    customLibrary,
    task,
    simulation,
    eula,
    scheduledEula,
    notice,
    ad,
    edition,
    shareLink,
    approval,
    resLib,
    delivery,
    errorCorrection,
  };
}

/** An approval in progress without a book (the kind's hooks leave the world's book alone). */
async function startWorldApproval(context: TestContext, orgOid: string, applicantOid: string) {
  const { instanceOid } = await context.db.transaction((tx) =>
    startProcess(
      tx,
      { orgOid, kind: "PUBLISH", title: "矩阵审批", applicantOid, bookOid: null, subjectOid: newOid() },
      { now: context.clock.now() },
    ),
  );
  const [node] = await context.db
    .select({ oid: processNodes.oid })
    .from(processNodes)
    .where(eq(processNodes.instanceOid, instanceOid));
  if (!node) throw new Error("world approval without a node");
  return { oid: instanceOid, nodeOid: node.oid };
}

/**
 * The world's object for a path parameter, by name and by where it sits (`{id}` is an
 * organisation, a user, an attachment or a book depending on the path).
 */
export function worldParam(world: World, path: string, name: string): string {
  const byName: Record<string, string> = {
    bookOid: world.book.oid,
    chapterOid: world.chapter.oid,
    sectionOid: world.section.oid,
    fileOid: fileFor(world, path).oid,
    activityOid: world.activity.oid,
    mindMapOid: world.mindMap.oid,
    readingOid: world.reading.oid,
    taskOid: world.task.oid,
    colorOid: world.color.oid,
    libraryOid: path.includes("custom-libraries") ? world.customLibrary.oid : world.library.oid,
    attachmentOid: world.attachment.oid,
    attId: world.attachment.oid,
    objectKey: world.upload.credentials.objectKey,
    orgId: world.orgA.oid,
    x: world.userSheet.oid,
    version: String(world.fileVersion - 1),
    variant: "original",
    token: world.shareLink.token,
    editionOid: world.edition.oid,
    key: `s.${world.shareLink.token}`,
    nodeOid: world.approval.nodeOid,
    kind: "PUBLISH",
    resId: world.resLib.oid,
    classOid: world.delivery.class.oid,
    pushOid: world.delivery.push.oid,
    c: world.chapter.oid,
    s: world.section.oid,
    studentOid: world.users.orgMember.oid,
    bookId: world.book.oid,
  };
  if (name === "id") {
    if (path.startsWith("/api/orgs/")) return world.orgA.oid;
    if (path.includes("/org-users/import/")) return world.orgA.oid;
    if (path.includes("/moso-users")) return world.users.sysAdmin.oid;
    if (path.startsWith("/api/users/")) return world.users.orgMember.oid;
    if (path.startsWith("/api/books/")) return world.book.oid;
    if (path.startsWith("/api/book-stats/") || path.startsWith("/api/book-applications/"))
      return world.book.oid;
    if (path.startsWith("/api/eulas/"))
      return path === "/api/eulas/{id}" ? world.scheduledEula.oid : world.eula.oid;
    if (path.startsWith("/api/systems/notices/")) return world.notice.oid;
    if (path.startsWith("/api/ads/")) return world.ad.oid;
    if (path.startsWith("/api/process-instances/")) return world.approval.oid;
    if (path.startsWith("/api/share-links/")) return world.shareLink.oid;
    if (path.startsWith("/api/reader/editions/")) return world.edition.oid;
    if (path.startsWith("/api/res-libs/")) return world.resLib.oid;
    if (path.startsWith("/api/error-corrections/")) return world.errorCorrection.oid;
    return world.attachment.oid;
  }
  const value = byName[name];
  if (value === undefined) throw new Error(`the world has no value for {${name}} in ${path}`);
  return value;
}

/** The file a route under files/{fileOid} works on: activities, mind maps and readings have their own. */
function fileFor(world: World, path: string) {
  if (path.includes("/activities")) return world.activityFile;
  if (path.includes("/mind-maps")) return world.mindMapFile;
  if (path.includes("/readings")) return world.readingFile;
  return world.file;
}

/** Headers a route needs besides the bearer token (the upload part's credentials). */
export function worldHeaders(world: World, path: string): Record<string, string> {
  if (!path.startsWith("/api/uploads/")) return {};
  return {
    "x-upload-token": world.upload.credentials.securityToken,
    "x-upload-secret": world.upload.credentials.accessKeySecret,
  };
}
