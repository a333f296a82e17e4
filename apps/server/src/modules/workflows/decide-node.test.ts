import type {
  Page,
  ProcessActionResult,
  ProcessInstance,
  ProcessInstanceDetail,
  ProcessNode,
  TodoCount,
} from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { actionPath, nodesPath, recordingHooks, workflowOrg } from "./workflow-test-support.ts";

let context: TestContext;
const hooks = recordingHooks();
beforeAll(async () => {
  context = await createTestApp({ processHooks: hooks.registry });
});
afterAll(() => context.close());

async function nodesOf(instanceOid: string, token: string) {
  const answer = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), { token });
  expect(answer.status).toBe(200);
  return answer.body.data.items;
}

describe("approve and reject", () => {
  it("the holders of each node approve in turn: the todo count follows, the instance ends APPROVED", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const count = async (token: string) =>
      (await call<TodoCount>(context.app, "GET", "/api/todos/count", { token })).body.data.inProgressCount;
    expect(await count(setup.reviewer.token)).toBe(1);
    expect(await count(setup.reviewer2.token)).toBe(1);
    expect(await count(setup.publisher.token)).toBe(0);
    expect(await count(setup.applicant.token)).toBe(0);

    const [first, second] = await nodesOf(instanceOid, setup.applicant.token);
    expect(first).toMatchObject({
      name: "内容审核",
      state: "PENDING",
      assignee: { role: "ORG_CONTENT_ADMIN" },
    });
    expect(second).toMatchObject({
      name: "出版审批",
      state: "WAITING",
      assignee: { role: "ORG_PUBLISH_ADMIN" },
    });
    if (!first || !second) throw new Error("two nodes expected");

    // The publisher does not hold the first node yet.
    const early = await call(context.app, "POST", actionPath(instanceOid, first.oid, "approve"), {
      token: setup.publisher.token,
      body: {},
    });
    expect(early.status).toBe(403);
    expect(early.body.errorCode).toBe("error.permission.denied");

    const approved = await call<ProcessActionResult>(
      context.app,
      "POST",
      actionPath(instanceOid, first.oid, "approve"),
      {
        token: setup.reviewer.token,
        body: { comment: "  内容无误 " },
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.node).toMatchObject({
      state: "APPROVED",
      comment: "内容无误",
      actor: { fullName: "内容审核员" },
    });
    expect(approved.body.data.instance).toMatchObject({
      state: "IN_PROGRESS",
      currentNode: { oid: second.oid, name: "出版审批" },
    });
    expect(await count(setup.reviewer.token)).toBe(0);
    expect(await count(setup.publisher.token)).toBe(1);

    const done = await call<ProcessActionResult>(
      context.app,
      "POST",
      actionPath(instanceOid, second.oid, "approve"),
      {
        token: setup.publisher.token,
        body: {},
      },
    );
    expect(done.body.data.instance).toMatchObject({ state: "APPROVED", currentNode: null });
    expect(done.body.data.instance.finishedAt).not.toBeNull();
    expect(await count(setup.publisher.token)).toBe(0);

    const detail = await call<ProcessInstanceDetail>(
      context.app,
      "GET",
      `/api/process-instances/${instanceOid}`,
      {
        token: setup.applicant.token,
      },
    );
    expect(
      detail.body.data.events.map((event) => [event.action, event.actor.fullName, event.comment]),
    ).toEqual([
      ["START", "申请人", null],
      ["APPROVE", "内容审核员", "内容无误"],
      ["APPROVE", "出版管理员", null],
    ]);
    expect(detail.body.data.abilities).toEqual({ revoke: false, remind: false });
    const heard = hooks.heard.filter((event) => event.instance.oid === instanceOid);
    expect(
      heard.map((event) => [event.action, event.instance.state, event.node?.position, event.nodeCount]),
    ).toEqual([
      ["START", "IN_PROGRESS", 0, 2],
      ["APPROVE", "IN_PROGRESS", 0, 2],
      ["APPROVE", "APPROVED", 1, 2],
    ]);
  });

  it("a reject needs a comment, ends the instance REJECTED and the applicant reads why", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const [first] = await nodesOf(instanceOid, setup.applicant.token);
    if (!first) throw new Error("node expected");
    const path = actionPath(instanceOid, first.oid, "reject");
    for (const body of [{}, { comment: "   " }]) {
      const refused = await call(context.app, "POST", path, { token: setup.reviewer.token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.comment).toBe("请填写驳回意见");
    }
    const tooLong = await call(context.app, "POST", path, {
      token: setup.reviewer.token,
      body: { comment: "长".repeat(501) },
    });
    expect(tooLong.body.errors.comment).toBe("最多 500 个字符");

    const rejected = await call<ProcessActionResult>(context.app, "POST", path, {
      token: setup.reviewer.token,
      body: { comment: "第三章图片缺少版权说明" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.instance).toMatchObject({ state: "REJECTED", currentNode: null });
    const nodes = await nodesOf(instanceOid, setup.applicant.token);
    expect(nodes.map((node) => node.state)).toEqual(["REJECTED", "CANCELLED"]);

    const mine = await call<Page<ProcessInstance>>(
      context.app,
      "GET",
      "/api/process-instances/my-list?state=REJECTED",
      {
        token: setup.applicant.token,
      },
    );
    expect(mine.body.data.items.map((item) => item.oid)).toContain(instanceOid);
    const detail = await call<ProcessInstanceDetail>(
      context.app,
      "GET",
      `/api/process-instances/${instanceOid}`,
      {
        token: setup.applicant.token,
      },
    );
    expect(detail.body.data.events.at(-1)).toMatchObject({
      action: "REJECT",
      comment: "第三章图片缺少版权说明",
    });

    // Nothing is open any more.
    const late = await call(context.app, "POST", actionPath(instanceOid, first.oid, "approve"), {
      token: setup.reviewer2.token,
      body: {},
    });
    expect(late.status).toBe(409);
    expect(late.body.errorMessage).toBe("该审批节点已被处理");
  });

  it("someone who does not hold the node is refused and nothing changes", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const [first] = await nodesOf(instanceOid, setup.applicant.token);
    if (!first) throw new Error("node expected");
    for (const caller of [setup.applicant, setup.publisher, setup.admin, setup.outsider]) {
      for (const [action, body] of [
        ["approve", {}],
        ["reject", { comment: "不行" }],
        ["transfer", { userOid: setup.reviewer2.user.oid }],
      ] as const) {
        const refused = await call(context.app, "POST", actionPath(instanceOid, first.oid, action), {
          token: caller.token,
          body,
        });
        expect(refused.status).toBe(403);
        expect(refused.body.errorCode).toBe("error.permission.denied");
        expect(refused.body.errorMessage).toBe("没有操作权限");
      }
    }
    const nodes = await nodesOf(instanceOid, setup.applicant.token);
    expect(nodes.map((node) => [node.state, node.actor, node.comment])).toEqual([
      ["PENDING", null, null],
      ["WAITING", null, null],
    ]);
    const detail = await call<ProcessInstanceDetail>(
      context.app,
      "GET",
      `/api/process-instances/${instanceOid}`,
      {
        token: setup.applicant.token,
      },
    );
    expect(detail.body.data.events.map((event) => event.action)).toEqual(["START"]);
    expect(
      (await call(context.app, "POST", actionPath(instanceOid, first.oid, "approve"), { body: {} })).status,
    ).toBe(401);
  });

  it("a hook that fails rolls the action back", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const [first] = await nodesOf(instanceOid, setup.applicant.token);
    if (!first) throw new Error("node expected");
    hooks.control.failOn = "APPROVE";
    try {
      const failed = await call(context.app, "POST", actionPath(instanceOid, first.oid, "approve"), {
        token: setup.reviewer.token,
        body: {},
      });
      expect(failed.status).toBe(500);
    } finally {
      hooks.control.failOn = null;
    }
    const nodes = await nodesOf(instanceOid, setup.reviewer.token);
    expect(nodes.map((node) => node.state)).toEqual(["PENDING", "WAITING"]);
    expect(nodes[0]?.canAct).toBe(true);
  });

  it("an unknown instance or node answers not found", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const missing = await call(context.app, "POST", actionPath(instanceOid, "nope", "approve"), {
      token: setup.reviewer.token,
      body: {},
    });
    expect(missing.status).toBe(404);
    const gone = await call(context.app, "GET", "/api/process-instances/nope", {
      token: setup.reviewer.token,
    });
    expect(gone.status).toBe(404);
  });
});
