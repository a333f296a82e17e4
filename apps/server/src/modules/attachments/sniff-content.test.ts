import { describe, expect, it } from "vitest";
import { refusalOf, textKind } from "./sniff-content.ts";

const MB = 1024 * 1024;

describe("textKind", () => {
  it("recognises SVG, with or without declaration, comments and doctype", () => {
    expect(textKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe("svg");
    expect(
      textKind(
        Buffer.from(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
        ),
      ),
    ).toBe("svg");
    expect(textKind(Buffer.from("<html><body><svg></svg></body></html>"))).toBeUndefined();
    expect(textKind(Buffer.from('<?XML version="1.0"?><!doctype svg><SVG\n width="1">'))).toBe("svg");
    expect(textKind(Buffer.from("<!-- never closed <svg>"))).toBeUndefined();
    expect(textKind(Buffer.from("<svgx>"))).toBeUndefined();
  });

  it("answers at once on a run of empty comments that used to backtrack exponentially (F-06)", () => {
    // 28 comments and an "x" are the 197 bytes that held the old regex for half a minute; 40 for hours.
    const attack = `${"<!---->".repeat(28)}x`;
    expect(attack).toHaveLength(197);
    expect(textKind(Buffer.from(attack))).toBeUndefined();
    expect(textKind(Buffer.from(`${"<!---->".repeat(40)}x`))).toBeUndefined();
    expect(textKind(Buffer.from(`${"<!---->\n".repeat(8000)}<svg>`))).toBe("svg");
  });

  it("recognises glTF JSON, ASCII FBX and OBJ, and nothing else", () => {
    expect(textKind(Buffer.from('{\n  "asset": { "version": "2.0" },\n  "scenes": []\n}'))).toBe("gltf");
    expect(textKind(Buffer.from('{ "name": "package" }'))).toBeUndefined();
    expect(textKind(Buffer.from("; FBX 7.4.0 project file\n"))).toBe("fbx");
    expect(textKind(Buffer.from("# made by hand\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"))).toBe("obj");
    expect(textKind(Buffer.from("vertex list\nv 0 0 0\n"))).toBeUndefined();
    expect(textKind(Buffer.from("# only comments\n"))).toBeUndefined();
    expect(textKind(Buffer.from("plain notes, nothing more\n"))).toBeUndefined();
    expect(textKind(Buffer.from([0x76, 0x20, 0x00, 0x0a]))).toBeUndefined();
  });
});

describe("refusalOf", () => {
  it("accepts bytes that fit their extension", () => {
    expect(refusalOf({ type: "VIDEO", extension: "mp4", size: 10, sniffed: "mp4" })).toBeNull();
    expect(refusalOf({ type: "IMAGE", extension: "jpeg", size: 10, sniffed: "jpg" })).toBeNull();
    expect(refusalOf({ type: "DOCUMENT", extension: "xls", size: 10, sniffed: "cfb" })).toBeNull();
  });

  it("refuses an empty file, a real size over the limit, and content of another kind", () => {
    expect(refusalOf({ type: "AUDIO", extension: "mp3", size: 0, sniffed: undefined })).toBe("文件内容为空");
    expect(refusalOf({ type: "AUDIO", extension: "mp3", size: 100 * MB + 1, sniffed: "mp3" })).toBe(
      "音频文件不能超过 100M",
    );
    expect(refusalOf({ type: "VIDEO", extension: "mp4", size: 10, sniffed: "png" })).toBe(
      "文件内容与扩展名 .mp4 不符，请上传真实的视频文件",
    );
    expect(refusalOf({ type: "DOCUMENT", extension: "docx", size: 10, sniffed: "zip" })).toBe(
      "文件内容与扩展名 .docx 不符，请上传真实的文档文件",
    );
    expect(refusalOf({ type: "3D", extension: "obj", size: 10, sniffed: undefined })).toBe(
      "文件内容与扩展名 .obj 不符，请上传真实的3D 模型文件",
    );
  });
});
