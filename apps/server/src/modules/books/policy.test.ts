// The book policy as a matrix: every holder × every action, against the table written out by hand.
import type { BookRole, OrgRole, SysRole } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { BOOK_ACTIONS, type BookAction, type BookActor, type BookTarget, decideBook } from "./policy.ts";

const ORG = "org-a";
const ME = "user-1";
const book: BookTarget = {
  orgOid: ORG,
  state: "UN_RELEASED",
  mosoEditorOid: null,
  contentDesignerOid: null,
  techEditorOid: null,
};

function actor(overrides: Partial<BookActor> = {}): BookActor {
  return { userOid: ME, sysRoles: [], orgRoles: [], currentOrgOid: ORG, bookRoles: [], ...overrides };
}

type Row = [label: string, who: BookActor, target: BookTarget, allowed: readonly BookAction[]];
const org = (role: OrgRole) => actor({ orgRoles: [role] });
const member = (role: BookRole) => actor({ orgRoles: ["ORG_MEMBER"], bookRoles: [role] });
const sys = (role: SysRole) => actor({ sysRoles: [role] });
const ALL = BOOK_ACTIONS;
/** Every action but `left`, this table's and any added later. */
const allBut = (...left: BookAction[]) => ALL.filter((action) => !left.includes(action));

const MATRIX: Row[] = [
  ["SYS_ADMIN", sys("SYS_ADMIN"), book, ALL],
  ["ORG_ADMIN", org("ORG_ADMIN"), book, ALL],
  ["ORG_CONTENT_ADMIN", org("ORG_CONTENT_ADMIN"), book, ["view", "commit", "export"]],
  ["ORG_PUBLISH_ADMIN", org("ORG_PUBLISH_ADMIN"), book, ["view", "export", "build", "release", "push"]],
  ["ORG_ASSET_ADMIN", org("ORG_ASSET_ADMIN"), book, ["view", "uploadMedia"]],
  ["ORG_DELIVERY_ADMIN", org("ORG_DELIVERY_ADMIN"), book, ["view", "push"]],
  ["ORG_MEMBER without a book role", org("ORG_MEMBER"), book, []],
  ["BOOK_CHIEF_EDITOR", member("BOOK_CHIEF_EDITOR"), book, allBut("build", "release")],
  [
    "BOOK_EDITOR",
    member("BOOK_EDITOR"),
    book,
    [
      "view",
      "editStructure",
      "editContent",
      "uploadMedia",
      "export",
      "editParagraphStyle",
      "applyPublish",
      "push",
    ],
  ],
  ["BOOK_MEMBER", member("BOOK_MEMBER"), book, ["view", "editContent", "uploadMedia"]],
  [
    "MOSO_SERVE_EDITOR (the book's mosoEditorOid), from another organisation",
    actor({ currentOrgOid: "org-b" }),
    { ...book, mosoEditorOid: ME },
    allBut("manageMembers", "applyPublish", "build", "release", "push"),
  ],
  [
    "MOSO_CONTENT_DESIGNER (the book's contentDesignerOid)",
    actor(),
    { ...book, contentDesignerOid: ME },
    ["view", "editStructure", "editContent", "uploadMedia", "export", "editStyles", "editParagraphStyle"],
  ],
  [
    "MOSO_TECH_EDITOR (the book's techEditorOid)",
    actor(),
    { ...book, techEditorOid: ME },
    ["view", "editContent", "uploadMedia", "export", "editParagraphStyle"],
  ],
  [
    "MOSO_SERVE_EDITOR of another book",
    sys("MOSO_SERVE_EDITOR"),
    { ...book, mosoEditorOid: "someone-else" },
    [],
  ],
  ["ORG_ADMIN of another organisation", actor({ orgRoles: ["ORG_ADMIN"], currentOrgOid: "org-b" }), book, []],
  [
    "BOOK_CHIEF_EDITOR while working in another organisation",
    actor({ orgRoles: ["ORG_MEMBER"], bookRoles: ["BOOK_CHIEF_EDITOR"], currentOrgOid: "org-b" }),
    book,
    [],
  ],
  ["no organisation", actor({ currentOrgOid: null }), book, []],
];

describe("book policy matrix", () => {
  for (const [label, who, target, allowed] of MATRIX) {
    it(label, () => {
      const granted = BOOK_ACTIONS.filter((action) => decideBook(who, target, action) === "allowed");
      expect(granted).toEqual([...allowed]);
    });
  }
});

describe("locked and inactive books", () => {
  for (const state of ["LOCKED", "INACTIVE"] as const) {
    it(`${state}: the chief editor may still view and export, every change answers readOnly`, () => {
      const chief = member("BOOK_CHIEF_EDITOR");
      const target = { ...book, state };
      expect(decideBook(chief, target, "view")).toBe("allowed");
      expect(decideBook(chief, target, "export")).toBe("allowed");
      // Every action but viewing and exporting changes the book (building and releasing are not
      // the chief editor's at all).
      for (const action of allBut("view", "export", "build", "release")) {
        expect(decideBook(chief, target, action), action).toBe("readOnly");
      }
      expect(decideBook(org("ORG_MEMBER"), target, "editContent")).toBe("denied");
    });
  }
});
