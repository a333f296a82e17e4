// Checks for the JSON values that list and object attributes hold.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

/**
 * A plain object with exactly the given fields, each passing its check: stored JSON with a
 * misspelt or missing field is refused rather than half-read.
 */
export function hasShape(value: unknown, fields: Record<string, (field: unknown) => boolean>): boolean {
  if (!isPlainObject(value)) return false;
  const names = Object.keys(fields);
  if (Object.keys(value).some((key) => !names.includes(key))) return false;
  return names.every((key) => key in value && fields[key]?.(value[key]) === true);
}
