import {
  EDITION_PATHS,
  type ErrorCorrectionDetail,
  type ErrorCorrectionItem,
  editionStoragePrefix,
  type Page,
  type PendingErrorCorrectionBook,
  type ReaderErrorCorrection,
  type TodoCount,
} from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { buildEdition, FILE_OID } from "../../test/edition-fixture.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";
import { makeReaderOnly, pushBookTo, readerSessionFor } from "../readers/test/reader-world.ts";
import type { UserRow } from "../users/repository.ts";

const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const SENTENCE = "信息技术是一门重要的课成。";

let context: TestContext;
let chief: UserRow;
let editor: UserRow;
let outsider: UserRow;
let student: UserRow;
let tokens: { chief: string; editor: string; outsider: string; student: string; stranger: string };
let bookOid: string;
let editionOid: string;

beforeAll(async () => {
  context = await createTestApp();
  const { db, clock } = context;
  const org = await buildOrg(db);
  chief = await buildUser(db, { fullName: "主编", memberships: [{ org, roles: [] }] });
  editor = await buildUser(db, { fullName: "编辑", memberships: [{ org, roles: [] }] });
  outsider = await buildUser(db, { fullName: "旁人", memberships: [{ org, roles: [] }] });
  student = await makeReaderOnly(db, await buildUser(db, { fullName: "学生甲", phoneNumber: "13812345678" }));
  const stranger = await makeReaderOnly(db, await buildUser(db, { fullName: "学生乙" }));
  const book = await buildBook(db, {
    org,
    name: "信息技术基础",
    members: [
      { user: chief, role: "BOOK_CHIEF_EDITOR" },
      { user: editor, role: "BOOK_EDITOR" },
    ],
  });
  bookOid = book.oid;
  const edition = await buildEdition(context, book, chief, { release: true });
  editionOid = edition.oid;
  await context.storage.putObject(
    `${editionStoragePrefix(edition.oid)}${EDITION_PATHS.fileHtml(FILE_OID)}`,
    Buffer.from(
      `<article class="tb-book"><p data-oid="block1">${SENTENCE}</p><p>第二段没有编号。</p></article>`,
    ),
    "text/html; charset=utf-8",
  );
  await pushBookTo(db, { bookOid, editionOid, pushedBy: chief, userOids: [student.oid] });
  tokens = {
    chief: await sessionFor(db, chief, clock, org.oid),
    editor: await sessionFor(db, editor, clock, org.oid),
    outsider: await sessionFor(db, outsider, clock, org.oid),
    student: await readerSessionFor(db, student, clock),
    stranger: await readerSessionFor(db, stranger, clock),
  };
});
afterAll(() => context.close());

const place = () => ({
  bookOid,
  editionOid,
  fileOid: FILE_OID,
  blockOid: "block1",
  startOffset: 10,
  endOffset: 12,
  quote: "课成",
  type: "WORD",
  description: "“课成”应为“课程”",
});

const report = (body: unknown, token = tokens.student) =>
  call<ReaderErrorCorrection>(context.app, "POST", "/api/reader/error-corrections", { token, body });

describe("reporting from the reader", () => {
  it("keeps the place, with the chapter and section of the edition's tree", async () => {
    const response = await report(place());
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      quote: "课成",
      state: "PENDING",
      reply: null,
      bookName: "信息技术基础",
    });
    const detail = await call<ErrorCorrectionDetail>(
      context.app,
      "GET",
      `/api/error-corrections/${response.body.data.oid}`,
      { token: tokens.editor },
    );
    expect(detail.body.data).toMatchObject({
      chapterOid: "chapter1",
      sectionOid: "section1",
      blockOid: "block1",
      startOffset: 10,
      endOffset: 12,
      reporterName: "学生甲",
      reporterPhone: "138****5678",
      screenshotUrl: null,
    });
  });

  it("refuses bad input without a 500", async () => {
    const cases = [
      { ...place(), description: "" },
      { ...place(), description: "长".repeat(501) },
      { ...place(), quote: "长".repeat(501) },
      { ...place(), type: "TYPO" },
      { ...place(), startOffset: 3, endOffset: undefined },
      { ...place(), startOffset: -1 },
    ];
    for (const body of cases) {
      const response = await report(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorCode).toBe("err.validate.failed");
    }
  });

  it("refuses a book the reader cannot read, and editors' sessions", async () => {
    expect((await report(place(), tokens.stranger)).body.errorCode).toBe("err.errorCorrection.notReadable");
    expect((await report(place(), tokens.chief)).status).toBe(401);
    expect((await report({ ...place(), editionOid: "oldedition" })).body.errorCode).toBe(
      "err.errorCorrection.editionChanged",
    );
  });

  it("takes a text block without an oid by its place among the text blocks", async () => {
    const response = await report({
      ...place(),
      blockOid: "@1",
      startOffset: 5,
      endOffset: 7,
      quote: "编号",
    });
    expect(response.status).toBe(200);
    expect((await report({ ...place(), blockOid: "@1", startOffset: 5, endOffset: 9 })).body.errorCode).toBe(
      "err.errorCorrection.offsetsOutside",
    );
  });

  it("refuses a place that is not in the edition", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fileOid: "nofile" }, "err.errorCorrection.placeNotFound"],
      [{ blockOid: "noblock" }, "err.errorCorrection.placeNotFound"],
      [{ blockOid: '"]; x' }, "err.errorCorrection.placeNotFound"],
      [{ blockOid: "@2" }, "err.errorCorrection.placeNotFound"],
      [{ blockOid: "@x" }, "err.errorCorrection.placeNotFound"],
      [{ startOffset: 5, endOffset: SENTENCE.length + 1 }, "err.errorCorrection.offsetsOutside"],
      [{ startOffset: 6, endOffset: 5 }, "err.errorCorrection.offsetsOutside"],
    ];
    for (const [change, code] of cases) {
      const response = await report({ ...place(), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.errorCode).toBe(code);
    }
  });

  it("stores a PNG screenshot behind a signed link and refuses anything else", async () => {
    const fake = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64");
    expect((await report({ ...place(), screenshot: fake })).body.errorCode).toBe(
      "err.errorCorrection.screenshotInvalid",
    );
    const response = await report({ ...place(), screenshot: ONE_PIXEL_PNG });
    expect(response.status).toBe(200);
    const detail = await call<ErrorCorrectionDetail>(
      context.app,
      "GET",
      `/api/error-corrections/${response.body.data.oid}`,
      { token: tokens.chief },
    );
    const url = detail.body.data.screenshotUrl ?? "";
    const image = await context.app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const forged = await context.app.inject({ method: "GET", url: url.replace(/sig=[^&]+/, "sig=forged") });
    expect(forged.statusCode).toBe(403);
  });
});

