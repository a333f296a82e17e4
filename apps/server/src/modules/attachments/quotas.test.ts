// Per-user quotas (F-12), each through the API with small limits: uploads per hour and bytes per
// day, Office conversions and ffmpeg decodes in flight, exports queued; and LibreOffice's bounded
// line. Over a quota the answer is a 429 naming the limit, never a 500. Stand-in soffice and ffmpeg
// scripts hold their work until the test lets them finish.
import { appendFile, chmod, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DocumentPreview } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTasks } from "../../db/schema/index.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { storeGeneratedFile } from "./store-generated.ts";
import { bookTeam, complete, createAttachment, putPart, upload } from "./test/uploads.ts";

let folder: string;
let context: TestContext;
const hold = () => join(folder, "hold");
const runs = () => join(folder, "runs");

/** A stand-in program: records its run, waits while the hold file exists, then does `finish`. */
async function heldProgram(name: string, finish: string[]): Promise<string> {
  const path = join(folder, name);
  await writeFile(
    path,
    [
      "#!/bin/sh",
      `echo run >> "${runs()}"`,
      `while [ -f "${hold()}" ]; do sleep 0.05; done`,
      ...finish,
      "",
    ].join("\n"),
  );
  await chmod(path, 0o755);
  return path;
}

async function runCount(): Promise<number> {
  const text = await readFile(runs(), "utf8").catch(() => "");
  return text.split("\n").filter(Boolean).length;
}

/** Resolves once the stand-ins have started `count` runs in all. */
async function started(count: number): Promise<void> {
  while ((await runCount()) < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "textbook-quotas-"));
  await appendFile(runs(), "");
  const soffice = await heldProgram("soffice", [
    'while [ $# -gt 0 ]; do if [ "$1" = "--outdir" ]; then out="$2"; fi; shift; done',
    'mkdir -p "$out"',
    `printf '%s' '%PDF-1.4 held' > "$out/document.pdf"`,
  ]);
  const ffmpeg = await heldProgram("ffmpeg", ["printf 'frame'"]);
  context = await createTestApp({
    env: {
      LIBREOFFICE_PATH: soffice,
      LIBREOFFICE_QUEUE: "0",
      FFMPEG_PATH: ffmpeg,
      QUOTA_UPLOADS_PER_HOUR: "3",
      QUOTA_UPLOAD_MB_PER_DAY: "1",
      QUOTA_CONVERSIONS_PER_USER: "1",
      QUOTA_POSTERS_PER_USER: "1",
      QUOTA_EXPORTS_PER_USER: "2",
    },
  });
});
afterAll(async () => {
  await context.close();
  await rm(folder, { recursive: true, force: true });
});

const refusal = (response: { status: number; body: { errorCode: string; errorMessage: string } }) =>
  `${response.status} ${response.body.errorCode} ${response.body.errorMessage}`;

describe("upload quotas", () => {
  it("refuses a user's uploads beyond the hourly count until the hour has passed", async () => {
    const { editorToken, readerToken } = await bookTeam(context);
    const file = { fileName: "a.png", type: "IMAGE" as const, size: 10 };
    for (let index = 0; index < 3; index++) {
      expect((await createAttachment(context, editorToken, file)).status).toBe(200);
    }
    expect(refusal(await createAttachment(context, editorToken, file))).toBe(
      "429 err.quota.uploads 每小时最多上传 3 个文件，请稍后再试",
    );
    // Another user's quota is their own.
    expect((await createAttachment(context, readerToken, file)).status).toBe(200);
    context.clock.advance(3601);
    expect((await createAttachment(context, editorToken, file)).status).toBe(200);
  });

  it("refuses bytes beyond the daily amount, counting uploads still in progress", async () => {
    const { editorToken } = await bookTeam(context);
    const file = (size: number) => ({ fileName: "a.mp3", type: "AUDIO" as const, size });
    expect((await createAttachment(context, editorToken, file(700 * 1024))).status).toBe(200);
    expect(refusal(await createAttachment(context, editorToken, file(400 * 1024)))).toBe(
      "429 err.quota.uploadBytes 24 小时内最多上传 1 MB 的文件，请稍后再试",
    );
    expect((await createAttachment(context, editorToken, file(300 * 1024))).status).toBe(200);
    context.clock.advance(24 * 3600 + 1);
    expect((await createAttachment(context, editorToken, file(1024 * 1024))).status).toBe(200);
  });
});

