// A book with a team, for the book workspace API tests: a chief editor, an editor and a member of
// the book, all ORG_MEMBERs of the book's organisation, each with a session there.
import type { TestContext } from "./app.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "./factories.ts";

export async function bookWithTeam(context: TestContext) {
  const { db, clock } = context;
  const org = await buildOrg(db);
  const inOrg = (fullName: string) =>
    buildUser(db, { fullName, memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const chief = await inOrg("王主编");
  const editor = await inOrg("李编辑");
  const member = await inOrg("张成员");
  const book = await buildBook(db, {
    org,
    name: "测试教材",
    members: [
      { user: chief, role: "BOOK_CHIEF_EDITOR" },
      { user: editor, role: "BOOK_EDITOR" },
      { user: member, role: "BOOK_MEMBER" },
    ],
  });
  return {
    org,
    book,
    chief,
    editor,
    member,
    chiefToken: await sessionFor(db, chief, clock, org.oid),
    editorToken: await sessionFor(db, editor, clock, org.oid),
    memberToken: await sessionFor(db, member, clock, org.oid),
    /** `/api/books/{oid}` */
    url: `/api/books/${book.oid}`,
  };
}
