// The 3D box and the document box as an author uses them (content §3.10, §3.11): a model made here
// is uploaded from the hover menu, turns in the viewer when dragged; a PDF made here previews in the
// page; a Word document previews through LibreOffice when the machine has it, and otherwise the
// preview says why and offers the download. Everything is still there after a reload.
import { strict as assert } from "node:assert";
import { execFileSync } from "node:child_process";
import { describe, test } from "node:test";
import { crc32 } from "node:zlib";
import { EDITOR_BLOCK_TEXTS, formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import type { Locator, Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import {
  authorPage,
  insertAfterLast,
  newContentFile,
  openEditable,
  type PickedFile,
  saveNow,
  WIDE_SCREEN,
} from "../support/editor-flows.ts";
import { pdfOf } from "../support/pdf.ts";

useBrowser();

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;
const T = THREE_D_TEXTS;

/** Whether the server under test has LibreOffice: LIBREOFFICE_PATH as it reads it ("off", or the program). */
function hasLibreOffice(): boolean {
  const setting = process.env.LIBREOFFICE_PATH ?? "soffice";
  if (setting === "off") return false;
  const candidates = setting === "soffice" ? ["soffice", "libreoffice"] : [setting];
  return candidates.some((program) => {
    try {
      execFileSync("sh", ["-c", 'command -v "$0"', program], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
}

/** A cube as OBJ text: eight corners, six faces. */
function cubeObj(): PickedFile {
  const corners = [
    [0, 0, 0],
    [1, 0, 0],
    [1, 1, 0],
    [0, 1, 0],
    [0, 0, 1],
    [1, 0, 1],
    [1, 1, 1],
    [0, 1, 1],
  ];
  const faces = ["1 4 3 2", "5 6 7 8", "1 2 6 5", "2 3 7 6", "3 4 8 7", "4 1 5 8"];
  const text = [
    "# a unit cube",
    ...corners.map((corner) => `v ${corner.join(" ")}`),
    ...faces.map((face) => `f ${face}`),
    "",
  ].join("\n");
  return { name: "立方体.obj", mimeType: "model/obj", buffer: Buffer.from(text) };
}

/**
 * A one-page PDF: a teal bar, a line in Helvetica, and a Chinese line in a font it does not embed
 * (STSong-Light through the UniGB-UCS2-H CMap, as many Chinese PDFs are made).
 */
function handoutPdf(): PickedFile {
  const chinese = [..."第一课讲义"].map((char) => char.charCodeAt(0).toString(16).padStart(4, "0")).join("");
  const content = [
    "0 0.51 0.56 rg 20 140 260 40 re f",
    "BT /F1 24 Tf 30 95 Td (Lesson handout) Tj ET",
    `BT /F2 24 Tf 30 40 Td <${chinese}> Tj ET`,
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 4 0 R /F2 6 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>",
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R >>",
    "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>",
  ];
  return { name: "讲义.pdf", mimeType: "application/pdf", buffer: pdfOf(objects) };
}

/** A zip of stored (uncompressed) entries: all a .docx needs. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-paragraph Word document. */
function lessonDocx(): PickedFile {
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`;
  const buffer = storedZip({
    "[Content_Types].xml": xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": xml(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:rPr><w:sz w:val="48"/></w:rPr><w:t>Lesson plan 教案</w:t></w:r></w:p></w:body></w:document>',
    ),
  });
  return {
    name: "教案.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer,
  };
}

/** How many of the canvas's pixels are not close to `background` (RGB). */
function inkOn(canvas: Locator, background: [number, number, number]): Promise<number> {
  return canvas.evaluate((element, [r, g, b]) => {
    const source = element as HTMLCanvasElement;
    const copy = document.createElement("canvas");
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext("2d");
    if (!context) return 0;
    context.drawImage(source, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      const far =
        Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b);
      if (far > 48) ink++;
    }
    return ink;
  }, background);
}

/** The canvas's picture once two shots 600 ms apart are the same (the turn's damping has died out). */
async function restingPicture(page: Page, canvas: Locator): Promise<Buffer> {
  let previous = await canvas.screenshot();
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.waitForTimeout(600);
    const current = await canvas.screenshot();
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error("the model never came to rest after its automatic turn was stopped");
}

const card = (page: Page, type: string) => page.locator(`.ProseMirror [data-type="${type}"]`);

async function previewOf(page: Page, box: Locator, title: string): Promise<Locator> {
  await box.getByRole("button", { name: T.document.preview }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.waitFor();
  return dialog;
}

describe("3D and document boxes", () => {
  test("a model turns in the viewer, a PDF previews in the page, an Office file previews or offers its download; all survive a reload", async () => {
    const { page, context } = await authorPage(WIDE_SCREEN);
    // pdf.js says so on the console when a CMap or font file it needs cannot be had.
    const pdfWarnings: string[] = [];
    page.on("console", (message) => {
      if (/CMap|standard font|wasm/i.test(message.text())) pdfWarnings.push(message.text());
    });
    const file = await newContentFile(page);
    await openEditable(page, file.path);

    // A corrupt model is refused before it is sent, and leaves no box.
    await insertAfterLast(page, BLOCKS.threeDBox, [
      {
        name: "损坏.glb",
        mimeType: "model/gltf-binary",
        buffer: Buffer.from("glTF\u0002\u0000\u0000\u0000broken"),
      },
    ]);
    await page
      .getByText(formatMessage(T.threeD.refusedFile, { name: "损坏.glb", reason: T.threeD.failed }))
      .waitFor();
    assert.equal(await card(page, "threeDBox").count(), 0);

    // The cube: checked, uploaded, titled after its file; the title is edited in place.
    await insertAfterLast(page, BLOCKS.threeDBox, [cubeObj()]);
    const model = card(page, "threeDBox");
    await model.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 30_000 });
    const modelTitle = model.locator(".tb-file-card__title");
    assert.equal(await modelTitle.inputValue(), "立方体");
    await modelTitle.fill("彩色立方体");
    await modelTitle.press("Enter");

    await model.getByRole("button", { name: T.threeD.open }).click();
    const viewer = page.getByRole("dialog", { name: "彩色立方体" });
    const canvas = viewer.locator(".tb-model-viewer__canvas");
    await canvas.waitFor();
    await viewer.locator(".tb-viewer__status").waitFor({ state: "hidden" });
    // The model is drawn: many pixels differ from the stage's background (#f4f7f8).
    assert.ok((await inkOn(canvas, [0xf4, 0xf7, 0xf8])) > 2000, "the cube is drawn");
    // Stop the slow automatic turn and let it come to rest; then only a drag may move the model.
    await viewer.getByRole("button", { name: T.threeD.rotate }).click();
    const still = await restingPicture(page, canvas);
    const box = await canvas.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 180, box.y + box.height / 2 + 40, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(1500);
    const turned = await canvas.screenshot();
    assert.ok(!still.equals(turned), "a drag turns the model");
    await snapshot(page, "three-d-viewer");
    await viewer.getByRole("button", { name: T.viewer.close }).click();

    // The PDF: its placeholder, then the box; its page drawn by pdf.js in the preview.
    await insertAfterLast(page, BLOCKS.documentBox, [handoutPdf()]);
    const documents = card(page, "documentBox");
    await documents.first().waitFor({ timeout: 30_000 });
    const handout = documents.nth(0);
    await handout.and(page.locator('[data-state="ready"]')).waitFor();
    assert.equal(await handout.locator(".tb-file-card__title").inputValue(), "讲义");
    const pdf = await previewOf(page, handout, "讲义");
    const page1 = pdf.locator('.tb-pdf__page[data-rendered="true"] canvas');
    await page1.waitFor({ timeout: 30_000 });
    await pdf.getByText(formatMessage(T.document.pages, { total: 1 })).waitFor();
    assert.ok((await inkOn(page1, [255, 255, 255])) > 2000, "the PDF page is drawn");
    assert.deepEqual(pdfWarnings, [], "pdf.js found every CMap and font it asked for");
    await snapshot(page, "document-pdf-preview");
    await pdf.getByRole("button", { name: T.viewer.close }).click();

    // The Word document: through LibreOffice when installed, else a clear note and the download.
    await insertAfterLast(page, BLOCKS.documentBox, [lessonDocx()]);
    const lesson = documents.nth(1);
    await lesson.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 30_000 });
    const office = await previewOf(page, lesson, "教案");
    if (hasLibreOffice()) {
      const converted = office.locator('.tb-pdf__page[data-rendered="true"] canvas');
      await converted.waitFor({ timeout: 120_000 });
      assert.ok((await inkOn(converted, [255, 255, 255])) > 200, "the converted page is drawn");
    } else {
      await office.getByText(T.document.needsLibreOffice).waitFor({ timeout: 30_000 });
      await office.getByRole("note").getByRole("button", { name: T.document.download }).waitFor();
    }
    await snapshot(page, "document-office-preview");
    await office.getByRole("button", { name: T.viewer.close }).click();

    await saveNow(page);
    await page.reload();
    await card(page, "threeDBox").waitFor();
    assert.equal(await card(page, "threeDBox").locator(".tb-file-card__title").inputValue(), "彩色立方体");
    assert.deepEqual(
      await card(page, "documentBox")
        .locator(".tb-file-card__title")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ["讲义", "教案"],
    );
    assert.equal(await card(page, "documentPlaceholder").count(), 0);
    await snapshot(page, "three-d-document-reloaded");
    await context.close();
  });
});
