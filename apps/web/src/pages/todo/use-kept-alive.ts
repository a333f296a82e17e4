// Keeping the todo list alive (shell §2 "todo/list (kept alive)"): the list stays mounted and hidden
// while a detail shows, so its rows, filters and page need no reload; these hooks keep what the
// shown address would otherwise take away: the query (the detail's URL has none of the list's) and
// the scroll position (the detail scrolls the same container).
import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * The live query while the list shows; the last one it showed while hidden. Coming back to an
 * address that carries no query (the menu's 待办中心) brings the kept one back through `restore`.
 */
export function useKeptQuery<Q>(
  live: Q,
  active: boolean,
  options: { bareAddress: boolean; restore: (kept: Q) => void },
): Q {
  const kept = useRef(live);
  const wasActive = useRef(active);
  const restoring = active && !wasActive.current && options.bareAddress;
  const { restore } = options;
  useLayoutEffect(() => {
    const entering = active && !wasActive.current;
    wasActive.current = active;
    if (entering && options.bareAddress) restore(kept.current);
    else if (active) kept.current = live;
  });
  return active && !restoring ? live : kept.current;
}

function scrollParentOf(element: HTMLElement | null): HTMLElement {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === "auto" || overflow === "scroll") return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Remembers how far the list was scrolled while it shows; a detail opens at the top, and the list
 * comes back where it was.
 */
export function useKeptScroll(ref: RefObject<HTMLElement | null>, active: boolean) {
  const position = useRef(0);
  useLayoutEffect(() => {
    const container = scrollParentOf(ref.current);
    if (!active) {
      container.scrollTop = 0;
      return;
    }
    container.scrollTop = position.current;
    const target: HTMLElement | Window = container === document.scrollingElement ? window : container;
    const remember = () => {
      position.current = container.scrollTop;
    };
    target.addEventListener("scroll", remember, { passive: true });
    return () => target.removeEventListener("scroll", remember);
  }, [ref, active]);
}
