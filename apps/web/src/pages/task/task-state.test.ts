import { expect, test } from "vitest";
import { downloadableOid } from "./task-state.ts";

const output = {
  attachmentOid: "att-1",
  fileName: "f.xlsx",
  bookOid: null,
  chapterOid: null,
  sectionOid: null,
};

test("a finished export offers its file and a finished import its report; nothing else does", () => {
  expect(downloadableOid({ type: "EXPORT", state: "DONE", output })).toBe("att-1");
  expect(downloadableOid({ type: "IMPORT", state: "DONE", output })).toBe("att-1");
  expect(downloadableOid({ type: "IMPORT", state: "IN_PROGRESS", output })).toBeNull();
  expect(downloadableOid({ type: "IMPORT", state: "DONE", output: null })).toBeNull();
  expect(downloadableOid({ type: "COPY", state: "DONE", output })).toBeNull();
});
