// Turns a model file's bytes into a three.js object (loaded lazily with the viewer): glb/gltf with
// GLTFLoader, fbx with FBXLoader, obj with OBJLoader (and its .mtl), and zip bundles unpacked in the
// browser with fflate, whose model's textures, .mtl and .bin files are served from the bundle
// through the loading manager's URL modifier.
import {
  findModelInZip,
  formatMessage,
  type ModelKind,
  pathExtension,
  THREE_D_TEXTS,
} from "@textbook/shared";
import { unzipSync } from "fflate";
import { LoadingManager, type Material, type Mesh, type Object3D } from "three";
import { FBXLoader } from "three/examples/jsm/loaders/FBXLoader.js";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { MTLLoader } from "three/examples/jsm/loaders/MTLLoader.js";
import { OBJLoader } from "three/examples/jsm/loaders/OBJLoader.js";
import { ViewerError } from "./model-error.ts";
import { folderOf, modelFileKind, resolveInZip } from "./model-files.ts";

const TEXTS = THREE_D_TEXTS.threeD;

/** Model-relative addresses start with this, so the URL modifier knows them from real ones. */
const BUNDLE = "bundle:/";

const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  bmp: "image/bmp",
};

export interface LoadedModel {
  object: Object3D;
  /** Frees the bundle's object URLs. */
  release(): void;
}

interface Source {
  kind: ModelKind;
  bytes: Uint8Array;
  /** The model's folder inside the bundle ("" for a single file). */
  folder: string;
}

function text(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

function arrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

interface Bundle {
  manager: LoadingManager;
  /** The first file the model asked for that the bundle lacks. */
  missing(): string | null;
  release(): void;
}

/**
 * A manager whose bundle-relative addresses are the bundle's files, as object URLs made on demand.
 * Nothing outside the bundle is fetched: a model's other addresses would reach any server.
 */
function bundleManager(files: Record<string, Uint8Array>): Bundle {
  const paths = Object.keys(files);
  const urls = new Map<string, string>();
  const manager = new LoadingManager();
  let missing: string | null = null;
  manager.setURLModifier((url) => {
    if (url.startsWith("data:") || url.startsWith("blob:")) return url;
    const reference = url.startsWith(BUNDLE) ? url.slice(BUNDLE.length) : url;
    const path = resolveInZip(paths, "", reference);
    const bytes = path ? files[path] : undefined;
    if (!path || !bytes) {
      missing ??= reference.slice(reference.replace(/\\/g, "/").lastIndexOf("/") + 1) || reference;
      return "data:,";
    }
    let objectUrl = urls.get(path);
    if (!objectUrl) {
      const type = IMAGE_TYPES[pathExtension(path)] ?? "application/octet-stream";
      objectUrl = URL.createObjectURL(new Blob([arrayBuffer(bytes)], { type }));
      urls.set(path, objectUrl);
    }
    return objectUrl;
  });
  return {
    manager,
    missing: () => missing,
    release: () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    },
  };
}

/** Textures still loading after this long are drawn when they come; the model shows without them. */
const TEXTURE_WAIT_MS = 15_000;

/**
 * Resolves once every texture and companion file asked for so far has loaded or failed, so the
 * first frame is complete.
 */
function loadsSettled(manager: LoadingManager): () => Promise<void> {
  let loading = false;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  manager.onStart = () => {
    loading = true;
  };
  manager.onLoad = () => {
    loading = false;
    finish();
  };
  return () =>
    loading
      ? Promise.race([finished, new Promise<void>((r) => setTimeout(r, TEXTURE_WAIT_MS))])
      : Promise.resolve();
}

async function parse(source: Source, manager: LoadingManager, files: Record<string, Uint8Array>) {
  const path = `${BUNDLE}${source.folder}`;
  switch (source.kind) {
    case "glb":
      return (await new GLTFLoader(manager).parseAsync(arrayBuffer(source.bytes), path)).scene;
    case "gltf":
      return (await new GLTFLoader(manager).parseAsync(text(source.bytes), path)).scene;
    case "fbx":
      return new FBXLoader(manager).parse(arrayBuffer(source.bytes), path);
    case "obj": {
      const loader = new OBJLoader(manager);
      const objText = text(source.bytes);
      const library = /^mtllib\s+(.+)$/m.exec(objText)?.[1]?.trim();
      const mtlPath = library ? resolveInZip(Object.keys(files), source.folder, library) : null;
      const mtl = mtlPath ? files[mtlPath] : undefined;
      if (mtl && mtlPath) {
        const materials = new MTLLoader(manager).parse(text(mtl), `${BUNDLE}${folderOf(mtlPath)}`);
        materials.preload();
        loader.setMaterials(materials);
      }
      return loader.parse(objText);
    }
  }
}

function sourceOf(bytes: Uint8Array, name: string): { source: Source; files: Record<string, Uint8Array> } {
  const kind = modelFileKind(bytes, name);
  if (!kind) throw new ViewerError(TEXTS.unknownKind);
  if (kind !== "zip") return { source: { kind, bytes, folder: "" }, files: {} };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new ViewerError(TEXTS.failed);
  }
  const model = findModelInZip(Object.keys(files));
  const modelBytes = model ? files[model.path] : undefined;
  if (!model || !modelBytes) throw new ViewerError(TEXTS.noModelInZip);
  return { source: { kind: model.kind, bytes: modelBytes, folder: folderOf(model.path) }, files };
}

function hasGeometry(object: Object3D): boolean {
  let found = false;
  object.traverse((child) => {
    if ((child as { isMesh?: boolean }).isMesh || (child as { isPoints?: boolean }).isPoints) found = true;
  });
  return found;
}

/**
 * The model in `bytes` (a model file or a zip bundle); a ViewerError says why it cannot be shown.
 * A texture the bundle lacks only leaves its surface plain; a missing .bin leaves no model, and
 * the reader is told which file to add.
 */
export async function loadModel(bytes: Uint8Array, name: string): Promise<LoadedModel> {
  const { source, files } = sourceOf(bytes, name);
  const bundle = bundleManager(files);
  const settled = loadsSettled(bundle.manager);
  try {
    const object = await parse(source, bundle.manager, files);
    await settled();
    if (!hasGeometry(object)) throw new ViewerError(TEXTS.failed);
    return { object, release: bundle.release };
  } catch (error) {
    bundle.release();
    if (error instanceof ViewerError) throw error;
    const missing = bundle.missing();
    if (missing) throw new ViewerError(formatMessage(TEXTS.missingFile, { name: missing }));
    console.warn("3D model could not be parsed", error);
    throw new ViewerError(TEXTS.failed);
  }
}

/** Frees the GPU-side and decoded parts of a loaded model (geometries, materials, textures). */
export function disposeObject(object: Object3D): void {
  object.traverse((child) => {
    const mesh = child as Partial<Mesh>;
    mesh.geometry?.dispose();
    const materials = ([] as (Material | undefined)[]).concat(mesh.material as Material | Material[]);
    for (const material of materials) {
      if (!material) continue;
      for (const value of Object.values(material)) {
        if (value && typeof value === "object" && "isTexture" in value)
          (value as { dispose(): void }).dispose();
      }
      material.dispose();
    }
  });
}

/** Throws the ViewerError the viewer would show for this file; resolves when it would show a model. */
export async function checkModel(bytes: Uint8Array, name: string): Promise<void> {
  const model = await loadModel(bytes, name);
  disposeObject(model.object);
  model.release();
}
