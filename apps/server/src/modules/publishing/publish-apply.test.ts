// POST /books/{id}/publish-apply and the publish state moving with the workflow (issue 16 §3).
import type { BookEditions, Page, PublishApplication } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processDefinitions, publishApplications } from "../../db/schema/index.ts";
import { call, type TestContext } from "../../test/app.ts";
import {
  apply,
  applyAndApprove,
  createPublishingApp,
  createPublishingWorld,
  decideOpenNode,
  type PublishingWorld,
} from "./test/publishing-world.ts";

let context: TestContext;

beforeAll(async () => {
  context = await createPublishingApp();
});

afterAll(async () => {
  await context.close();
});

async function publishState(world: PublishingWorld) {
  const response = await call<BookEditions>(context.app, "GET", `${world.url}/editions`, {
    token: world.tokens.chief,
  });
  return response.body.data.publishState;
}

async function applications(world: PublishingWorld) {
  const response = await call<Page<PublishApplication>>(
    context.app,
    "GET",
    `${world.url}/publish/apply-history`,
    { token: world.tokens.member },
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

describe("POST /books/:id/publish-apply", () => {
  it("starts the workflow for a chief editor: the application is in progress, the book DECLARED", async () => {
    const world = await createPublishingWorld(context);
    expect(await publishState(world)).toBe("UNDECLARED");
    const response = await call<PublishApplication>(context.app, "POST", `${world.url}/publish-apply`, {
      token: world.tokens.chief,
      body: { planType: "WILL_PUBLISH", note: "  拟正式出版  " },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      bookOid: world.book.oid,
      planType: "WILL_PUBLISH",
      note: "拟正式出版",
      state: "IN_PROGRESS",
      applicant: { oid: world.users.chief.oid, fullName: "王主编" },
      finishedAt: null,
    });
    expect(await publishState(world)).toBe("DECLARED");
    const history = await applications(world);
    expect(history.total).toBe(1);
    expect(history.items[0]?.oid).toBe(response.body.data.oid);
  });

  it("lets an editor apply, and refuses a book member, a publisher and an outsider", async () => {
    const world = await createPublishingWorld(context);
    for (const token of [world.tokens.member, world.tokens.publisher, world.tokens.outsider]) {
      const refused = await call(context.app, "POST", `${world.url}/publish-apply`, {
        token,
        body: { planType: "SCHOOL" },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("err.privilege.required");
    }
    expect((await applications(world)).total).toBe(0);
    await apply(context, world, world.tokens.editor);
    expect(await publishState(world)).toBe("DECLARED");
  });

  it("answers 401 without a session and 404 for an unknown book", async () => {
    const world = await createPublishingWorld(context);
    expect(
      (await call(context.app, "POST", `${world.url}/publish-apply`, { body: { planType: "SCHOOL" } }))
        .status,
    ).toBe(401);
    const unknown = await call(context.app, "POST", "/api/books/nosuchbook/publish-apply", {
      token: world.tokens.chief,
      body: { planType: "SCHOOL" },
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses a missing plan type and a note over 500 characters with field messages", async () => {
    const world = await createPublishingWorld(context);
    const noPlan = await call(context.app, "POST", `${world.url}/publish-apply`, {
      token: world.tokens.chief,
      body: { note: "说明" },
    });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.errorCode).toBe("err.validate.failed");
    expect(noPlan.body.errors.planType).toBe("必填项，请输入");
    const longNote = await call(context.app, "POST", `${world.url}/publish-apply`, {
      token: world.tokens.chief,
      body: { planType: "SCHOOL", note: "字".repeat(501) },
    });
    expect(longNote.status).toBe(400);
    expect(longNote.body.errors.note).toContain("500");
    expect((await applications(world)).total).toBe(0);
  });

  it("allows one application in progress: a second answers a clear message and changes nothing", async () => {
    const world = await createPublishingWorld(context);
    const first = await apply(context, world);
    const second = await call(context.app, "POST", `${world.url}/publish-apply`, {
      token: world.tokens.editor,
      body: { planType: "SCHOOL" },
    });
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe("err.publish.applicationOpen");
    expect(second.body.errorMessage).toBe("该教材已有审批中的发布申请，请等待审批结束或撤回后再申请");
    const history = await applications(world);
    expect(history.items.map((item) => item.oid)).toEqual([first.oid]);
  });

  it("refuses when the organisation has no one to hold a node, writing nothing", async () => {
    const world = await createPublishingWorld(context);
    await context.db.insert(processDefinitions).values({
      orgOid: world.org.oid,
      kind: "PUBLISH",
      nodes: [{ name: "交付审核", assignee: { role: "ORG_DELIVERY_ADMIN" } }],
    });
    const refused = await call(context.app, "POST", `${world.url}/publish-apply`, {
      token: world.tokens.chief,
      body: { planType: "SCHOOL" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("err.process.noAssignee");
    expect(await publishState(world)).toBe("UNDECLARED");
    expect((await applications(world)).total).toBe(0);
  });

  it("of two applications at once, exactly one starts", async () => {
    const world = await createPublishingWorld(context);
    const answers = await Promise.all(
      [world.tokens.chief, world.tokens.editor].map((token) =>
        call(context.app, "POST", `${world.url}/publish-apply`, { token, body: { planType: "SCHOOL" } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await applications(world)).total).toBe(1);
  });
});

describe("the publish state with the workflow", () => {
  it("moves DECLARED → RECEIVED → PUBLISHED and ends the application APPROVED", async () => {
    const world = await createPublishingWorld(context);
    const application = await apply(context, world);
    await decideOpenNode(context, application.processInstanceOid, world.tokens.reviewer, "approve");
    expect(await publishState(world)).toBe("RECEIVED");
    await decideOpenNode(context, application.processInstanceOid, world.tokens.publisher, "approve");
    expect(await publishState(world)).toBe("PUBLISHED");
    const [ended] = (await applications(world)).items;
    expect(ended).toMatchObject({ state: "APPROVED" });
    expect(ended?.finishedAt).not.toBeNull();
  });

  it("proofreads while later nodes wait (三审三校)", async () => {
    const world = await createPublishingWorld(context);
    await context.db.insert(processDefinitions).values({
      orgOid: world.org.oid,
      kind: "PUBLISH",
      nodes: [
        { name: "初审", assignee: { role: "ORG_CONTENT_ADMIN" } },
        { name: "复审", assignee: { role: "ORG_CONTENT_ADMIN" } },
        { name: "终审", assignee: { role: "ORG_PUBLISH_ADMIN" } },
      ],
    });
    const application = await apply(context, world);
    await decideOpenNode(context, application.processInstanceOid, world.tokens.reviewer, "approve");
    expect(await publishState(world)).toBe("RECEIVED");
    await decideOpenNode(context, application.processInstanceOid, world.tokens.reviewer, "approve");
    expect(await publishState(world)).toBe("PROOFREADING");
    await decideOpenNode(context, application.processInstanceOid, world.tokens.publisher, "approve");
    expect(await publishState(world)).toBe("PUBLISHED");
  });

  it("returns to UNDECLARED on a rejection (the application REJECTED) and may apply again", async () => {
    const world = await createPublishingWorld(context);
    const application = await apply(context, world);
    await decideOpenNode(context, application.processInstanceOid, world.tokens.reviewer, "reject");
    expect(await publishState(world)).toBe("UNDECLARED");
    const [row] = await context.db
      .select({ state: publishApplications.state })
      .from(publishApplications)
      .where(eq(publishApplications.oid, application.oid));
    expect(row?.state).toBe("REJECTED");
    await apply(context, world);
    expect(await publishState(world)).toBe("DECLARED");
  });

  it("returns to UNDECLARED when the applicant revokes (the application REVOKED)", async () => {
    const world = await createPublishingWorld(context);
    const application = await apply(context, world);
    const revoked = await call(
      context.app,
      "POST",
      `/api/process-instances/${application.processInstanceOid}/revoke`,
      {
        token: world.tokens.chief,
        body: {},
      },
    );
    expect(revoked.body.errorMessage).toBe("");
    expect(await publishState(world)).toBe("UNDECLARED");
    expect((await applications(world)).items[0]?.state).toBe("REVOKED");
  });

  it("a new application of a PUBLISHED book declares it again", async () => {
    const world = await createPublishingWorld(context);
    await applyAndApprove(context, world);
    await apply(context, world);
    expect(await publishState(world)).toBe("DECLARED");
  });
});
