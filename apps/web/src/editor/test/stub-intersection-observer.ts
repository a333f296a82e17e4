// Test support: an IntersectionObserver the test drives, for the blocks that draw once they come
// near the screen (core/node-view/when-near-viewport.ts). vi.unstubAllGlobals() removes it again.
import { vi } from "vitest";

export interface StubbedIntersectionObserver {
  /** Tells the observer watching `target` that it came near the screen. */
  bringNear(target: Element): void;
}

export function stubIntersectionObserver(): StubbedIntersectionObserver {
  const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        observed.push({ target, callback: this.callback });
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  return {
    bringNear(target) {
      const entry = observed.find((item) => item.target === target);
      entry?.callback(
        [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    },
  };
}
