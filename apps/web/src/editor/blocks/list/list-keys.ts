// Keys inside a list item: Enter starts a new item (on an empty item it leaves the list, through
// the core keymap's liftEmptyBlock), Backspace at an item's start joins it back onto the item
// before it (or, on the first item, turns it into a paragraph), Tab and Shift+Tab nest and un-nest.
import type { Editor, KeyboardShortcutCommand } from "@tiptap/core";

const LIST_ITEM = "listItem";

/** The caret sits, collapsed, at the very start of a list item's first block. */
function itemStartIndex(editor: Editor): number | null {
  const { $from, empty } = editor.state.selection;
  if (!empty || $from.parentOffset > 0 || $from.depth < 2) return null;
  if ($from.node(-1).type.name !== LIST_ITEM || $from.index(-1) !== 0) return null;
  return $from.index(-2);
}

function inListItem(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name === LIST_ITEM) return true;
  }
  return false;
}

const newItem: KeyboardShortcutCommand = ({ editor }) => editor.commands.splitListItem(LIST_ITEM);

const joinBack: KeyboardShortcutCommand = ({ editor }) => {
  const index = itemStartIndex(editor);
  if (index === null) return false;
  if (index === 0) return editor.commands.liftListItem(LIST_ITEM);
  return editor.commands.joinTextblockBackward();
};

// Inside a list Tab never leaves the editor, even where the item cannot nest further.
const nest: KeyboardShortcutCommand = ({ editor }) => {
  if (!inListItem(editor)) return false;
  editor.commands.sinkListItem(LIST_ITEM);
  return true;
};

const unnest: KeyboardShortcutCommand = ({ editor }) => {
  if (!inListItem(editor)) return false;
  editor.commands.liftListItem(LIST_ITEM);
  return true;
};

export const LIST_ITEM_KEYS: Record<string, KeyboardShortcutCommand> = {
  Enter: newItem,
  Backspace: joinBack,
  Tab: nest,
  "Shift-Tab": unnest,
};
