// Which addresses content may lead to or load from. Saved links, popups, link boxes and virtual
// simulations take only web addresses and this site's own paths; the HTML of exports drops any
// other address. The check reads the value as a browser would: browsers ignore leading and
// trailing control characters and spaces and drop tabs and newlines anywhere, so
// "java\tscript:" and "\u0001javascript:" are script addresses (F-08). Removing every control
// character and space before parsing is stricter still, and parsing with the WHATWG URL parser
// (not a pattern) reads the scheme the way browsers do, case and all.

/** Stands for the page's own origin when a relative value is resolved. */
const SAME_ORIGIN = "https://same-origin.invalid";

const WEB_SCHEMES = new Set(["http:", "https:"]);

export interface UrlAllowance {
  /** Relative references ("media/a.png", "#top") as well as absolute paths ("/api/files/…"). */
  relative?: boolean;
  /** `data:image/…` addresses (pictures drawn in the page, never navigated to). */
  dataImages?: boolean;
}

/** The value without C0 control characters and spaces (everything up to U+0020). */
function withoutControls(value: string): string {
  let bare = "";
  for (const character of value) if (character > " ") bare += character;
  return bare;
}

function hasControl(value: string): boolean {
  for (const character of value) if (character < " " || character === "\u007f") return true;
  return false;
}

function parsed(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * Whether the value is an http(s) address, or a path on this site: an absolute path ("/api/…"),
 * and with `relative` any other reference that stays on the same origin. Protocol-relative values
 * ("//host") lead elsewhere and are refused.
 */
export function isSafeUrl(value: string, allowance: UrlAllowance = {}): boolean {
  const bare = withoutControls(value);
  if (bare === "") return false;
  const absolute = parsed(bare);
  if (absolute) {
    if (WEB_SCHEMES.has(absolute.protocol)) return true;
    return allowance.dataImages === true && absolute.protocol === "data:" && /^data:image\//i.test(bare);
  }
  if (!allowance.relative && !bare.startsWith("/")) return false;
  return parsed(bare, SAME_ORIGIN)?.origin === SAME_ORIGIN;
}

/** A link's address as content stores it: no control characters, an http(s) address or a site path. */
export function isLinkAddress(value: string): boolean {
  return !hasControl(value) && isSafeUrl(value);
}
