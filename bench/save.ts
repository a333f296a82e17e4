// 50 editors on the save socket, each saving its own file every 2 s for a minute, against the real
// server (fresh demo database), beside a bare socket.io server answering the same saves in the same
// run. Afterwards every acknowledged save is checked against the stored history: none may be lost
// or out of order. Targets: 0 lost, 0 misordered, acknowledgement p99 under 600 ms.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { isDeepStrictEqual } from "node:util";
import { api, login } from "@textbook/e2e/api";
import { startServer } from "@textbook/e2e/server";
import {
  type Ack,
  type BookListItem,
  type ChapterNode,
  type ClientToServerEvents,
  type DocumentJson,
  type FileAddress,
  type FileNode,
  type Page,
  type Revision,
  type RevisionSummary,
  SAVE_NAMESPACE,
  SAVE_SOCKET_PATH,
  type SavedContent,
  type SectionNode,
  type ServerToClientEvents,
} from "@textbook/shared";
import { io, type Socket } from "socket.io-client";
import { percentile } from "./support/load.ts";

const EDITORS = Number(process.env.BENCH_SAVE_EDITORS ?? 50);
const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 60);
const INTERVAL_MS = 2_000;
/** Saves before measuring (JIT, connection pools, caches), on both servers, left out of the figures. */
const WARM_UP_SECONDS = 4;
const TARGET_P99_MS = 600;
/** Paragraphs per document (about 20 KB of JSON): each save sends the whole document. */
const PARAGRAPHS = 150;

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Editor {
  address: FileAddress;
  client: Client;
  version: number;
  /** What each acknowledged save sent, by the version it was acknowledged with. */
  acked: { version: number; content: DocumentJson }[];
  refused: number;
  /** Saves sent so far (every one sends a different document). */
  saves: number;
}

function documentOf(editor: number, save: number): DocumentJson {
  const content = Array.from({ length: PARAGRAPHS }, (_, index) => ({
    type: "paragraph",
    content: [
      {
        type: "text",
        text: `第 ${index + 1} 段：编辑 ${editor} 的第 ${index === save % PARAGRAPHS ? save : 0} 次修改，正文内容保持一定的长度以接近真实的章节。`,
      },
    ],
  }));
  return { type: "doc", content };
}

function connect(url: string, token: string, clientId: string): Promise<Client> {
  const client: Client = io(`${url}${SAVE_NAMESPACE}`, {
    path: SAVE_SOCKET_PATH,
    auth: { token, clientId },
    extraHeaders: { authorization: `Bearer ${token}` },
    transports: ["websocket"],
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    client.once("connect", () => resolve(client));
    client.once("connect_error", reject);
  });
}

async function emit<T>(client: Client, event: keyof ClientToServerEvents, payload: unknown): Promise<Ack<T>> {
  const timed = client.timeout(20_000) as unknown as {
    emitWithAck(event: string, payload: unknown): Promise<Ack<T>>;
  };
  return timed.emitWithAck(event, payload);
}

/** Every editor saves every 2 s (staggered), one save in flight at a time; answers the ack times. */
async function drive(editors: Editor[], seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    editors.map(async (editor, index) => {
      await new Promise((wait) => setTimeout(wait, (index * INTERVAL_MS) / editors.length));
      while (Date.now() < until) {
        const next = Date.now() + INTERVAL_MS;
        const save = ++editor.saves;
        const content = documentOf(index, save);
        const started = performance.now();
        const answer = await emit<SavedContent>(editor.client, "save-content", {
          ...editor.address,
          baseVersion: editor.version,
          content,
          clientSaveId: `bench-${index}-${save}`,
        });
        latencies.push(performance.now() - started);
        if (answer.ok) {
          editor.version = answer.data.version;
          editor.acked.push({ version: answer.data.version, content });
        } else {
          editor.refused++;
        }
        await new Promise((wait) => setTimeout(wait, Math.max(0, next - Date.now())));
      }
    }),
  );
  return latencies;
}

function summary(label: string, latencies: number[], baseline?: number[]) {
  const at = (values: number[], fraction: number) =>
    percentile(
      [...values].sort((a, b) => a - b),
      fraction,
    );
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((fraction) => at(latencies, fraction));
  const ratio = (fraction: number, value = 0) =>
    baseline ? ` ×${(value / Math.max(0.001, at(baseline, fraction))).toFixed(1)}` : "";
  const ms = (value: number | undefined) => `${(value ?? 0).toFixed(1)} ms`;
  console.log(
    `${label.padEnd(28)} ${String(latencies.length).padStart(6)} acks | p50 ${ms(p50)}${ratio(0.5, p50)} | p95 ${ms(p95)}${ratio(0.95, p95)} | p99 ${ms(p99)}${ratio(0.99, p99)}`,
  );
  return p99 ?? 0;
}

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

/** A chapter with one section of EDITORS files in a writable demo book of the admin. */
async function filesToEdit(url: string, token: string): Promise<FileAddress[]> {
  const books = await api<Page<BookListItem>>(url, "/books/contributed?page=1&pageSize=10", { token });
  const bookOid = books.items.find((book) => book.state === "UN_RELEASED" || book.state === "RELEASED")?.oid;
  if (!bookOid) throw new Error("the demo data has no writable book");
  const chapter = await api<ChapterNode>(url, `/books/${bookOid}/chapters`, {
    method: "POST",
    token,
    body: { name: "保存压测" },
  });
  const section = await api<SectionNode>(url, `/books/${bookOid}/chapters/${chapter.oid}/sections`, {
    method: "POST",
    token,
    body: { name: "并发编辑" },
  });
  const base = `/books/${bookOid}/chapters/${chapter.oid}/sections/${section.oid}/files`;
  const files: FileAddress[] = [];
  for (let index = 0; index < EDITORS; index++) {
    const file = await api<FileNode>(url, base, {
      method: "POST",
      token,
      body: { name: `文件 ${index + 1}`, type: "CONTENT" },
    });
    files.push({ bookOid, chapterOid: chapter.oid, sectionOid: section.oid, fileOid: file.oid });
  }
  return files;
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
  const { token, currentOrg } = await login(server.baseUrl, "13800000001");
  const orgs = await api<{ items: { oid: string; name: string }[] }>(server.baseUrl, "/orgs/my-list", {
    token,
  });
  const school = orgs.items.find((org) => org.name === "示范学校");
  if (school && currentOrg?.oid !== school.oid) {
    await api(server.baseUrl, "/passports/switch-org", {
      method: "POST",
      token,
      body: { orgOid: school.oid },
    });
  }
  const addresses = await filesToEdit(server.baseUrl, token);
  const editors: Editor[] = await Promise.all(
    addresses.map(async (address, index) => {
      const client = await connect(server.baseUrl, token, `bench-tab-${index}`);
      const joined = await emit<{ version: number; mode: string }>(client, "join-file", address);
      if (!joined.ok || joined.data.mode !== "edit")
        throw new Error(`editor ${index} could not take its file`);
      return { address, client, version: joined.data.version, acked: [], refused: 0, saves: 0 };
    }),
  );
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
