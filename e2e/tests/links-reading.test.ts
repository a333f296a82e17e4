// Links and reading in a real browser (content §3.13, §3.14, §5): a link to a heading of another file
// of the same book made through the link panel and followed from the preview; a popup; a link box to
// a virtual simulation; an extended reading with a web link and an uploaded file; all saved, found
// again after a reload and opened as a reader.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, READING_TEXTS } from "@textbook/shared";
import type { Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import {
  authorPage,
  type ContentFile,
  callApi,
  insertAfterLast,
  newContentFile,
  openEditable,
  saveNow,
  tag,
} from "../support/editor-flows.ts";
import { pdfOf } from "../support/pdf.ts";

useBrowser();

const prose = (page: Page) => page.locator(".ProseMirror");
const panel = (page: Page) => page.locator(".tb-floating-panel");
const confirm = (page: Page) =>
  panel(page).getByRole("button", { name: EDITOR_BLOCK_TEXTS.math.done }).click();
const SIMULATION_URL = "https://vs.example.com/circuit";

/** A second content file in the same section as `file`. */
async function siblingFile(page: Page, file: ContentFile, name: string): Promise<ContentFile> {
  const files = `/books/${file.bookOid}/chapters/${file.chapterOid}/sections/${file.sectionOid}/files`;
  const created = await callApi<{ oid: string }>(page, "POST", files, { name, type: "CONTENT" });
  return { ...file, fileOid: created.oid, path: file.path.replace(file.fileOid, created.oid) };
}

/** A one-page PDF, empty. */
function handout(): Buffer {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
  ]);
}

