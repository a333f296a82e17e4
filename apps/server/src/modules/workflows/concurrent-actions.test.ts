// Two actions on one node at once: exactly one wins, the other is told the node was handled. Run it
// on PostgreSQL too (DATABASE_URL), where the requests really overlap.
import type { ProcessInstanceDetail, ProcessNode } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { actionPath, nodesPath, workflowOrg } from "./workflow-test-support.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ processHooks: {} });
});
afterAll(() => context.close());

async function openApproval() {
  const setup = await workflowOrg(context);
  const { instanceOid } = await setup.start();
  const nodes = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), {
    token: setup.applicant.token,
  });
  const [first] = nodes.body.data.items;
  if (!first) throw new Error("node expected");
  return { setup, instanceOid, node: first };
}

async function eventsOf(instanceOid: string, token: string) {
  const detail = await call<ProcessInstanceDetail>(
    context.app,
    "GET",
    `/api/process-instances/${instanceOid}`,
    {
      token,
    },
  );
  return detail.body.data.events.map((event) => event.action);
}

describe("concurrent actions on one node", () => {
  it("two holders approve at once: one wins, the other is told, the next node opens once", async () => {
    for (let round = 0; round < 3; round++) {
      const { setup, instanceOid, node } = await openApproval();
      const path = actionPath(instanceOid, node.oid, "approve");
      const answers = await Promise.all(
        [setup.reviewer, setup.reviewer2].map((holder) =>
          call(context.app, "POST", path, { token: holder.token, body: { comment: holder.user.fullName } }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.errorMessage).toBe("该审批节点已被处理");
      const nodes = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), {
        token: setup.applicant.token,
      });
      expect(nodes.body.data.items.map((item) => item.state)).toEqual(["APPROVED", "PENDING"]);
      expect(await eventsOf(instanceOid, setup.applicant.token)).toEqual(["START", "APPROVE"]);
    }
  });

  it("an approve and a reject at once: exactly one decision stands", async () => {
    const { setup, instanceOid, node } = await openApproval();
    const answers = await Promise.all([
      call(context.app, "POST", actionPath(instanceOid, node.oid, "approve"), {
        token: setup.reviewer.token,
        body: {},
      }),
      call(context.app, "POST", actionPath(instanceOid, node.oid, "reject"), {
        token: setup.reviewer2.token,
        body: { comment: "不通过" },
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await eventsOf(instanceOid, setup.applicant.token);
    expect(events).toHaveLength(2);
    expect(["APPROVE", "REJECT"]).toContain(events[1]);
  });

  it("a revoke and an approve at once: one wins", async () => {
    const { setup, instanceOid, node } = await openApproval();
    const answers = await Promise.all([
      call(context.app, "POST", `/api/process-instances/${instanceOid}/revoke`, {
        token: setup.applicant.token,
        body: {},
      }),
      call(context.app, "POST", actionPath(instanceOid, node.oid, "approve"), {
        token: setup.reviewer.token,
        body: {},
      }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    const events = await eventsOf(instanceOid, setup.applicant.token);
    if (statuses[0] === 200 && statuses[1] === 200) {
      // The approve came first; the instance was still in progress when the revoke ran.
      expect(events).toEqual(["START", "APPROVE", "REVOKE"]);
    } else {
      expect(statuses.sort()).toEqual([200, 409]);
      expect(events).toHaveLength(2);
    }
  });

  it("a transfer and an approve at once: the node is decided once, never both", async () => {
    const { setup, instanceOid, node } = await openApproval();
    const answers = await Promise.all([
      call(context.app, "POST", actionPath(instanceOid, node.oid, "transfer"), {
        token: setup.reviewer.token,
        body: { userOid: setup.reviewer2.user.oid },
      }),
      call(context.app, "POST", actionPath(instanceOid, node.oid, "approve"), {
        token: setup.reviewer2.token,
        body: {},
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const nodes = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), {
      token: setup.applicant.token,
    });
    const states = nodes.body.data.items.map((item) => item.state);
    expect([
      ["APPROVED", "PENDING"],
      ["TRANSFERRED", "PENDING", "WAITING"],
    ]).toContainEqual(states);
  });

  it("two reminds at once: one is sent, the other is told to wait", async () => {
    const { setup, instanceOid, node } = await openApproval();
    const path = actionPath(instanceOid, node.oid, "remind");
    const answers = await Promise.all(
      [1, 2].map(() => call(context.app, "POST", path, { token: setup.applicant.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
  });
});
