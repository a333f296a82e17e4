// Test setup for the workflow tests: an organisation with an applicant, a content admin, a publish
// admin, an outsider, and approvals started as a kind's module starts them.
import type { OrgRole } from "@textbook/shared";
import { newOid } from "../../db/oid.ts";
import type { TestContext } from "../../test/app.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";
import type { ProcessEvent, ProcessHookRegistry } from "./process-hooks.ts";
import { startProcess } from "./start-process.ts";

/** Hooks that remember what they heard, and can be told to fail. */
export function recordingHooks() {
  const heard: ProcessEvent[] = [];
  const control = { failOn: null as ProcessEvent["action"] | null };
  const registry: ProcessHookRegistry = {
    PUBLISH: {
      async afterAction(_tx, event) {
        if (control.failOn === event.action) throw new Error("hook failed");
        heard.push(event);
      },
    },
  };
  return { heard, control, registry };
}

export async function workflowOrg(context: TestContext, processHooks: ProcessHookRegistry = {}) {
  const org = await buildOrg(context.db);
  const member = async (fullName: string, roles: OrgRole[]) => {
    const user = await buildUser(context.db, { fullName, memberships: [{ org, roles }] });
    return { user, token: await sessionFor(context.db, user, context.clock, org.oid) };
  };
  const applicant = await member("申请人", ["ORG_MEMBER"]);
  const reviewer = await member("内容审核员", ["ORG_CONTENT_ADMIN"]);
  const reviewer2 = await member("内容审核员二", ["ORG_CONTENT_ADMIN"]);
  const publisher = await member("出版管理员", ["ORG_PUBLISH_ADMIN"]);
  const admin = await member("机构管理员", ["ORG_ADMIN"]);
  const outsiderUser = await buildUser(context.db, { fullName: "外人" });
  const outsider = { user: outsiderUser, token: await sessionFor(context.db, outsiderUser, context.clock) };
  const book = await buildBook(context.db, { org, name: `信息技术基础${newOid().slice(0, 4)}` });
  const start = async (title = "《信息技术基础》发布申请", bookOid: string | null = book.oid) =>
    context.db.transaction((tx) =>
      startProcess(
        tx,
        {
          orgOid: org.oid,
          kind: "PUBLISH",
          title,
          applicantOid: applicant.user.oid,
          bookOid,
          subjectOid: newOid(),
        },
        { now: context.clock.now(), processHooks },
      ),
    );
  return { org, applicant, reviewer, reviewer2, publisher, admin, outsider, book, start };
}

export const nodesPath = (instanceOid: string) => `/api/process-instances/${instanceOid}/process-nodes`;
export const actionPath = (instanceOid: string, nodeOid: string, action: string) =>
  `${nodesPath(instanceOid)}/${nodeOid}/${action}`;
