// POST .../content/copy and .../content/attach-copy take the document's mind maps along: the target
// file gets its own copy of each map its cards name, and the copied cards name the copies there.
import type { FileContent, MindMap } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mindMaps } from "../../db/schema/index.ts";
import { fileWithTeam, paragraphs } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";
import { copyInto, fileBeside, shareBookWithEditor } from "../../test/content-copy.ts";
import { buildAttachment } from "../../test/factories.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Block = { type: string; attrs: Record<string, unknown> };

const data = { nodeData: { id: "root", topic: "细胞", children: [{ id: "a", topic: "细胞膜" }] } };

/** A source file whose document holds a card of one of its mind maps, with a cover. */
async function sourceWithCard() {
  const team = await fileWithTeam(context);
  const token = team.editorToken;
  const cover = await buildAttachment(context.db, { uploader: team.editor, book: team.book });
  await context.storage.putObject(cover.objectKey, Buffer.from("<svg/>"), "image/svg+xml");
  const created = await call<MindMap>(context.app, "POST", `${team.fileUrl}/mind-maps`, {
    token,
    body: { title: "细胞结构", data, coverAttachmentOid: cover.oid },
  });
  const map = created.body.data;
  const card: Block = {
    type: "mindMapCard",
    attrs: {
      oid: "card-1",
      ...team.address,
      title: map.title,
      mindMapFileOid: map.oid,
      mindMapCoverAttachmentOid: cover.oid,
    },
  };
  const saved = await call(context.app, "PUT", `${team.fileUrl}/content`, {
    token,
    body: { content: { type: "doc", content: [...paragraphs("正文").content, card] }, baseVersion: 1 },
  });
  expect(saved.body.errorCode).toBe("0");
  return { team, token, map, cover };
}

async function copiedCard(targetUrl: string, token: string): Promise<Block> {
  const copied = await call<FileContent>(context.app, "GET", `${targetUrl}/content`, { token });
  const card = (copied.body.data.content.content as Block[]).find((block) => block.type === "mindMapCard");
  if (!card) throw new Error("no card in the copy");
  return card;
}

describe("content copies with mind-map cards", () => {
  it("give the target file its own copy of the map, named by the copied card at the target's address", async () => {
    const { team, token, map, cover } = await sourceWithCard();
    const target = await fileBeside(context, team);
    const response = await call(context.app, "POST", `${team.fileUrl}/content/copy`, {
      token,
      body: copyInto(target),
    });
    expect(response.body.errorCode).toBe("0");

    const card = await copiedCard(target.fileUrl, token);
    const copyOid = card.attrs.mindMapFileOid as string;
    expect(copyOid).not.toBe(map.oid);
    expect(card.attrs).toMatchObject({
      ...team.address,
      fileOid: target.file.oid,
      mindMapCoverAttachmentOid: cover.oid,
    });
    const read = await call<MindMap>(context.app, "GET", `${target.fileUrl}/mind-maps/${copyOid}`, { token });
    expect(read.body.data).toMatchObject({ title: "细胞结构", data, coverAttachmentOid: cover.oid });

    // Editing the copy leaves the source's map as it was.
    await call(context.app, "PUT", `${target.fileUrl}/mind-maps/${copyOid}`, {
      token,
      body: { title: "改过的副本", data },
    });
    const [source] = await context.db.select().from(mindMaps).where(eq(mindMaps.oid, map.oid));
    expect(source?.title).toBe("细胞结构");
  });

  it("into another book with attachments: the copied map's cover is the copied attachment", async () => {
    const { team, token, cover } = await sourceWithCard();
    const other = await fileWithTeam(context);
    await shareBookWithEditor(context, team, other.book);
    const response = await call(context.app, "POST", `${team.fileUrl}/content/attach-copy`, {
      token,
      body: copyInto(other),
    });
    expect(response.body.errorCode).toBe("0");

    const card = await copiedCard(other.fileUrl, token);
    const coverCopy = card.attrs.mindMapCoverAttachmentOid as string;
    expect(coverCopy).not.toBe(cover.oid);
    expect(card.attrs).toMatchObject(other.address);
    const [copy] = await context.db
      .select()
      .from(mindMaps)
      .where(eq(mindMaps.oid, card.attrs.mindMapFileOid as string));
    expect(copy).toMatchObject({ fileOid: other.file.oid, coverAttachmentOid: coverCopy });
  });
});
