// Media blocks in a real browser against the real server (content §3.6-§3.12, §4, §9): an image box
// resized and captioned, a gallery of three images with its current image and cover, a video box
// with its first-frame cover and a real player, an audio box, a video layout set in the style
// panel and copied to another video, a wrong file refused with no node left behind; all of it
// saved, reloaded and played again in the preview. The media files are made here: PNGs by
// e2e/support/png.ts, the MP4 and MP3 by ffmpeg.
import { strict as assert } from "node:assert";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, IMAGE_TEXTS, MEDIA_PANEL_TEXTS } from "@textbook/shared";
import type { Locator, Page } from "playwright-core";
import { snapshot, useBrowser } from "../support/browser.ts";
import { editNewFile, loadedImage, type PickedFile, saveNow } from "../support/editor-flows.ts";
import { gradientPng } from "../support/png.ts";
import { skipWithout } from "../support/system-tools.ts";

useBrowser();

const BLOCKS = EDITOR_BLOCK_TEXTS.blocks;
const GALLERY = IMAGE_TEXTS.gallery;

let folder = "";
const media: Record<"video" | "audio", Buffer> = { video: Buffer.alloc(0), audio: Buffer.alloc(0) };

const withoutFfmpeg = skipWithout("ffmpeg", "ffmpeg");

before(() => {
  if (withoutFfmpeg) return;
  folder = mkdtempSync(join(tmpdir(), "media-blocks-"));
  const ffmpeg = (...args: string[]) =>
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "pipe" });
  // One second of a test pattern (H.264, playable by Chromium) and of a 440 Hz tone.
  ffmpeg(
    ...["-f", "lavfi", "-i", "testsrc=size=160x120:rate=10", "-t", "1"],
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", join(folder, "clip.mp4")],
  );
  ffmpeg(
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "libmp3lame", join(folder, "tone.mp3")],
  );
  media.video = readFileSync(join(folder, "clip.mp4"));
  media.audio = readFileSync(join(folder, "tone.mp3"));
});
after(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const png = (name: string, width: number, height: number): PickedFile => ({
  name,
  mimeType: "image/png",
  buffer: gradientPng(width, height),
});
const video = (name: string): PickedFile => ({ name, mimeType: "video/mp4", buffer: media.video });

/** Plays the media element from its start and waits until time has passed in it. */
async function playsThrough(player: Locator): Promise<void> {
  await player.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
  await player.evaluate(
    (element: HTMLMediaElement) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (element.currentTime > 0.2 ? resolve() : undefined);
        element.addEventListener("timeupdate", check);
        element.addEventListener("error", () => reject(new Error(`media error ${element.error?.code}`)));
        check();
      }),
  );
}

/** The first-frame cover a video box shows: an image the browser has really decoded. */
async function coverWidth(box: Locator): Promise<number> {
  const picture = box.locator(".tb-media-box__picture");
  await loadedImage(picture);
  return picture.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

/** Paragraphs the blocks are inserted after, one per step, so each insertion has its own place. */
const PLACES = ["图片：", "画廊：", "视频：", "音频：", "第二段视频：", "不能上传的文件："];

/** Inserts a media block through the hover menu of the paragraph that starts with `place`. */
async function insertAt(page: Page, place: string, label: string, files: PickedFile[]): Promise<void> {
  const paragraph = page.locator(".ProseMirror > p").filter({ hasText: new RegExp(`^${place}$`) });
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.hover();
  await page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
  const item = page.getByRole("menuitem", { name: label, exact: true });
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), item.click()]);
  await chooser.setFiles(files);
}

async function selectCard(page: Page, box: Locator, panelTitle: string): Promise<void> {
  await box.locator(".tb-media-box__type").click();
  await page.getByRole("heading", { name: panelTitle }).waitFor();
}

