// A file version beyond a PostgreSQL integer reached the database and failed there (500, found by
// the API fuzz suite): every version a client names is refused as invalid instead.
import { DB_INTEGER_MAX } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileWithTeam } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "正文" }] }] };

describe("versions out of the database's range", () => {
  it("answer 400 for a restore, a save and a history read", async () => {
    const { fileUrl, editorToken: token } = await fileWithTeam(context);
    const beyond = DB_INTEGER_MAX + 1;
    const answers = [
      await call(context.app, "POST", `${fileUrl}/revisions/1/restore`, {
        token,
        body: { baseVersion: beyond },
      }),
      await call(context.app, "PUT", `${fileUrl}/content`, {
        token,
        body: { content: doc, baseVersion: beyond },
      }),
      await call(context.app, "GET", `${fileUrl}/revisions/${beyond}`, { token }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.errorCode])).toEqual(
      answers.map(() => [400, "err.validate.failed"]),
    );
    const atTheLimit = await call(context.app, "GET", `${fileUrl}/revisions/${DB_INTEGER_MAX}`, { token });
    expect(atTheLimit.status).toBe(404);
  });
});
