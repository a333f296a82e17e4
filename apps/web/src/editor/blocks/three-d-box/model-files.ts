// Which 3D model a file holds (content §3.10, §9: zip, fbx, obj, and glb/gltf), told from its
// bytes before its name, and where the model's companions (textures, .mtl, .bin) sit in a zip
// bundle (the bundle's model itself is found by the rule the server shares, findModelInZip).
// Pure functions: the viewer loads three.js only once it knows what to load.
import { isPackingNoise, type ModelKind, pathExtension } from "@textbook/shared";

export type ModelFileKind = ModelKind | "zip";

const BY_EXTENSION: Record<string, ModelFileKind> = {
  glb: "glb",
  gltf: "gltf",
  fbx: "fbx",
  obj: "obj",
  zip: "zip",
};

function startsWith(bytes: Uint8Array, text: string): boolean {
  if (bytes.length < text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[i] !== text.charCodeAt(i)) return false;
  return true;
}

/**
 * The kind of a model file: the binary formats by their signature (a zip, a GLB, a binary FBX),
 * text formats by the name's extension.
 */
export function modelFileKind(bytes: Uint8Array, name: string): ModelFileKind | null {
  if (startsWith(bytes, "PK\u0003\u0004")) return "zip";
  if (startsWith(bytes, "glTF")) return "glb";
  if (startsWith(bytes, "Kaydara FBX Binary")) return "fbx";
  return BY_EXTENSION[pathExtension(name)] ?? null;
}

/** The folder part of a path in the bundle ("models/car.obj" → "models/"). */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/**
 * The bundle entry a loader asks for: `reference` as written in the model (relative, with "./",
 * "..", backslashes or %-escapes) resolved against the model's folder. Falls back to the same file
 * name anywhere in the bundle, as exporters often write absolute paths of the author's disk.
 */
export function resolveInZip(paths: readonly string[], folder: string, reference: string): string | null {
  let decoded = reference.replace(/\\/g, "/");
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // not %-encoded: used as written
  }
  const parts: string[] = [];
  for (const part of `${decoded.startsWith("/") ? "" : folder}${decoded}`.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  const wanted = parts.join("/");
  const lower = new Map(paths.map((path) => [path.toLowerCase(), path]));
  const exact = lower.get(wanted.toLowerCase());
  if (exact) return exact;
  const name = (parts[parts.length - 1] ?? "").toLowerCase();
  return (
    paths.find((path) => !isPackingNoise(path) && path.toLowerCase().endsWith(`/${name}`)) ??
    lower.get(name) ??
    null
  );
}
