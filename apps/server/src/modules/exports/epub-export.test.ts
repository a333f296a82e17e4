// The EPUB export of a demo-like book: the package's structure (mimetype first and stored, the
// container, the spine in book order, MathML, the picture embedded, the answer key) and epubcheck
// (Debian's `epubcheck`) finding no error in it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../test/app.ts";
import { createTaskTestApp } from "../../test/task-test-app.ts";
import type { OrgRow, UserRow } from "../users/repository.ts";
import { buildExportBook, exportedFile } from "./test/export-world.ts";

const EPUBCHECK = process.env.EPUBCHECK_JAR ?? "/usr/bin/epubcheck";
const epubcheckMissing = !existsSync(EPUBCHECK) || spawnSync("java", ["-version"], { stdio: "ignore" }).error;
if (epubcheckMissing)
  console.warn(`Skipping the epubcheck run: needs ${EPUBCHECK} (Debian: apt-get install epubcheck).`);

let context: TestContext;
let token: string;
let editor: UserRow;
let org: OrgRow;
let epub: { fileName: string; bytes: Buffer; entries: Record<string, Uint8Array> };

beforeAll(async () => {
  ({ context, org, editor, editorToken: token } = await createTaskTestApp());
  const book = await buildExportBook(context, org, editor);
  const exported = await exportedFile(context, token, book.oid, "EPUB");
  epub = { ...exported, entries: unzipSync(new Uint8Array(exported.bytes)) };
}, 120_000);
afterAll(() => context.close());

const text = (path: string) => {
  const entry = epub.entries[path];
  if (!entry) throw new Error(`no ${path} in the EPUB: ${Object.keys(epub.entries).join(", ")}`);
  return strFromU8(entry);
};

describe("EPUB export", () => {
  it("is named after the book and starts with the stored mimetype", () => {
    expect(epub.fileName).toBe("信息技术基础.epub");
    // The first local header: name "mimetype" at 30, compression method 0 (stored) at 8.
    expect(epub.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(epub.bytes.readUInt16LE(8)).toBe(0);
    expect(epub.bytes.subarray(30, 38).toString("latin1")).toBe("mimetype");
    expect(epub.bytes.subarray(38, 58).toString("latin1")).toBe("application/epub+zip");
    expect(text("META-INF/container.xml")).toContain('full-path="OEBPS/content.opf"');
  });

  it("lists the book's files in order in the spine and the navigation, and declares MathML", () => {
    const opf = text("OEBPS/content.opf");
    expect(opf).toContain("<dc:language>zh-CN</dc:language>");
    expect(opf).toContain("<dc:title>信息技术基础</dc:title>");
    expect(opf).toContain(
      '<spine><itemref idref="title"/><itemref idref="nav"/><itemref idref="page-1"/><itemref idref="page-2"/><itemref idref="answers"/></spine>',
    );
    expect(opf).toMatch(/href="page-1.xhtml" media-type="application\/xhtml\+xml" properties="mathml"/);
    // The cover is the picture the pages use too: one item, marked as the cover and shown on the title page.
    expect(opf).toMatch(/href="assets\/\w+\.png" media-type="image\/png" properties="cover-image"/);
    expect(text("OEBPS/title.xhtml")).toMatch(/<img src="assets\/\w+\.png"/);
    const nav = text("OEBPS/nav.xhtml");
    expect(nav.indexOf("第一章 计算机概述")).toBeLessThan(nav.indexOf("第一节 组成"));
    expect(nav.indexOf("计算机的组成")).toBeLessThan(nav.indexOf("第二章 网络"));
  });

  it("embeds the picture, writes formulas as MathML and exercises as questions with an answer key", () => {
    const page = text("OEBPS/page-1.xhtml");
    const from = page.indexOf('src="assets/') + 'src="'.length;
    const picture = page.slice(from, page.indexOf('"', from));
    expect(picture).toMatch(/^assets\/\w+\.png$/);
    expect(epub.entries[`OEBPS/${picture}`]?.subarray(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    expect(page).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
    expect(page).toContain("中央处理器的英文缩写是？");
    expect(page).toContain("在线观看：计算机的历史");
    expect(page).toContain("表1-1");
    const answers = text("OEBPS/answers.xhtml");
    expect(answers).toContain("参考答案");
    expect(answers).toMatch(/答案：<\/span>B/);
    expect(answers).toContain("外存");
    expect(text("OEBPS/style.css")).toContain(".tb-exercise");
  });

  it.skipIf(epubcheckMissing)(
    "passes epubcheck with no error",
    async () => {
      const folder = await mkdtemp(join(tmpdir(), "epubcheck-"));
      try {
        const file = join(folder, "book.epub");
        await writeFile(file, epub.bytes);
        const report = join(folder, "report.json");
        spawnSync("java", ["-jar", EPUBCHECK, file, "--json", report], { timeout: 120_000 });
        const { messages } = JSON.parse(await readFile(report, "utf8")) as {
          messages: {
            severity: string;
            ID: string;
            message: string;
            locations: { path: string; line: number; column: number }[];
          }[];
        };
        const errors = messages
          .filter((message) => message.severity === "ERROR" || message.severity === "FATAL")
          .map((message) => {
            const at = message.locations[0];
            return `${message.ID} ${message.message} @ ${at?.path}:${at?.line}:${at?.column}`;
          });
        expect(errors).toEqual([]);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
