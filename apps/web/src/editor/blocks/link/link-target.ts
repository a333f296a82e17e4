// A link's target (content §3.13) as plain values: the fields each type keeps, the http(s) check of
// a web address (shell §5 url rule), and whether a BOOK target still exists in its book's tree.
import { type ChapterNode, rules, VALIDATION_MESSAGES } from "@textbook/shared";

export const LINK_TARGET_TYPES = ["BOOK", "URL", "VIRTUAL"] as const;
export type LinkTargetType = (typeof LINK_TARGET_TYPES)[number];

/** The attributes each type of target uses; the others are cleared when a target is saved. */
export const TARGET_FIELDS = {
  BOOK: ["bookOid", "chapterOid", "sectionOid", "fileOid", "headingOid"],
  URL: ["url"],
  VIRTUAL: ["url", "screenType", "vsFileOid", "deviceType", "isReaderInfoCarried"],
} as const satisfies Record<LinkTargetType, readonly string[]>;

const ALL_FIELDS = [...new Set(Object.values(TARGET_FIELDS).flat())];

export type LinkTargetValues = { type: LinkTargetType } & Partial<Record<string, string | null>>;

/** The target of `type` from `values`: its own fields kept, every other target field null. */
export function targetAttributes(
  type: LinkTargetType,
  values: Record<string, unknown>,
): Record<string, string | null> {
  const own = new Set<string>(TARGET_FIELDS[type]);
  const attributes: Record<string, string | null> = { type };
  for (const name of ALL_FIELDS) {
    const value = values[name];
    attributes[name] =
      own.has(name) && typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  }
  // A flag, never null on the node (N unless asked).
  attributes.isReaderInfoCarried = type === "VIRTUAL" && values.isReaderInfoCarried === "Y" ? "Y" : "N";
  return attributes;
}

/** The message for a web address a link cannot use (empty, or not http/https), or null. */
export function urlProblem(value: string | null | undefined): string | null {
  if (!value || value.trim() === "") return VALIDATION_MESSAGES.required;
  return rules.url(value);
}

export type BookTargetState = "found" | "missing";

/**
 * Whether a BOOK target's chapter, section and file are still in its book's tree (`null`: the book
 * itself is gone or no longer visible). The heading is not checked: that would cost a call per file.
 */
export function bookTargetState(
  tree: ChapterNode[] | null,
  target: { chapterOid?: unknown; sectionOid?: unknown; fileOid?: unknown },
): BookTargetState {
  const chapter = tree?.find((item) => item.oid === target.chapterOid);
  const section = chapter?.sections.find((item) => item.oid === target.sectionOid);
  return section?.files.some((file) => file.oid === target.fileOid) ? "found" : "missing";
}
