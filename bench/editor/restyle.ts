// The in-page side of the live style benchmark, shared by its two pages: mounts our editor on the
// chapter named by the address inside the book's look, and times a change of the book's paragraph
// font size from the moment it is asked for until a paragraph shows the new size and the page is
// laid out again. The driver (bench/live-style.ts) calls window.restyle.
import type { RestyleApi } from "./api.ts";
import { buildChapter, type Chapter } from "./documents.ts";
import { productFrame } from "./frame.ts";

export interface RestyleMount {
  /** Mounts the editor with the chapter on `page`; resolves once it shows it. */
  mount(page: HTMLElement, chapter: Chapter): Promise<void>;
  /** Asks for the new paragraph font size, the way this page changes it. */
  change(px: number): void;
}

declare global {
  interface Window {
    restyle: RestyleApi;
    restyleReady: boolean;
  }
}

const TIMEOUT_MS = 10_000;

export function installRestyle(page: RestyleMount): void {
  const paragraphs = Number(new URLSearchParams(location.search).get("paragraphs") ?? 5000);
  const chapter = buildChapter(paragraphs);
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  // Each check is its own task, so the page's own work (a message, a React commit) runs between.
  const tick = new MessageChannel();
  const waiting: (() => void)[] = [];
  tick.port1.onmessage = () => waiting.shift()?.();
  const nextTask = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      tick.port2.postMessage(null);
    });

  window.restyle = {
    open: () => page.mount(productFrame(root), chapter),
    async change(px) {
      const paragraph = root.querySelector(".ProseMirror > p");
      if (!paragraph) throw new Error("no paragraph");
      const wanted = `${px}px`;
      const started = performance.now();
      page.change(px);
      while (getComputedStyle(paragraph).fontSize !== wanted) {
        if (performance.now() - started > TIMEOUT_MS) throw new Error(`the paragraph never became ${wanted}`);
        await nextTask();
      }
      void root.offsetHeight;
      return performance.now() - started;
    },
  };
  window.restyleReady = true;
}
