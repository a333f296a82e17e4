// @vitest-environment happy-dom
// The document preview dialog: a PDF's pages, an Office file's converted PDF, or a clear note with
// the download when the server cannot make one.
import { type DocumentPreview, formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { openDocumentPreview } from "./document-preview.ts";

const T = THREE_D_TEXTS.document;

const calls = vi.hoisted(() => ({
  answer: null as null | Promise<DocumentPreview>,
  shown: [] as string[],
  downloads: [] as string[],
}));

vi.mock("../../../api/documents.ts", () => ({
  fetchDocumentPreview: () => calls.answer,
}));
vi.mock("./pdf-pages.ts", () => ({
  showPdf: async (_container: HTMLElement, url: string) => {
    calls.shown.push(url);
    return { pageCount: 3, dispose: () => undefined };
  },
}));
vi.mock("../../../app/download-attachment.ts", () => ({
  downloadAttachment: async (oid: string) => {
    calls.downloads.push(oid);
  },
}));

beforeEach(() => {
  calls.shown = [];
  calls.downloads = [];
});
afterEach(() => document.body.replaceChildren());

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const status = () => dialog()?.querySelector<HTMLElement>(".tb-viewer__status");

test("a PDF is drawn from the link the server gives, with its page count", async () => {
  calls.answer = Promise.resolve({ state: "READY", url: "/api/files/d1/preview?sig=s", expiration: "x" });
  await openDocumentPreview("d1", "讲义", "讲义.pdf");
  expect(calls.shown).toEqual(["/api/files/d1/preview?sig=s"]);
  expect(dialog()?.getAttribute("aria-label")).toBe("讲义");
  expect(dialog()?.textContent).toContain(formatMessage(T.pages, { total: 3 }));
  expect(status()?.hidden).toBe(true);
});

test("an Office file says it is being converted while the server works", async () => {
  let answer: (preview: DocumentPreview) => void = () => undefined;
  calls.answer = new Promise((resolve) => {
    answer = resolve;
  });
  const opened = openDocumentPreview("d2", "教案", "教案.docx");
  expect(status()?.textContent).toBe(T.converting);
  answer({ state: "READY", url: "/api/documents/d2/preview.pdf?sig=s", expiration: "x" });
  await opened;
  expect(calls.shown).toEqual(["/api/documents/d2/preview.pdf?sig=s"]);
});

test("without LibreOffice the dialog says why and offers the download instead", async () => {
  calls.answer = Promise.resolve({ state: "UNAVAILABLE", reason: T.needsLibreOffice });
  await openDocumentPreview("d3", "教案", "教案.docx");
  const note = dialog()?.querySelector<HTMLElement>('[role="note"]');
  expect(note?.textContent).toContain(T.needsLibreOffice);
  note?.querySelector("button")?.click();
  expect(calls.downloads).toEqual(["d3"]);
  expect(calls.shown).toEqual([]);
});

test("a preview call that fails shows the Chinese reason as an error", async () => {
  calls.answer = Promise.reject(new Error("HTTP 500"));
  await openDocumentPreview("d4", "讲义", "讲义.pdf");
  expect(status()?.textContent).toBe(T.linkFailed);
  expect(status()?.dataset.kind).toBe("error");
});
