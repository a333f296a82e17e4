// How content refers to its attachments, and those references pointed at an edition's copies.
// Stored JSON (documents, activities) keeps an attachment in pairs, an oid beside the address it had
// when stored (fileOid + src, coverAttOid + coverSrc, iconAttOid + iconSrc, … also inside lists
// such as a gallery's imagesInfo), and sometimes as a bare signed link /api/files/<oid>/<variant>.
// In an edition each such address becomes the relative "assets/<oid>.<ext>".

const FILE_LINK =
  /^(?:https?:\/\/[^/?#]+)?\/api\/files\/([A-Za-z0-9_-]{1,64})\/(?:original|thumbnail|preview|download)(?:[?#].*)?$/;

/** The address key paired with an oid key (fileOid → src, coverAttOid → coverSrc), or null. */
function addressKeyOf(key: string): string | null {
  if (key === "fileOid") return "src";
  return key.endsWith("AttOid") ? `${key.slice(0, -"AttOid".length)}Src` : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The attachment oids a JSON value refers to, by pair or by link. */
export function attachmentRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    const link = FILE_LINK.exec(value);
    if (link?.[1]) found.add(link[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) attachmentRefs(item, found);
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const addressKey = addressKeyOf(key);
      if (addressKey && addressKey in value && typeof item === "string" && item) found.add(item);
      attachmentRefs(item, found);
    }
  }
  return found;
}

/**
 * The oids a JSON value keeps as a bare fileOid, without an address beside it: a 3D model's or a
 * document's file, an inline video's, an extended reading's attached resource. A link keeps its
 * target file the same way, so these may name no attachment at all.
 */
export function loneFileOids(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) loneFileOids(item, found);
  } else if (isRecord(value)) {
    const oid = value.fileOid;
    if (typeof oid === "string" && oid && !("src" in value)) found.add(oid);
    for (const item of Object.values(value)) loneFileOids(item, found);
  }
  return found;
}

/**
 * A copy of `value` whose attachment addresses are the edition's asset paths: a pair's address
 * becomes its oid's asset, a bare link its own. `assetPath` knows every oid attachmentRefs found.
 */
export function withAssetLinks(value: unknown, assetPath: (oid: string) => string): unknown {
  if (typeof value === "string") {
    const link = FILE_LINK.exec(value);
    return link?.[1] ? assetPath(link[1]) : value;
  }
  if (Array.isArray(value)) return value.map((item) => withAssetLinks(item, assetPath));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = withAssetLinks(item, assetPath);
  for (const [key, item] of Object.entries(value)) {
    const addressKey = addressKeyOf(key);
    if (addressKey && addressKey in value && typeof item === "string" && item)
      copy[addressKey] = assetPath(item);
  }
  return copy;
}
