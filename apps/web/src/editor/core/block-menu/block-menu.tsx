// The hover block menu (content §2): a handle beside the block under the pointer. Its entries
// (block-menu-entries.ts) come with an icon each and a search box on top, which narrows some forty
// of them as the user types and inserts the first match on Enter.
import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import type { NodeName } from "@textbook/schema";
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS, type ResLibResource } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Dropdown, Input, type InputRef, type MenuProps } from "antd";
import { type RefObject, useEffect, useRef, useState } from "react";
import { takeResourceIntoBook, useSubjectResourceState } from "../../../api/res-libs.ts";
import { editorFile } from "../media-links/media-links.ts";
import { libraryTypeOf } from "../res-lib/library-boxes.ts";
import { ResLibPicker } from "../res-lib/res-lib-picker.tsx";
import { blockIcon } from "./block-icons.tsx";
import styles from "./block-menu.module.css";
import { blockMenuEntries, LIBRARY_SECTION, type MenuGroup, matchingEntries } from "./block-menu-entries.ts";
import { type HoveredBlock, hoveredBlock } from "./hovered-block.ts";
import { insertFromLibrary, runBlockMenuEntry } from "./run-block-menu-entry.ts";

const T = EDITOR_BLOCK_TEXTS.blockMenu;

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

function menuItems(groups: MenuGroup[], searching: boolean): MenuProps["items"] {
  if (groups.length === 0) return [{ key: "empty", label: searching ? T.noMatch : T.empty, disabled: true }];
  return groups.map((group) => ({
    type: "group",
    label: group.label,
    children: group.entries.map((entry) => ({
      key: entry.key,
      label: entry.label,
      title: entry.hint,
      icon: blockIcon(entry.type),
    })),
  }));
}

export function BlockMenu({ editor }: { editor: Editor }) {
  const handle = useRef<HTMLDivElement>(null);
  const search = useRef<InputRef>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [picking, setPicking] = useState<{ block: HoveredBlock; type: NodeName } | null>(null);
  const hovered = useHoveredBlock(editor, handle, open || picking !== null);
  const bookOid = editorFile(editor)?.bookOid ?? "";
  const library = useSubjectResourceState(bookOid, { quiet: true }).data?.usable === true;
  const groups = open && hovered ? matchingEntries(blockMenuEntries(editor, hovered, library), query) : [];

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => search.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setQuery("");
  }

  function choose(key: string) {
    const [section, name] = key.split(":");
    if (hovered && section === LIBRARY_SECTION) setPicking({ block: hovered, type: name as NodeName });
    else if (hovered) runBlockMenuEntry(editor, hovered, key);
    openChange(false);
  }

  async function insertResource(resource: ResLibResource) {
    if (!picking) return;
    const used = await takeResourceIntoBook(bookOid, resource.oid);
    insertFromLibrary(editor, picking.block, picking.type, used);
    setPicking(null);
  }

  return (
    <div
      ref={handle}
      className={styles.handle}
      style={{ top: hovered?.top ?? 0, visibility: hovered && editor.isEditable ? "visible" : "hidden" }}
    >
      <Dropdown
        menu={{
          items: menuItems(groups, query !== ""),
          onClick: ({ key }) => choose(key),
          className: styles.menu,
        }}
        trigger={["click"]}
        placement="bottomLeft"
        open={open}
        onOpenChange={openChange}
        popupRender={(menu) => (
          <div className={styles.panel}>
            <Input
              ref={search}
              className={styles.search}
              size="small"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={T.search}
              aria-label={T.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                const first = groups[0]?.entries[0];
                if (event.key === "Enter" && first) choose(first.key);
              }}
            />
            {menu}
          </div>
        )}
      >
        <button
          type="button"
          className={styles.button}
          aria-label={EDITOR_TEXTS.blockMenu}
          title={EDITOR_TEXTS.blockMenu}
        >
          <PlusOutlined aria-hidden />
        </button>
      </Dropdown>
      <ResLibPicker
        bookOid={bookOid}
        type={picking ? (libraryTypeOf(picking.type) ?? null) : null}
        onPick={insertResource}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
