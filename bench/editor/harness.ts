// The in-page side of the editor benchmark, shared by both pages: builds the chapter named by the
// address (?paragraphs=5000), times opening it, and times every real key press from its keydown to
// the layout after the editor has handled it. The driver (bench/editor.ts) calls window.bench.
import type { Transaction } from "prosemirror-state";
import { TextSelection } from "prosemirror-state";
import type { EditorView } from "prosemirror-view";
import type { BenchApi, KeyTimes } from "./api.ts";
import { buildChapter, type Chapter } from "./documents.ts";

export interface EditorMount {
  /** Mounts the editor on `root` and resolves once it shows the chapter. */
  mount(root: HTMLElement, chapter: Chapter): Promise<EditorView>;
  /** The top-level index of the paragraph to type in. */
  target(chapter: Chapter): number;
}

declare global {
  interface Window {
    bench: BenchApi;
    benchReady: boolean;
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

export function installBench(editor: EditorMount): void {
  const paragraphs = Number(new URLSearchParams(location.search).get("paragraphs") ?? 5000);
  const chapter = buildChapter(paragraphs);
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  let view: EditorView | null = null;
  const times: KeyTimes = { total: [], dispatch: [], undispatched: 0 };
  let keyStart = 0;
  let dispatchSpent = 0;
  let dispatches = 0;

  // A message posted at keydown runs as the next task: after the key's own task, in which the
  // browser inserts the character and ProseMirror reads it (DOM observer, a microtask) and
  // dispatches. Reading offsetHeight there then forces the style and layout the change needs.
  const afterKey = new MessageChannel();
  const settled: (() => void)[] = [];
  afterKey.port1.onmessage = (event: MessageEvent<"key" | "settle">) => {
    if (event.data === "settle") {
      settled.shift()?.();
      return;
    }
    void view?.dom.offsetHeight;
    times.total.push(performance.now() - keyStart);
    times.dispatch.push(dispatchSpent);
    if (dispatches === 0) times.undispatched += 1;
  };
  window.addEventListener(
    "keydown",
    () => {
      keyStart = performance.now();
      dispatchSpent = 0;
      dispatches = 0;
      afterKey.port2.postMessage("key");
    },
    true,
  );
  /** Resolves once every key pressed so far has been timed (messages arrive in order). */
  const settle = () =>
    new Promise<void>((resolve) => {
      settled.push(resolve);
      afterKey.port2.postMessage("settle");
    });

  function timeDispatch(opened: EditorView): void {
    const original =
      opened.props.dispatchTransaction ?? ((tr: Transaction) => opened.updateState(opened.state.apply(tr)));
    opened.setProps({
      dispatchTransaction(this: EditorView, tr: Transaction) {
        const started = performance.now();
        original.call(this, tr);
        dispatchSpent += performance.now() - started;
        dispatches += 1;
      },
    });
  }

  const targetNode = () => {
    if (!view) throw new Error("not open");
    return view.state.doc.child(editor.target(chapter));
  };

  window.bench = {
    async open() {
      const started = performance.now();
      view = await editor.mount(root, chapter);
      await nextFrame();
      await nextFrame();
      const spent = performance.now() - started;
      timeDispatch(view);
      return spent;
    },
    placeCursor() {
      if (!view) throw new Error("not open");
      let position = 0;
      for (let index = 0; index < editor.target(chapter); index += 1) {
        position += view.state.doc.child(index).nodeSize;
      }
      const end = position + targetNode().nodeSize - 1;
      view.focus();
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, end)).scrollIntoView());
    },
    async resetKeys() {
      await settle();
      times.total.length = 0;
      times.dispatch.length = 0;
      times.undispatched = 0;
    },
    async keyTimes() {
      await settle();
      return times;
    },
    targetText: () => targetNode().textContent,
    domSize: () => root.getElementsByTagName("*").length,
  };
  window.benchReady = true;
}
