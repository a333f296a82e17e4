// What statistics need from a released edition, read from its objects in storage: the table of
// contents (the tree the figures hang on), each block's title and knowledge points, and an
// activity's topics with their answers (to grade a reader's answer on the server). An edition never
// changes after its build, so what was read is kept in a small in-process cache by edition.
import { json } from "node:stream/consumers";
import {
  EDITION_PATHS,
  type EditionActivity,
  type EditionManifest,
  editionActivitySchema,
  editionManifestSchema,
} from "@textbook/shared";
import type { StorageDriver } from "../../storage/driver.ts";
import { readEditionObject } from "../publishing/editions/edition-objects.ts";

export interface BlockInfo {
  title: string;
  type: string;
  fileOid: string;
  kgPoints: { knId: string; knText: string }[];
}

export interface EditionContent {
  manifest: EditionManifest;
  fileTitles: Map<string, string>;
  /** fileOid → its section and chapter in the toc. */
  filePlaces: Map<string, { chapterOid: string; sectionOid: string }>;
}

const CACHE_LIMIT = 64;

/** A least-recently-used map: the newest entries stay, the oldest go past the limit. */
class Lru<V> {
  private readonly entries = new Map<string, V>();
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > CACHE_LIMIT && oldest !== undefined) this.entries.delete(oldest);
  }
}

const contents = new Lru<Promise<EditionContent | null>>();
const blockIndexes = new Lru<Promise<Map<string, BlockInfo>>>();
const activities = new Lru<Promise<EditionActivity | null>>();

async function readJson(storage: StorageDriver, editionOid: string, path: string): Promise<unknown> {
  const object = await readEditionObject(storage, editionOid, path);
  if (!object) return null;
  try {
    return await json(object.stream);
  } catch {
    return null;
  }
}

/** A failed read is not kept: the next call tries again. */
function cached<V>(cache: Lru<Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, loading);
  return loading;
}

export function editionContent(storage: StorageDriver, editionOid: string): Promise<EditionContent | null> {
  return cached(contents, editionOid, async () => {
    const parsed = editionManifestSchema.safeParse(
      await readJson(storage, editionOid, EDITION_PATHS.manifest),
    );
    if (!parsed.success) return null;
    const fileTitles = new Map<string, string>();
    const filePlaces = new Map<string, { chapterOid: string; sectionOid: string }>();
    for (const chapter of parsed.data.toc) {
      for (const section of chapter.sections) {
        for (const file of section.files) {
          fileTitles.set(file.oid, file.title);
          filePlaces.set(file.oid, { chapterOid: chapter.oid, sectionOid: section.oid });
        }
      }
    }
    return { manifest: parsed.data, fileTitles, filePlaces };
  });
}

interface JsonNode {
  type?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
}

function kgPointsOf(value: unknown): BlockInfo["kgPoints"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((point) => {
    if (!point || typeof point !== "object") return [];
    const { knId, knText } = point as Record<string, unknown>;
    return typeof knId === "string" && knId !== ""
      ? [{ knId, knText: typeof knText === "string" ? knText : "" }]
      : [];
  });
}

function collectBlocks(node: unknown, fileOid: string, into: Map<string, BlockInfo>, depth = 0): void {
  if (!node || typeof node !== "object" || depth > 200) return;
  const { type, attrs, content } = node as JsonNode;
  const oid = attrs?.oid;
  if (typeof oid === "string" && oid !== "" && typeof type === "string") {
    const title = [attrs?.title, attrs?.fileName, attrs?.name].find(
      (value): value is string => typeof value === "string" && value !== "",
    );
    into.set(oid, { title: title ?? "", type, fileOid, kgPoints: kgPointsOf(attrs?.kgPoints) });
  }
  if (Array.isArray(content)) for (const child of content) collectBlocks(child, fileOid, into, depth + 1);
}

/** Every block of the edition that has an oid, by oid (read from files/<oid>.json once per edition). */
export function editionBlocks(storage: StorageDriver, editionOid: string): Promise<Map<string, BlockInfo>> {
  return cached(blockIndexes, editionOid, async () => {
    const index = new Map<string, BlockInfo>();
    const content = await editionContent(storage, editionOid);
    if (!content) return index;
    for (const fileOid of content.fileTitles.keys()) {
      collectBlocks(await readJson(storage, editionOid, EDITION_PATHS.fileJson(fileOid)), fileOid, index);
    }
    return index;
  });
}

/** The edition's activity with its topics and answers, or null when the edition has no such activity. */
export function editionActivity(
  storage: StorageDriver,
  editionOid: string,
  activityOid: string,
): Promise<EditionActivity | null> {
  return cached(activities, `${editionOid}/${activityOid}`, async () => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(activityOid)) return null;
    const parsed = editionActivitySchema.safeParse(
      await readJson(storage, editionOid, EDITION_PATHS.activity(activityOid)),
    );
    return parsed.success ? parsed.data : null;
  });
}
