import { execFile } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcessGroup, withMemoryCap } from "./process-group.ts";

const run = promisify(execFile);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "textbook-process-group-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Running, and not a zombie waiting for its new parent to reap it. */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat !== "" && !/^\d+ \(.*\) Z/.test(stat);
}

async function gone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (!(await alive(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe("runProcessGroup", () => {
  it("kills the program and the child it forked when the timeout ends it (as soffice → soffice.bin)", async () => {
    const script = join(folder, "forks.sh");
    const pids = join(folder, "pids");
    // Like LibreOffice's launcher: a long-lived child, and the parent waiting for it.
    await writeFile(script, `#!/bin/sh\nsleep 600 &\necho "$$ $!" > "${pids}"\nwait\n`);
    await chmod(script, 0o755);
    const outcome = await runProcessGroup(script, [], 1500);
    expect(outcome).toEqual({ code: null, timedOut: true });
    const [parent, child] = (await readFile(pids, "utf8")).trim().split(" ").map(Number);
    expect(await gone(parent as number)).toBe(true);
    expect(await gone(child as number)).toBe(true);
  });

  it("answers the exit code of a program that ends in time, and kills what it left behind", async () => {
    const script = join(folder, "leaves.sh");
    const pids = join(folder, "left");
    await writeFile(script, `#!/bin/sh\nsleep 600 &\necho "$!" > "${pids}"\nexit 3\n`);
    await chmod(script, 0o755);
    expect(await runProcessGroup(script, [], 60_000)).toEqual({ code: 3, timedOut: false });
    expect(await gone(Number((await readFile(pids, "utf8")).trim()))).toBe(true);
  });
});

describe("withMemoryCap", () => {
  it("caps the address space, with prlimit or with the shell's ulimit, paths staying arguments", async () => {
    for (const searchPath of [process.env.PATH, "/nonexistent"]) {
      const [command, args] = await withMemoryCap(
        "/bin/sh",
        ["-c", "ulimit -v", "a path; with $(spaces)"],
        512,
        searchPath,
      );
      expect((await run(command, args)).stdout.trim()).toBe(String(512 * 1024));
    }
    expect(await withMemoryCap("/bin/sh", ["x"], 0)).toEqual(["/bin/sh", ["x"]]);
  });
});
