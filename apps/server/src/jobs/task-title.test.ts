// Task titles quote names as long as the title column itself: a chapter named with the full 200
// characters made its copy task's insert fail (500, found by the API fuzz suite).
import { TASK_TITLE_MAX_LENGTH, type UserTask } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../test/app.ts";
import { bookWithTeam } from "../test/book-workspace.ts";
import { buildChapter } from "../test/factories.ts";
import { fitTaskTitle } from "./task-title.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("task titles", () => {
  it("are kept when they fit and cut with an ellipsis when they do not", () => {
    expect(fitTaskTitle("导出《语文》")).toBe("导出《语文》");
    const long = fitTaskTitle(`复制章节“${"章".repeat(300)}”`);
    expect([...long]).toHaveLength(TASK_TITLE_MAX_LENGTH);
    expect(long.endsWith("章…")).toBe(true);
    expect([...fitTaskTitle("😀".repeat(250))]).toHaveLength(TASK_TITLE_MAX_LENGTH);
  });

  it("a chapter with the longest name is copied, its task titled within the limit", async () => {
    const team = await bookWithTeam(context);
    const chapter = await buildChapter(context.db, { book: team.book, name: "长".repeat(200) });
    const copy = await call<UserTask>(context.app, "POST", `${team.url}/chapters/${chapter.oid}/copy`, {
      token: team.chiefToken,
      body: { targetBookOid: team.book.oid },
    });
    expect(copy.status).toBe(200);
    expect([...copy.body.data.title]).toHaveLength(TASK_TITLE_MAX_LENGTH);
    expect(copy.body.data.title.startsWith("复制章节“长长")).toBe(true);
  });
});
