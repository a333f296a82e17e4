// In-app messages: a remind reaches every holder of the node (not the applicant who sent it), a
// rejection and the final approval reach the applicant, a transfer its new holder; each user reads
// and marks only their own.
import type { Notification, NotificationCount, Page, ProcessNode } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { actionPath, nodesPath, workflowOrg } from "../workflows/workflow-test-support.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function openNode(instanceOid: string, token: string): Promise<ProcessNode> {
  const answer = await call<{ items: ProcessNode[] }>(context.app, "GET", nodesPath(instanceOid), { token });
  const open = answer.body.data.items.find((node) => node.state === "PENDING");
  if (!open) throw new Error("an open node expected");
  return open;
}

const messagesOf = async (token: string) =>
  (await call<Page<Notification>>(context.app, "GET", "/api/notifications", { token })).body.data;
const unreadOf = async (token: string) =>
  (await call<NotificationCount>(context.app, "GET", "/api/notifications/unread-count", { token })).body.data
    .unreadCount;

async function act(token: string, instanceOid: string, action: string, body: object = {}) {
  const node = await openNode(instanceOid, token);
  const answer = await call(context.app, "POST", actionPath(instanceOid, node.oid, action), { token, body });
  expect(answer.body.errorCode).toBe("0");
}

describe("in-app messages", () => {
  it("a remind reaches every holder of the node, with who reminded and which node", async () => {
    const setup = await workflowOrg(context);
    const { instanceOid } = await setup.start("《信息技术基础》发布申请");
    await act(setup.applicant.token, instanceOid, "remind");

    for (const holder of [setup.reviewer, setup.reviewer2]) {
      const messages = await messagesOf(holder.token);
      expect(messages.items).toEqual([
        expect.objectContaining({
          kind: "PROCESS_REMINDED",
          instanceOid,
          title: "《信息技术基础》发布申请",
          nodeName: "内容审核",
          actor: { oid: setup.applicant.user.oid, fullName: "申请人" },
          readAt: null,
        }),
      ]);
      expect(await unreadOf(holder.token)).toBe(1);
    }
    expect((await messagesOf(setup.applicant.token)).total).toBe(0);
    expect((await messagesOf(setup.publisher.token)).total).toBe(0);
  });

  it("a rejection tells the applicant why; a transfer tells its new holder; the final approval tells the applicant", async () => {
    const setup = await workflowOrg(context);
    const rejected = await setup.start("被驳回的申请");
    await act(setup.reviewer.token, rejected.instanceOid, "reject", { comment: "请补充正文后再申请。" });
    const approved = await setup.start("通过的申请");
    const node = await openNode(approved.instanceOid, setup.reviewer.token);
    await call(context.app, "POST", actionPath(approved.instanceOid, node.oid, "transfer"), {
      token: setup.reviewer.token,
      body: { userOid: setup.reviewer2.user.oid, comment: "请你看" },
    });
    expect((await messagesOf(setup.reviewer2.token)).items).toEqual([
      expect.objectContaining({ kind: "NODE_TRANSFERRED", title: "通过的申请", comment: "请你看" }),
    ]);
    await act(setup.reviewer2.token, approved.instanceOid, "approve");
    expect(await unreadOf(setup.applicant.token)).toBe(1);
    await act(setup.publisher.token, approved.instanceOid, "approve");

    const messages = await messagesOf(setup.applicant.token);
    expect(messages.items.map((message) => [message.kind, message.title, message.comment])).toEqual([
      ["PROCESS_APPROVED", "通过的申请", null],
      ["PROCESS_REJECTED", "被驳回的申请", "请补充正文后再申请。"],
    ]);
  });

  it("marks read the caller's own messages only, the named ones or all", async () => {
    const setup = await workflowOrg(context);
    const first = await setup.start("第一份");
    await act(setup.applicant.token, first.instanceOid, "remind");
    const second = await setup.start("第二份");
    await act(setup.applicant.token, second.instanceOid, "remind");
    const [newest] = (await messagesOf(setup.reviewer.token)).items;
    if (!newest) throw new Error("a message expected");

    const refused = await call<NotificationCount>(context.app, "POST", "/api/notifications/read", {
      token: setup.reviewer2.token,
      body: { oids: [newest.oid] },
    });
    expect(refused.body.data.unreadCount).toBe(2);
    expect(await unreadOf(setup.reviewer.token)).toBe(2);

    const one = await call<NotificationCount>(context.app, "POST", "/api/notifications/read", {
      token: setup.reviewer.token,
      body: { oids: [newest.oid] },
    });
    expect(one.body.data.unreadCount).toBe(1);
    const all = await call<NotificationCount>(context.app, "POST", "/api/notifications/read", {
      token: setup.reviewer.token,
      body: {},
    });
    expect(all.body.data.unreadCount).toBe(0);
    expect(await unreadOf(setup.reviewer2.token)).toBe(2);
  });
});
