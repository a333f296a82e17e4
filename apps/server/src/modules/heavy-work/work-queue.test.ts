import { describe, expect, it } from "vitest";
import { PerUserLimit, QueueFullError, WorkQueue } from "./work-queue.ts";

/** A job the test finishes when it wants, recording when it started. */
function gate(started: string[], name: string) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open,
    work: async () => {
      started.push(name);
      await opened;
      return name;
    },
  };
}

describe("WorkQueue", () => {
  it("runs one at a time in order, and turns away work beyond the line's bound", async () => {
    const queue = new WorkQueue(1, 2);
    const started: string[] = [];
    const a = gate(started, "a");
    const b = gate(started, "b");
    const c = gate(started, "c");
    const running = [a, b, c].map((job) => queue.run(job.work));
    await expect(queue.run(gate(started, "d").work)).rejects.toBeInstanceOf(QueueFullError);
    await Promise.resolve();
    expect(started).toEqual(["a"]);
    a.open();
    await running[0];
    expect(started).toEqual(["a", "b"]);
    b.open();
    c.open();
    expect(await Promise.all(running)).toEqual(["a", "b", "c"]);
    // The line is free again.
    const e = gate(started, "e");
    e.open();
    expect(await queue.run(e.work)).toBe("e");
  });

  it("frees its place when work fails", async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});

describe("PerUserLimit", () => {
  it("refuses a user's work beyond the limit, not another user's, and counts down when work ends", async () => {
    const limit = new PerUserLimit(1);
    const started: string[] = [];
    const first = gate(started, "first");
    const refusal = (max: number) => new Error(`max ${max}`);
    const running = limit.run("u1", refusal, first.work);
    await expect(limit.run("u1", refusal, async () => "again")).rejects.toThrow("max 1");
    expect(await limit.run("u2", refusal, async () => "other")).toBe("other");
    first.open();
    await running;
    expect(await limit.run("u1", refusal, async () => "later")).toBe("later");
  });
});
