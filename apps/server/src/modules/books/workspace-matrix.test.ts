// Role × call through the API: every caller of shell §6 against one call per book action, each
// answering 200 or 403 err.privilege.required as the table in policy.ts says (written out here by
// hand, so a change to the policy must change this table too).
import type { BookAbilities, BookDetail } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import {
  buildBook,
  buildChapter,
  buildOrg,
  buildSection,
  buildUser,
  sessionFor,
} from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Checked = "view" | "update" | "manageMembers" | "editStructure" | "commit";

const CALLERS = [
  "SYS_ADMIN",
  "ORG_ADMIN",
  "ORG_CONTENT_ADMIN",
  "ORG_MEMBER without a book role",
  "BOOK_CHIEF_EDITOR",
  "BOOK_EDITOR",
  "BOOK_MEMBER",
  "MOSO_SERVE_EDITOR (the book's mosoEditorOid)",
  "ORG_ADMIN of another organisation",
] as const;
type Caller = (typeof CALLERS)[number];

const ALLOWED: Record<Caller, readonly Checked[]> = {
  SYS_ADMIN: ["view", "update", "manageMembers", "editStructure", "commit"],
  ORG_ADMIN: ["view", "update", "manageMembers", "editStructure", "commit"],
  ORG_CONTENT_ADMIN: ["view", "commit"],
  "ORG_MEMBER without a book role": [],
  BOOK_CHIEF_EDITOR: ["view", "update", "manageMembers", "editStructure", "commit"],
  BOOK_EDITOR: ["view", "editStructure"],
  BOOK_MEMBER: ["view"],
  "MOSO_SERVE_EDITOR (the book's mosoEditorOid)": ["view", "update", "editStructure", "commit"],
  "ORG_ADMIN of another organisation": [],
};

async function setting() {
  const { db, clock } = context;
  const org = await buildOrg(db);
  const otherOrg = await buildOrg(db);
  const inOrg = (roles: ("ORG_ADMIN" | "ORG_CONTENT_ADMIN" | "ORG_MEMBER")[]) =>
    buildUser(db, { memberships: [{ org, roles }] });
  const chief = await inOrg(["ORG_MEMBER"]);
  const editor = await inOrg(["ORG_MEMBER"]);
  const member = await inOrg(["ORG_MEMBER"]);
  const recruit = await inOrg(["ORG_MEMBER"]);
  const moso = await buildUser(db, {
    sysRoles: ["MOSO_SERVE_EDITOR"],
    memberships: [{ org: otherOrg, roles: ["ORG_MEMBER"] }],
  });
  const book = await buildBook(db, {
    org,
    mosoEditor: moso,
    members: [
      { user: chief, role: "BOOK_CHIEF_EDITOR" },
      { user: editor, role: "BOOK_EDITOR" },
      { user: member, role: "BOOK_MEMBER" },
    ],
  });
  const chapter = await buildChapter(db, { book });
  const section = await buildSection(db, { chapter });
  const toCommit = await buildChapter(db, { book });
  const inOrgSession = async (user: Awaited<ReturnType<typeof inOrg>>) =>
    sessionFor(db, user, clock, org.oid);
  const tokens: Record<Caller, string> = {
    SYS_ADMIN: await sessionFor(db, await buildUser(db, { sysRoles: ["SYS_ADMIN"] }), clock),
    ORG_ADMIN: await inOrgSession(await inOrg(["ORG_ADMIN"])),
    ORG_CONTENT_ADMIN: await inOrgSession(await inOrg(["ORG_CONTENT_ADMIN"])),
    "ORG_MEMBER without a book role": await inOrgSession(await inOrg(["ORG_MEMBER"])),
    BOOK_CHIEF_EDITOR: await inOrgSession(chief),
    BOOK_EDITOR: await inOrgSession(editor),
    BOOK_MEMBER: await inOrgSession(member),
    "MOSO_SERVE_EDITOR (the book's mosoEditorOid)": await sessionFor(db, moso, clock, otherOrg.oid),
    "ORG_ADMIN of another organisation": await sessionFor(
      db,
      await buildUser(db, { memberships: [{ org: otherOrg, roles: ["ORG_ADMIN"] }] }),
      clock,
      otherOrg.oid,
    ),
  };
  const url = `/api/books/${book.oid}`;
  const sectionUrl = `${url}/chapters/${chapter.oid}/sections/${section.oid}`;
  const calls: [
    label: string,
    action: Checked,
    method: "GET" | "POST" | "PUT",
    path: string,
    body?: unknown,
  ][] = [
    ["GET /books/:id", "view", "GET", url],
    ["GET /books/:id/chapters", "view", "GET", `${url}/chapters`],
    ["GET /books/:id/editors", "view", "GET", `${url}/editors`],
    ["GET sections/:s", "view", "GET", sectionUrl],
    ["PUT /books/:id/completion-rate", "update", "PUT", `${url}/completion-rate`, { completionRate: 30 }],
    [
      "POST /books/:id/editors",
      "manageMembers",
      "POST",
      `${url}/editors`,
      { phoneNumbers: [recruit.phoneNumber], role: "BOOK_MEMBER" },
    ],
    ["POST /books/:id/chapters", "editStructure", "POST", `${url}/chapters`, { name: "新章" }],
    [
      "POST sections/:s/files",
      "editStructure",
      "POST",
      `${sectionUrl}/files`,
      { name: "新文件", type: "CONTENT" },
    ],
    ["PUT chapters/committed", "commit", "PUT", `${url}/chapters/committed`, { oids: [toCommit.oid] }],
  ];
  return { tokens, calls, url };
}

describe("book workspace: role × call", () => {
  for (const caller of CALLERS) {
    it(caller, async () => {
      const { tokens, calls, url } = await setting();
      const token = tokens[caller];
      const outcomes = [];
      for (const [label, action, method, path, body] of calls) {
        const response = await call(context.app, method, path, { token, body });
        outcomes.push({ label, status: response.status, errorCode: response.body.errorCode });
        const expected = ALLOWED[caller].includes(action)
          ? { label, status: 200, errorCode: "0" }
          : { label, status: 403, errorCode: "err.privilege.required" };
        expect(outcomes.at(-1)).toEqual(expected);
      }
      if (ALLOWED[caller].includes("view")) {
        const detail = await call<BookDetail>(context.app, "GET", url, { token });
        const shown: Partial<BookAbilities> = detail.body.data.abilities;
        for (const action of ["update", "manageMembers", "editStructure", "commit"] as const) {
          expect({ action, allowed: shown[action] }).toEqual({
            action,
            allowed: ALLOWED[caller].includes(action),
          });
        }
      }
    });
  }
});
