// What the background task tests (export, copy) start from: an app whose task engine runs, and an
// ORG_MEMBER of one organisation signed in there (books give them their book roles).
import { createTestApp } from "./app.ts";
import { buildOrg, buildUser, sessionFor } from "./factories.ts";

export async function createTaskTestApp() {
  const context = await createTestApp();
  const org = await buildOrg(context.db);
  const editor = await buildUser(context.db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const editorToken = await sessionFor(context.db, editor, context.clock, org.oid);
  await context.app.tasks.start();
  return { context, org, editor, editorToken };
}
