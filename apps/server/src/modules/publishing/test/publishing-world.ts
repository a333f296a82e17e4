// What the publishing API tests start from: an app whose task engine runs, an organisation with the
// people the default workflow needs (a content reviewer, a publisher), a book with a chief editor,
// an editor and a plain member, one chapter > section > file, and the steps the tests repeat
// (apply, approve every node, build, release).
import type { BuildAnswer, OrgRole, ProcessNode, PublishApplication, UserTask } from "@textbook/shared";
import { expect } from "vitest";
import { call, createTestApp, type TestContext } from "../../../test/app.ts";
import {
  buildBook,
  buildChapter,
  buildFile,
  buildOrg,
  buildSection,
  buildUser,
  sessionFor,
} from "../../../test/factories.ts";
import { waitForState } from "../../../test/tasks.ts";

export async function createPublishingWorld(context: TestContext) {
  const { db, clock } = context;
  const org = await buildOrg(db);
  const person = (fullName: string, roles: OrgRole[]) =>
    buildUser(db, { fullName, memberships: [{ org, roles }] });
  const chief = await person("王主编", ["ORG_MEMBER"]);
  const editor = await person("李编辑", ["ORG_MEMBER"]);
  const member = await person("张成员", ["ORG_MEMBER"]);
  const reviewer = await person("赵审核", ["ORG_MEMBER", "ORG_CONTENT_ADMIN"]);
  const publisher = await person("钱出版", ["ORG_MEMBER", "ORG_PUBLISH_ADMIN"]);
  const outsider = await person("孙旁观", ["ORG_MEMBER"]);
  const book = await buildBook(db, {
    org,
    name: "信息技术基础",
    members: [
      { user: chief, role: "BOOK_CHIEF_EDITOR" },
      { user: editor, role: "BOOK_EDITOR" },
      { user: member, role: "BOOK_MEMBER" },
    ],
  });
  const chapter = await buildChapter(db, { book, name: "第一章 计算机基础" });
  const section = await buildSection(db, { chapter, name: "第一节 计算机的组成" });
  const file = await buildFile(db, { section, name: "冯·诺依曼结构", text: "计算机由五大部件组成。" });
  const token = async (user: typeof chief) => sessionFor(db, user, clock, org.oid);
  return {
    org,
    book,
    chapter,
    section,
    file,
    users: { chief, editor, member, reviewer, publisher, outsider },
    tokens: {
      chief: await token(chief),
      editor: await token(editor),
      member: await token(member),
      reviewer: await token(reviewer),
      publisher: await token(publisher),
      outsider: await token(outsider),
    },
    url: `/api/books/${book.oid}`,
  };
}

export type PublishingWorld = Awaited<ReturnType<typeof createPublishingWorld>>;

export async function createPublishingApp() {
  const context = await createTestApp();
  await context.app.tasks.start();
  return context;
}

export async function apply(context: TestContext, world: PublishingWorld, token = world.tokens.chief) {
  const response = await call<PublishApplication>(context.app, "POST", `${world.url}/publish-apply`, {
    token,
    body: { planType: "SCHOOL", note: "秋季学期使用" },
  });
  expect(response.body.errorMessage).toBe("");
  return response.body.data;
}

/** The open node of the instance, acted on by `token` (approve, or reject with a comment). */
export async function decideOpenNode(
  context: TestContext,
  instanceOid: string,
  token: string,
  decision: "approve" | "reject",
) {
  const nodes = await call<{ items: ProcessNode[] }>(
    context.app,
    "GET",
    `/api/process-instances/${instanceOid}/process-nodes`,
    { token },
  );
  const open = nodes.body.data.items.find((node) => node.state === "PENDING");
  if (!open) throw new Error(`no open node in ${JSON.stringify(nodes.body)}`);
  const response = await call(
    context.app,
    "POST",
    `/api/process-instances/${instanceOid}/process-nodes/${open.oid}/${decision}`,
    { token, body: { comment: decision === "reject" ? "请补充习题" : "同意" } },
  );
  expect(response.body.errorMessage).toBe("");
}

/** Applies and has the reviewer and the publisher approve: the book is PUBLISHED. */
export async function applyAndApprove(context: TestContext, world: PublishingWorld) {
  const application = await apply(context, world);
  await decideOpenNode(context, application.processInstanceOid, world.tokens.reviewer, "approve");
  await decideOpenNode(context, application.processInstanceOid, world.tokens.publisher, "approve");
  return application;
}

/** Submits a build and waits for its task to end in `state`. */
export async function buildEdition(
  context: TestContext,
  world: PublishingWorld,
  state: "DONE" | "FAILED" = "DONE",
) {
  const response = await call<BuildAnswer>(context.app, "POST", `${world.url}/build`, {
    token: world.tokens.publisher,
  });
  expect(response.body.errorMessage).toBe("");
  const task = await waitForState(context.db, response.body.data.task.oid, state);
  return { ...response.body.data, finished: task };
}

/** Submits a release of `editionOid` (the newest READY one when absent) and waits for it to finish. */
export async function releaseEdition(context: TestContext, world: PublishingWorld, editionOid?: string) {
  const response = await call<{ task: UserTask }>(context.app, "POST", `${world.url}/release`, {
    token: world.tokens.publisher,
    body: editionOid ? { editionOid } : {},
  });
  expect(response.body.errorMessage).toBe("");
  return waitForState(context.db, response.body.data.task.oid, "DONE");
}
