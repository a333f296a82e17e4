// Do EPUB and PDF exports scale with the book (issue 17 §4)? Generates a large book (about 270,000
// characters of Chinese text — the size of the 270,000-word book whose PDF export timed out in
// Pressbooks — with 300 pictures and 200 captioned tables) and a small one (a tenth: 27,000
// characters, 30 pictures, 20 tables) through the API, then exports each as EPUB and as PDF
// through POST /books/export in a server process of its own started for that export alone (the
// real EXPORT task, Paged.js and Chromium included), and prints the time, the peak RSS of the
// server and of its Chromium processes, the PDF's pages, the time per page, and the ratio of the
// time per page large vs small (target: at most 1.5). Linux only (/proc). Run by hand:
// `node bench/book-export.ts`.
import { readdir, readFile } from "node:fs/promises";
import { api } from "@textbook/e2e/api";
import { call, createSchoolBook, type Session, schoolSession } from "@textbook/e2e/publishing";
import { type FreshDatabase, freshDatabase, startServer } from "@textbook/e2e/server";
import type { ExportFormat, SignedUrl, UserTask } from "@textbook/shared";
import { uploadImage } from "./support/generated-book.ts";

const TARGET_RATIO = 1.5;
// 王主编: ORG_ADMIN of 示范学校, who may create books there and export them.
const EXPORTER = "13800000001";
const ENV = { LOGIN_RATE_LIMIT: "100000000", QUOTA_UPLOADS_PER_HOUR: "100000" };
const SIZES = [
  { label: "small", characters: 27_000, images: 30, tables: 20 },
  { label: "large", characters: 270_000, images: 300, tables: 200 },
] as const;
const CHARACTERS_PER_FILE = 1_800;
const FILES_PER_SECTION = 5;
const SECTIONS_PER_CHAPTER = 4;
const SENTENCES = [
  "计算机系统由硬件系统和软件系统两大部分组成，二者相互依存、协同工作。",
  "中央处理器负责解释和执行指令，是整个计算机的运算和控制核心。",
  "存储器用来存放程序和数据，按照用途可以分为主存储器和辅助存储器。",
  "网络把分布在不同地点的计算机连接起来，实现资源共享和信息传递。",
  "算法是解决问题的一系列明确步骤，好的算法应当正确、可读并且高效。",
  "数据经过整理和分析以后成为信息，信息又能帮助人们作出更好的决策。",
];

interface Sized {
  label: string;
  characters: number;
  images: number;
  tables: number;
}

/** A paragraph of about `length` characters, numbered so no two are alike. */
function paragraph(index: number, length: number) {
  let text = `（${index}）`;
  for (let at = index; text.length < length; at++) text += SENTENCES[at % SENTENCES.length];
  return { type: "paragraph", content: [{ type: "text", text }] };
}

function imageBox(attachmentOid: string, chapterIndex: number, index: number) {
  return {
    type: "imageBox",
    content: [
      {
        type: "imageBlock",
        attrs: { fileOid: attachmentOid, src: `/api/files/${attachmentOid}/original`, alt: "插图" },
      },
      {
        type: "caption",
        attrs: { type: "IMAGE", index, chapterIndex },
        content: [{ type: "text", text: `示意图 ${index}` }],
      },
    ],
  };
}

function tableBox(chapterIndex: number, index: number) {
  const cell = (type: string, text: string) => ({
    type,
    content: [{ type: "paragraph", content: [{ type: "text", text }] }],
  });
  const rows = [
    ["部件", "作用", "举例"],
    ...Array.from({ length: 6 }, (_, row) => [`部件 ${row + 1}`, "存放或处理数据", `型号 ${index}-${row}`]),
  ];
  return {
    type: "tableBox",
    content: [
      {
        type: "caption",
        attrs: { type: "TABLE", index, chapterIndex },
        content: [{ type: "text", text: `对比表 ${index}` }],
      },
      {
        type: "table",
        content: rows.map((values, row) => ({
          type: "tableRow",
          content: values.map((value) => cell(row === 0 ? "tableHeader" : "tableCell", value)),
        })),
      },
    ],
  };
}

/** A new book of `size`, its pictures and tables spread evenly over its files. */
async function generate(session: Session, size: Sized): Promise<string> {
  const bookOid = await createSchoolBook(session, `导出基准 ${size.label}`, session.userOid);
  const images: string[] = [];
  for (let index = 0; index < size.images; index++) images.push(await uploadImage(session, bookOid));
  const files = Math.ceil(size.characters / CHARACTERS_PER_FILE);
  const perChapter = FILES_PER_SECTION * SECTIONS_PER_CHAPTER;
  let placedImages = 0;
  let placedTables = 0;
  let chapter = { oid: "", index: 0 };
  let section = "";
  for (let file = 0; file < files; file++) {
    if (file % perChapter === 0) {
      const created = await call<{ oid: string }>(session, `/books/${bookOid}/chapters`, "POST", {
        name: `第 ${chapter.index + 1} 章`,
      });
      chapter = { oid: created.oid, index: chapter.index + 1 };
      placedImages = 0;
      placedTables = 0;
    }
    const sections = `/books/${bookOid}/chapters/${chapter.oid}/sections`;
    if (file % FILES_PER_SECTION === 0) {
      section = (
        await call<{ oid: string }>(session, sections, "POST", {
          name: `第 ${(file % perChapter) / FILES_PER_SECTION + 1} 节`,
        })
      ).oid;
    }
    const content: object[] = [];
    const paragraphs = 6;
    const imageCount =
      Math.floor(((file + 1) * size.images) / files) - Math.floor((file * size.images) / files);
    const tableCount =
      Math.floor(((file + 1) * size.tables) / files) - Math.floor((file * size.tables) / files);
    for (let at = 0; at < paragraphs; at++) {
      content.push(paragraph(file * paragraphs + at + 1, CHARACTERS_PER_FILE / paragraphs));
      if (at < imageCount) {
        const image = images[(Math.floor((file * size.images) / files) + at) % images.length] as string;
        content.push(imageBox(image, chapter.index, ++placedImages));
      }
      if (at < tableCount) content.push(tableBox(chapter.index, ++placedTables));
    }
    const created = await call<{ oid: string }>(session, `${sections}/${section}/files`, "POST", {
      name: `正文 ${file + 1}`,
      type: "CONTENT",
    });
    const path = `${sections}/${section}/files/${created.oid}/content`;
    const { version } = await call<{ version: number }>(session, path);
    await call(session, path, "PUT", { content: { type: "doc", content }, baseVersion: version });
  }
  return bookOid;
}

