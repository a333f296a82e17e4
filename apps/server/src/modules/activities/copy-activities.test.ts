// POST .../content/copy takes the document's activities along: the target file gets its own copy
// of each (topics included), and the copied document names the copies.
import type { Activity, FileContent, Topic } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileWithTeam, paragraphs } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { copyInto, fileBeside } from "../../test/content-copy.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("copying a file's content", () => {
  it("copies the activities its interactions name into the target file", async () => {
    const team = await fileWithTeam(context);
    const token = team.editorToken;
    const created = await call<Activity>(context.app, "POST", `${team.fileUrl}/activities/`, {
      token,
      body: { title: "练习" },
    });
    const activity = created.body.data;
    const { SINGLE, JUDGE } = sampleTopics();
    await call(context.app, "PUT", `${team.fileUrl}/activities/${activity.oid}/topics`, {
      token,
      body: { topics: [SINGLE, JUDGE] },
    });
    const interaction = { type: "interaction", attrs: { oid: activity.oid, complete: "Y", title: "练习" } };
    const content = { type: "doc", content: [...paragraphs("正文").content, interaction] };
    const saved = await call(context.app, "PUT", `${team.fileUrl}/content`, {
      token,
      body: { content, baseVersion: 1 },
    });
    expect(saved.body.errorCode).toBe("0");

    const target = await fileBeside(context, team);
    const copy = await call(context.app, "POST", `${team.fileUrl}/content/copy`, {
      token,
      body: copyInto(target),
    });
    expect(copy.body.errorCode).toBe("0");
    const copied = await call<FileContent>(context.app, "GET", `${target.fileUrl}/content`, { token });
    const copiedNode = (copied.body.data.content.content as { type: string; attrs: { oid: string } }[])[1];
    expect(copiedNode?.type).toBe("interaction");
    const copyOid = copiedNode?.attrs.oid as string;
    expect(copyOid).not.toBe(activity.oid);
    const topics = await call<{ items: Topic[] }>(
      context.app,
      "GET",
      `${target.fileUrl}/activities/${copyOid}/topics`,
      {
        token,
      },
    );
    expect(topics.body.data.items.map((topic) => topic.type)).toEqual(["SINGLE", "JUDGE"]);
    const original = await call<{ items: Topic[] }>(
      context.app,
      "GET",
      `${team.fileUrl}/activities/${activity.oid}/topics`,
      { token },
    );
    expect(original.body.data.items.map((topic) => topic.oid)).not.toContain(topics.body.data.items[0]?.oid);
  });

  it("gives a custom activity box its own activity in the target file", async () => {
    const team = await fileWithTeam(context);
    const token = team.editorToken;
    const body = { type: "讨论", name: "小组讨论", title: "说说你的看法" };
    const created = await call<Activity>(context.app, "POST", `${team.fileUrl}/activities/`, { token, body });
    const activity = created.body.data;
    const box = { type: "customActivityBox", attrs: { oid: activity.oid, fileOid: team.file.oid, ...body } };
    const content = { type: "doc", content: [...paragraphs("正文").content, box] };
    await call(context.app, "PUT", `${team.fileUrl}/content`, { token, body: { content, baseVersion: 1 } });

    const target = await fileBeside(context, team);
    await call(context.app, "POST", `${team.fileUrl}/content/copy`, {
      token,
      body: copyInto(target),
    });
    const copied = await call<FileContent>(context.app, "GET", `${target.fileUrl}/content`, { token });
    const node = (copied.body.data.content.content as { attrs: Record<string, string> }[])[1];
    expect(node?.attrs.fileOid).toBe(target.file.oid);
    expect(node?.attrs.oid).not.toBe(activity.oid);
    const copy = await call<Activity>(context.app, "GET", `${target.fileUrl}/activities/${node?.attrs.oid}`, {
      token,
    });
    expect(copy.body.data).toMatchObject({ fileOid: target.file.oid, ...body });
  });
});
