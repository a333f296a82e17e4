// @vitest-environment happy-dom
import { formatMessage, THREE_D_TEXTS } from "@textbook/shared";
import { strToU8, zipSync } from "fflate";
import { beforeAll, expect, test, vi } from "vitest";
import { checkModel, loadModel } from "./load-model.ts";
import { ViewerError } from "./model-error.ts";

const TEXTS = THREE_D_TEXTS.threeD;

// happy-dom fetches no blob: addresses, which the loader makes for a bundle's files.
beforeAll(() => {
  const blobs = new Map<string, Blob | MediaSource>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  const fetch = globalThis.fetch;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = createObjectURL(blob);
    blobs.set(url, blob);
    return url;
  });
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const blob = blobs.get(String(input instanceof Request ? input.url : input));
    return blob instanceof Blob ? Promise.resolve(new Response(blob)) : fetch(input, init);
  });
});

const CUBE_OBJ = [
  "v 0 0 0",
  "v 1 0 0",
  "v 1 1 0",
  "v 0 1 0",
  "v 0 0 1",
  "v 1 0 1",
  "v 1 1 1",
  "v 0 1 1",
  "f 1 2 3 4",
  "f 5 6 7 8",
  "f 1 2 6 5",
  "f 2 3 7 6",
  "f 3 4 8 7",
  "f 4 1 5 8",
  "",
].join("\n");

/** A one-triangle glTF; its buffer inline (data URI) or in a file of its own. */
function triangleGltf(bufferUri: string | null): { json: string; bin: Uint8Array } {
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  const bin = new Uint8Array(positions.buffer);
  const uri = bufferUri ?? `data:application/octet-stream;base64,${Buffer.from(bin).toString("base64")}`;
  const json = JSON.stringify({
    asset: { version: "2.0" },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    buffers: [{ byteLength: bin.byteLength, uri }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: bin.byteLength }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: "VEC3", min: [0, 0, 0], max: [1, 1, 0] },
    ],
  });
  return { json, bin };
}

async function refusal(bytes: Uint8Array, name: string): Promise<string> {
  const error = await loadModel(bytes, name).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ViewerError);
  return (error as ViewerError).message;
}

test("an OBJ, a glTF with its buffer inside and a zip bundle load as models", async () => {
  const obj = await loadModel(strToU8(CUBE_OBJ), "立方体.obj");
  expect(obj.object.children.length).toBeGreaterThan(0);
  await checkModel(strToU8(triangleGltf(null).json), "三角形.gltf");
  const { json, bin } = triangleGltf("scene.bin");
  await checkModel(zipSync({ "model/scene.gltf": strToU8(json), "model/scene.bin": bin }), "模型.zip");
});

test("a corrupt model is refused with the viewer's Chinese reason", async () => {
  expect(await refusal(strToU8("glTF\u0002\u0000\u0000\u0000garbage that is no glb"), "坏.glb")).toBe(
    TEXTS.failed,
  );
  expect(await refusal(strToU8('{"asset": {"version": "2.0"}, "meshes": ['), "坏.gltf")).toBe(TEXTS.failed);
  expect(await refusal(strToU8("PK\u0003\u0004 not really a zip"), "坏.zip")).toBe(TEXTS.failed);
});

test("a bundle without a model, an unknown file and a glTF without its .bin say what is wrong", async () => {
  expect(await refusal(zipSync({ "readme.txt": strToU8("hello") }), "贴图.zip")).toBe(TEXTS.noModelInZip);
  expect(await refusal(strToU8("hello"), "说明.txt")).toBe(TEXTS.unknownKind);
  expect(await refusal(strToU8(triangleGltf("scene.bin").json), "场景.gltf")).toBe(
    formatMessage(TEXTS.missingFile, { name: "scene.bin" }),
  );
});