describe("heavy work in flight", () => {
  const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  const preview = (id: string, token: string) =>
    call<DocumentPreview>(context.app, "POST", `/api/attachments/${id}/pdf-preview`, { token });

  it("limits a user's conversions, and answers busy when LibreOffice's line is full", async () => {
    const team = await bookTeam(context);
    const documents = await Promise.all(
      ["甲", "乙", "丙"].map((name) =>
        storeGeneratedFile(context, {
          bookOid: team.book.oid,
          orgOid: team.book.orgOid,
          ownerOid: team.editor.oid,
          name: `${name}.docx`,
          type: "DOCUMENT",
          contentType: DOCX,
          body: Buffer.from("PK stand-in"),
        }),
      ),
    );
    const [first, second, third] = documents.map((row) => row.oid) as [string, string, string];
    await writeFile(hold(), "");
    const before = await runCount();
    const running = preview(first, team.readerToken);
    await started(before + 1);
    expect(refusal(await preview(second, team.readerToken))).toBe(
      "429 err.quota.conversions 同时最多转换 1 个文档，请等当前转换完成后再试",
    );
    // Another user is within their quota, but one conversion runs and none may wait (LIBREOFFICE_QUEUE 0).
    expect((await preview(third, team.editorToken)).body.data).toEqual({
      state: "UNAVAILABLE",
      reason: "服务器正忙于转换其他文档，请稍后再试或下载后查看",
    });
    await unlink(hold());
    expect((await running).body.data.state).toBe("READY");
    expect((await preview(second, team.readerToken)).body.data.state).toBe("READY");
  });

  it("limits a user's ffmpeg decodes (posters and video checks), leaving a refused upload open for a retry", async () => {
    const { editorToken, book } = await bookTeam(context);
    const video = { fileName: "演示.mp4", type: "VIDEO" as const, bookOid: book.oid };
    const bytes = await readFile(join(import.meta.dirname, "fixtures/blue-64x48.mp4"));
    const { completed } = await upload(context, editorToken, video, bytes);
    expect(completed.body.data.state).toBe("READY");
    const created = await createAttachment(context, editorToken, { ...video, size: bytes.length });
    const { credentials, attachment } = created.body.data;
    expect((await putPart(context, credentials, 1, bytes)).status).toBe(200);

    await writeFile(hold(), "");
    const before = await runCount();
    const poster = call(
      context.app,
      "POST",
      `/api/attachments/${completed.body.data.attachmentOid}/generate-poster`,
      {
        token: editorToken,
      },
    );
    await started(before + 1);
    expect(refusal(await complete(context, editorToken, attachment.attachmentOid))).toBe(
      "429 err.quota.posters 同时最多处理 1 个视频，请等当前处理完成后再试",
    );
    await unlink(hold());
    expect((await poster).status).toBe(200);
    expect((await complete(context, editorToken, attachment.attachmentOid)).body.data.state).toBe("READY");
  });
});

describe("export quota", () => {
  it("refuses a user's export beyond the queued ones until one finishes", async () => {
    const { editorToken, editor, book } = await bookTeam(context);
    const exportBook = () =>
      call(context.app, "POST", "/api/books/export", { token: editorToken, body: { bookOid: book.oid } });
    expect((await exportBook()).status).toBe(200);
    expect((await exportBook()).status).toBe(200);
    expect(refusal(await exportBook())).toBe(
      "429 err.quota.exports 最多同时排队 2 个导出任务，请等已提交的导出完成后再试",
    );
    await context.db.update(userTasks).set({ state: "DONE" }).where(eq(userTasks.creatorOid, editor.oid));
    expect((await exportBook()).status).toBe(200);
  });
});
