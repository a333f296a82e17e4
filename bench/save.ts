// 50 editors on the save socket, each saving its own file every 2 s for a minute, against the real
// server (fresh demo database), beside a bare socket.io server answering the same saves in the same
// run. Afterwards every acknowledged save is checked against the stored history: none may be lost
// or out of order. Targets: 0 lost, 0 misordered, acknowledgement p99 under 600 ms.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { isDeepStrictEqual } from "node:util";
import { api } from "@textbook/e2e/api";
import { startServer } from "@textbook/e2e/server";
import type { Page, Revision, RevisionSummary } from "@textbook/shared";
import { connect, drive, type Editor, INTERVAL_MS, schoolEditors, summary } from "./support/save-editors.ts";

const EDITORS = Number(process.env.BENCH_SAVE_EDITORS ?? 50);
const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 60);
/** Saves before measuring (JIT, connection pools, caches), on both servers, left out of the figures. */
const WARM_UP_SECONDS = 4;
const TARGET_P99_MS = 600;

async function baselineLatencies(): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "support/bare-socket-server.ts"],
    {
      cwd: import.meta.dirname,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((done) =>
    createInterface({ input: child.stdout }).once("line", done),
  );
  try {
    const address = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };
    const editors = await Promise.all(
      Array.from({ length: EDITORS }, async (_, index) => ({
        address,
        client: await connect(url, "bare", `tab-${index}`),
        version: 1,
        acked: [],
        refused: 0,
        saves: 0,
      })),
    );
    await drive(editors, WARM_UP_SECONDS);
    const latencies = await drive(editors, SECONDS);
    for (const editor of editors) editor.client.close();
    return latencies;
  } finally {
    child.kill("SIGTERM");
  }
}

/** Acknowledged saves missing from the history, and saves whose versions are not 2, 3, 4... in order. */
async function audit(url: string, token: string, editors: Editor[]) {
  let lost = 0;
  let misordered = 0;
  for (const editor of editors) {
    const { bookOid, chapterOid, sectionOid, fileOid } = editor.address;
    const base = `/books/${bookOid}/chapters/${chapterOid}/sections/${sectionOid}/files/${fileOid}`;
    const page = await api<Page<RevisionSummary>>(url, `${base}/revisions?page=1&pageSize=100`, { token });
    const versions = page.items.map((item) => item.version).reverse();
    const expected = [1, ...editor.acked.map((save) => save.version)];
    if (JSON.stringify(versions) !== JSON.stringify(expected.map((_, index) => index + 1))) misordered++;
    for (const save of editor.acked) {
      const revision = await api<Revision>(url, `${base}/revisions/${save.version}`, { token });
      // Compared as values: PostgreSQL's jsonb keeps its own key order.
      if (!isDeepStrictEqual(revision.content, save.content)) lost++;
    }
  }
  return { lost, misordered };
}

const baseline = await baselineLatencies();
const server = await startServer({ env: { LOGIN_RATE_LIMIT: "100000000" } });
try {
  const { token, editors } = await schoolEditors(server.baseUrl, EDITORS);
  await drive(editors, WARM_UP_SECONDS);
  const latencies = await drive(editors, SECONDS);
  for (const editor of editors) editor.client.close();
  const { lost, misordered } = await audit(server.baseUrl, token, editors);
  const refused = editors.reduce((sum, editor) => sum + editor.refused, 0);

  console.log(
    `Save socket: ${EDITORS} editors saving every ${INTERVAL_MS / 1000} s for ${SECONDS} s, ${
      process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"
    }${process.env.REDIS_URL ? " + Redis" : ""}; acknowledgement sent after the commit`,
  );
  summary("bare socket.io echo", baseline);
  const p99 = summary("save-content (product)", latencies, baseline);
  console.log(
    `lost ${lost} | misordered ${misordered} | refused ${refused} | target p99 < ${TARGET_P99_MS} ms`,
  );
  if (lost > 0 || misordered > 0 || refused > 0 || p99 >= TARGET_P99_MS) process.exitCode = 1;
} finally {
  await server.stop();
}
