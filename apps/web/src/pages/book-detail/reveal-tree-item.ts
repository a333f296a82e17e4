// A chapter, section or file just created may land below the fold (a long book's last chapter):
// once the reloaded tree shows it, it is scrolled into view and briefly marked, so the author sees
// where it went. The tree draws after the reload's state update, so the row is waited for a little.
const WAIT_FRAMES = 60;
export const REVEALED_CLASS = "tb-revealed";

export function revealTreeItem(oid: string, frames = WAIT_FRAMES): void {
  const row = document.querySelector<HTMLElement>(`[data-tree-oid="${CSS.escape(oid)}"]`);
  if (!row) {
    if (frames > 0) requestAnimationFrame(() => revealTreeItem(oid, frames - 1));
    return;
  }
  row.scrollIntoView({ block: "nearest", behavior: "smooth" });
  row.classList.add(REVEALED_CLASS);
  row.addEventListener("animationend", () => row.classList.remove(REVEALED_CLASS), { once: true });
}
