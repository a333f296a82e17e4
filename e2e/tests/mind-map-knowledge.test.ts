// Mind maps and knowledge-graph cards in the editor, as an author uses them: a mind map drawn in
// its editor, saved as a card with a cover, found again after a reload, reopened and edited; a
// knowledge-graph card stored in the document shows its numbered descriptions.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { DIALOG_TEXTS, KNOWLEDGE_TEXTS, type MindMap } from "@textbook/shared";
import type { Locator, Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import {
  authorWithNewFile,
  callApi,
  fileApiPath,
  insertAfterLast,
  loadedImage,
  openEditable,
  saveNow,
  storeDocument,
  tag,
} from "../support/editor-flows.ts";

useBrowser();

const TEXTS = KNOWLEDGE_TEXTS.mindMap;

interface MindMapTopic {
  topic: string;
  children?: MindMapTopic[];
}

function topicsOf(topic: MindMapTopic): string[] {
  return [topic.topic, ...(topic.children ?? []).flatMap(topicsOf)];
}

/** Adds a topic with the dialog's tool button and types its text into the library's edit box. */
async function addTopic(page: Page, dialog: Locator, button: string, text: string): Promise<void> {
  await dialog.getByRole("button", { name: button, exact: true }).click();
  const box = page.locator("#input-box");
  await box.waitFor();
  await box.press("Control+A");
  await box.pressSequentially(text);
  await box.press("Enter");
  await box.waitFor({ state: "detached" });
  await dialog.locator("me-tpc", { hasText: text }).waitFor();
}

describe("mind maps and knowledge", () => {
  test("a mind map is drawn, saved as a card with its cover, reopened after a reload and edited; a knowledge-graph card numbers its descriptions", async () => {
    const { page, context, file } = await authorWithNewFile();
    const base = fileApiPath(file);

    // A knowledge-graph card as the graph service would leave it, put in through the content API.
    await storeDocument(page, file, [
      { type: "paragraph", content: [{ type: "text", text: "本节知识" }] },
      {
        type: "knowledgeGraphCard",
        attrs: {
          oid: `kg${tag()}`,
          title: "牛顿第一定律",
          graphId: "g-physics",
          graphNodeId: "n-1",
          knowPointDesc: "一切物体总保持匀速直线运动状态或静止状态##惯性的大小只与质量有关",
        },
      },
    ]);
    await openEditable(page, file.path);
    const graph = page.locator('[data-type="knowledgeGraphCard"]');
    await graph.getByText("牛顿第一定律").waitFor();
    assert.deepEqual(await graph.locator("ol li").allTextContents(), [
      "描述1一切物体总保持匀速直线运动状态或静止状态",
      "描述2惯性的大小只与质量有关",
    ]);
    await graph.getByRole("button", { name: KNOWLEDGE_TEXTS.graph.hide }).click();
    await graph.locator("ol").waitFor({ state: "detached" });
    await graph.getByRole("button", { name: KNOWLEDGE_TEXTS.graph.show }).click();
    await graph.locator("ol li").first().waitFor();

    // A new mind map: the placeholder opens the editor.
    const title = `光合作用 ${tag()}`;
    await insertAfterLast(page, TEXTS.label);
    await page.locator('[data-type="mindMapPlaceholder"]').click();
    const dialog = page.getByRole("dialog", { name: TEXTS.dialogTitle });
    await dialog.locator("me-root me-tpc").waitFor();
    await dialog.getByRole("textbox", { name: TEXTS.titleLabel }).fill(title);
    await addTopic(page, dialog, TEXTS.addChild, "光反应");
    await addTopic(page, dialog, TEXTS.addSibling, "暗反应");
    await snapshot(page, "mind-map-dialog");
    // Closing an unsaved map asks first; staying keeps what was drawn.
    await dialog.getByRole("button", { name: TEXTS.cancel, exact: true }).click();
    const ask = page.locator(".ant-modal", { hasText: TEXTS.discard });
    await ask.getByRole("button", { name: DIALOG_TEXTS.cancel, exact: true }).click();
    await ask.waitFor({ state: "hidden" });
    assert.equal(await dialog.locator("me-tpc").count(), 3);
    await dialog.getByRole("button", { name: TEXTS.save, exact: true }).click();
    await dialog.waitFor({ state: "detached" });

    const card = page.locator('[data-type="mindMapCard"]');
    const cover = card.getByRole("img", { name: `思维导图“${title}”的封面` });
    const firstCover = await loadedImage(cover);
    assert.equal(await card.locator(".tb-mind-map-card__title").textContent(), title);
    await page.locator('[data-type="mindMapPlaceholder"]').waitFor({ state: "detached" });
    await saveNow(page);
    await snapshot(page, "mind-map-card");

    // After a reload the card is there with its cover, and 编辑 reopens the stored map.
    await page.reload();
    await page.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await loadedImage(cover);
    assert.equal(await graph.locator("ol li").count(), 2);
    await card.getByRole("button", { name: TEXTS.edit, exact: true }).click();
    await dialog.locator("me-tpc", { hasText: "暗反应" }).waitFor();
    assert.equal(await dialog.getByRole("textbox", { name: TEXTS.titleLabel }).inputValue(), title);
    await dialog.locator("me-tpc", { hasText: "光反应" }).click();
    await addTopic(page, dialog, TEXTS.addChild, "水的光解");
    const newTitle = `${title}（修订）`;
    await dialog.getByRole("textbox", { name: TEXTS.titleLabel }).fill(newTitle);
    await dialog.getByRole("button", { name: TEXTS.save, exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await card.locator(".tb-mind-map-card__title", { hasText: "（修订）" }).waitFor();
    const secondCover = await loadedImage(card.getByRole("img", { name: `思维导图“${newTitle}”的封面` }));
    assert.notEqual(secondCover, firstCover, "the cover is drawn again from the edited map");
    await saveNow(page);
    await snapshot(page, "mind-map-card-edited");

    // What the server holds: the card names the map, and the map has the three topics.
    const stored = await callApi<{ content: { content: { type: string; attrs: Record<string, string> }[] } }>(
      page,
      "GET",
      `${base}/content`,
    );
    const cardAttrs = stored.content.content.find((block) => block.type === "mindMapCard")?.attrs;
    assert.ok(cardAttrs?.mindMapFileOid);
    assert.equal(cardAttrs.title, newTitle);
    const map = await callApi<MindMap>(page, "GET", `${base}/mind-maps/${cardAttrs.mindMapFileOid}`);
    assert.deepEqual(topicsOf(map.data.nodeData).slice(1).sort(), ["光反应", "暗反应", "水的光解"].sort());
    assert.equal(map.coverAttachmentOid, cardAttrs.mindMapCoverAttachmentOid);
    await context.close();
  });
});
