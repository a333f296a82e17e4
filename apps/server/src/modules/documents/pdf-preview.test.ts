// POST /attachments/{id}/pdf-preview and the converted PDF's signed link. A stand-in `soffice`
// (a shell script) exercises conversion, storage and reuse on any machine; real LibreOffice is
// exercised only where it is installed.
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DocumentPreview, UPLOAD } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { docx } from "../../test/docx.ts";
import { storeGeneratedFile } from "../attachments/store-generated.ts";
import { bookTeam, fetchFile, png, upload } from "../attachments/test/uploads.ts";
import { locateLibreOffice } from "./libreoffice.ts";
import { previewKeyFor } from "./pdf-preview.ts";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const hasLibreOffice = (await locateLibreOffice("soffice")) !== null;

let scripts: string;
let context: TestContext;
beforeAll(async () => {
  scripts = await mkdtemp(join(tmpdir(), "textbook-fake-soffice-"));
  context = await createTestApp({ env: { LIBREOFFICE_PATH: "off" } });
});
afterAll(async () => {
  await context.close();
  await rm(scripts, { recursive: true, force: true });
});

/** A stand-in for soffice: writes `body` as the PDF into --outdir and counts its runs, or fails. */
async function fakeSoffice(name: string, body: string | null): Promise<{ path: string; runs: string }> {
  const path = join(scripts, name);
  const runs = join(scripts, `${name}.runs`);
  const convert = body === null ? "exit 1" : `printf '%s' '${body}' > "$out/document.pdf"`;
  await writeFile(
    path,
    [
      "#!/bin/sh",
      `echo run >> "${runs}"`,
      'while [ $# -gt 0 ]; do if [ "$1" = "--outdir" ]; then out="$2"; fi; shift; done',
      'mkdir -p "$out"',
      convert,
      "",
    ].join("\n"),
  );
  await chmod(path, 0o755);
  return { path, runs };
}

async function storedDocument(on: TestContext, name: string, contentType: string, body: Buffer) {
  const team = await bookTeam(on);
  const row = await storeGeneratedFile(on, {
    bookOid: team.book.oid,
    orgOid: team.book.orgOid,
    ownerOid: team.editor.oid,
    name,
    type: "DOCUMENT",
    contentType,
    body,
  });
  return { ...team, row };
}

const preview = (on: TestContext, id: string, token?: string) =>
  call<DocumentPreview>(on.app, "POST", `/api/attachments/${id}/pdf-preview`, token ? { token } : {});

async function withSoffice<T>(path: string, use: (on: TestContext) => Promise<T>): Promise<T> {
  const on = await createTestApp({
    env: { LIBREOFFICE_PATH: path },
    database: context.database,
    storage: context.storage,
  });
  try {
    return await use(on);
  } finally {
    await on.close();
  }
}

describe("POST /attachments/{id}/pdf-preview", () => {
  it("answers 401 without login, 403 to another organisation, 404 for no attachment", async () => {
    const { row, outsiderToken, readerToken } = await storedDocument(context, "教案.docx", DOCX_MIME, docx());
    expect((await preview(context, row.oid)).status).toBe(401);
    const refused = await preview(context, row.oid, outsiderToken);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("err.privilege.required");
    expect((await preview(context, "no-such-attachment", readerToken)).status).toBe(404);
  });

  it("gives a PDF its own preview link, to a reader of the book", async () => {
    const { row, readerToken } = await storedDocument(
      context,
      "讲义.pdf",
      "application/pdf",
      Buffer.from("%PDF-1.4 stand-in"),
    );
    const response = await preview(context, row.oid, readerToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ state: "READY" });
    const data = response.body.data as Extract<DocumentPreview, { state: "READY" }>;
    expect(data.url).toContain(`/api/files/${row.oid}/preview?`);
  });

  it("says clearly that online preview of an Office file needs LibreOffice on the server", async () => {
    const { row, readerToken } = await storedDocument(context, "教案.docx", DOCX_MIME, docx());
    const response = await preview(context, row.oid, readerToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      state: "UNAVAILABLE",
      reason: "在线预览 Office 文档需要服务器安装 LibreOffice，请下载后查看",
    });
    await withSoffice("/nonexistent/soffice", async (on) => {
      expect((await preview(on, row.oid, readerToken)).body.data.state).toBe("UNAVAILABLE");
    });
  });

  it("refuses what is not a document", async () => {
    const { editorToken, book } = await bookTeam(context);
    const { completed } = await upload(
      context,
      editorToken,
      { fileName: "a.png", type: "IMAGE", bookOid: book.oid },
      await png(8, 8),
    );
    const response = await preview(context, completed.body.data.attachmentOid, editorToken);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("err.attachment.previewUnavailable");
  });

  it("converts an Office file once, stores the PDF and serves it behind a signed, expiring link", async () => {
    const soffice = await fakeSoffice("soffice-ok", "%PDF-1.4 converted");
    const { row, readerToken, outsiderToken } = await storedDocument(context, "教案.docx", DOCX_MIME, docx());
    await withSoffice(soffice.path, async (on) => {
      const [first, second] = await Promise.all([
        preview(on, row.oid, readerToken),
        preview(on, row.oid, readerToken),
      ]);
      expect(first.body.data.state).toBe("READY");
      expect(second.body.data.state).toBe("READY");
      const again = await preview(on, row.oid, readerToken);
      const { url } = again.body.data as Extract<DocumentPreview, { state: "READY" }>;
      expect(url).toContain(`/api/documents/${row.oid}/preview.pdf?`);
      // Two readers at once and a later view: one conversion.
      expect((await readFile(soffice.runs, "utf8")).trim()).toBe("run");
      const served = await fetchFile(on, url);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-disposition"]).toMatch(/^inline; .*\.pdf/);
      expect(served.body.toString()).toBe("%PDF-1.4 converted");
      expect((await preview(on, row.oid, outsiderToken)).status).toBe(403);
      expect((await fetchFile(on, url.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
      expect((await fetchFile(on, url.replace(/\?.*/, ""))).status).toBe(401);
      on.clock.advance(3 * UPLOAD.linkTtlSeconds);
      expect((await fetchFile(on, url)).status).toBe(403);
    });
    // Stored, so a server without LibreOffice still shows it.
    expect(await context.storage.statObject(previewKeyFor(row.oid))).not.toBeNull();
    expect((await preview(context, row.oid, readerToken)).body.data.state).toBe("READY");
  });

  it("answers FAILED with a clear reason when the file cannot be converted", async () => {
    const soffice = await fakeSoffice("soffice-broken", null);
    const { row, readerToken } = await storedDocument(
      context,
      "坏文件.pptx",
      DOCX_MIME,
      Buffer.from("not a pptx"),
    );
    await withSoffice(soffice.path, async (on) => {
      expect((await preview(on, row.oid, readerToken)).body.data).toEqual({
        state: "FAILED",
        reason: "文档转换为 PDF 失败，请下载后查看",
      });
    });
  });

  it.skipIf(!hasLibreOffice)(
    "converts a real Word document with the installed LibreOffice",
    async () => {
      const { row, readerToken } = await storedDocument(context, "教案.docx", DOCX_MIME, docx());
      await withSoffice("soffice", async (on) => {
        const response = await preview(on, row.oid, readerToken);
        expect(response.body.data.state).toBe("READY");
        const { url } = response.body.data as Extract<DocumentPreview, { state: "READY" }>;
        expect((await fetchFile(on, url)).body.subarray(0, 5).toString()).toBe("%PDF-");
      });
    },
    120_000,
  );
});