/** Types at the end of the document's last paragraph. */
async function typeAtEnd(page: Page, text: string): Promise<void> {
  await prose(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

describe("links and reading", () => {
  test("a link to a heading of another file of the book, made in the link panel, is followed from the preview", async () => {
    const { page, context } = await authorPage();
    const source = await newContentFile(page);
    const targetName = `光合作用 ${tag()}`;
    const target = await siblingFile(page, source, targetName);

    // The target file: a heading written as an author writes one.
    await openEditable(page, target.path);
    await typeAtEnd(page, "引言。");
    await page.keyboard.press("Enter");
    await page.getByRole("combobox", { name: EDITOR_TEXTS.blockType }).click();
    await page.getByTitle("标题 2", { exact: true }).click();
    await page.keyboard.type("叶绿体的结构");
    await page.keyboard.press("Enter");
    await page.keyboard.type("叶绿体由双层膜包被。");
    await saveNow(page);

    await openEditable(page, source.path);
    await typeAtEnd(page, "详见：");
    await insertAfterLast(page, EDITOR_BLOCK_TEXTS.blocks.link);
    const link = prose(page).locator('[data-type="link"]');
    await link.getByText(EDITOR_BLOCK_TEXTS.link.incomplete).waitFor();
    await link.click();
    await panel(page).locator('select[name="linkType"]').selectOption("BOOK");
    const choose = async (name: string, label: string) => {
      const select = panel(page).locator(`select[name="${name}"]`);
      await select.locator("option", { hasText: label }).waitFor({ state: "attached" });
      await select.selectOption({ label });
    };
    await choose("chapterOid", (await chapterName(page, source)) ?? "");
    await choose("sectionOid", (await sectionName(page, source)) ?? "");
    await choose("fileOid", targetName);
    await choose("headingOid", "H2 叶绿体的结构");
    await snapshot(page, "links-reading-link-panel");
    await confirm(page);
    await link.getByText("叶绿体的结构").waitFor();
    await saveNow(page);

    await page.reload();
    await prose(page).locator('[data-type="link"]', { hasText: "叶绿体的结构" }).waitFor();

    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: EDITOR_TEXTS.preview }).click(),
    ]);
    const article = preview.locator("article");
    await article.locator('[data-type="link"]', { hasText: "叶绿体的结构" }).click();
    await preview.waitForURL((url) => url.pathname.endsWith(`/${target.fileOid}`));
    assert.match(new URL(preview.url()).pathname, /^\/preview\/internal\//);
    // The link names the heading by the oid it was given when written.
    await article
      .getByRole("heading", { name: "叶绿体的结构", level: 2 })
      .and(article.locator("[data-oid]"))
      .waitFor();
    await article.getByText("叶绿体由双层膜包被。").waitFor();
    await snapshot(preview, "links-reading-followed");
    await context.close();
  });

  test("a popup, a link box to a virtual simulation and an extended reading with a link and a file survive a reload", async () => {
    const { page, context } = await authorPage();
    await context.route(`${SIMULATION_URL}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>电路仿真</title><p>仿真</p>" }),
    );
    const file = await newContentFile(page);
    await openEditable(page, file.path);

    // A word popup with its description.
    await typeAtEnd(page, "光合作用发生在");
    await insertAfterLast(page, EDITOR_BLOCK_TEXTS.blocks.popup);
    const popup = prose(page).locator('[data-type="popup"]');
    await popup.getByText(EDITOR_BLOCK_TEXTS.popup.placeholder).click();
    await panel(page).locator('input[name="title"]').fill("叶绿体");
    await panel(page).locator('textarea[name="desc"]').fill("植物细胞中进行光合作用的场所。");
    await confirm(page);
    await popup.getByText("叶绿体").waitFor();

    // A link box leading to a new virtual simulation of the file.
    await insertAfterLast(page, READING_TEXTS.linkBox.categories["virtual-simulation"]);
    const box = prose(page).locator('[data-type="linkBox"]');
    await box.getByText(EDITOR_BLOCK_TEXTS.link.incomplete).waitFor();
    await box.getByRole("button", { name: READING_TEXTS.card.edit }).click();
    await panel(page).locator('input[name="title"]').fill("串联电路实验");
    await panel(page).locator('input[name="simulationName"]').fill("电路仿真");
    await panel(page).locator('input[name="simulationUrl"]').fill(SIMULATION_URL);
    await snapshot(page, "links-reading-link-box-panel");
    await confirm(page);
    await box.getByRole("button", { name: READING_TEXTS.linkBox.open }).waitFor();

    // An extended reading with a web link and an uploaded PDF.
    await insertAfterLast(page, EDITOR_BLOCK_TEXTS.blocks.extendedReading);
    const reading = prose(page).locator('[data-type="extendedReading"]');
    await reading.getByRole("button", { name: READING_TEXTS.card.edit }).click();
    await panel(page).locator('input[name="title"]').fill("植物的光合作用");
    await panel(page).getByRole("button", { name: READING_TEXTS.reading.addLink }).click();
    await panel(page).locator('input[name="resourceTitle"]').fill("光合作用百科");
    await panel(page).locator('input[name="resourceUrl"]').fill("https://example.com/photosynthesis");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      panel(page).getByRole("button", { name: READING_TEXTS.reading.upload }).click(),
    ]);
    await chooser.setFiles([{ name: "讲义.pdf", mimeType: "application/pdf", buffer: handout() }]);
    await panel(page)
      .locator(".tb-reading-panel__file", { hasText: "讲义.pdf" })
      .waitFor({ timeout: 30_000 });
    await snapshot(page, "links-reading-reading-panel");
    await confirm(page);
    await reading.getByRole("link", { name: /光合作用百科/ }).waitFor();
    await reading.getByRole("link", { name: /讲义\.pdf/ }).waitFor();
    await saveNow(page);
    await snapshot(page, "links-reading-editor");

    await page.reload();
    await prose(page).locator('[data-type="popup"]', { hasText: "叶绿体" }).waitFor();
    await box.getByText("串联电路实验").waitFor();
    await box.getByText(READING_TEXTS.linkBox.categories["virtual-simulation"]).waitFor();
    const file_ = reading.getByRole("link", { name: /讲义\.pdf/ });
    await file_.waitFor();
    await reading.getByText("植物的光合作用").waitFor();
    // The uploaded file is there behind its signed link.
    await page.waitForFunction(
      (element) => Boolean(element?.getAttribute("href")),
      await file_.elementHandle(),
    );
    const href = (await file_.getAttribute("href")) ?? "";
    const fetched = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, head: (await response.text()).slice(0, 8) };
    }, href);
    assert.deepEqual(fetched, { status: 200, head: "%PDF-1.4" });

    // As a reader: the popup opens, the link box enters its simulation.
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: EDITOR_TEXTS.preview }).click(),
    ]);
    const article = preview.locator("article");
    await article.locator('[data-type="popup"]', { hasText: "叶绿体" }).click();
    await preview.locator(".tb-floating-panel").getByText("植物细胞中进行光合作用的场所。").waitFor();
    await snapshot(preview, "links-reading-preview");
    assert.equal(await article.getByRole("button", { name: READING_TEXTS.card.edit }).isVisible(), false);
    const [simulation] = await Promise.all([
      context.waitForEvent("page"),
      article.getByRole("button", { name: READING_TEXTS.linkBox.open }).click(),
    ]);
    await simulation.waitForURL(SIMULATION_URL);
    await context.close();
  });
});

/** The names of the chapter and section newContentFile made, as the link panel lists them. */
async function chapterName(page: Page, file: ContentFile): Promise<string | undefined> {
  const chapter = await callApi<{ name: string }>(
    page,
    "GET",
    `/books/${file.bookOid}/chapters/${file.chapterOid}`,
  );
  return chapter.name;
}

async function sectionName(page: Page, file: ContentFile): Promise<string | undefined> {
  const section = await callApi<{ name: string }>(
    page,
    "GET",
    `/books/${file.bookOid}/chapters/${file.chapterOid}/sections/${file.sectionOid}`,
  );
  return section.name;
}
