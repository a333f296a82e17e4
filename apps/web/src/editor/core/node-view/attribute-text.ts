/** An attribute's text, trimmed; null when it is missing, not a string or blank. */
export function attributeText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
