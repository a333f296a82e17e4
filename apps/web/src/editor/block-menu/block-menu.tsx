// The hover block menu (content §2): a handle beside the block under the pointer. It offers the
// block types the schema allows after that block (content §5), the inline items its text takes,
// and turning a text block into a paragraph, a heading or a list.
import { PlusOutlined } from "@ant-design/icons";
import { type AttachmentType, EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, formatMessage } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { Dropdown, type MenuProps } from "antd";
import { type RefObject, useEffect, useRef, useState } from "react";
import { limitHint } from "../../app/uploads/upload-limits.ts";
import { type BlockKind, setBlockKind } from "../block-commands.ts";
import { withOids } from "../node-view/new-oid.ts";
import { enqueueUpload } from "../upload/editor-uploads.ts";
import { pickFiles } from "../upload/pick-files.ts";
import { storeAttachment } from "../upload/store-attachment.ts";
import { insertableBlocks } from "./block-choices.ts";
import styles from "./block-menu.module.css";
import { type HoveredBlock, hoveredBlock } from "./hovered-block.ts";
import { insertableInlines } from "./inline-choices.ts";

const T = EDITOR_BLOCK_TEXTS.blockMenu;

const KINDS: { key: string; label: string; kind: BlockKind }[] = [
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

interface Hovered extends HoveredBlock {
  /** Offset of the block's top from the menu's positioning parent. */
  top: number;
}

function useHoveredBlock(editor: Editor, handle: RefObject<HTMLDivElement | null>, frozen: boolean) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  useEffect(() => {
    if (frozen) return;
    const dom = editor.view.dom;
    function onMove(event: MouseEvent) {
      const found = editor.view.posAtCoords({ left: event.clientX, top: event.clientY });
      const origin = handle.current?.offsetParent?.getBoundingClientRect();
      if (!found || !origin) return;
      const block = hoveredBlock(editor.state.doc, found.pos, found.inside);
      const element = block ? editor.view.nodeDOM(block.pos) : null;
      if (!block || !(element instanceof HTMLElement)) return;
      setHovered((current) =>
        current?.pos === block.pos && current.node === block.node
          ? current
          : { ...block, top: element.getBoundingClientRect().top - origin.top },
      );
    }
    dom.addEventListener("mousemove", onMove);
    return () => dom.removeEventListener("mousemove", onMove);
  }, [editor, handle, frozen]);
  return hovered;
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
function openingBlocks(editor: Editor, block: HoveredBlock) {
  const after = new Set(
    insertableBlocks(editor.state.doc, block.pos + block.node.nodeSize).map(({ choice }) => choice.key),
  );
  return insertableBlocks(editor.state.doc, block.pos).filter(({ choice }) => !after.has(choice.key));
}

/** The menu's entries for a hovered block, keyed so that `runBlockMenuEntry` can act on them. */
export function blockMenuEntries(editor: Editor, block: HoveredBlock): MenuProps["items"] {
  const after = block.pos + block.node.nodeSize;
  const blocks = insertableBlocks(editor.state.doc, after);
  const inlines = insertableInlines(block.node, editor.schema);
  const items: NonNullable<MenuProps["items"]> = [];
  const opening = openingBlocks(editor, block);
  if (opening.length > 0) {
    items.push({
      type: "group",
      label: T.insertAtStart,
      children: opening.map(({ choice }) => ({ key: `before:${choice.key}`, label: choice.label })),
    });
  }
  if (blocks.length > 0) {
    items.push({
      type: "group",
      label: T.insert,
      children: blocks.map(({ choice }) => ({
        key: `block:${choice.key}`,
        label: choice.label,
        title: uploadHint(choice),
      })),
    });
  }
  if (inlines.length > 0) {
    items.push({
      type: "group",
      label: T.inline,
      children: inlines.map((choice) => ({
        key: `inline:${choice.key}`,
        label: choice.label,
        title: uploadHint(choice),
      })),
    });
  }
  const kinds = turnsInto(editor, block);
  if (kinds.length > 0) {
    items.push({
      type: "group",
      label: T.turnInto,
      children: kinds.map(({ key, label }) => ({ key: `kind:${key}`, label })),
    });
  }
  if (items.length === 0) items.push({ key: "empty", label: T.empty, disabled: true });
  return items;
}

/** Inserts or converts as the chosen entry says; a new formula or reference opens its editor. */
export function runBlockMenuEntry(editor: Editor, block: HoveredBlock, key: string): void {
  const [section, name] = key.split(":");
  const { state } = editor;
  if (section === "before") {
    const offered = openingBlocks(editor, block).find(({ choice }) => choice.key === name);
    if (offered) insertBlock(editor, block.pos, withOids(offered.node));
    return;
  }
  if (section === "kind") {
    const entry = KINDS.find((kind) => kind.key === name);
    if (entry) setBlockKind(editor, entry.kind, block.pos);
    return;
  }
  if (section === "block") {
    const after = block.pos + block.node.nodeSize;
    const offered = insertableBlocks(state.doc, after).find(({ choice }) => choice.key === name);
    if (!offered) return;
    const { upload } = offered.choice;
    if (!upload) {
      insertBlock(editor, after, withOids(offered.node));
      return;
    }
    // The file dialog opens within the click; the block appears only once a file is chosen, so a
    // cancelled dialog leaves nothing half-made behind.
    void pickFiles(upload.accept, { multiple: upload.multiple }).then((files) => {
      if (files.length === 0 || editor.isDestroyed) return;
      const now = currentPlace(editor, block);
      const at = now ? now.pos + now.node.nodeSize : editor.state.selection.to;
      const node = withOids(offered.node);
      const oid = node.attrs.oid;
      if (typeof oid !== "string" || !insertBlock(editor, at, node)) return;
      if (upload.queue) {
        upload.queue(editor, oid, files);
        return;
      }
      const [file] = files;
      if (file) queueFile(editor, oid, file, upload.attachmentType);
    });
    return;
  }
  if (section === "inline") {
    const choice = insertableInlines(block.node, editor.schema).find((entry) => entry.key === name);
    const type = choice ? editor.schema.nodes[choice.type] : undefined;
    if (!choice || !type) return;
    const { upload } = choice;
    if (!upload) {
      insertInline(editor, block, withOids(type.create(choice.attrs(state.doc))));
      return;
    }
    // Like a media block: nothing is inserted until a file is picked.
    void pickFiles(upload.accept).then(([file]) => {
      const now = file && !editor.isDestroyed ? currentPlace(editor, block) : null;
      if (!file || !now) return;
      const node = withOids(type.create(choice.attrs(editor.state.doc)));
      const oid = node.attrs.oid;
      if (typeof oid !== "string") return;
      insertInline(editor, now, node);
      queueFile(editor, oid, file, upload.attachmentType);
    });
  }
}

/** Queues the picked file into the new node; a refused or failed file takes the node away again. */
function queueFile(editor: Editor, oid: string, file: File, attachmentType: AttachmentType): void {
  enqueueUpload(editor, {
    nodeOid: oid,
    file,
    attachmentType,
    onStored: (attachment) => storeAttachment(editor, oid, attachment),
  });
}

/** At the cursor when it is in the block, otherwise at the block's end. */
function insertInline(editor: Editor, block: HoveredBlock, node: ProseMirrorNode): void {
  const { state, view } = editor;
  const { $from } = state.selection;
  const inBlock = $from.parent === block.node && $from.before() === block.pos;
  const at = inBlock ? state.selection.from : block.pos + block.node.nodeSize - 1;
  view.dispatch(state.tr.insert(at, node).scrollIntoView());
  view.focus();
  openEditorOf(editor, at, node.type.name);
}

/**
 * Where the hovered block is now. While the file dialog was open an upload may have written or
 * removed a node before it, moving it; an unchanged block is still the same node object.
 */
function currentPlace(editor: Editor, block: HoveredBlock): HoveredBlock | null {
  const { doc } = editor.state;
  if (doc.nodeAt(block.pos) === block.node) return block;
  let found: HoveredBlock | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node === block.node) found = { ...block, pos };
    return !node.isTextblock;
  });
  return found;
}

