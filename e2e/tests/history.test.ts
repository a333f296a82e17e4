// History in a real browser: 查看 of an older version shows every block as it was, read-only, with
// what differs from the current version marked, before 恢复此版本 restores it.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { DIALOG_TEXTS, EDITOR_TEXTS as T } from "@textbook/shared";
import { MEDIA_NODE_SAMPLES } from "../../packages/schema/src/nodes/media-nodes.fixtures.ts";
import { snapshot, useBrowser } from "../support/browser.ts";
import { authorWithNewFile, openEditable, storeDocument } from "../support/editor-flows.ts";

useBrowser();

const text = (value: string) => ({ type: "text", text: value });
const paragraph = (value: string) => ({ type: "paragraph", content: [text(value)] });
const item = (value: string) => ({ type: "listItem", content: [paragraph(value)] });

/** One of each kind of block a chapter commonly holds. */
function richDocument(changed: boolean) {
  return [
    { type: "heading", attrs: { level: 2 }, content: [text("计算机的组成")] },
    paragraph(changed ? "运算器完成所有运算。" : "运算器完成算术运算和逻辑运算。"),
    { type: "bulletList", content: [item("输入设备"), item("输出设备")] },
    { type: "orderedList", content: [item("取指令"), item("执行指令")] },
    {
      type: "tableBox",
      content: [
        { type: "caption", attrs: { type: "TABLE" }, content: [text("部件表")] },
        {
          type: "table",
          content: [{ type: "tableRow", content: [{ type: "tableCell", content: [paragraph("CPU")] }] }],
        },
      ],
    },
    { type: "mathBox", content: [{ type: "displayMath", attrs: { latex: "N = 2^{n}" } }] },
    { type: "codeBox", attrs: { lang: "Python" }, content: [text("print(1)")] },
    { type: "horizontalRule" },
    // Samples whose files are on outside hosts the page may show (images) but not play (media, CSP).
    ...["imageBox", "galleryBox", "interaction", "extendedReading", "linkBox"].flatMap(
      (name) => MEDIA_NODE_SAMPLES[name] ?? [],
    ),
    ...(changed ? [] : [paragraph("这一段在新版本中被删除。")]),
  ];
}

describe("history", () => {
  test("an older version shows every block read-only and marks what differs before restoring", async () => {
    const { page, context, file } = await authorWithNewFile();
    await storeDocument(page, file, richDocument(false));
    await storeDocument(page, file, richDocument(true));
    await openEditable(page, file.path);

    await page.getByRole("button", { name: T.history }).click();
    const drawer = page.getByRole("dialog", { name: T.history });
    await drawer.getByRole("button", { name: T.revisions.view }).nth(1).click();
    const preview = drawer.locator(".ProseMirror");
    await preview.locator("table").waitFor();
    await snapshot(page, "history-older-version");
    assert.equal(await preview.getAttribute("contenteditable"), "false");
    assert.equal(await preview.locator(":scope > *").count(), richDocument(false).length);
    await preview.getByRole("heading", { name: "计算机的组成", level: 2 }).waitFor();
    await preview.locator("ul > li").nth(1).waitFor();
    await preview.locator("ol > li").nth(1).waitFor();
    await preview.locator(".katex").first().waitFor();
    await preview.getByText("print(1)").waitFor();
    await preview.locator("hr").waitFor();
    await preview.locator(".tb-image-box, [data-type='imageBox']").first().waitFor();

    // What restoring would change: one paragraph differs, one comes back, nothing goes.
    await drawer.getByText("与当前版本相比：1 处不同，1 处仅在此版本中，0 处仅在当前版本中").waitFor();
    assert.equal(await preview.locator(".tb-revision-changed").count(), 1);
    assert.match((await preview.locator(".tb-revision-changed").textContent()) ?? "", /算术运算/);
    assert.equal(await preview.locator(".tb-revision-older-only").count(), 1);

    await drawer.getByRole("button", { name: T.revisions.restore }).click();
    await page.getByRole("dialog").getByRole("button", { name: DIALOG_TEXTS.confirm }).click();
    await page.locator(".ProseMirror").first().getByText("这一段在新版本中被删除。").waitFor();
    await context.close();
  });
});
