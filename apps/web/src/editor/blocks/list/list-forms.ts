// The lists' web forms: the item's keys, and the typed shortcuts that start a list at the start of
// a line ("- " or "* " a bullet list; "1. " a numbered list starting at that number). "1、" stays text: Chinese
// writing uses it inside running text.
import { type InputRule, wrappingInputRule } from "@tiptap/core";
import type { NodeType } from "@tiptap/pm/model";
import type { BlockForms } from "../../core/node-view/block-form.ts";
import { LIST_ITEM_KEYS } from "./list-keys.ts";

export const BULLET_START = /^\s*([-*])\s$/;
export const NUMBERED_START = /^(\d{1,4})\.\s$/;

function bulletRule(type: NodeType): InputRule {
  return wrappingInputRule({ find: BULLET_START, type });
}

function numberedRule(type: NodeType): InputRule {
  return wrappingInputRule({
    find: NUMBERED_START,
    type,
    getAttributes: (match) => ({ start: Number(match[1]) }),
    // Typing "1. " right after a numbered list continues it instead of starting a second one.
    joinPredicate: (match, node) => node.childCount + node.attrs.start === Number(match[1]),
  });
}

export const LIST_FORMS: BlockForms = {
  listItem: {
    addKeyboardShortcuts: () => LIST_ITEM_KEYS,
  },
  bulletList: {
    addInputRules() {
      return [bulletRule(this.type)];
    },
  },
  orderedList: {
    addInputRules() {
      return [numberedRule(this.type)];
    },
  },
};
