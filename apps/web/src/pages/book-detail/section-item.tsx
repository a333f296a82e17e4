// A section row and its files. Files are ordered by dragging within their section only, so each
// section has its own drag context: a file can never be dropped among another section's files.
import { ApartmentOutlined, FileTextOutlined, ReadOutlined, ThunderboltOutlined } from "@ant-design/icons";
import type { DragEndEvent } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  type ChapterNode,
  type ContentFileType,
  type FileNode,
  type SectionNode,
  BOOK_DETAIL_TEXTS as T,
} from "@textbook/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { editorPath } from "../../editor/core/editor-path.ts";
import styles from "./book-detail.module.css";
import { DragHandle } from "./drag-handle.tsx";
import { NodeActions } from "./node-actions.tsx";
import { SortableList } from "./sortable-list.tsx";
import type { TreeDropData } from "./tree-collision.ts";
import { canEditStructure, useTreeCommands } from "./tree-commands.tsx";
import { dragId, moveFile, parseDragId } from "./tree-order.ts";

const FILE_ICONS: Record<ContentFileType, ReactNode> = {
  CONTENT: <FileTextOutlined aria-hidden />,
  ACTIVITY: <ThunderboltOutlined aria-hidden />,
  READING: <ReadOutlined aria-hidden />,
  MIND_MAP: <ApartmentOutlined aria-hidden />,
};

function FileItem(props: { chapter: ChapterNode; section: SectionNode; file: FileNode; movable: boolean }) {
  const { chapter, section, file } = props;
  const sortable = useSortable({
    id: dragId("file", file.oid),
    data: { name: file.name },
    disabled: !props.movable,
  });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`${styles.fileRow} ${sortable.isDragging ? styles.dragging : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-tree-oid={file.oid}
    >
      <DragHandle name={file.name} sortable={sortable} movable={props.movable} />
      <span className={styles.fileIcon}>{FILE_ICONS[file.type]}</span>
      <Link
        className={`${styles.fileName} ${styles.fileLink}`}
        to={editorPath({
          bookOid: chapter.bookOid,
          chapterOid: chapter.oid,
          sectionOid: section.oid,
          fileOid: file.oid,
        })}
      >
        {file.name}
      </Link>
      {file.type !== "CONTENT" && <span className={styles.fileType}>{T.fileTypes[file.type]}</span>}
      <NodeActions target={{ kind: "file", chapter, section, file }} />
    </li>
  );
}

function FileList({ chapter, section }: { chapter: ChapterNode; section: SectionNode }) {
  const { abilities, actions } = useTreeCommands();
  const movable = canEditStructure(abilities) && !chapter.committed;

  function onDragEnd({ active, over }: DragEndEvent) {
    const from = parseDragId(active.id);
    const to = over ? parseDragId(over.id) : null;
    if (!from || !to || from.oid === to.oid) return;
    actions.orderFiles(moveFile(section, from.oid, to.oid)).catch(() => {
      // rolled back; the global handler shows the refusal
    });
  }

  if (section.files.length === 0) return <div className={styles.emptyFiles}>{T.noFiles}</div>;
  return (
    <SortableList items={section.files.map((file) => dragId("file", file.oid))} onDragEnd={onDragEnd}>
      <ul className={styles.files} aria-label={section.name}>
        {section.files.map((file) => (
          <FileItem key={file.oid} chapter={chapter} section={section} file={file} movable={movable} />
        ))}
      </ul>
    </SortableList>
  );
}

/** The row of a section; while a section is dragged its card is drawn by the tree's overlay. */
export function SectionRow(props: {
  chapter: ChapterNode;
  section: SectionNode;
  handle?: ReactNode;
  /** Drawn as the drag card: no buttons. */
  overlay?: boolean;
}) {
  const { chapter, section } = props;
  return (
    <div className={styles.sectionRow}>
      {props.handle}
      <span className={styles.sectionName}>{section.name}</span>
      <span className={styles.count}>{section.files.length}</span>
      {!props.overlay && <NodeActions target={{ kind: "section", chapter, section }} />}
    </div>
  );
}

export function SectionItem({ chapter, section }: { chapter: ChapterNode; section: SectionNode }) {
  const { abilities } = useTreeCommands();
  const movable = !chapter.committed && canEditStructure(abilities);
  const data: TreeDropData = { name: section.name, chapterOid: chapter.oid, committed: chapter.committed };
  const sortable = useSortable({ id: dragId("section", section.oid), data, disabled: !movable });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`${styles.section} ${sortable.isDragging ? styles.dragging : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      aria-label={section.name}
      data-tree-oid={section.oid}
    >
      <SectionRow
        chapter={chapter}
        section={section}
        handle={<DragHandle name={section.name} sortable={sortable} movable={movable} />}
      />
      <FileList chapter={chapter} section={section} />
    </li>
  );
}
