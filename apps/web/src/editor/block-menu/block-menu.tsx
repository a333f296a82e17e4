// The hover block menu (content §2): a handle beside the block under the pointer that offers the
// block types for that place. This first version turns the block into a paragraph, a heading or a
// list; the blocks of apps/web/src/editor/<block>/ add their insert entries here.
import { PlusOutlined } from "@ant-design/icons";
import { formatMessage, EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Dropdown, type MenuProps } from "antd";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type BlockKind, setBlockKind } from "../block-commands.ts";
import styles from "./block-menu.module.css";

interface HoveredBlock {
  /** Position before the top-level block. */
  pos: number;
  /** Offset of the block's top from the menu's positioning parent. */
  top: number;
}

const KINDS: { key: string; label: string; kind: BlockKind }[] = [
  { key: "paragraph", label: T.paragraph, kind: { type: "paragraph" } },
  ...[1, 2, 3, 4].map((level) => ({
    key: `heading-${level}`,
    label: formatMessage(T.heading, { level }),
    kind: { type: "heading", level } as BlockKind,
  })),
  { key: "bulletList", label: T.bulletList, kind: { type: "bulletList" } },
  { key: "orderedList", label: T.orderedList, kind: { type: "orderedList" } },
];

function useHoveredBlock(editor: Editor, handle: RefObject<HTMLDivElement | null>, frozen: boolean) {
  const [hovered, setHovered] = useState<HoveredBlock | null>(null);
  useEffect(() => {
    if (frozen) return;
    const dom = editor.view.dom;
    function onMove(event: MouseEvent) {
      const found = editor.view.posAtCoords({ left: event.clientX, top: event.clientY });
      const origin = handle.current?.offsetParent?.getBoundingClientRect();
      if (!found || !origin) return;
      const $pos = editor.state.doc.resolve(found.pos);
      if ($pos.depth === 0 && !editor.state.doc.nodeAt(found.pos)) return;
      const pos = $pos.depth === 0 ? found.pos : $pos.before(1);
      const block = editor.view.nodeDOM(pos);
      if (!(block instanceof HTMLElement)) return;
      setHovered({ pos, top: block.getBoundingClientRect().top - origin.top });
    }
    dom.addEventListener("mousemove", onMove);
    return () => dom.removeEventListener("mousemove", onMove);
  }, [editor, handle, frozen]);
  return hovered;
}

export function BlockMenu({ editor }: { editor: Editor }) {
  const handle = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const hovered = useHoveredBlock(editor, handle, open);
  const items: MenuProps["items"] = KINDS.map(({ key, label }) => ({ key, label }));

  function choose({ key }: { key: string }) {
    const entry = KINDS.find((kind) => kind.key === key);
    if (entry && hovered) setBlockKind(editor, entry.kind, hovered.pos);
    setOpen(false);
  }

  return (
    <div
      ref={handle}
      className={styles.handle}
      style={{ top: hovered?.top ?? 0, visibility: hovered && editor.isEditable ? "visible" : "hidden" }}
    >
      <Dropdown menu={{ items, onClick: choose }} trigger={["click"]} open={open} onOpenChange={setOpen}>
        <button type="button" className={styles.button} aria-label={T.blockMenu} title={T.blockMenu}>
          <PlusOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