/** A /proc/<pid>/status field in MB (VmHWM: peak resident set; VmRSS: now), 0 for a process gone. */
async function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const line = status.split("\n").find((row) => row.startsWith(`${field}:`));
  return line ? Number.parseInt(line.slice(field.length + 1), 10) / 1024 : 0;
}

/** The processes below `pid` (Chromium's browser, renderers, GPU and utility processes). */
async function descendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    parents.set(Number(entry), Number(fields[1]));
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, of] of parents) {
      if (of === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

interface Measured {
  label: string;
  format: ExportFormat;
  seconds: number;
  serverBeforeMb: number;
  serverPeakMb: number;
  chromiumPeakMb: number;
  bytes: number;
  pages: number | null;
}

async function measureExport(
  database: FreshDatabase,
  bookOid: string,
  label: string,
  format: ExportFormat,
): Promise<Measured> {
  const server = await startServer({ database, env: ENV });
  try {
    const session = await schoolSession(server.baseUrl, EXPORTER);
    const serverBeforeMb = await memoryMb(server.pid, "VmRSS");
    const started = performance.now();
    const task = await call<UserTask>(session, "/books/export", "POST", { bookOid, format });
    // The Chromium processes' resident sets summed, sampled while the task runs.
    let chromiumPeakMb = 0;
    let finished: UserTask;
    for (;;) {
      finished = await api<UserTask>(server.baseUrl, `/user-tasks/${task.oid}`, { token: session.token });
      if (["DONE", "FAILED", "CANCELLED"].includes(finished.state)) break;
      let sum = 0;
      for (const pid of await descendants(server.pid)) sum += await memoryMb(pid, "VmRSS");
      chromiumPeakMb = Math.max(chromiumPeakMb, sum);
      await new Promise((wait) => setTimeout(wait, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    if (finished.state !== "DONE")
      throw new Error(`${format} of ${label} ended ${finished.state}: ${finished.errorMessage}`);
    const link = await call<SignedUrl>(
      session,
      `/attachments/${finished.output?.attachmentOid}/download-url`,
    );
    const file = Buffer.from(await (await fetch(new URL(link.url, server.baseUrl))).arrayBuffer());
    const pages = format === "PDF" ? file.toString("latin1").split("/Type /Page\n").length - 1 : null;
    return {
      label,
      format,
      seconds,
      serverBeforeMb,
      serverPeakMb: await memoryMb(server.pid, "VmHWM"),
      chromiumPeakMb,
      bytes: file.length,
      pages,
    };
  } finally {
    await server.stop();
  }
}

const database = await freshDatabase();
try {
  const books: { size: Sized; oid: string }[] = [];
  const seeding = await startServer({ database, env: ENV });
  try {
    const session = await schoolSession(seeding.baseUrl, EXPORTER);
    for (const size of SIZES) {
      const started = Date.now();
      books.push({ size, oid: await generate(session, size) });
      console.log(`generated the ${size.label} book in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await seeding.stop();
  }
  const results: Measured[] = [];
  for (const format of ["EPUB", "PDF"] as const) {
    for (const book of books) {
      const result = await measureExport(database, book.oid, book.size.label, format);
      results.push(result);
      console.log(`${format} ${book.size.label}: ${result.seconds.toFixed(1)} s`);
    }
  }
  console.log(
    `\nBook export through the EXPORT task (${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, one server process per export)`,
  );
  for (const result of results) {
    const size = SIZES.find((candidate) => candidate.label === result.label);
    const perPage = result.pages
      ? `  ${result.pages} pages, ${((result.seconds * 1000) / result.pages).toFixed(0)} ms/page`
      : "";
    console.log(
      `${result.format.padEnd(4)} ${result.label.padEnd(5)} (${size?.characters} chars, ${size?.images} pictures, ${size?.tables} tables)  ` +
        `${result.seconds.toFixed(1).padStart(6)} s  ${(result.bytes / 1024 / 1024).toFixed(1)} MB  server peak RSS ${result.serverPeakMb.toFixed(0)} MB (${result.serverBeforeMb.toFixed(0)} MB before)` +
        `${result.format === "PDF" ? `  Chromium peak RSS ${result.chromiumPeakMb.toFixed(0)} MB` : ""}${perPage}`,
    );
  }
  const pdf = (label: string) =>
    results.find((result) => result.format === "PDF" && result.label === label) as Measured;
  const perPage = (result: Measured) => result.seconds / (result.pages ?? 1);
  console.log(
    `PDF time per page, large vs small = ${(perPage(pdf("large")) / perPage(pdf("small"))).toFixed(2)} (target ≤ ${TARGET_RATIO})`,
  );
} finally {
  await database.cleanup();
}
