// Does the readers' event stream slow the editors down? One server (fresh demo database): editors
// save on the save socket, first on an idle server, then while 200 readers send their reading events
// (500 events/s in batches, as the reader's recorder does). Prints the save acknowledgement
// percentiles of both phases and their ratio (target: p99 at most 1.2× idle), and how many events
// were stored. DATABASE_URL / REDIS_URL measure PostgreSQL and Redis.
import { api, latestSmsCode } from "@textbook/e2e/api";
import { publishThroughApi } from "@textbook/e2e/publishing";
import { startServer } from "@textbook/e2e/server";
import type {
  BookListItem,
  ChapterNode,
  LoginResult,
  Page,
  ReadingEvent,
  ReadingEventReceipt,
  UserTask,
} from "@textbook/shared";
import { percentile } from "./support/load.ts";
import { drive, schoolEditors, summary } from "./support/save-editors.ts";

const EDITORS = Number(process.env.BENCH_INGEST_EDITORS ?? 20);
const READERS = Number(process.env.BENCH_INGEST_READERS ?? 200);
const EVENTS_PER_SECOND = Number(process.env.BENCH_INGEST_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 40);
const WARM_UP_SECONDS = 4;
/** Events per batch: the recorder sends what it queued every 15 s, a few dozen events at most. */
const BATCH = 25;
const TARGET_RATIO = 1.2;

interface Reader {
  token: string;
  sent: number;
}

async function waitForTask(url: string, token: string, taskOid: string): Promise<UserTask> {
  for (;;) {
    const task = await api<UserTask>(url, `/user-tasks/${taskOid}`, { token });
    if (task.state === "DONE") return task;
    if (task.state === "FAILED" || task.state === "CANCELLED") throw new Error(`push ${task.state}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Reader-only accounts made by pushing the book to their phones, each signed in to the reader by SMS. */
async function readersOf(url: string, token: string, bookOid: string): Promise<Reader[]> {
  const phones = Array.from({ length: READERS }, (_, index) => `137${String(index).padStart(8, "0")}`);
  const pushed = await api<{ task: { oid: string } }>(url, `/books/${bookOid}/push-to-accounts`, {
    method: "POST",
    token,
    body: { phoneNumbers: phones },
  });
  await waitForTask(url, token, pushed.task.oid);
  const readers: Reader[] = [];
  for (const phoneNumber of phones) {
    await api(url, "/passports/sms-codes", { method: "POST", body: { phoneNumber } });
    const smsCode = await latestSmsCode(url, phoneNumber);
    const login = await api<LoginResult>(url, "/reader/passports/sms-login", {
      method: "POST",
      body: { phoneNumber, smsCode },
    });
    readers.push({ token: login.token, sent: 0 });
  }
  return readers;
}

async function fileOidsOf(url: string, token: string, bookOid: string): Promise<string[]> {
  const tree = await api<{ items: ChapterNode[] }>(url, `/books/${bookOid}/chapters`, { token });
  return tree.items.flatMap((chapter) =>
    chapter.sections.flatMap((section) => section.files.map((file) => file.oid)),
  );
}

/**
 * Every reader sends a batch every READERS × BATCH / EVENTS_PER_SECOND seconds (staggered), until
 * `until`; answers the events stored and the batch answer times.
 */
async function read(
  url: string,
  readers: Reader[],
  target: { bookOid: string; editionOid: string; fileOids: string[] },
  until: number,
): Promise<{ accepted: number; latencies: number[] }> {
  const every = (READERS * BATCH * 1000) / EVENTS_PER_SECOND;
  const latencies: number[] = [];
  let accepted = 0;
  await Promise.all(
    readers.map(async (reader, index) => {
      await new Promise((wait) => setTimeout(wait, (index * every) / readers.length));
      while (Date.now() < until) {
        const next = Date.now() + every;
        const events: ReadingEvent[] = Array.from({ length: BATCH }, (_, n) => ({
          clientId: `bench-${index}-${reader.sent + n}`,
          kind: n === 0 ? "FILE_OPEN" : "FILE_TIME",
          bookOid: target.bookOid,
          editionOid: target.editionOid,
          fileOid: target.fileOids[(index + reader.sent + n) % target.fileOids.length] ?? "",
          amount: n === 0 ? 0 : 1,
          occurredAt: new Date().toISOString(),
        }));
        reader.sent += BATCH;
        const started = performance.now();
        const receipt = await api<ReadingEventReceipt>(url, "/reader/events", {
          method: "POST",
          token: reader.token,
          body: { events },
        });
        latencies.push(performance.now() - started);
        accepted += receipt.accepted;
        await new Promise((wait) => setTimeout(wait, Math.max(0, next - Date.now())));
      }
    }),
  );
  return { accepted, latencies };
}

const server = await startServer({ env: { LOGIN_RATE_LIMIT: "100000000" } });
try {
  const { token, editors } = await schoolEditors(server.baseUrl, EDITORS);
  const books = await api<Page<BookListItem>>(server.baseUrl, "/books/contributed?page=1&pageSize=20", {
    token,
  });
  const book = books.items.find((item) => item.name === "信息技术基础");
  if (!book) throw new Error("the demo data lacks 信息技术基础");
  const editionOid = await publishThroughApi(server.baseUrl, book.oid);
  const readers = await readersOf(server.baseUrl, token, book.oid);
  const fileOids = await fileOidsOf(server.baseUrl, token, book.oid);

  await drive(editors, WARM_UP_SECONDS);
  const idle = await drive(editors, SECONDS);
  const until = Date.now() + SECONDS * 1000;
  const [loaded, reading] = await Promise.all([
    drive(editors, SECONDS),
    read(server.baseUrl, readers, { bookOid: book.oid, editionOid, fileOids }, until),
  ]);
  for (const editor of editors) editor.client.close();

  console.log(
    `Reading events beside the save socket: ${EDITORS} editors saving every 2 s, ${READERS} readers at ${EVENTS_PER_SECOND} events/s in batches of ${BATCH}, ${SECONDS} s per phase, ${
      process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"
    }${process.env.REDIS_URL ? " + Redis" : ""}`,
  );
  summary("save-content, idle server", idle);
  const p99 = summary("save-content, readers on", loaded, idle);
  const sorted = [...reading.latencies].sort((a, b) => a - b);
  console.log(
    `events stored ${reading.accepted} (${(reading.accepted / SECONDS).toFixed(0)}/s) | batch answer p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
  const idleP99 = percentile(
    [...idle].sort((a, b) => a - b),
    0.99,
  );
  const ratio = p99 / Math.max(0.001, idleP99);
  console.log(`save p99 ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×)`);
  if (ratio > TARGET_RATIO) process.exitCode = 1;
} finally {
  await server.stop();
}
