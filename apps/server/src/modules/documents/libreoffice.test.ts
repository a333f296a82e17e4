import { access, chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WorkQueue } from "../heavy-work/work-queue.ts";
import { convertToPdf } from "./libreoffice.ts";

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "textbook-libreoffice-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("convertToPdf", () => {
  it("runs soffice with a fresh profile that disables macros, headless and without restore, and removes the profile", async () => {
    const soffice = join(folder, "soffice");
    const seen = join(folder, "seen");
    await writeFile(
      soffice,
      [
        "#!/bin/sh",
        `printf '%s\\n' "$@" > "${seen}.args"`,
        'profile="/$(echo "$1" | cut -d/ -f4-)"',
        `cat "$profile/user/registrymodifications.xcu" > "${seen}.xcu"`,
        `echo "$profile" > "${seen}.profile"`,
        'while [ $# -gt 0 ]; do if [ "$1" = "--outdir" ]; then out="$2"; fi; shift; done',
        'mkdir -p "$out"',
        `printf '%s' '%PDF-1.4 made' > "$out/document.pdf"`,
        "",
      ].join("\n"),
    );
    await chmod(soffice, 0o755);
    const input = join(folder, "教案 (1).docx");
    await writeFile(input, "PK");
    const pdf = await convertToPdf(soffice, input, { queue: new WorkQueue(1, 0), memoryMb: 2048 });
    expect(pdf?.toString()).toBe("%PDF-1.4 made");
    const args = (await readFile(`${seen}.args`, "utf8")).trim().split("\n");
    expect(args[0]).toMatch(/^-env:UserInstallation=file:\/\/\/.*\/profile$/);
    for (const flag of ["--headless", "--norestore", "--nolockcheck", "--nodefault", "--nologo"]) {
      expect(args).toContain(flag);
    }
    expect(args.at(-1)).toBe(input);
    const settings = await readFile(`${seen}.xcu`, "utf8");
    expect(settings).toContain('<prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value>');
    expect(settings).toContain('<prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value>');
    const profile = fileURLToPath(`file://${(await readFile(`${seen}.profile`, "utf8")).trim()}`);
    await expect(access(profile)).rejects.toThrow();
  });

  it("answers null when soffice outlives its timeout", async () => {
    const soffice = join(folder, "hangs");
    await writeFile(soffice, "#!/bin/sh\nsleep 600 &\nwait\n");
    await chmod(soffice, 0o755);
    const input = join(folder, "a.docx");
    await writeFile(input, "PK");
    expect(
      await convertToPdf(soffice, input, { queue: new WorkQueue(1, 0), memoryMb: 0, timeoutMs: 300 }),
    ).toBeNull();
  });
});
