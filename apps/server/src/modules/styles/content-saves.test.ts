// What the style rules ask of content saves, on both save paths (socket and PUT content): a book
// member may write text but not restyle a paragraph, list or heading; and each whole-book task
// keeps every file read-only with its code while it waits or runs, and lets saves through after.
import { SAVE_ERROR_MESSAGES, type SavedVersion, type TaskState } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentFiles, userTasks } from "../../db/schema/index.ts";
import { saveSocketSuite } from "../../realtime/test/save-socket-suite.ts";
import { ask, dataOf, fileWithTeam, saveId } from "../../realtime/test/socket-clients.ts";
import { storedContent } from "../../realtime/test/stored-content.ts";
import { call } from "../../test/app.ts";

const suite = saveSocketSuite();

const doc = (...content: unknown[]) => ({ type: "doc", content });
const p = (text: string, attrs: Record<string, unknown> = {}) => ({
  type: "paragraph",
  attrs,
  content: [{ type: "text", text }],
});
const heading = (text: string, align: string | null) => ({
  type: "heading",
  attrs: { level: 2, align },
  content: [{ type: "text", text }],
});

async function styledFile() {
  const team = await fileWithTeam(suite.context);
  const stored = doc(heading("标题", null), p("正文", { indent: 2 }));
  await suite.context.db
    .update(contentFiles)
    .set({ content: stored })
    .where(eq(contentFiles.oid, team.file.oid));
  return { ...team, stored };
}

const put = (fileUrl: string, token: string, content: unknown, baseVersion: number | null = 1) =>
  call<SavedVersion>(suite.context.app, "PUT", `${fileUrl}/content`, {
    token,
    body: { content, baseVersion },
  });

describe("paragraph styles on save", () => {
  it("refuse a member's restyled paragraph or heading over HTTP, and keep the stored document", async () => {
    const { fileUrl, file, memberToken, stored } = await styledFile();
    for (const content of [
      doc(heading("标题", null), p("正文", { indent: 4 })),
      doc(heading("标题", "center"), p("正文", { indent: 2 })),
    ]) {
      const refused = await put(fileUrl, memberToken, content);
      expect([refused.status, refused.body.errorCode]).toEqual([403, "err.privilege.required"]);
    }
    expect(await storedContent(suite.context.db, file.oid)).toEqual({ content: stored, version: 1 });
    const written = await put(
      fileUrl,
      memberToken,
      doc(heading("新标题", null), p("正文改了", { indent: 2 }), p("新段")),
    );
    expect(written.body.data).toEqual({ version: 2, duplicate: false });
  });

  it("let an editor restyle, as the style panel does", async () => {
    const { fileUrl, editorToken } = await styledFile();
    const restyled = await put(
      fileUrl,
      editorToken,
      doc(heading("标题", "right"), p("正文", { lineSpacing: 2 })),
    );
    expect(restyled.body.data.version).toBe(2);
  });

  it("refuse a member's restyle sent on the socket with error.permission.denied", async () => {
    const { memberToken, address } = await styledFile();
    const writer = await suite.client(memberToken);
    expect(dataOf(await ask(writer, "join-file", address)).mode).toBe("edit");
    const restyle = { ...address, baseVersion: 1, clientSaveId: saveId() };
    expect(
      await ask(writer, "save-content", { ...restyle, content: doc(heading("标题", null), p("正文")) }),
    ).toEqual({
      ok: false,
      errorCode: "error.permission.denied",
      message: SAVE_ERROR_MESSAGES["error.permission.denied"],
    });
    const text = {
      ...restyle,
      clientSaveId: saveId(),
      content: doc(heading("标题", null), p("正文。", { indent: 2 })),
    };
    expect(dataOf(await ask(writer, "save-content", text))).toEqual({ version: 2, duplicate: false });
  });
});

describe("whole-book tasks block content saves", () => {
  const CASES = [
    ["CUSTOM_STYLE_UPDATE", "err.book.customStyleInProgress"],
    ["CUSTOM_STYLE_RESET", "err.book.customStyleInProgress"],
    ["NOTE_TITLE_UPDATE", "err.book.noteTitleTaskInProgress"],
    ["REFERENCE_UPDATE", "err.book.updateReferenceTaskInProgress"],
  ] as const;
  const STATES: TaskState[] = ["WAITING", "IN_PROGRESS"];

  it.each(CASES)(
    "%s refuses PUT content with %s while it waits or runs, and not after",
    async (type, code) => {
      const { fileUrl, file, editorToken, editor, book } = await fileWithTeam(suite.context);
      const [task] = await suite.context.db
        .insert(userTasks)
        .values({ type, title: "全书任务", creatorOid: editor.oid, bookOid: book.oid })
        .returning();
      for (const state of STATES) {
        await suite.context.db
          .update(userTasks)
          .set({ state })
          .where(eq(userTasks.oid, task?.oid ?? ""));
        const refused = await put(fileUrl, editorToken, doc(p(`${state}时保存`)));
        expect([refused.status, refused.body.errorCode], state).toEqual([409, code]);
      }
      expect((await storedContent(suite.context.db, file.oid))?.version).toBe(1);
      for (const state of ["DONE", "FAILED", "CANCELLED"] as const) {
        await suite.context.db
          .update(userTasks)
          .set({ state })
          .where(eq(userTasks.oid, task?.oid ?? ""));
        const current = (await storedContent(suite.context.db, file.oid))?.version ?? 0;
        const saved = await put(fileUrl, editorToken, doc(p(`${state}后保存`)), current);
        expect(saved.body.data, state).toEqual({ version: current + 1, duplicate: false });
      }
    },
  );
});
