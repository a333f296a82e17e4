// Does an edition build stream (issue 16 §5)? Generates books of 50 and 500 files with every block
// type through the API, then builds each in a server process of its own started for that build
// alone, and prints files/s and the process's peak RSS (VmHWM) for both sizes with the ratio of peak
// RSS 500 vs 50 (target: at most 1.5). The RSS before the build is printed beside it, so the part
// the build adds can be read too. Linux only (/proc).
import { readFile } from "node:fs/promises";
import { api } from "@textbook/e2e/api";
import { schoolSession } from "@textbook/e2e/publishing";
import { type FreshDatabase, freshDatabase, startServer } from "@textbook/e2e/server";
import type { BuildAnswer, UserTask } from "@textbook/shared";
import { generateBook } from "./support/generated-book.ts";

const SIZES = [50, 500] as const;
const TARGET_RATIO = 1.5;
// 王主编: ORG_ADMIN of 示范学校, who may create books there and build them.
const BUILDER = "13800000001";
const ENV = { LOGIN_RATE_LIMIT: "100000000" };

/** A /proc/<pid>/status field in MB (VmHWM: peak resident set; VmRSS: now). */
async function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

interface Measured {
  files: number;
  seconds: number;
  rssBeforeMb: number;
  peakMb: number;
}

async function waitForTask(baseUrl: string, token: string, taskOid: string): Promise<UserTask> {
  for (;;) {
    const task = await api<UserTask>(baseUrl, `/user-tasks/${taskOid}`, { token });
    if (task.state === "DONE" || task.state === "FAILED" || task.state === "CANCELLED") return task;
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

async function measureBuild(database: FreshDatabase, bookOid: string, files: number): Promise<Measured> {
  const server = await startServer({ database, env: ENV });
  try {
    const session = await schoolSession(server.baseUrl, BUILDER);
    const rssBeforeMb = await memoryMb(server.pid, "VmRSS");
    const started = performance.now();
    const { task } = await api<BuildAnswer>(server.baseUrl, `/books/${bookOid}/build`, {
      method: "POST",
      token: session.token,
    });
    const finished = await waitForTask(server.baseUrl, session.token, task.oid);
    const seconds = (performance.now() - started) / 1000;
    if (finished.state !== "DONE") {
      throw new Error(`the build of ${files} files ended ${finished.state}: ${finished.errorMessage}`);
    }
    return { files, seconds, rssBeforeMb, peakMb: await memoryMb(server.pid, "VmHWM") };
  } finally {
    await server.stop();
  }
}

const database = await freshDatabase();
try {
  // The first start migrates and seeds the demo data; the books are generated on it and the server
  // stops, so each build runs in a process whose memory holds nothing but the start and that build.
  const books: { files: number; oid: string }[] = [];
  const seeding = await startServer({ database, env: ENV });
  try {
    const session = await schoolSession(seeding.baseUrl, BUILDER);
    for (const files of SIZES) {
      const started = Date.now();
      books.push({ files, oid: await generateBook(session, `构建基准 ${files} 个文件`, files) });
      console.log(`generated ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await seeding.stop();
  }
  const results: Measured[] = [];
  for (const book of books) results.push(await measureBuild(database, book.oid, book.files));

  console.log(
    `\nEdition build, every block type in each file (${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, one server process per build)`,
  );
  for (const result of results) {
    console.log(
      `${String(result.files).padStart(4)} files  ${(result.files / result.seconds).toFixed(1).padStart(7)} files/s  ` +
        `${result.seconds.toFixed(1).padStart(6)} s  peak RSS ${result.peakMb.toFixed(0).padStart(5)} MB  ` +
        `(before the build ${result.rssBeforeMb.toFixed(0)} MB, the build added ${(result.peakMb - result.rssBeforeMb).toFixed(0)} MB)`,
    );
  }
  const [small, large] = results as [Measured, Measured];
  console.log(
    `peak RSS ratio ${large.files}/${small.files} files = ${(large.peakMb / small.peakMb).toFixed(2)} (target ≤ ${TARGET_RATIO}); ` +
      `files/s ratio = ${(large.files / large.seconds / (small.files / small.seconds)).toFixed(2)}`,
  );
} finally {
  await database.cleanup();
}
