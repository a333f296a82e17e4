// Find and replace (shell §5: needs a non-empty search word): a plugin that highlights every match
// and the current one, and the commands the panel calls. State lives in the plugin, so the
// highlights follow the document as it changes.
import { type CommandProps, Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { findMatches, type Match } from "./find-matches.ts";

export interface FindState {
  word: string;
  matches: Match[];
  /** Index of the current match, -1 when there is none. */
  current: number;
}

export const findKey = new PluginKey<FindState>("findReplace");

const EMPTY: FindState = { word: "", matches: [], current: -1 };

type FindMeta = { word: string } | { current: number };

function withMatches(state: FindState, doc: Transaction["doc"], word: string): FindState {
  const matches = findMatches(doc, word);
  const current = matches.length === 0 ? -1 : Math.min(Math.max(state.current, 0), matches.length - 1);
  return { word, matches, current };
}

function decorations(state: FindState, doc: Transaction["doc"]): DecorationSet {
  if (state.matches.length === 0) return DecorationSet.empty;
  return DecorationSet.create(
    doc,
    state.matches.map((match, index) =>
      Decoration.inline(match.from, match.to, {
        class: index === state.current ? "find-match find-match-current" : "find-match",
      }),
    ),
  );
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
        ({ tr, dispatch }) => {
          if (dispatch) {
            tr.setMeta(findKey, { word } satisfies FindMeta);
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
            if (meta && "word" in meta) return withMatches({ ...previous, current: 0 }, tr.doc, meta.word);
            if (meta && "current" in meta) return { ...previous, current: meta.current };
            if (tr.docChanged && previous.word) return withMatches(previous, tr.doc, previous.word);
            return previous;
          },
        },
        props: {
          decorations(state) {
            return decorations(findState(state), state.doc);
          },
        },
      }),
    ];
  },
});
