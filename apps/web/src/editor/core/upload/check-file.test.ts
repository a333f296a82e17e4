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

test.each([
  ["IMAGE", "动图.gif", 20],
  ["VIDEO", "实验.mp4", 500],
  ["AUDIO", "朗读.mp3", 100],
  ["3D", "模型.zip", 200],
  ["3D", "模型.fbx", 200],
  ["3D", "模型.obj", 200],
  ["DOCUMENT", "讲义.pdf", 200],
] as const)("content §9: %s %s up to %iM is taken, a byte more refused", (type, name, mb) => {
  expect(checkFile(type, file(name, mb * MB))).toBeNull();
  expect(checkFile(type, file(name, mb * MB + 1))).toMatch(new RegExp(`^“${name}”太大了：.*不超过 ${mb}M$`));
});

test("a file of another type's extension is refused by the type it was picked for", () => {
  expect(checkFile("VIDEO", file("朗读.mp3", 10))).toBe(
    "“朗读.mp3”的格式不支持：视频支持 mp4 格式，不超过 500M",
  );
  expect(checkFile("AUDIO", file("实验.mp4", 10))).toBe(
    "“实验.mp4”的格式不支持：音频支持 mp3 格式，不超过 100M",
  );
  expect(checkFile("IMAGE", file("无扩展名", 10))).toMatch(/格式不支持/);
});
