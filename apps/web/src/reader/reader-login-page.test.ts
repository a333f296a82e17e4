import { describe, expect, it } from "vitest";
import { safeRedirect } from "./reader-login-page.ts";

describe("the reader login's way back", () => {
  it("goes back to a page of this site", () => {
    expect(safeRedirect("?redirectPath=%2Freader%2Fbooks%2Fb1")).toBe("/reader/books/b1");
  });

  it("goes to the shelf instead of another site or nowhere", () => {
    expect(safeRedirect("?redirectPath=https%3A%2F%2Fevil.example")).toBe("/reader");
    expect(safeRedirect("?redirectPath=%2F%2Fevil.example")).toBe("/reader");
    expect(safeRedirect("?redirectPath=%2F%5Cevil.example")).toBe("/reader");
    expect(safeRedirect("")).toBe("/reader");
  });
});
