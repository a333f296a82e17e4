// A NUL character anywhere in a request is refused as a validation error (PostgreSQL text cannot
// hold one: the API fuzz suite found every id, name and document answering 500 for it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../test/app.ts";
import { bookWithTeam } from "../test/book-workspace.ts";
import { buildChapter, buildFile, buildSection } from "../test/factories.ts";
import { nulField } from "./nul-guard.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("nulField", () => {
  it("names the top-level field holding a NUL in a string or a key, at any depth", () => {
    expect(nulField({ name: "章节" })).toBeNull();
    expect(nulField("a\u0000b")).toBe("");
    expect(nulField({ name: "ok", content: { doc: [{ text: "x\u0000" }] } })).toBe("content");
    expect(nulField({ attrs: { "k\u0000": 1 } })).toBe("attrs");
    expect(nulField(Buffer.from([0, 0, 0]))).toBeNull();
    let deep: unknown = "\u0000";
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(nulField({ deep })).toBe("deep");
  });
});

describe("a request carrying NUL", () => {
  it("answers 400 err.validate.failed in a path id, a query, a body field and a document", async () => {
    const team = await bookWithTeam(context);
    const token = team.chiefToken;
    const chapter = await buildChapter(context.db, { book: team.book });
    const section = await buildSection(context.db, { chapter });
    const file = await buildFile(context.db, { section });
    const fileUrl = `${team.url}/chapters/${chapter.oid}/sections/${section.oid}/files/${file.oid}`;
    const answers = [
      await call(context.app, "GET", "/api/books/a%00b", { token }),
      await call(context.app, "GET", "/api/orgs/my-list?keyword=%00", { token }),
      await call(context.app, "POST", `${team.url}/chapters`, { token, body: { name: "第\u0000章" } }),
      await call(context.app, "PUT", `${fileUrl}/content`, {
        token,
        body: {
          baseVersion: 0,
          content: {
            type: "doc",
            content: [{ type: "paragraph", content: [{ type: "text", text: "\u0000" }] }],
          },
        },
      }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.errorCode])).toEqual(
      answers.map(() => [400, "err.validate.failed"]),
    );
    expect(answers[2]?.body.errors).toEqual({ name: "格式不正确" });
    const fine = await call(context.app, "POST", `${team.url}/chapters`, { token, body: { name: "第一章" } });
    expect(fine.status).toBe(200);
  });
});
