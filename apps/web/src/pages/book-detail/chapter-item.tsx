// A chapter row and, when expanded, its sections. A committed chapter shows 已提交 and nothing in
// it moves or changes (the server refuses too).
import { CaretDownOutlined, CaretRightOutlined } from "@ant-design/icons";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ChapterNode, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { Tag, Tooltip } from "antd";
import type { ReactNode } from "react";
import styles from "./book-detail.module.css";
import { DragHandle } from "./drag-handle.tsx";
import { NodeActions } from "./node-actions.tsx";
import { SectionItem } from "./section-item.tsx";
import type { TreeDropData } from "./tree-collision.ts";
import { canEditStructure, useTreeCommands } from "./tree-commands.tsx";
import { dragId } from "./tree-order.ts";

function SectionList({ chapter }: { chapter: ChapterNode }) {
  const data: TreeDropData = {
    name: chapter.name,
    chapterOid: chapter.oid,
    committed: chapter.committed,
    empty: chapter.sections.length === 0,
  };
  const droppable = useDroppable({
    id: dragId("sectionList", chapter.oid),
    data,
    disabled: chapter.committed,
  });
  return (
    <SortableContext
      items={chapter.sections.map((section) => dragId("section", section.oid))}
      strategy={verticalListSortingStrategy}
    >
      <ul
        ref={droppable.setNodeRef}
        className={`${styles.sections} ${droppable.isOver ? styles.dropTarget : ""}`}
        aria-label={chapter.name}
      >
        {chapter.sections.map((section) => (
          <SectionItem key={section.oid} chapter={chapter} section={section} />
        ))}
        {chapter.sections.length === 0 && <li className={styles.emptySections}>{T.noSections}</li>}
      </ul>
    </SortableContext>
  );
}

export function ChapterRow(props: {
  chapter: ChapterNode;
  handle?: ReactNode;
  expanded: boolean;
  onToggle?: () => void;
  /** Drawn as the drag card: no buttons. */
  overlay?: boolean;
}) {
  const { chapter } = props;
  return (
    <div className={styles.chapterRow}>
      {props.handle}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={props.expanded}
        aria-label={`${props.expanded ? T.collapse : T.expand} ${chapter.name}`}
        onClick={props.onToggle}
      >
        {props.expanded ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
      </button>
      <span className={styles.chapterName}>{chapter.name}</span>
      {chapter.committed && (
        <Tooltip title={T.committedHint}>
          <Tag color="warning" className={styles.committedTag}>
            {T.committed}
          </Tag>
        </Tooltip>
      )}
      <span className={styles.count}>{chapter.sections.length}</span>
      {!props.overlay && <NodeActions target={{ kind: "chapter", chapter }} />}
    </div>
  );
}

export function ChapterItem(props: { chapter: ChapterNode; expanded: boolean; onToggle: () => void }) {
  const { chapter } = props;
  const { abilities } = useTreeCommands();
  const movable = !chapter.committed && canEditStructure(abilities);
  const data: TreeDropData = { name: chapter.name, chapterOid: chapter.oid, committed: chapter.committed };
  const sortable = useSortable({
    id: dragId("chapter", chapter.oid),
    data,
    disabled: { draggable: !movable, droppable: false },
  });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`${styles.chapter} ${chapter.committed ? styles.committed : ""} ${sortable.isDragging ? styles.dragging : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      aria-label={chapter.name}
      data-tree-oid={chapter.oid}
    >
      <ChapterRow
        chapter={chapter}
        expanded={props.expanded}
        onToggle={props.onToggle}
        handle={<DragHandle name={chapter.name} sortable={sortable} movable={movable} />}
      />
      {props.expanded && <SectionList chapter={chapter} />}
    </li>
  );
}
