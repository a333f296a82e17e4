import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { TaskHandler, TaskRun } from "./task-handler.ts";
import { taskOfKinds } from "./task-kinds.ts";

const kind = (type: "EXPORT" | "IMPORT", params: z.ZodType, made: string): TaskHandler => ({
  type,
  params,
  perform: async (_run, parsed) => ({ fileName: `${made}:${JSON.stringify(parsed)}` }),
});

describe("taskOfKinds", () => {
  const members = kind("EXPORT", z.object({ kind: z.literal("ORG_USERS"), orgOid: z.string() }), "members");
  const book = kind("EXPORT", z.object({ bookOid: z.string() }), "book");
  const exports = taskOfKinds("EXPORT", [members, book], undefined);
  const run = {} as TaskRun;

  it("runs the first kind whose parameters fit, with its own parsed parameters", async () => {
    expect(await exports.perform(run, { kind: "ORG_USERS", orgOid: "o1", extra: 1 })).toEqual({
      fileName: 'members:{"kind":"ORG_USERS","orgOid":"o1"}',
    });
    expect(await exports.perform(run, { bookOid: "b1" })).toEqual({ fileName: 'book:{"bookOid":"b1"}' });
  });

  it("refuses parameters no kind takes, and a kind of another type", () => {
    expect(exports.params.safeParse({ orgOid: "o1" }).success).toBe(false);
    expect(exports.params.safeParse({ bookOid: "b1" }).success).toBe(true);
    expect(() => taskOfKinds("EXPORT", [kind("IMPORT", z.object({}), "x")], undefined)).toThrow(
      "the IMPORT handler cannot be a kind of EXPORT",
    );
  });
});
