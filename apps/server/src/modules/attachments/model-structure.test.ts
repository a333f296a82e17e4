// Content §3.10, §3.11, §9 on the server: 3D models and documents are judged by their bytes and,
// for models, their structure, whatever client sends them. What the browser refuses first (see
// apps/web/src/editor/blocks/three-d-box/) is refused here again.
import { formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { docx } from "../../test/docx.ts";
import { gltfJsonProblem, zipEntryNames } from "./model-structure.ts";
import { bookTeam, createAttachment, upload } from "./test/uploads.ts";

const TEXTS = THREE_D_TEXTS.threeD;
const MB = 1024 * 1024;

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const CUBE_OBJ = "o Cube\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n";

/** A one-triangle glTF; its buffer inline, or a file of its own named by `bufferUri`. */
function triangle(bufferUri: string | null): { json: string; bin: Buffer } {
  const bin = Buffer.from(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);
  const buffer = {
    byteLength: bin.length,
    uri: bufferUri ?? `data:application/octet-stream;base64,${bin.toString("base64")}`,
  };
  const json = JSON.stringify({
    asset: { version: "2.0" },
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    buffers: [buffer],
    bufferViews: [{ buffer: 0, byteLength: bin.length }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: "VEC3", min: [0, 0, 0], max: [1, 1, 0] },
    ],
  });
  return { json, bin };
}

/** A binary glTF: header, JSON chunk (its buffer the BIN chunk), BIN chunk. */
function glb(lengthFix = 0): Buffer {
  const { json: inline, bin } = triangle(null);
  const json = JSON.stringify({ ...JSON.parse(inline), buffers: [{ byteLength: bin.length }] });
  const pad = (bytes: Buffer, fill: number) =>
    Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4, fill)]);
  const jsonChunk = pad(Buffer.from(json), 0x20);
  const binChunk = pad(bin, 0);
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(body.length, 0);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, body]);
  };
  const body = Buffer.concat([chunk("JSON", jsonChunk), chunk("BIN\u0000", binChunk)]);
  const header = Buffer.alloc(12);
  header.write("glTF", 0, "latin1");
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length + lengthFix, 8);
  return Buffer.concat([header, body]);
}

const zip = (files: Record<string, string | Buffer>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, body]) => [name, typeof body === "string" ? strToU8(body) : body]),
      ),
    ),
  );

