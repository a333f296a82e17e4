// The task policy as a matrix: callers × tasks × actions, against the answers written out by hand.
import type { OrgRole, SysRole, TaskType } from "@textbook/shared";
import { describe, expect, it } from "vitest";
import { TASK_ACTIONS, type TaskCaller, taskAllows } from "./policy.ts";

const ME = "user-1";
const caller = (orgRoles: OrgRole[], sysRoles: SysRole[] = []): TaskCaller => ({
  user: { oid: ME, sysRoles },
  orgRoles,
});
const task = (creatorOid: string, type: TaskType) => ({ creatorOid, type });

const MATRIX: [label: string, who: TaskCaller, target: ReturnType<typeof task>, allowed: boolean][] = [
  ["a member's own export", caller(["ORG_MEMBER"]), task(ME, "EXPORT"), true],
  [
    "a member's own migration (a type members do not see)",
    caller(["ORG_MEMBER"]),
    task(ME, "MIGRATE"),
    false,
  ],
  ["an organisation admin's own migration", caller(["ORG_ADMIN"]), task(ME, "MIGRATE"), true],
  ["someone else's export, for a member", caller(["ORG_MEMBER"]), task("user-2", "EXPORT"), false],
  [
    "someone else's export, for an organisation admin",
    caller(["ORG_ADMIN"]),
    task("user-2", "EXPORT"),
    false,
  ],
  ["someone else's build, for a system admin", caller([], ["SYS_ADMIN"]), task("user-2", "BUILD"), true],
  [
    "someone else's export, for another system role",
    caller([], ["MOSO_SERVE_EDITOR"]),
    task("user-2", "EXPORT"),
    false,
  ],
];

describe("task policy", () => {
  for (const [label, who, target, allowed] of MATRIX) {
    it(`${label}: ${allowed ? "every action" : "no action"}`, () => {
      for (const action of TASK_ACTIONS) expect(taskAllows(who, target, action)).toBe(allowed);
    });
  }
});
