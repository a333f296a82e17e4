// What the hover block menu lists for a block: the blocks the schema allows after it (content §5),
// those that only open a file, the inline items its text takes, and what a text block may turn
// into; and the same list narrowed by what the user typed into the menu's search box.
import {
  ATTACHMENT_TYPE_LABELS,
  type AttachmentType,
  EDITOR_BLOCK_TEXTS,
  EDITOR_TEXTS,
  formatMessage,
  RES_LIB_PICKER_TEXTS,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { limitHint } from "../../../app/uploads/upload-limits.ts";
import { insertableBlocks } from "../../blocks/block-choices.ts";
import { insertableInlines } from "../../blocks/inline-choices.ts";
import type { BlockKind } from "../block-commands.ts";
import { libraryTypeOf } from "../res-lib/library-boxes.ts";
import type { HoveredBlock } from "./hovered-block.ts";

const T = EDITOR_BLOCK_TEXTS.blockMenu;

export const KINDS: { key: string; label: string; kind: BlockKind }[] = [
  { key: "paragraph", label: EDITOR_TEXTS.paragraph, kind: { type: "paragraph" } },
  ...[1, 2, 3, 4].map((level) => ({
    key: `heading-${level}`,
    label: formatMessage(EDITOR_TEXTS.heading, { level }),
    kind: { type: "heading", level } as BlockKind,
  })),
  { key: "bulletList", label: EDITOR_TEXTS.bulletList, kind: { type: "bulletList" } },
  { key: "orderedList", label: EDITOR_TEXTS.orderedList, kind: { type: "orderedList" } },
];
const TURNS_INTO = new Set(["paragraph", "heading"]);

/** The key section of 从学科资源库选择 entries, which the menu answers with the library dialog. */
export const LIBRARY_SECTION = "library";

export interface MenuEntry {
  /** `section:name`, as `runBlockMenuEntry` reads it. */
  key: string;
  label: string;
  /** The node type it inserts or turns the block into (its icon). */
  type: string;
  /** Which files a media entry takes. */
  hint?: string;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** What a paragraph or heading may become where it stands (no heading in a table cell). */
function turnsInto(editor: Editor, block: HoveredBlock) {
  if (!TURNS_INTO.has(block.node.type.name)) return [];
  const $block = editor.state.doc.resolve(block.pos);
  const index = $block.index();
  return KINDS.filter(({ kind }) => {
    const type = editor.schema.nodes[kind.type];
    return type !== undefined && $block.parent.canReplaceWith(index, index + 1, type);
  });
}

/** Content §9: a media item tells which files it takes (视频支持 mp4 格式，不超过 500M). */
function uploadHint(choice: { upload?: { attachmentType: AttachmentType } }): string | undefined {
  return choice.upload ? limitHint(choice.upload.attachmentType) : undefined;
}

/**
 * What only fits before the hovered block: the chapter and section headers, which may only open a
 * file (the menu otherwise inserts after the block, where they never fit).
 */
export function openingBlocks(editor: Editor, block: HoveredBlock) {
  const after = new Set(
    insertableBlocks(editor.state.doc, block.pos + block.node.nodeSize).map(({ choice }) => choice.key),
  );
  return insertableBlocks(editor.state.doc, block.pos).filter(({ choice }) => !after.has(choice.key));
}

/** The menu's groups for a hovered block; a group with nothing to offer is left out. */
/**
 * The menu's groups for the hovered block; `library` adds 从学科资源库选择 for the boxes the
 * library can fill, when the shell §6 rule lets the user use it in this book.
 */
export function blockMenuEntries(editor: Editor, block: HoveredBlock, library = false): MenuGroup[] {
  const after = block.pos + block.node.nodeSize;
  const groups: MenuGroup[] = [
    {
      label: T.insertAtStart,
      entries: openingBlocks(editor, block).map(({ choice }) => ({
        key: `before:${choice.key}`,
        label: choice.label,
        type: choice.type,
      })),
    },
    {
      label: T.insert,
      entries: insertableBlocks(editor.state.doc, after).map(({ choice }) => ({
        key: `block:${choice.key}`,
        label: choice.label,
        type: choice.type,
        hint: uploadHint(choice),
      })),
    },
    {
      label: RES_LIB_PICKER_TEXTS.menuGroup,
      entries: (library ? insertableBlocks(editor.state.doc, after) : []).flatMap(({ choice }) => {
        const type = libraryTypeOf(choice.type);
        return type
          ? [
              {
                key: `${LIBRARY_SECTION}:${choice.type}`,
                label: formatMessage(RES_LIB_PICKER_TEXTS.menuEntryOf, {
                  type: ATTACHMENT_TYPE_LABELS[type],
                }),
                type: choice.type,
              },
            ]
          : [];
      }),
    },
    {
      label: T.inline,
      entries: insertableInlines(block.node, editor.schema).map((choice) => ({
        key: `inline:${choice.key}`,
        label: choice.label,
        type: choice.type,
        hint: uploadHint(choice),
      })),
    },
    {
      label: T.turnInto,
      entries: turnsInto(editor, block).map(({ key, label, kind }) => ({
        key: `kind:${key}`,
        label,
        type: kind.type,
      })),
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

/** The entries whose name holds what was typed (spaces and case ignored); all of them for nothing typed. */
export function matchingEntries(groups: MenuGroup[], query: string): MenuGroup[] {
  const wanted = query.replace(/\s/g, "").toLowerCase();
  if (wanted === "") return groups;
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => entry.label.replace(/\s/g, "").toLowerCase().includes(wanted)),
    }))
    .filter((group) => group.entries.length > 0);
}