describe("the editors' side", () => {
  it("lists a book's reports with filters to its viewers only", async () => {
    const list = (token: string, query = "") =>
      call<Page<ErrorCorrectionItem>>(context.app, "GET", `/api/error-corrections/${bookOid}/query${query}`, {
        token,
      });
    const all = await list(tokens.editor);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.items[0]).toMatchObject({ chapterOid: "chapter1", reporterName: "学生甲" });
    expect((await list(tokens.editor, "?type=CONTENT")).body.data.total).toBe(0);
    expect((await list(tokens.editor, "?chapterOid=chapter1&state=PENDING")).body.data.total).toBe(
      all.body.data.total,
    );
    expect((await list(tokens.editor, "?type=BAD")).status).toBe(400);
    expect((await list(tokens.outsider)).status).toBe(403);
  });

  it("processes once: the reply reaches the reader, a second attempt is 409", async () => {
    const created = (await report(place())).body.data;
    const processAs = (token: string, reply = "已改正，谢谢") =>
      call<ErrorCorrectionDetail>(context.app, "PUT", `/api/error-corrections/${created.oid}/processed`, {
        token,
        body: { reply },
      });
    expect((await processAs(tokens.editor)).status).toBe(403);
    expect((await processAs(tokens.chief, "")).body.errorCode).toBe("err.validate.failed");
    expect((await processAs(tokens.chief, "长".repeat(501))).status).toBe(400);
    const [first, second] = await Promise.all([processAs(tokens.chief), processAs(tokens.chief, "又一次")]);
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first?.status === 409 ? first : second;
    expect(loser?.body.errorMessage).toBe("该纠错已被其他人处理，请刷新后查看");
    const mine = await call<Page<ReaderErrorCorrection>>(
      context.app,
      "GET",
      "/api/reader/error-corrections",
      {
        token: tokens.student,
      },
    );
    const seen = mine.body.data.items.find((item) => item.oid === created.oid);
    expect(seen).toMatchObject({ state: "PROCESSED", reply: "已改正，谢谢" });
  });

  it("lands pending reports in the chief editor's todos, counted with the approvals", async () => {
    const count = await call<TodoCount>(context.app, "GET", "/api/todos/count", { token: tokens.chief });
    expect(count.status).toBe(200);
    expect(count.body.data.errorCorrectionCount).toBeGreaterThan(0);
    const books = await call<{ items: PendingErrorCorrectionBook[] }>(
      context.app,
      "GET",
      "/api/todos/error-corrections",
      { token: tokens.chief },
    );
    expect(books.body.data.items).toEqual([
      expect.objectContaining({
        bookOid,
        bookName: "信息技术基础",
        pendingCount: count.body.data.errorCorrectionCount,
      }),
    ]);
    const editorCount = await call<TodoCount>(context.app, "GET", "/api/todos/count", {
      token: tokens.editor,
    });
    expect(editorCount.body.data.errorCorrectionCount).toBe(0);
  });

  it("answers 404 for an unknown report", async () => {
    const response = await call(context.app, "GET", "/api/error-corrections/nosuchreport", {
      token: tokens.chief,
    });
    expect(response.status).toBe(404);
  });
});
