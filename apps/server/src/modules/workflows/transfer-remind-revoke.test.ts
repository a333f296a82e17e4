import type {
  ProcessActionResult,
  ProcessInstanceDetail,
  ProcessNode,
  RemindResult,
  TodoCount,
  TransferCandidate,
} from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import type { SmsMessage, SmsProvider } from "../auth/sms/provider.ts";
import { actionPath, nodesPath, recordingHooks, workflowOrg } from "./workflow-test-support.ts";

let context: TestContext;
const sent: Omit<SmsMessage, "log">[] = [];
const sms: SmsProvider = {
  async send(_db, { log: _log, ...message }) {
    sent.push(message);
  },
};
const hooks = recordingHooks();
beforeAll(async () => {
  context = await createTestApp({ sms, processHooks: hooks.registry });
});
afterAll(() => context.close());

async function firstNode(instanceOid: string, token: string): Promise<ProcessNode> {
  const answer = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), { token });
  const [first] = answer.body.data.items;
  if (!first) throw new Error("node expected");
  return first;
}

const count = async (token: string) =>
  (await call<TodoCount>(context.app, "GET", "/api/todos/count", { token })).body.data.inProgressCount;

describe("transfer", () => {
  it("hands a role's node to one member with the role; the new holder alone may act", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const node = await firstNode(instanceOid, setup.reviewer.token);
    const candidates = await call<{ items: TransferCandidate[] }>(
      context.app,
      "GET",
      `${actionPath(instanceOid, node.oid, "transfer-candidates")}`,
      { token: setup.reviewer.token },
    );
    expect(candidates.body.data.items.map((user) => user.fullName)).toEqual(["内容审核员二"]);
    const forbidden = await call(
      context.app,
      "GET",
      actionPath(instanceOid, node.oid, "transfer-candidates"),
      {
        token: setup.publisher.token,
      },
    );
    expect(forbidden.body.errorCode).toBe("error.permission.denied");

    for (const [userOid, message] of [
      [setup.publisher.user.oid, "该用户不能处理此审批节点"],
      [setup.outsider.user.oid, "该用户不能处理此审批节点"],
      [setup.reviewer.user.oid, "不能转交给自己"],
    ] as const) {
      const refused = await call(context.app, "POST", actionPath(instanceOid, node.oid, "transfer"), {
        token: setup.reviewer.token,
        body: { userOid },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.userOid).toBe(message);
    }

    const transferred = await call<ProcessActionResult>(
      context.app,
      "POST",
      actionPath(instanceOid, node.oid, "transfer"),
      {
        token: setup.reviewer.token,
        body: { userOid: setup.reviewer2.user.oid, comment: "我出差，请代为审核" },
      },
    );
    expect(transferred.status).toBe(200);
    const successor = transferred.body.data.node;
    expect(successor).toMatchObject({
      state: "PENDING",
      position: 0,
      name: "内容审核",
      assignee: { role: null, users: [{ fullName: "内容审核员二" }] },
    });
    expect(await count(setup.reviewer.token)).toBe(0);
    expect(await count(setup.reviewer2.token)).toBe(1);

    const nodes = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), {
      token: setup.reviewer.token,
    });
    expect(
      nodes.body.data.items.map((item) => [item.position, item.state, item.transferredTo?.fullName ?? null]),
    ).toEqual([
      [0, "TRANSFERRED", "内容审核员二"],
      [0, "PENDING", null],
      [1, "WAITING", null],
    ]);
    // The old node is closed; the former holder no longer holds the new one.
    const stale = await call(context.app, "POST", actionPath(instanceOid, node.oid, "approve"), {
      token: setup.reviewer.token,
      body: {},
    });
    expect(stale.body.errorMessage).toBe("该审批节点已被处理");
    if (!successor) throw new Error("successor expected");
    const notHeld = await call(context.app, "POST", actionPath(instanceOid, successor.oid, "approve"), {
      token: setup.reviewer.token,
      body: {},
    });
    expect(notHeld.body.errorCode).toBe("error.permission.denied");
    const approved = await call<ProcessActionResult>(
      context.app,
      "POST",
      actionPath(instanceOid, successor.oid, "approve"),
      {
        token: setup.reviewer2.token,
        body: {},
      },
    );
    expect(approved.body.data.instance.currentNode?.name).toBe("出版审批");

    const detail = await call<ProcessInstanceDetail>(
      context.app,
      "GET",
      `/api/process-instances/${instanceOid}`,
      {
        token: setup.reviewer.token,
      },
    );
    expect(
      detail.body.data.events.map((event) => [event.action, event.targetUser?.fullName ?? null]),
    ).toEqual([
      ["START", null],
      ["TRANSFER", "内容审核员二"],
      ["APPROVE", null],
    ]);
  });

  it("hands a named users' node to any member of the organisation", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const admin = setup.admin;
    await call(context.app, "PUT", `/api/orgs/${setup.org.oid}/process-definitions/PUBLISH`, {
      token: admin.token,
      body: { nodes: [{ name: "主编审核", assignee: { userOids: [setup.reviewer.user.oid] } }] },
    });
    const { instanceOid } = await setup.start();
    const node = await firstNode(instanceOid, setup.reviewer.token);
    expect(node.assignee).toEqual({
      role: null,
      users: [{ oid: setup.reviewer.user.oid, fullName: "内容审核员" }],
    });
    expect(await count(setup.reviewer2.token)).toBe(0);
    const transferred = await call<ProcessActionResult>(
      context.app,
      "POST",
      actionPath(instanceOid, node.oid, "transfer"),
      {
        token: setup.reviewer.token,
        body: { userOid: setup.publisher.user.oid },
      },
    );
    expect(transferred.status).toBe(200);
    expect(await count(setup.publisher.token)).toBe(1);
  });
});

