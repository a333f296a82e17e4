// The organisation policy as a matrix: every caller × every action, against the table written out by hand.
import type { OrgRole, SysRole } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { ORG_ACTIONS, type OrgAction, orgAllows } from "./policy.ts";

type Row = [label: string, sysRoles: SysRole[], rolesThere: OrgRole[] | null, allowed: readonly OrgAction[]];

const MATRIX: Row[] = [
  ["no roles, not a member", [], null, []],
  ["ORG_MEMBER", [], ["ORG_MEMBER"], ["view"]],
  ["ORG_CONTENT_ADMIN", [], ["ORG_CONTENT_ADMIN"], ["view"]],
  ["ORG_ADMIN", [], ["ORG_ADMIN"], ["view", "manageRoles"]],
  ["SYS_ADMIN, not a member", ["SYS_ADMIN"], null, ["listAll", "view", "manageRoles", "manage"]],
  ["MOSO_SERVE_EDITOR, not a member", ["MOSO_SERVE_EDITOR"], null, ["listAll"]],
  ["DELIVERY_ADMIN, a member", ["DELIVERY_ADMIN"], ["ORG_MEMBER"], ["listAll", "view"]],
];

describe("organisation policy", () => {
  for (const [label, sysRoles, rolesThere, allowed] of MATRIX) {
    it(`${label} may ${allowed.join(", ") || "nothing"}`, () => {
      const granted = ORG_ACTIONS.filter((action) =>
        orgAllows({ oid: "user-1", sysRoles }, rolesThere, action),
      );
      expect(granted).toEqual(allowed);
    });
  }
});
