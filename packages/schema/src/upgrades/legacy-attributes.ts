// Reading the attributes of old-version nodes (content §4). Each upgrade file documents the older
// shape it reads; these helpers hold what the upgrades have in common.
import { layoutName } from "../attributes/attribute-kinds.ts";

/** The attributes without the legacy ones an upgrade has read (so none is left that the schema refuses). */
export function withoutKeys(
  attrs: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attrs).filter(([key]) => !keys.includes(key)));
}

/** Old layouts were numbered 1..count (a number or a numeric string); anything else falls back to layout-001. */
export function layoutFromIndex(value: unknown, count: number): string {
  const index = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof index === "number" && Number.isInteger(index) && index >= 1 && index <= count
    ? layoutName(index)
    : layoutName(1);
}

/** Old booleans (or "true"/"false") as the Y/N flags of the current schema. */
export function yesNo(value: unknown): "Y" | "N" {
  return value === true || value === "true" || value === "Y" ? "Y" : "N";
}

/** A string attribute that was set, or null. */
export function present(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** A number, or a numeric string with an optional unit ("2em", "1.6"); null otherwise. */
export function leadingNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]) : null;
}
