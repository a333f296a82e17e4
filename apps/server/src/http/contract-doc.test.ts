import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";
import { CONTRACT_DOC, renderContractDoc, resourcesOf, withoutTablePadding } from "./contract-doc.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** `/books/:bookOid` as the OpenAPI document spells it: `/api/books/{bookOid}` (a trailing `*`: `{*}`). */
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}")}`;

describe("the call contracts", () => {
  it("are exactly the calls the server documents, with their resource as the tag", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.tags}`,
      ),
    );
    const contracted = [...resourcesOf().values()]
      .flat()
      .map((call) => `${call.method} ${openApiPath(call.path)} ${call.resource}`);
    expect(documented.sort()).toEqual(contracted.sort());
  });

  it("are listed in docs/api-contract.md as they are (npm run docs:api -w @textbook/server)", () => {
    const text = readFileSync(CONTRACT_DOC, "utf8");
    expect(withoutTablePadding(renderContractDoc(text))).toBe(withoutTablePadding(text));
  });
});
