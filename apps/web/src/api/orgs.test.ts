// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { fetchMyOrgs } from "./orgs.ts";

vi.stubGlobal("__APP_VERSION__", "test");
const fetchMock = vi.fn<typeof fetch>();
afterEach(() => fetchMock.mockReset());

test("fetchMyOrgs passes the keyword and returns the list", async () => {
  vi.stubGlobal("fetch", fetchMock);
  const list = { items: [], total: 0 };
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ errorCode: "0", errorMessage: "", errors: {}, data: list })),
  );
  await expect(fetchMyOrgs("示范")).resolves.toEqual(list);
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://x");
  expect(url.pathname).toBe("/api/orgs/my-list");
  expect(url.searchParams.get("keyword")).toBe("示范");
  await fetchMyOrgs();
  expect(new URL(String(fetchMock.mock.calls[1]?.[0]), "http://x").searchParams.has("keyword")).toBe(false);
});
