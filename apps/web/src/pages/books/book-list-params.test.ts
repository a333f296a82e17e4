import { PAGINATION } from "@textbook/shared";
import { expect, test } from "vitest";
import { readBookListParams, writeBookListParams } from "./book-list-params.ts";

test("defaults: page 1, 10 per page, no keyword, every state", () => {
  expect(readBookListParams(new URLSearchParams())).toEqual({
    page: 1,
    pageSize: 10,
    keyword: undefined,
    state: undefined,
  });
  expect(PAGINATION.pageSizes).toEqual([10, 20, 50, 100]);
});

test("valid URL values are read; invalid ones fall back", () => {
  expect(
    readBookListParams(new URLSearchParams("page=3&pageSize=50&keyword=%20数学%20&state=LOCKED")),
  ).toEqual({
    page: 3,
    pageSize: 50,
    keyword: "数学",
    state: "LOCKED",
  });
  expect(readBookListParams(new URLSearchParams("page=0&pageSize=30&state=DRAFT&keyword=%20"))).toEqual({
    page: 1,
    pageSize: 10,
    keyword: undefined,
    state: undefined,
  });
  expect(readBookListParams(new URLSearchParams("page=-2&pageSize=abc")).page).toBe(1);
  expect(readBookListParams(new URLSearchParams(`keyword=${"字".repeat(150)}`)).keyword).toHaveLength(100);
});

test("defaults stay out of the URL and the round trip is lossless", () => {
  expect(writeBookListParams({ page: 1, pageSize: 10 }).toString()).toBe("");
  const query = { page: 2, pageSize: 20, keyword: "语文", state: "RELEASED" as const };
  expect(readBookListParams(writeBookListParams(query))).toEqual(query);
});
