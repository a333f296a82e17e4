// Addresses from stored documents go into src attributes: web addresses, relative paths and image
// data URLs only (never javascript: or other schemes).
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ALLOWED_SCHEME = /^(https?:|data:image\/)/i;

export function safeUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const url = value.trim();
  return !SCHEME.test(url) || ALLOWED_SCHEME.test(url) ? url : null;
}
