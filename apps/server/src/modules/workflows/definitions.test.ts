import type { ProcessDefinition, ProcessTemplate } from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { workflowOrg } from "./workflow-test-support.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ processHooks: {} });
});
afterAll(() => context.close());

const pathOf = (orgOid: string) => `/api/orgs/${orgOid}/process-definitions/PUBLISH`;

describe("process definitions", () => {
  it("every organisation starts with the default: content review, then publish approval", async () => {
    const setup = await workflowOrg(context);
    const answer = await call<ProcessDefinition>(context.app, "GET", pathOf(setup.org.oid), {
      token: setup.admin.token,
    });
    expect(answer.body.data).toMatchObject({
      isDefault: true,
      updatedBy: null,
      nodes: [
        { name: "内容审核", assignee: { role: "ORG_CONTENT_ADMIN" }, users: [] },
        { name: "出版审批", assignee: { role: "ORG_PUBLISH_ADMIN" }, users: [] },
      ],
    });
  });

  it("the templates offer the default and 三审三校, each review and proofreading with its role", async () => {
    const setup = await workflowOrg(context);
    const answer = await call<{ items: ProcessTemplate[] }>(
      context.app,
      "GET",
      "/api/process-definition-templates",
      {
        token: setup.applicant.token,
      },
    );
    const threeReviews = answer.body.data.items.find((template) => template.key === "THREE_REVIEWS");
    expect(threeReviews?.name).toBe("三审三校");
    expect(threeReviews?.nodes.map((node) => [node.name, node.assignee.role])).toEqual([
      ["初审", "ORG_CONTENT_ADMIN"],
      ["复审", "ORG_ADMIN"],
      ["终审", "ORG_PUBLISH_ADMIN"],
      ["一校", "ORG_CONTENT_ADMIN"],
      ["二校", "ORG_CONTENT_ADMIN"],
      ["三校", "ORG_PUBLISH_ADMIN"],
    ]);
  });

  it("the organisation's admin stores one; new approvals follow it, running ones keep theirs", async () => {
    const setup = await workflowOrg(context);
    const running = await setup.start("进行中的申请");
    const saved = await call<ProcessDefinition>(context.app, "PUT", pathOf(setup.org.oid), {
      token: setup.admin.token,
      body: {
        nodes: [
          { name: " 主编审核 ", assignee: { userOids: [setup.reviewer.user.oid, setup.reviewer.user.oid] } },
          { name: "终审", assignee: { role: "ORG_PUBLISH_ADMIN" } },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      isDefault: false,
      updatedBy: { fullName: "机构管理员" },
      nodes: [
        {
          name: "主编审核",
          assignee: { userOids: [setup.reviewer.user.oid] },
          users: [{ fullName: "内容审核员" }],
        },
        { name: "终审", assignee: { role: "ORG_PUBLISH_ADMIN" } },
      ],
    });
    const [audit] = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.orgOid, setup.org.oid), eq(auditLogs.action, "org.processDefinition")));
    expect(audit).toMatchObject({ actorOid: setup.admin.user.oid, targetOid: setup.org.oid });
    const next = await setup.start("新的申请");
    const nodesOf = async (oid: string) =>
      (
        await call<{ items: { name: string }[] }>(
          context.app,
          "GET",
          `/api/process-instances/${oid}/process-nodes`,
          {
            token: setup.applicant.token,
          },
        )
      ).body.data.items.map((node) => node.name);
    expect(await nodesOf(running.instanceOid)).toEqual(["内容审核", "出版审批"]);
    expect(await nodesOf(next.instanceOid)).toEqual(["主编审核", "终审"]);
  });

  it("checks the nodes: 1 to 10, names of 1 to 50 characters, known roles, members only", async () => {
    const setup = await workflowOrg(context);
    const put = (body: unknown) =>
      call(context.app, "PUT", pathOf(setup.org.oid), { token: setup.admin.token, body });
    const node = (name: string) => ({ name, assignee: { role: "ORG_CONTENT_ADMIN" } });
    expect((await put({ nodes: [] })).body.errors.nodes).toBe("审批节点需要 1 到 10 个");
    expect(
      (await put({ nodes: Array.from({ length: 11 }, (_, index) => node(`节点${index}`)) })).body.errors
        .nodes,
    ).toBe("审批节点需要 1 到 10 个");
    expect((await put({ nodes: [node("  ")] })).body.errors["nodes.0.name"]).toBe("必填项，请输入");
    expect((await put({ nodes: [node("审".repeat(51))] })).body.errors["nodes.0.name"]).toBe(
      "最多 50 个字符",
    );
    const badRole = await put({ nodes: [{ name: "审核", assignee: { role: "BOOK_EDITOR" } }] });
    expect(badRole.status).toBe(400);
    const noUsers = await put({ nodes: [{ name: "审核", assignee: { userOids: [] } }] });
    expect(noUsers.status).toBe(400);
    const stranger = await put({
      nodes: [node("内容审核"), { name: "审核", assignee: { userOids: [setup.outsider.user.oid] } }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors["nodes.1.assignee.userOids"]).toBe("外人 不是本机构的成员");
    const after = await call<ProcessDefinition>(context.app, "GET", pathOf(setup.org.oid), {
      token: setup.admin.token,
    });
    expect(after.body.data.isDefault).toBe(true);
  });

  it("only the organisation's ORG_ADMIN and SYS_ADMIN read and store it", async () => {
    const setup = await workflowOrg(context);
    const sysAdmin = await buildUser(context.db, { sysRoles: ["SYS_ADMIN"] });
    const sysToken = await sessionFor(context.db, sysAdmin, context.clock);
    const other = await workflowOrg(context);
    const body = { nodes: [{ name: "审核", assignee: { role: "ORG_ADMIN" } }] };
    for (const token of [
      setup.applicant.token,
      setup.reviewer.token,
      setup.publisher.token,
      other.admin.token,
    ]) {
      const read = await call(context.app, "GET", pathOf(setup.org.oid), { token });
      expect(read.status).toBe(403);
      const write = await call(context.app, "PUT", pathOf(setup.org.oid), { token, body });
      expect(write.status).toBe(403);
    }
    expect((await call(context.app, "PUT", pathOf(setup.org.oid), { token: sysToken, body })).status).toBe(
      200,
    );
    expect((await call(context.app, "GET", pathOf("missing"), { token: sysToken })).status).toBe(404);
  });
});