describe("remind", () => {
  it("only the applicant reminds, once an hour per node, with an SMS to each holder", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start("《信息技术基础》催办测试");
    const node = await firstNode(instanceOid, setup.applicant.token);
    const path = actionPath(instanceOid, node.oid, "remind");
    const notApplicant = await call(context.app, "POST", path, { token: setup.reviewer.token });
    expect(notApplicant.body.errorCode).toBe("error.permission.denied");

    sent.length = 0;
    const reminded = await call<RemindResult>(context.app, "POST", path, { token: setup.applicant.token });
    expect(reminded.status).toBe(200);
    expect(reminded.body.data.smsSent).toBe(true);
    expect(reminded.body.data.node?.remindedAt).toBe(context.clock.now().toISOString());
    expect(reminded.body.data.instance.currentNode?.remindedAt).toBe(context.clock.now().toISOString());
    expect(sent.map((message) => message.phoneNumber).sort()).toEqual(
      [setup.reviewer.user.phoneNumber, setup.reviewer2.user.phoneNumber].sort(),
    );
    expect(sent[0]).toMatchObject({ template: "processRemind", code: "" });
    expect(sent[0]?.text).toContain("《信息技术基础》催办测试");

    const cooling = await call<ProcessInstanceDetail>(
      context.app,
      "GET",
      `/api/process-instances/${instanceOid}`,
      {
        token: setup.applicant.token,
      },
    );
    expect(cooling.body.data.abilities).toEqual({ revoke: true, remind: false });
    context.clock.advance(59 * 60);
    const again = await call(context.app, "POST", path, { token: setup.applicant.token });
    expect(again.status).toBe(429);
    expect(again.body.errorMessage).toBe("每个审批节点 1 小时内只能催办一次，请 1 分钟后再试");
    context.clock.advance(-30 * 60);
    const sooner = await call(context.app, "POST", path, { token: setup.applicant.token });
    expect(sooner.body.errorMessage).toBe("每个审批节点 1 小时内只能催办一次，请 31 分钟后再试");
    context.clock.advance(30 * 60 + 60);
    const afterAnHour = await call(context.app, "POST", path, { token: setup.applicant.token });
    expect(afterAnHour.status).toBe(200);

    const detail = await call<ProcessInstanceDetail>(
      context.app,
      "GET",
      `/api/process-instances/${instanceOid}`,
      {
        token: setup.reviewer.token,
      },
    );
    expect(detail.body.data.events.filter((event) => event.action === "REMIND")).toHaveLength(2);
  });

  it("a remind still succeeds when SMS is not configured or fails", async () => {
    const failing = await createTestApp({
      database: context.database,
      sms: {
        async send() {
          throw new Error("gateway down");
        },
      },
      processHooks: {},
    });
    try {
      const setup = await workflowOrg(failing);
      const { instanceOid } = await setup.start();
      const node = await firstNode(instanceOid, setup.applicant.token);
      const reminded = await call<RemindResult>(
        failing.app,
        "POST",
        actionPath(instanceOid, node.oid, "remind"),
        {
          token: setup.applicant.token,
        },
      );
      expect(reminded.status).toBe(200);
      expect(reminded.body.data.smsSent).toBe(false);
    } finally {
      await failing.close();
    }
  });

  it("a node that is no longer open cannot be reminded", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const node = await firstNode(instanceOid, setup.applicant.token);
    await call(context.app, "POST", actionPath(instanceOid, node.oid, "approve"), {
      token: setup.reviewer.token,
      body: {},
    });
    const late = await call(context.app, "POST", actionPath(instanceOid, node.oid, "remind"), {
      token: setup.applicant.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.errorMessage).toBe("该审批节点已被处理");
  });
});

