import { expect, test } from "vitest";
import { checkFile, imageSideHint } from "./check-file.ts";

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

test("content §9: a GIF of up to 20M uploads, one byte more is refused with the type's hint", () => {
  expect(checkFile("IMAGE", file("moving.gif", 20 * MB))).toBeNull();
  expect(checkFile("IMAGE", file("moving.gif", 20 * MB + 1))).toBe(
    "“moving.gif”太大了：图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M",
  );
});

test("only the type's extensions are accepted, whatever their case", () => {
  expect(checkFile("IMAGE", file("PHOTO.JPG", 10))).toBeNull();
  expect(checkFile("IMAGE", file("scan.bmp", 10))).toBe(
    "“scan.bmp”的格式不支持：图片支持 jpg、jpeg、png、gif、webp、svg 格式，不超过 20M",
  );
  expect(checkFile("VIDEO", file("clip.mp4", 500 * MB))).toBeNull();
  expect(checkFile("AUDIO", file("song.mp3", 100 * MB + 1))).toMatch(/太大了/);
  expect(checkFile("IMAGE", file("empty.png", 0))).toBe("“empty.png”是空文件，请重新选择");
});

test("an image longer than 2048px on its longest side gets a hint, not a refusal", () => {
  expect(imageSideHint("wide.png", 2048, 1000)).toBeNull();
  expect(imageSideHint("tall.png", 800, 2049)).toBe("“tall.png”的最长边为 2049px，建议不超过 2048px");
});
