// Content §3.10, §9: which file of a 3D zip bundle is its model. The browser's viewer opens that
// file, and the server refuses a bundle that holds none, by this one rule.

export const MODEL_KINDS = ["glb", "gltf", "fbx", "obj"] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/** The lower-case extension of a path's last part ("" when it has none). */
export function pathExtension(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Folders and files a packer adds that are never the model (macOS resource forks, dot files). */
export function isPackingNoise(path: string): boolean {
  return path.split("/").some((part) => part === "__MACOSX" || part.startsWith("."));
}

/**
 * The bundle's model file: the preferred kind (in MODEL_KINDS order), then the one nearest the
 * top, then by name. Null when the zip holds no model.
 */
export function findModelInZip(paths: readonly string[]): { path: string; kind: ModelKind } | null {
  const models = paths
    .filter((path) => !path.endsWith("/") && !isPackingNoise(path))
    .map((path) => ({ path, kind: pathExtension(path) as ModelKind }))
    .filter((entry) => MODEL_KINDS.includes(entry.kind));
  models.sort(
    (a, b) =>
      MODEL_KINDS.indexOf(a.kind) - MODEL_KINDS.indexOf(b.kind) ||
      a.path.split("/").length - b.path.split("/").length ||
      a.path.localeCompare(b.path),
  );
  return models[0] ?? null;
}
