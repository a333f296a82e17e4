// Content §9 in the browser for the 3D box and the document box: what the file dialog offers and
// what a picked file must be before it is queued (the server judges the bytes again).
import { expect, test } from "vitest";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { checkFile } from "../../core/upload/check-file.ts";

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

test("3D: zip, fbx, obj, glb and gltf up to 200M, whatever the extension's case", () => {
  expect(acceptFor("3D")).toBe(".zip,.fbx,.obj,.glb,.gltf");
  for (const name of ["车.zip", "车.FBX", "车.obj", "车.glb", "车.GLTF"]) {
    expect(checkFile("3D", file(name, 200 * MB))).toBeNull();
  }
  expect(checkFile("3D", file("车.zip", 200 * MB + 1))).toBe(
    "“车.zip”太大了：3D 模型支持 zip、fbx、obj、glb、gltf 格式，不超过 200M",
  );
  expect(checkFile("3D", file("车.stl", 10))).toBe(
    "“车.stl”的格式不支持：3D 模型支持 zip、fbx、obj、glb、gltf 格式，不超过 200M",
  );
  expect(checkFile("3D", file("车.obj", 0))).toBe("“车.obj”是空文件，请重新选择");
});

test("documents: PDF, PPT, PPTX, DOC, DOCX, XLS, XLSX and CSV up to 200M", () => {
  expect(acceptFor("DOCUMENT")).toBe(".pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.csv");
  for (const extension of ["pdf", "PPT", "pptx", "doc", "DOCX", "xls", "xlsx", "csv"]) {
    expect(checkFile("DOCUMENT", file(`讲义.${extension}`, 200 * MB))).toBeNull();
  }
  expect(checkFile("DOCUMENT", file("讲义.pdf", 200 * MB + 1))).toMatch(/^“讲义.pdf”太大了：.*不超过 200M$/);
  expect(checkFile("DOCUMENT", file("讲义.txt", 10))).toBe(
    "“讲义.txt”的格式不支持：文档支持 pdf、ppt、pptx、doc、docx、xls、xlsx、csv 格式，不超过 200M",
  );
  expect(checkFile("DOCUMENT", file("讲义.zip", 10))).toMatch(/格式不支持/);
});
