import { strict as assert } from "node:assert";
import { randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, type Envelope, STORAGE_KEYS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { passwordLoginInto } from "../support/flows.ts";

useBrowser();

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;

interface TreeChapter {
  oid: string;
  committed?: boolean;
  sections: { oid: string }[];
}

/** A new content file in the first writable section of the first book, holding one paragraph. */
async function freshFile(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  async function call<T>(path: string, method = "GET", body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.errorCode !== "0") throw new Error(`${path}: ${envelope.errorCode}`);
    return envelope.data;
  }
  const books = await call<{ items: { oid: string }[] }>("/books/contributed?page=1&pageSize=10");
  for (const book of books.items) {
    const tree = await call<{ items: TreeChapter[] }>(`/books/${book.oid}/chapters`);
    for (const chapter of tree.items) {
      const section = chapter.sections[0];
      if (chapter.committed || !section) continue;
      const base = `/books/${book.oid}/chapters/${chapter.oid}/sections/${section.oid}/files`;
      const name = `内容块-${randomBytes(3).toString("hex")}`;
      const file = await call<{ oid: string }>(base, "POST", { name, type: "CONTENT" });
      const { version } = await call<{ version: number }>(`${base}/${file.oid}/content`);
      await call(`${base}/${file.oid}/content`, "PUT", {
        content: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "如表所示" }] }],
        },
        baseVersion: version,
      });
      return `/f/books/prosemirror-eidtor/${book.oid}/${chapter.oid}/${section.oid}/${file.oid}`;
    }
  }
  throw new Error("no writable section in the demo books");
}

/** Opens the hover menu beside the last top-level block and picks an entry. */
async function insertAfterLast(page: Page, label: string): Promise<void> {
  const last = page.locator(".ProseMirror > *").last();
  await last.scrollIntoViewIfNeeded();
  await last.hover();
  await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
}

describe("editor blocks", () => {
  test("a table with its caption, a formula, a code box and a cross reference to the table survive a reload", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await passwordLoginInto(page, "13800000001", "示范学校");
    await page.goto(await freshFile(page));
    await page.getByText(EDITOR_TEXTS.saveStatus.saved).waitFor();

    await insertAfterLast(page, BLOCKS.tableBox);
    const caption = page.locator(".tb-caption").first();
    await caption.waitFor();
    assert.match((await caption.locator(".tb-caption__label").textContent()) ?? "", /^表\d+-1$/);
    await caption.locator(".tb-caption__text").click();
    await page.keyboard.type("学生名单");

    await insertAfterLast(page, BLOCKS.mathBox);
    const formula = page.getByRole("dialog", { name: EDITOR_BLOCK_TEXTS.math.edit });
    await formula.locator("textarea").fill("\\frac{a}{b}");
    await formula.locator(".tb-math-preview .katex").waitFor();
    await formula.getByRole("button", { name: EDITOR_BLOCK_TEXTS.math.done }).click();
    await page.locator('.tb-math[data-type="displayMath"] .katex').waitFor();

    await insertAfterLast(page, BLOCKS.codeBox);
    await page.locator(".tb-code-box .cm-content").last().click();
    await page.keyboard.type("print(1)");

    // The cross reference goes into the first paragraph, through the same menu.
    await page.locator(".ProseMirror > p").first().hover();
    await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
    await page.getByRole("menuitem", { name: BLOCKS.crossReference, exact: true }).click();
    const picker = page.getByRole("dialog", { name: EDITOR_BLOCK_TEXTS.crossReference.pickTitle });
    await picker.getByRole("option", { name: /学生名单/ }).click();
    const reference = page.locator(".tb-cross-reference");
    assert.match((await reference.textContent()) ?? "", /^表\d+-1$/);
    await snapshot(page, "editor-blocks");

    await page.getByRole("button", { name: EDITOR_TEXTS.save }).click();
    await page.getByText(EDITOR_TEXTS.saveStatus.saved).waitFor();
    await page.reload();
    await page.locator(".tb-caption").first().waitFor();
    assert.equal(await page.locator(".tb-caption__text").first().textContent(), "学生名单");
    await page.locator('.tb-math[data-type="displayMath"] .katex').waitFor();
    assert.match((await page.locator(".tb-code-box .cm-content").textContent()) ?? "", /print\(1\)/);
    assert.match((await page.locator(".tb-cross-reference").textContent()) ?? "", /^表\d+-1$/);
    await context.close();
  });
});
