// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { formatMessage, WORD_IMPORT_TEXTS as T, type UserTask, type WordProposal } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { bookDetail } from "../test/tree-fixtures.ts";
import { WordImportDialog } from "./word-import-dialog.tsx";

const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("../../../app/uploads/upload-queue.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../app/uploads/upload-queue.ts")>()),
  uploadFile: uploads.uploadFile,
}));

const PROPOSAL: WordProposal = {
  chapters: [
    {
      id: "c0",
      title: "第一章 细胞",
      words: 120,
      sections: [
        {
          id: "c0s0",
          title: "第一节 结构",
          words: 100,
          files: [{ id: "c0s0f0", title: "第一节 结构", words: 100 }],
        },
        {
          id: "c0s1",
          title: "第二节 功能",
          words: 20,
          files: [{ id: "c0s1f0", title: "第二节 功能", words: 20 }],
        },
      ],
    },
  ],
  words: 120,
  images: 1,
  tables: 2,
  notes: [],
};

function task(oid: string, output: Partial<NonNullable<UserTask["output"]>>): UserTask {
  return {
    oid,
    type: "WORD_IMPORT",
    title: "Word",
    state: "DONE",
    progress: 100,
    result: "SUCCESS",
    errorMessage: null,
    output: {
      attachmentOid: null,
      fileName: null,
      bookOid: "book-1",
      chapterOid: null,
      sectionOid: null,
      ...output,
    },
    book: null,
    creator: { oid: "u", fullName: "王主编" },
    attempts: 1,
    createdAt: "2026-01-01T00:00:00Z",
    startedAt: null,
    finishedAt: null,
  };
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  uploads.uploadFile.mockReset();
  uploads.uploadFile.mockResolvedValue({ attachmentOid: "att-word" });
  api.routes.set("GET /api/books/book-1/chapters", () => ({ data: { items: [], total: 0 } }));
  api.routes.set("POST /api/books/book-1/parse-word-task", () => ({ data: task("parse-1", {}) }));
  api.routes.set("GET /api/user-tasks/parse-1", () => ({
    data: task("parse-1", { wordProposal: PROPOSAL }),
  }));
  api.routes.set("POST /api/books/book-1/import-word-task", () => ({ data: task("import-1", {}) }));
  api.routes.set("GET /api/user-tasks/import-1", () => ({
    data: task("import-1", {
      attachmentOid: "report-1",
      wordImport: { chapters: 1, sections: 1, files: 1, images: 1, unmapped: { 下划线: 2 } },
    }),
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("parses with the default levels, imports the edited tree at the end of the book, and reports", async () => {
  renderRoutes([{ path: "/", element: <WordImportDialog book={bookDetail()} onClose={() => {}} /> }], "/");
  const input = screen.getByLabelText(T.chooseFile, { selector: "input" }) as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [new File(["docx"], "细胞.docx")], configurable: true });
  fireEvent.change(input);
  fireEvent.click(screen.getByRole("button", { name: T.parse }));

  const chapterTitle = await screen.findByRole("textbox", {
    name: formatMessage(T.titleOf, { kind: T.chapterLevel, title: "第一章 细胞" }),
  });
  const parse = api.sent.find((call) => call.path === "/api/books/book-1/parse-word-task");
  expect(parse?.body).toEqual({ attachmentOid: "att-word", levels: { chapter: 1, section: 2, file: null } });
  fireEvent.change(chapterTitle, { target: { value: "第 1 章 细胞" } });
  fireEvent.click(
    screen.getByRole("button", {
      name: formatMessage(T.removeOf, { kind: T.sectionLevel, title: "第二节 功能" }),
    }),
  );
  fireEvent.click(screen.getByRole("button", { name: T.start }));

  await screen.findByText(T.done);
  const imported = api.sent.find((call) => call.path === "/api/books/book-1/import-word-task");
  expect(imported?.body).toEqual({
    parseTaskOid: "parse-1",
    tree: [
      {
        title: "第 1 章 细胞",
        sections: [{ title: "第一节 结构", files: [{ title: "第一节 结构", from: ["c0s0f0"] }] }],
      },
    ],
    target: { kind: "append" },
  });
  expect(screen.getByText(formatMessage(T.unmappedSummary, { list: "下划线 2" }))).toBeTruthy();
  await waitFor(() => expect(screen.getByRole("button", { name: T.reportLink })).toBeTruthy());
});
