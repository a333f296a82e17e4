import type {
  Page,
  ProcessInstance,
  ProcessInstanceDetail,
  ProcessNode,
  ProcessTotal,
  TodoItem,
} from "@textbook/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { actionPath, nodesPath, workflowOrg } from "./workflow-test-support.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ processHooks: {} });
});
afterAll(() => context.close());

async function firstNodeOid(instanceOid: string, token: string): Promise<string> {
  const answer = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), { token });
  const oid = answer.body.data.items[0]?.oid;
  if (!oid) throw new Error("node expected");
  return oid;
}

describe("the todo center's lists", () => {
  it("待我处理, 我已处理, 我发起的 and the approvals I acted on, filtered and paged", async () => {
    const setup = await workflowOrg(context);
    const first = await setup.start("第一份申请");
    context.clock.advance(60);
    const second = await setup.start("第二份申请", null);
    context.clock.advance(60);
    const third = await setup.start("第三份申请");
    const todos = (query: string, token = setup.reviewer.token) =>
      call<Page<TodoItem>>(context.app, "GET", `/api/todos${query}`, { token });

    const waiting = await todos("");
    expect(waiting.body.data.total).toBe(3);
    expect(waiting.body.data.items[0]).toMatchObject({
      node: { name: "内容审核", state: "PENDING", canAct: true },
      instance: { title: expect.any(String), applicant: { fullName: "申请人" } },
    });
    expect((await todos("?keyword=第二")).body.data.items.map((item) => item.instance.oid)).toEqual([
      second.instanceOid,
    ]);
    expect((await todos(`?keyword=${encodeURIComponent(setup.book.name)}`)).body.data.total).toBe(2);
    expect((await todos(`?bookOid=${setup.book.oid}`)).body.data.total).toBe(2);
    const paged = await todos("?pageSize=10&page=2");
    expect(paged.body.data).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await todos("?state=WAITING")).status).toBe(400);

    await call(
      context.app,
      "POST",
      actionPath(first.instanceOid, await firstNodeOid(first.instanceOid, setup.reviewer.token), "approve"),
      {
        token: setup.reviewer.token,
        body: {},
      },
    );
    await call(
      context.app,
      "POST",
      actionPath(third.instanceOid, await firstNodeOid(third.instanceOid, setup.reviewer.token), "reject"),
      {
        token: setup.reviewer2.token,
        body: { comment: "不行" },
      },
    );
    expect((await todos("")).body.data.items.map((item) => item.instance.oid)).toEqual([second.instanceOid]);
    const done = await todos("?state=DONE");
    expect(
      done.body.data.items.map((item) => [item.instance.oid, item.node.state, item.node.canAct]),
    ).toEqual([[first.instanceOid, "APPROVED", false]]);
    expect((await todos("?state=DONE", setup.reviewer2.token)).body.data.items[0]?.node.state).toBe(
      "REJECTED",
    );
    expect((await todos("", setup.publisher.token)).body.data.items.map((item) => item.instance.oid)).toEqual(
      [first.instanceOid],
    );

    const contributed = await call<Page<ProcessInstance>>(
      context.app,
      "GET",
      "/api/applications/contributed",
      {
        token: setup.reviewer.token,
      },
    );
    expect(contributed.body.data.items.map((item) => item.oid)).toEqual([first.instanceOid]);

    const mine = await call<Page<ProcessInstance>>(context.app, "GET", "/api/process-instances/my-list", {
      token: setup.applicant.token,
    });
    expect(mine.body.data.items.map((item) => [item.title, item.state])).toEqual([
      ["第三份申请", "REJECTED"],
      ["第二份申请", "IN_PROGRESS"],
      ["第一份申请", "IN_PROGRESS"],
    ]);
    expect(mine.body.data.items[1]?.book).toBeNull();
    expect(mine.body.data.items[2]).toMatchObject({
      book: { oid: setup.book.oid, name: setup.book.name },
      currentNode: { name: "出版审批", assignee: { role: "ORG_PUBLISH_ADMIN" } },
      nodeCount: 2,
    });
    const total = await call<ProcessTotal>(context.app, "GET", "/api/process-instances/my-total", {
      token: setup.applicant.token,
    });
    expect(total.body.data).toEqual({
      total: 3,
      inProgressCount: 2,
      approvedCount: 0,
      rejectedCount: 1,
      revokedCount: 0,
    });
    // Another organisation's lists are empty for them.
    const elsewhere = await call<Page<ProcessInstance>>(
      context.app,
      "GET",
      "/api/process-instances/my-list",
      {
        token: setup.outsider.token,
      },
    );
    expect(elsewhere.body.data.total).toBe(0);
  });

  it("a role given later brings the waiting nodes with it", async () => {
    const setup = await workflowOrg(context);
    await setup.start();
    const newcomer = await buildUser(context.db, {
      memberships: [{ org: setup.org, roles: ["ORG_MEMBER"] }],
    });
    const token = await sessionFor(context.db, newcomer, context.clock, setup.org.oid);
    const count = async () =>
      (await call<{ inProgressCount: number }>(context.app, "GET", "/api/todos/count", { token })).body.data
        .inProgressCount;
    expect(await count()).toBe(0);
    await context.db
      .update(memberships)
      .set({ roles: ["ORG_CONTENT_ADMIN"] })
      .where(and(eq(memberships.userOid, newcomer.oid), eq(memberships.orgOid, setup.org.oid)));
    expect(await count()).toBe(1);
  });
});

describe("who reads an approval", () => {
  it("its applicant, its holders, those who acted and the organisation's admin; no one else", async () => {
    const setup = await workflowOrg(context);
    const { instanceOid } = await setup.start();
    const read = (token: string) =>
      call<ProcessInstanceDetail>(context.app, "GET", `/api/process-instances/${instanceOid}`, { token });
    for (const party of [setup.applicant, setup.reviewer, setup.publisher, setup.admin]) {
      expect((await read(party.token)).status).toBe(200);
    }
    const member = await buildUser(context.db, { memberships: [{ org: setup.org, roles: ["ORG_MEMBER"] }] });
    const memberToken = await sessionFor(context.db, member, context.clock, setup.org.oid);
    for (const token of [memberToken, setup.outsider.token]) {
      const refused = await read(token);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe("error.permission.denied");
      expect((await call(context.app, "GET", nodesPath(instanceOid), { token })).status).toBe(403);
    }
    const applicantView = await read(setup.applicant.token);
    expect(applicantView.body.data.abilities).toEqual({ revoke: true, remind: true });
    expect((await read(setup.reviewer.token)).body.data.abilities).toEqual({ revoke: false, remind: false });
  });
});
