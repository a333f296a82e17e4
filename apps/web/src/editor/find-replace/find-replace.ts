// Find and replace (shell §5: needs a non-empty search word): a plugin that highlights every match
// and the current one, and the commands the panel calls. State lives in the plugin, so the
// highlights follow the document as it changes.
import { type CommandProps, Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { findMatches, type Match, updateMatches } from "./find-matches.ts";

export interface FindState {
  word: string;
  matches: Match[];
  /** Index of the current match, -1 when there is none. */
  current: number;
  /** Every match highlighted, kept with the matches so an edit redraws only what it changed. */
  highlights: DecorationSet;
}

export const findKey = new PluginKey<FindState>("findReplace");

const EMPTY: FindState = { word: "", matches: [], current: -1, highlights: DecorationSet.empty };

type FindMeta = { word: string } | { current: number };

const highlight = (match: Match) => Decoration.inline(match.from, match.to, { class: "find-match" });

/** The current match is highlighted once more, over its plain highlight. */
function withCurrent(
  highlights: DecorationSet,
  doc: Transaction["doc"],
  state: Omit<FindState, "highlights">,
) {
  const shown = highlights.remove(highlights.find(undefined, undefined, (spec) => spec.current === true));
  const match = state.matches[state.current];
  if (!match) return shown;
  return shown.add(doc, [
    Decoration.inline(match.from, match.to, { class: "find-match-current" }, { current: true }),
  ]);
}

function clamp(current: number, matches: Match[]): number {
  return matches.length === 0 ? -1 : Math.min(Math.max(current, 0), matches.length - 1);
}

/** Every match of `word` in `doc`, searched from scratch. */
function search(doc: Transaction["doc"], word: string, current: number): FindState {
  const matches = findMatches(doc, word);
  const found = { word, matches, current: clamp(current, matches) };
  return { ...found, highlights: withCurrent(DecorationSet.create(doc, matches.map(highlight)), doc, found) };
}

/** The matches after an edit: only the changed blocks are searched again and redrawn. */
function follow(previous: FindState, tr: Transaction): FindState {
  const update = updateMatches(previous.matches, tr, previous.word);
  if (!update) return previous;
  const { searched, found, matches } = update;
  const mapped = previous.highlights.map(tr.mapping, tr.doc);
  const kept = mapped.remove(mapped.find(searched.from, searched.to));
  const next = { word: previous.word, matches, current: clamp(previous.current, matches) };
  return { ...next, highlights: withCurrent(kept.add(tr.doc, found.map(highlight)), tr.doc, next) };
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
            if (meta && "word" in meta) return search(tr.doc, meta.word, 0);
            if (meta && "current" in meta) {
              const next = { ...previous, current: meta.current };
              return { ...next, highlights: withCurrent(previous.highlights, tr.doc, next) };
            }
            if (tr.docChanged && previous.word) return follow(previous, tr);
            return previous;
          },
        },
        props: {
          decorations: (state) => findState(state).highlights,
        },
      }),
    ];
  },
});