/** A one-page PDF, enough for the content check (%PDF- signature). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("zipEntryNames", () => {
  const reader = (bytes: Buffer) => async (start: number, end: number) => bytes.subarray(start, end + 1);

  it("lists a bundle's paths from its central directory, UTF-8 names included", async () => {
    const bytes = zip({ "模型/车.obj": CUBE_OBJ, "模型/贴图/漆.png": Buffer.from([1, 2, 3]) });
    expect(await zipEntryNames(bytes.length, reader(bytes))).toEqual(["模型/车.obj", "模型/贴图/漆.png"]);
    const empty = zip({});
    expect(await zipEntryNames(empty.length, reader(empty))).toEqual([]);
  });

  it("cannot read a zip whose end was cut off or whose directory is garbage", async () => {
    const bytes = zip({ "car.obj": CUBE_OBJ });
    const cut = bytes.subarray(0, bytes.length - 10);
    expect(await zipEntryNames(cut.length, reader(cut))).toBeNull();
    const garbled = Buffer.from(bytes);
    garbled.fill(0x41, bytes.length - 22 - 60, bytes.length - 22);
    expect(await zipEntryNames(garbled.length, reader(garbled))).toBeNull();
  });
});

describe("gltfJsonProblem", () => {
  it("takes glTF JSON whose buffers are inline", () => {
    expect(gltfJsonProblem(triangle(null).json, "bad")).toBeNull();
  });

  it("refuses what is not glTF JSON, and a glTF that needs a file it came without", () => {
    expect(gltfJsonProblem('{"asset": {"version": "2.0"', "bad")).toBe("bad");
    expect(gltfJsonProblem('{"asset": {}}', "bad")).toBe("bad");
    expect(gltfJsonProblem(triangle("models/scene%20one.bin").json, "bad")).toBe(
      formatMessage(TEXTS.missingFile, { name: "scene one.bin" }),
    );
  });
});

describe("3D and document uploads (content §9)", () => {
  it("refuses a 3D model or a document over 200M, and other formats, before any byte is sent", async () => {
    const { editorToken, book } = await bookTeam(context);
    const create = (fileName: string, type: "3D" | "DOCUMENT", size: number) =>
      createAttachment(context, editorToken, { fileName, type, size, bookOid: book.oid });
    for (const [fileName, type, size, message] of [
      ["大模型.zip", "3D", 200 * MB + 1, "3D 模型文件不能超过 200M"],
      ["模型.stl", "3D", 10, "3D 模型只支持 zip、fbx、obj、glb、gltf 格式"],
      ["讲义.pdf", "DOCUMENT", 200 * MB + 1, "文档文件不能超过 200M"],
      ["讲义.txt", "DOCUMENT", 10, "文档只支持 pdf、ppt、pptx、doc、docx、xls、xlsx、csv 格式"],
    ] as const) {
      const response = await create(fileName, type, size);
      expect(response.status).toBe(400);
      expect(response.body.errorMessage).toBe(message);
    }
    expect((await create("大模型.zip", "3D", 200 * MB)).status).toBe(200);
    expect((await create("讲义.pdf", "DOCUMENT", 200 * MB)).status).toBe(200);
  });

  const accepted = [
    ["an OBJ", "cube.obj", "3D", () => Buffer.from(CUBE_OBJ), "model/obj"],
    [
      "a glTF with its buffer inline",
      "triangle.gltf",
      "3D",
      () => Buffer.from(triangle(null).json),
      "model/gltf+json",
    ],
    ["a glb", "triangle.glb", "3D", () => glb(), "model/gltf-binary"],
    [
      "an ASCII FBX",
      "cube.fbx",
      "3D",
      () => Buffer.from("; FBX 7.4.0 project file\n"),
      "application/octet-stream",
    ],
    [
      "a zip bundle of a glTF with its .bin",
      "bundle.zip",
      "3D",
      () => {
        const { json, bin } = triangle("scene.bin");
        return zip({ "model/scene.gltf": json, "model/scene.bin": bin });
      },
      "application/zip",
    ],
    ["a PDF", "handout.pdf", "DOCUMENT", () => PDF, "application/pdf"],
    [
      "a Word document",
      "lesson.docx",
      "DOCUMENT",
      docx,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  ] as const;

  it.each(accepted)("keeps %s", async (_label, fileName, type, make, mimeType) => {
    const { editorToken, book } = await bookTeam(context);
    const { completed } = await upload(context, editorToken, { fileName, type, bookOid: book.oid }, make());
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ state: "READY", mimeType });
  });

  const refused = [
    [
      "a zip without a model",
      "textures.zip",
      "3D",
      () => zip({ "readme.txt": "no model here" }),
      TEXTS.noModelInZip,
    ],
    [
      "a zip cut short",
      "broken.zip",
      "3D",
      () => zip({ "car.obj": CUBE_OBJ }).subarray(0, 60),
      TEXTS.refused.zipUnreadable,
    ],
    ["a glb whose length is wrong", "broken.glb", "3D", () => glb(8), TEXTS.refused.glbUnreadable],
    [
      "a glTF cut short",
      "broken.gltf",
      "3D",
      () => Buffer.from('{"asset": {"version": "2.0"}, "meshes": ['),
      TEXTS.refused.gltfUnreadable,
    ],
    [
      "a glTF without its .bin",
      "scene.gltf",
      "3D",
      () => Buffer.from(triangle("scene.bin").json),
      formatMessage(TEXTS.missingFile, { name: "scene.bin" }),
    ],
    [
      "a PDF renamed to .obj",
      "model.obj",
      "3D",
      () => PDF,
      "文件内容与扩展名 .obj 不符，请上传真实的3D 模型文件",
    ],
    [
      "text named .pdf",
      "notes.pdf",
      "DOCUMENT",
      () => Buffer.from("just notes\n"),
      "文件内容与扩展名 .pdf 不符，请上传真实的文档文件",
    ],
    [
      "a plain zip named .docx",
      "lesson.docx",
      "DOCUMENT",
      () => zip({ "a.txt": "x" }),
      "文件内容与扩展名 .docx 不符，请上传真实的文档文件",
    ],
  ] as const;

  it.each(refused)(
    "refuses %s with a clear reason and keeps nothing",
    async (_label, fileName, type, make, message) => {
      const { editorToken, book } = await bookTeam(context);
      const { created, completed } = await upload(
        context,
        editorToken,
        { fileName, type, bookOid: book.oid },
        make(),
      );
      expect(completed.status).toBe(400);
      expect(completed.body.errorCode).toBe("err.attachment.rejected");
      expect(completed.body.errorMessage).toBe(message);
      expect(await context.storage.statObject(created.credentials.objectKey)).toBeNull();
    },
  );
});
