// Find and replace (shell §5: needs a non-empty search word): a plugin that highlights the matches
// near the screen (near-screen.ts) and the current one, and the commands the panel calls. State
// lives in the plugin, so the matches and highlights follow the document as it changes.
import { type CommandProps, Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";
import { findMatches, type Match, updateMatches } from "./find-matches.ts";
import { contains, nearScreen, type Range } from "./near-screen.ts";

export interface FindState {
  word: string;
  matches: Match[];
  /** Index of the current match, -1 when there is none. */
  current: number;
  /** Where matches are highlighted: near the screen, or everywhere (null). */
  near: Range | null;
  /** The matches highlighted, kept with them so an edit redraws only what it changed. */
  highlights: DecorationSet;
}

export const findKey = new PluginKey<FindState>("findReplace");

const EMPTY: FindState = { word: "", matches: [], current: -1, near: null, highlights: DecorationSet.empty };

type FindMeta = { word: string; near: Range | null } | { current: number } | { near: Range | null };

/** The plain highlights of the matches in `near`. */
function highlights(matches: Match[], near: Range | null): Decoration[] {
  return matches
    .filter((match) => near === null || (match.to >= near.from && match.from <= near.to))
    .map((match) => Decoration.inline(match.from, match.to, { class: "find-match" }));
}

/** The current match is highlighted once more, over its plain highlight. */
function withCurrent(set: DecorationSet, doc: Transaction["doc"], state: Omit<FindState, "highlights">) {
  const shown = set.remove(set.find(undefined, undefined, (spec) => spec.current === true));
  const match = state.matches[state.current];
  if (!match) return shown;
  return shown.add(doc, [
    Decoration.inline(match.from, match.to, { class: "find-match-current" }, { current: true }),
  ]);
}

function clamp(current: number, matches: Match[]): number {
  return matches.length === 0 ? -1 : Math.min(Math.max(current, 0), matches.length - 1);
}

/** The state with its highlights drawn from scratch. */
function drawn(doc: Transaction["doc"], state: Omit<FindState, "highlights">): FindState {
  const set = DecorationSet.create(doc, highlights(state.matches, state.near));
  return { ...state, highlights: withCurrent(set, doc, state) };
}

/** The matches after an edit: only the changed blocks are searched again and redrawn. */
function follow(previous: FindState, tr: Transaction): FindState {
  const update = updateMatches(previous.matches, tr, previous.word);
  if (!update) return previous;
  const { searched, found, matches } = update;
  const { near } = previous;
  const next = {
    word: previous.word,
    matches,
    current: clamp(previous.current, matches),
    near: near && { from: tr.mapping.map(near.from, -1), to: tr.mapping.map(near.to, 1) },
  };
  const mapped = previous.highlights.map(tr.mapping, tr.doc);
  const kept = mapped.remove(mapped.find(searched.from, searched.to));
  const set = kept.add(tr.doc, highlights(found, next.near));
  return { ...next, highlights: withCurrent(set, tr.doc, next) };
}

/** Highlights the matches near the screen again when the author scrolls past them. */
function followScreen(view: EditorView) {
  let frame = 0;
  const measure = () => {
    frame = 0;
    if (view.isDestroyed || !findState(view.state).word) return;
    const screen = nearScreen(view);
    if (!screen || contains(findState(view.state).near, screen.shown)) return;
    view.dispatch(view.state.tr.setMeta(findKey, { near: screen.near } satisfies FindMeta));
  };
  const onScroll = () => {
    if (!frame && findState(view.state).word) frame = requestAnimationFrame(measure);
  };
  document.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return {
    destroy() {
      document.removeEventListener("scroll", onScroll, { capture: true });
      cancelAnimationFrame(frame);
    },
  };
}

/** Selects and scrolls to a match, so the author sees it. */
function selectMatch(tr: Transaction, match: Match | undefined): Transaction {
  if (!match) return tr;
  return tr.setSelection(TextSelection.create(tr.doc, match.from, match.to)).scrollIntoView();
}

export function findState(state: Parameters<typeof findKey.getState>[0]): FindState {
  return findKey.getState(state) ?? EMPTY;
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    findReplace: {
      setSearchWord: (word: string) => ReturnType;
      findNext: () => ReturnType;
      findPrevious: () => ReturnType;
      replaceCurrent: (replacement: string) => ReturnType;
      replaceAll: (replacement: string) => ReturnType;
    };
  }
}

export const FindReplace = Extension.create({
  name: "findReplace",

  addCommands() {
    const step =
      (delta: number) =>
      () =>
      ({ state, tr, dispatch }: CommandProps) => {
        const found = findState(state);
        if (found.matches.length === 0) return false;
        const current = (found.current + delta + found.matches.length) % found.matches.length;
        if (dispatch)
          selectMatch(tr.setMeta(findKey, { current } satisfies FindMeta), found.matches[current]);
        return true;
      };
    return {
      setSearchWord:
        (word) =>
        ({ tr, dispatch, view }) => {
          if (dispatch) {
            tr.setMeta(findKey, { word, near: nearScreen(view)?.near ?? null } satisfies FindMeta);
            selectMatch(tr, findMatches(tr.doc, word)[0]);
          }
          return true;
        },
      findNext: step(1),
      findPrevious: step(-1),
      replaceCurrent:
        (replacement) =>
        ({ state, tr, dispatch }) => {
          const found = findState(state);
          const match = found.matches[found.current];
          if (!match) return false;
          if (dispatch) tr.insertText(replacement, match.from, match.to);
          return true;
        },
      replaceAll:
        (replacement) =>
        ({ state, tr, dispatch }) => {
          const found = findState(state);
          if (found.matches.length === 0) return false;
          if (dispatch) {
            // Last to first, so earlier positions stay valid.
            for (const match of [...found.matches].reverse())
              tr.insertText(replacement, match.from, match.to);
          }
          return true;
        },
    };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin<FindState>({
        key: findKey,
        state: {
          init: () => EMPTY,
          apply(tr, previous) {
            const meta = tr.getMeta(findKey) as FindMeta | undefined;
            if (meta && "word" in meta) {
              const matches = findMatches(tr.doc, meta.word);
              return drawn(tr.doc, { word: meta.word, matches, current: clamp(0, matches), near: meta.near });
            }
            if (meta && "current" in meta) {
              const next = { ...previous, current: meta.current };
              return { ...next, highlights: withCurrent(previous.highlights, tr.doc, next) };
            }
            if (meta) return drawn(tr.doc, { ...previous, near: meta.near });
            if (tr.docChanged && previous.word) return follow(previous, tr);
            return previous;
          },
        },
        props: {
          decorations: (state) => findState(state).highlights,
        },
        view: followScreen,
      }),
    ];
  },
});
