// Defers a block's costly drawing (KaTeX, CodeMirror) until it comes near the screen, so a long
// chapter opens at the cost of what is shown. One observer serves every block.

type Callback = () => void;

const MARGIN = "1200px 0px";
const waiting = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Runs `callback` once `element` is within a screen or so of the viewport; returns how to cancel
 * that, or null when it already ran (at once, where nothing can tell what is visible).
 */
export function whenNearViewport(element: Element, callback: Callback): (() => void) | null {
  if (typeof IntersectionObserver === "undefined") {
    callback();
    return null;
  }
  waiting.set(element, callback);
  shared().observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
