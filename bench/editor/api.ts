// What each benchmark page offers the driver as window.bench (no DOM types: the driver runs in Node).

export interface KeyTimes {
  /** keydown → transaction applied, view updated, layout done (ms per key). */
  total: number[];
  /** The part spent in dispatchTransaction (state apply, view update, plugin views). */
  dispatch: number[];
  /** Keys whose timing ended before any transaction was dispatched (it must stay 0). */
  undispatched: number;
}

export interface BenchApi {
  /** Opens the chapter; resolves with the ms from the start until the first frame after it. */
  open(): Promise<number>;
  /** Puts the cursor at the end of the middle paragraph, scrolled into view, and focuses it. */
  placeCursor(): void;
  /** Forgets the keys timed so far (after the warm-up), once their timing has run. */
  resetKeys(): Promise<void>;
  /** The keys timed since the reset, once the last one's timing has run. */
  keyTimes(): Promise<KeyTimes>;
  /** The middle paragraph's text, so the driver can check that its keys arrived. */
  targetText(): string;
  /** How many elements the editor's DOM holds, for the report. */
  domSize(): number;
}

/** The page's globals, as the driver's page.evaluate callbacks see them. */
export interface BenchWindow {
  bench: BenchApi;
  benchReady?: boolean;
}

/** What the live style benchmark's pages offer the driver as window.restyle. */
export interface RestyleApi {
  /** Opens the chapter inside the book's look. */
  open(): Promise<void>;
  /** ms from asking for `px` until a paragraph has it and the page is laid out. */
  change(px: number): Promise<number>;
}

export interface RestyleWindow {
  restyle: RestyleApi;
  restyleReady?: boolean;
}
