import { strToU8 } from "fflate";
import { expect, test } from "vitest";
import { folderOf, modelFileKind, resolveInZip } from "./model-files.ts";

test("a model's kind comes from its bytes first, then from its name", () => {
  expect(modelFileKind(strToU8("PK\u0003\u0004rest"), "model.fbx")).toBe("zip");
  expect(modelFileKind(strToU8("glTF\u0002\u0000"), "scene.bin")).toBe("glb");
  expect(modelFileKind(strToU8("Kaydara FBX Binary  \u0000"), "car")).toBe("fbx");
  expect(modelFileKind(strToU8("v 0 0 0\nf 1 2 3\n"), "立方体.OBJ")).toBe("obj");
  expect(modelFileKind(strToU8('{"asset":{"version":"2.0"}}'), "scene.gltf")).toBe("gltf");
  expect(modelFileKind(strToU8("; FBX 7.4.0 project file"), "car.fbx")).toBe("fbx");
  expect(modelFileKind(strToU8("hello"), "notes.txt")).toBeNull();
  expect(modelFileKind(new Uint8Array(), "model")).toBeNull();
});

test("a texture, .mtl or .bin named by the model is found in the bundle", () => {
  const paths = [
    "car/car.obj",
    "car/car.mtl",
    "car/textures/paint 1.png",
    "shared/wheel.jpg",
    "car/scene.bin",
  ];
  const folder = folderOf("car/car.obj");
  expect(folder).toBe("car/");
  expect(resolveInZip(paths, folder, "car.mtl")).toBe("car/car.mtl");
  expect(resolveInZip(paths, folder, "./textures/paint%201.png")).toBe("car/textures/paint 1.png");
  expect(resolveInZip(paths, folder, "textures\\paint 1.png")).toBe("car/textures/paint 1.png");
  expect(resolveInZip(paths, folder, "../shared/wheel.jpg")).toBe("shared/wheel.jpg");
  expect(resolveInZip(paths, folder, "SCENE.BIN")).toBe("car/scene.bin");
  // An exporter's absolute path on the author's disk: the same file name in the bundle.
  expect(resolveInZip(paths, folder, "C:\\Users\\me\\wheel.jpg")).toBe("shared/wheel.jpg");
  expect(resolveInZip(paths, folder, "missing.png")).toBeNull();
});