describe("revoke", () => {
  it("the applicant withdraws an approval in progress; then nothing is waiting and nothing can be decided", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    const { instanceOid } = await setup.start();
    const node = await firstNode(instanceOid, setup.applicant.token);
    const path = `/api/process-instances/${instanceOid}/revoke`;
    const notApplicant = await call(context.app, "POST", path, { token: setup.reviewer.token, body: {} });
    expect(notApplicant.status).toBe(403);
    expect(notApplicant.body.errorCode).toBe("error.permission.denied");

    const revoked = await call<ProcessActionResult>(context.app, "POST", path, {
      token: setup.applicant.token,
      body: { comment: "需要补充材料" },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.instance).toMatchObject({ state: "REVOKED", currentNode: null });
    expect(await count(setup.reviewer.token)).toBe(0);
    const heard = hooks.heard.filter((event) => event.instance.oid === instanceOid).at(-1);
    expect(heard).toMatchObject({
      action: "REVOKE",
      node: null,
      comment: "需要补充材料",
      instance: { state: "REVOKED" },
    });

    const again = await call(context.app, "POST", path, { token: setup.applicant.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe("该审批已结束");
    const approve = await call(context.app, "POST", actionPath(instanceOid, node.oid, "approve"), {
      token: setup.reviewer.token,
      body: {},
    });
    expect(approve.body.errorMessage).toBe("该审批节点已被处理");
  });
});

describe("start", () => {
  it("refuses when a node of the definition has no one to hold it, and writes nothing", async () => {
    const setup = await workflowOrg(context, hooks.registry);
    await call(context.app, "PUT", `/api/orgs/${setup.org.oid}/process-definitions/PUBLISH`, {
      token: setup.admin.token,
      body: {
        nodes: [
          { name: "内容审核", assignee: { role: "ORG_CONTENT_ADMIN" } },
          { name: "交付", assignee: { role: "ORG_DELIVERY_ADMIN" } },
        ],
      },
    });
    await expect(setup.start()).rejects.toMatchObject({ errorCode: "err.process.noAssignee" });
    const mine = await call<{ total: number }>(context.app, "GET", "/api/process-instances/my-total", {
      token: setup.applicant.token,
    });
    expect(mine.body.data.total).toBe(0);
  });
});
