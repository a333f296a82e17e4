// The world's subject resource library: organisation A and its book switched on (shell §6), and one
// platform resource the system admin made through the API.
import type { ResLibResource } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books, orgs } from "../../db/schema/index.ts";
import type { UserRow } from "../../modules/users/repository.ts";
import { call, type TestContext } from "../app.ts";
import { buildAttachment } from "../factories.ts";

export async function seedWorldResLib(
  context: TestContext,
  world: { orgOid: string; bookOid: string; sysAdmin: UserRow; sysToken: string; png: Buffer },
): Promise<ResLibResource> {
  const { db } = context;
  await db.update(orgs).set({ useSubjectResourceEnabled: true }).where(eq(orgs.oid, world.orgOid));
  await db.update(books).set({ editorUseSubjectResourceEnabled: true }).where(eq(books.oid, world.bookOid));
  const file = await buildAttachment(db, { uploader: world.sysAdmin });
  await context.storage.putObject(file.objectKey, world.png, "image/png");
  const response = await call<ResLibResource>(context.app, "POST", "/api/res-libs", {
    token: world.sysToken,
    body: { attachmentOid: file.oid, name: "世界资源", subjectCode: "biology", keywords: ["细胞"] },
  });
  if (response.status !== 200) throw new Error(`world seed res-lib: ${JSON.stringify(response.body)}`);
  return response.body.data;
}