/** Inserts a block where the schema takes it, selects it and opens its editor; false when refused. */
function insertBlock(editor: Editor, at: number, node: ProseMirrorNode): boolean {
  const { state, view } = editor;
  const $at = state.doc.resolve(at);
  if (!$at.parent.canReplaceWith($at.index(), $at.index(), node.type)) return false;
  const transaction = state.tr.insert(at, node);
  const selection = node.isAtom
    ? NodeSelection.create(transaction.doc, at)
    : TextSelection.near(transaction.doc.resolve(at + 1));
  view.dispatch(transaction.setSelection(selection).scrollIntoView());
  view.focus();
  openEditorOf(editor, at, node.type.name);
  return true;
}

/** Where a new item's editor opens, from its insertion position: a formula, reference, link or popup is useless empty. */
const OPENS_EDITOR: Record<string, number> = {
  mathBox: 1,
  inlineMath: 0,
  crossReference: 0,
  link: 0,
  popup: 0,
  extendedReadingInline: 0,
};

function openEditorOf(editor: Editor, pos: number, type: string): void {
  const offset = OPENS_EDITOR[type];
  if (offset === undefined) return;
  const element = editor.view.nodeDOM(pos + offset);
  if (element instanceof HTMLElement) element.click();
}

export function BlockMenu({ editor }: { editor: Editor }) {
  const handle = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const hovered = useHoveredBlock(editor, handle, open);
  const items = open && hovered ? blockMenuEntries(editor, hovered) : [];

  function choose({ key }: { key: string }) {
    if (hovered) runBlockMenuEntry(editor, hovered, key);
    setOpen(false);
  }

  return (
    <div
      ref={handle}
      className={styles.handle}
      style={{ top: hovered?.top ?? 0, visibility: hovered && editor.isEditable ? "visible" : "hidden" }}
    >
      <Dropdown
        menu={{ items, onClick: choose, className: styles.menu }}
        trigger={["click"]}
        placement="bottomLeft"
        open={open}
        onOpenChange={setOpen}
      >
        <button
          type="button"
          className={styles.button}
          aria-label={EDITOR_TEXTS.blockMenu}
          title={EDITOR_TEXTS.blockMenu}
        >
          <PlusOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
