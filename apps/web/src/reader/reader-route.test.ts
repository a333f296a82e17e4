import { describe, expect, it } from "vitest";
import { parseReaderRoute, readerFilePath } from "./reader-route.ts";

describe("the reader's addresses", () => {
  it("reads a share link's token and file", () => {
    expect(parseReaderRoute("/preview/external/tok_en-1")).toEqual({
      access: "SHARE",
      token: "tok_en-1",
      fileOid: null,
    });
    expect(parseReaderRoute("/preview/external/tok/f1/")).toEqual({
      access: "SHARE",
      token: "tok",
      fileOid: "f1",
    });
  });

  it("reads a member's edition and file", () => {
    expect(parseReaderRoute("/preview/internal/edition/e1/f2")).toEqual({
      access: "MEMBER",
      editionOid: "e1",
      fileOid: "f2",
    });
  });

  it("knows no other page", () => {
    expect(parseReaderRoute("/preview/internal/b1/c1/s1/f1")).toBeNull();
    expect(parseReaderRoute("/preview/external")).toBeNull();
    expect(parseReaderRoute("/preview/external/a/b/c")).toBeNull();
  });

  it("writes a file's page under the same link or edition", () => {
    const route = parseReaderRoute("/preview/external/tok/f1");
    expect(route && readerFilePath(route, "f 2")).toBe("/preview/external/tok/f%202");
    const member = parseReaderRoute("/preview/internal/edition/e1");
    expect(member && readerFilePath(member, "f3")).toBe("/preview/internal/edition/e1/f3");
  });

  it("reads a reader's pushed book and file, and writes its file pages", () => {
    expect(parseReaderRoute("/reader/books/b1")).toEqual({ access: "READER", bookOid: "b1", fileOid: null });
    const route = parseReaderRoute("/reader/books/b1/f1/");
    expect(route).toEqual({ access: "READER", bookOid: "b1", fileOid: "f1" });
    expect(route && readerFilePath(route, "f2")).toBe("/reader/books/b1/f2");
    expect(parseReaderRoute("/reader")).toBeNull();
    expect(parseReaderRoute("/reader/login")).toBeNull();
  });
});
