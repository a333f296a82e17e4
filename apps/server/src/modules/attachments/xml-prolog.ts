// Where an XML document's root element starts: after any whitespace, XML declarations, comments
// and doctypes (with their internal subset). One left-to-right pass with indexOf; the regular
// expressions this replaces backtracked on runs of comments (F-06), exponentially in one case.

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text.charAt(at))) at++;
  return at;
}

/** Whether `word` (lower case) opens the text at `at`, in any case. */
export function opensWith(text: string, at: number, word: string): boolean {
  return text.slice(at, at + word.length).toLowerCase() === word;
}

/** The end of the doctype opening at `at`, or -1 when it is not closed. */
function doctypeEnd(text: string, at: number): number {
  const close = text.indexOf(">", at);
  const subset = text.indexOf("[", at);
  if (subset < 0 || (close >= 0 && close < subset)) return close < 0 ? -1 : close + 1;
  // The internal subset may hold "]" in its literals: it ends at the first "]" followed by ">".
  for (let end = text.indexOf("]", subset); end >= 0; end = text.indexOf("]", end + 1)) {
    const after = skipSpace(text, end + 1);
    if (text.charAt(after) === ">") return after + 1;
  }
  return -1;
}

/** The end of the prolog item (declaration, comment, doctype) opening at `at`, or -1 for none. */
function itemEnd(text: string, at: number): number {
  const closeAfter = (opener: number, closer: string) => {
    const end = text.indexOf(closer, at + opener);
    return end < 0 ? -1 : end + closer.length;
  };
  if (opensWith(text, at, "<?xml")) return closeAfter(5, "?>");
  if (text.startsWith("<!--", at)) return closeAfter(4, "-->");
  if (opensWith(text, at, "<!doctype")) return doctypeEnd(text, at);
  return -1;
}

/** The index of the first character after the prolog (the root element's "<", if well formed). */
export function prologEnd(text: string): number {
  let at = skipSpace(text, 0);
  for (let end = itemEnd(text, at); end >= 0; end = itemEnd(text, at)) at = skipSpace(text, end);
  return at;
}