describe("media blocks", { skip: withoutFfmpeg }, () => {
  test("image box, gallery, video, audio and their style survive a reload and play in the preview", async () => {
    // A content file of the test's own, holding the paragraphs of PLACES.
    const { page, context } = await editNewFile(
      PLACES.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
    );
    await page.getByText(EDITOR_TEXTS.saveStatus.saved).waitFor();

    // An image box: the picture arrives, a side handle narrows it, a note goes under it.
    await insertAt(page, PLACES[0] as string, BLOCKS.imageBox, [png("细胞.png", 800, 400)]);
    const imageBox = page.locator(".tb-image-box").first();
    const picture = imageBox.locator(".tb-image__frame img");
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth === 800,
      await picture.elementHandle(),
    );
    await picture.click();
    const handle = imageBox.locator('.tb-image__handle[data-side="right"]');
    const grip = await handle.boundingBox();
    assert.ok(grip);
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 200, grip.y + grip.height / 2, { steps: 5 });
    await page.mouse.up();
    const frame = imageBox.locator(".tb-image__frame");
    const width = await frame.evaluate((element: HTMLElement) =>
      element.style.getPropertyValue("--tb-image-width"),
    );
    assert.match(width, /^\d+px$/);
    const shown = await frame.evaluate((element: HTMLElement) => element.getBoundingClientRect().width);
    assert.ok(Math.abs(shown - Number.parseInt(width, 10)) <= 1, `${shown} shown for ${width}`);
    await imageBox.hover();
    await imageBox.getByRole("button", { name: IMAGE_TEXTS.form.addCaption }).click();
    await page.keyboard.type("细胞结构");
    await imageBox
      .locator(".tb-caption__label")
      .filter({ hasText: /^图\d+-1$/ })
      .waitFor();

    // An icon inside the line of text (the menu's inline items take files too).
    await insertAt(page, PLACES[0] as string, IMAGE_TEXTS.menu.iconImage, [png("星.png", 48, 48)]);
    await page.locator('[data-type="iconImage"] img').waitFor();

    // A gallery of three: each upload settles, the third becomes the current image, the cover is written.
    await insertAt(page, PLACES[1] as string, BLOCKS.galleryBox, [
      png("春.png", 320, 200),
      png("夏.png", 320, 200),
      png("秋.png", 320, 200),
    ]);
    const gallery = page.locator(".tb-gallery");
    await gallery.locator('.tb-gallery__thumb[data-state="SUCCESS"]').nth(2).waitFor();
    await gallery.locator(".tb-gallery__thumb").nth(2).click();
    await gallery
      .locator('.tb-gallery__thumb[aria-current="true"]')
      .filter({ has: page.locator("img") })
      .waitFor();
    assert.equal(await gallery.locator(".tb-gallery__thumb").nth(2).getAttribute("aria-current"), "true");
    await gallery.getByRole("button", { name: GALLERY.addCover }).click();
    await gallery.locator(".tb-gallery__cover p").first().click();
    await page.keyboard.type("四季");
    await gallery.locator(".tb-gallery__cover p").nth(1).click();
    await page.keyboard.type("一年中的景色");
    await snapshot(page, "media-blocks-gallery");

    // A video box: its first frame becomes its cover, and it plays.
    await insertAt(page, PLACES[2] as string, BLOCKS.videoBox, [video("实验.mp4")]);
    const firstVideo = page.locator(".tb-video-box").first();
    await firstVideo.and(page.locator('[data-playable="true"]')).waitFor();
    assert.equal(await coverWidth(firstVideo), 160);
    await playsThrough(firstVideo.locator("video"));

    // An audio box that plays.
    await insertAt(page, PLACES[3] as string, BLOCKS.audioBox, [
      { name: "朗读.mp3", mimeType: "audio/mpeg", buffer: media.audio },
    ]);
    const audio = page.locator(".tb-audio-box");
    await audio.and(page.locator('[data-playable="true"]')).waitFor();
    await playsThrough(audio.locator("audio"));

    // The style panel: the first video takes layout 3; its style goes to a second video.
    // Pressing the title (a control of the card's own) selects the card too: its panel opens.
    await firstVideo.locator(".tb-media-box__title").click();
    await page.keyboard.type("牛顿第一定律");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: MEDIA_PANEL_TEXTS.titles.videoBox }).waitFor();
    await page.locator(`label[title="${MEDIA_PANEL_TEXTS.layoutName.replace("{n}", "3")}"]`).click();
    await firstVideo.and(page.locator('[data-layout="layout-003"]')).waitFor();
    await page.getByRole("button", { name: MEDIA_PANEL_TEXTS.copyStyle }).click();
    await insertAt(page, PLACES[4] as string, BLOCKS.videoBox, [video("第二段.mp4")]);
    const secondVideo = page.locator(".tb-video-box").nth(1);
    await secondVideo.and(page.locator('[data-playable="true"]')).waitFor();
    assert.equal(await secondVideo.getAttribute("data-layout"), "layout-001");
    await selectCard(page, secondVideo, MEDIA_PANEL_TEXTS.titles.videoBox);
    await page.getByRole("button", { name: MEDIA_PANEL_TEXTS.pasteStyle }).click();
    await secondVideo.and(page.locator('[data-layout="layout-003"]')).waitFor();
    assert.equal(await coverWidth(secondVideo), 160);
    await snapshot(page, "media-blocks");

    // Wrong files: refused in the browser by name, on the server by content; no node stays.
    await insertAt(page, PLACES[5] as string, BLOCKS.videoBox, [
      { name: "笔记.txt", mimeType: "text/plain", buffer: Buffer.from("不是视频") },
    ]);
    await page.getByText("“笔记.txt”的格式不支持：视频支持 mp4 格式，不超过 500M").waitFor();
    await insertAt(page, PLACES[5] as string, BLOCKS.videoBox, [
      { name: "假视频.mp4", mimeType: "video/mp4", buffer: Buffer.from("只是一段文字") },
    ]);
    await page.getByText("“假视频.mp4”上传失败：文件内容与扩展名 .mp4 不符，请上传真实的视频文件").waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".tb-video-box").length === 2);

    await saveNow(page);
    await page.reload();
    await page.locator('.ProseMirror[contenteditable="true"]').waitFor();
    const reloadedBox = page.locator(".tb-image-box").first();
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth === 800,
      await reloadedBox.locator(".tb-image__frame img").elementHandle(),
    );
    assert.equal(
      await reloadedBox
        .locator(".tb-image__frame")
        .evaluate((element: HTMLElement) => element.style.getPropertyValue("--tb-image-width")),
      width,
    );
    assert.equal(await reloadedBox.locator(".tb-caption__text").textContent(), "细胞结构");
    await page.locator(".ProseMirror > p").first().locator('[data-type="iconImage"] img').waitFor();
    const reloadedGallery = page.locator(".tb-gallery");
    assert.equal(await reloadedGallery.locator('.tb-gallery__thumb[data-state="SUCCESS"]').count(), 3);
    assert.equal(
      await reloadedGallery.locator(".tb-gallery__thumb").nth(2).getAttribute("aria-current"),
      "true",
    );
    assert.deepEqual(await reloadedGallery.locator(".tb-gallery__cover p").allTextContents(), [
      "四季",
      "一年中的景色",
    ]);
    const videos = page.locator(".tb-video-box");
    assert.equal(await videos.count(), 2);
    assert.equal(await videos.first().locator(".tb-media-box__title").inputValue(), "牛顿第一定律");
    for (const index of [0, 1]) {
      assert.equal(await videos.nth(index).getAttribute("data-layout"), "layout-003");
      assert.equal(await coverWidth(videos.nth(index)), 160);
    }
    await page.locator(".tb-audio-box").and(page.locator('[data-playable="true"]')).waitFor();

    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: EDITOR_TEXTS.preview }).click(),
    ]);
    const article = preview.locator("article");
    const previewVideo = article.locator(".tb-video-box").first();
    await previewVideo.and(preview.locator('[data-playable="true"]')).waitFor();
    await previewVideo.locator(".tb-media-box__poster").click();
    await preview.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>("article .tb-video-box video")?.currentTime ?? 0) > 0.2,
    );
    await playsThrough(article.locator(".tb-audio-box audio"));
    await snapshot(preview, "media-blocks-preview");
    await article.locator(".tb-image-box").scrollIntoViewIfNeeded();
    await snapshot(preview, "media-blocks-preview-top");
    await context.close();
  });
});
