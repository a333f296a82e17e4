import { expect, test } from "vitest";
import { findModelInZip, pathExtension } from "./model-files.ts";

test("the model in a zip bundle: glb, gltf, fbx then obj, the one nearest the top", () => {
  expect(findModelInZip(["car/textures/paint.png", "car/car.mtl", "car/car.obj"])).toEqual({
    path: "car/car.obj",
    kind: "obj",
  });
  expect(findModelInZip(["a/deep/model.gltf", "scene.gltf", "scene.bin", "model.obj"])).toEqual({
    path: "scene.gltf",
    kind: "gltf",
  });
  expect(findModelInZip(["x.obj", "y.fbx", "z.glb"])?.kind).toBe("glb");
  expect(findModelInZip(["__MACOSX/._car.obj", "car/", "car/car.obj"])?.path).toBe("car/car.obj");
  expect(findModelInZip(["readme.txt", "textures/a.png"])).toBeNull();
  expect(findModelInZip([])).toBeNull();
});

test("a path's extension is its last part's, in lower case", () => {
  expect(pathExtension("car/Car.OBJ")).toBe("obj");
  expect(pathExtension("models.v2/readme")).toBe("");
  expect(pathExtension(".gitignore")).toBe("");
});
