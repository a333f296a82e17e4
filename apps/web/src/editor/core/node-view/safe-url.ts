// Addresses from stored documents go into src and href attributes: web addresses, same-site
// references and image data URLs only, read as the browser reads them (a tab or a leading control
// character does not hide a javascript: scheme).
import { isSafeUrl } from "@textbook/shared";

export function safeUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const url = value.trim();
  return isSafeUrl(url, { relative: true, dataImages: true }) ? url : null;
}
