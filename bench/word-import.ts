// Does the Word import scale linearly (issue 17 §4)? Generates a 27,000-word and a 270,000-word
// .docx (30 pictures and 20 tables at the small size, 300 and 200 at the large), then for each
// starts a server process of its own (PGlite), imports a small file to warm it up, uploads the
// file, runs the parse and the import tasks through the API, and prints words/s, the process's peak
// RSS (VmHWM) and the ratio of import time 270k vs 27k words (target: at most 12, i.e. about
// linear). Linux only (/proc).
import { readFile } from "node:fs/promises";
import { call, createSchoolBook, type Session, schoolSession, waitForTask } from "@textbook/e2e/publishing";
import { type FreshDatabase, freshDatabase, startServer } from "@textbook/e2e/server";
import type { UserTask, WordProposal } from "@textbook/shared";
import { textbookDocx } from "../apps/server/src/modules/word-import/test-word-files.ts";
import { uploadFile } from "./support/upload.ts";

const TARGET_RATIO = 12;
// 王主编: ORG_ADMIN of 示范学校, who may create books there and change their structure.
const IMPORTER = "13800000001";
const ENV = { LOGIN_RATE_LIMIT: "100000000" };

/** 10 chapters of 10 sections; a body paragraph counts 51 words (each CJK character one, each Latin word one). */
const SIZES = [
  { label: "27k", paragraphs: 5, images: 30, tables: 20 },
  { label: "270k", paragraphs: 53, images: 300, tables: 200 },
] as const;

async function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

interface Measured {
  label: string;
  words: number;
  parseSeconds: number;
  importSeconds: number;
  rssBeforeMb: number;
  /** The highest RSS sampled while the parse and the import ran. */
  rssDuringMb: number;
  /** The process's peak before the parse (its start), so what the import adds can be read. */
  peakBeforeMb: number;
  peakMb: number;
}

async function done(session: Session, task: UserTask): Promise<UserTask> {
  const finished = await waitForTask(session, task.oid);
  if (finished.state !== "DONE")
    throw new Error(`${finished.title} ended ${finished.state}: ${finished.errorMessage}`);
  return finished;
}

function wholeTree(proposal: WordProposal) {
  return proposal.chapters.map((chapter) => ({
    title: chapter.title,
    sections: chapter.sections.map((section) => ({
      title: section.title,
      files: section.files.map((file) => ({ title: file.title, from: [file.id] })),
    })),
  }));
}

/** Parse and import of one file into a new book: the seconds each took, and the parse's word count. */
async function parseAndImport(session: Session, bytes: Buffer, label: string) {
  const bookOid = await createSchoolBook(session, `Word 导入基准 ${label}`, session.userOid);
  const attachmentOid = await uploadFile(session, {
    bytes,
    fileName: `基准 ${label}.docx`,
    type: "DOCUMENT",
  });
  const started = performance.now();
  const parse = await call<UserTask>(session, `/books/${bookOid}/parse-word-task`, "POST", { attachmentOid });
  const proposal = (await done(session, parse)).output?.wordProposal;
  if (!proposal) throw new Error("the parse left no proposal");
  const parseSeconds = (performance.now() - started) / 1000;
  const importing = performance.now();
  const imported = await call<UserTask>(session, `/books/${bookOid}/import-word-task`, "POST", {
    parseTaskOid: parse.oid,
    tree: wholeTree(proposal),
    target: { kind: "append" },
  });
  await done(session, imported);
  return { words: proposal.words, parseSeconds, importSeconds: (performance.now() - importing) / 1000 };
}

async function measure(database: FreshDatabase, size: (typeof SIZES)[number]): Promise<Measured> {
  const bytes = await textbookDocx({ chapters: 10, sectionsPerChapter: 10, ...size });
  const warmUp = await textbookDocx();
  const server = await startServer({ database, env: ENV });
  try {
    const session = await schoolSession(server.baseUrl, IMPORTER);
    // A small import first, so neither size pays for loading and compiling the import's code.
    await parseAndImport(session, warmUp, `${size.label} 预热`);
    const rssBeforeMb = await memoryMb(server.pid, "VmRSS");
    const peakBeforeMb = await memoryMb(server.pid, "VmHWM");
    // VmHWM keeps the start's peak, which may exceed the import's: the RSS is also sampled while it runs.
    let rssDuringMb = rssBeforeMb;
    const sampler = setInterval(() => {
      void memoryMb(server.pid, "VmRSS").then((mb) => {
        rssDuringMb = Math.max(rssDuringMb, mb);
      });
    }, 100);
    try {
      const measured = await parseAndImport(session, bytes, size.label);
      return {
        label: size.label,
        ...measured,
        rssBeforeMb,
        rssDuringMb,
        peakBeforeMb,
        peakMb: await memoryMb(server.pid, "VmHWM"),
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await server.stop();
  }
}

const database = await freshDatabase();
try {
  // The first start migrates and seeds the demo data, so each measured process holds only its start and its import.
  await (await startServer({ database, env: ENV })).stop();
  const results: Measured[] = [];
  for (const size of SIZES) results.push(await measure(database, size));
  console.log(
    `\nWord import, parse + import tasks (${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, one server process per size)`,
  );
  for (const result of results) {
    const seconds = result.parseSeconds + result.importSeconds;
    console.log(
      `${result.label.padStart(5)}  ${String(result.words).padStart(7)} words  ${(result.words / seconds).toFixed(0).padStart(6)} words/s  ` +
        `parse ${result.parseSeconds.toFixed(1)} s + import ${result.importSeconds.toFixed(1)} s  ` +
        `RSS ${result.rssBeforeMb.toFixed(0)} → at most ${result.rssDuringMb.toFixed(0)} MB while importing; ` +
        `peak RSS ${result.peakMb.toFixed(0)} MB (${result.peakBeforeMb.toFixed(0)} MB before)`,
    );
  }
  const [small, large] = results as [Measured, Measured];
  const ratio = (large.parseSeconds + large.importSeconds) / (small.parseSeconds + small.importSeconds);
  const words = large.words / small.words;
  console.log(
    `time ratio ${large.label}/${small.label} = ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) for ${words.toFixed(1)}× the words; ` +
      `per word ${(ratio / words).toFixed(2)}× (1.00 is linear)`,
  );
} finally {
  await database.cleanup();
}
