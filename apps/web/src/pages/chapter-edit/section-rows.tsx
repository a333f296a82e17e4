// The sections of the chapter being edited: one row each with its name, moved by dragging (mouse or
// keyboard) or by the up and down buttons, and deleted after the typed phrase for saved sections.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import type { DragEndEvent } from "@dnd-kit/core";
import { arrayMove, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { NODE_NAME_MAX_LENGTH, stripEmoji, CHAPTER_EDIT_TEXTS as T } from "@textbook/shared";
import { Button, Input } from "antd";
import { DragHandle } from "../book-detail/drag-handle.tsx";
import { SortableList } from "../book-detail/sortable-list.tsx";
import { nameProblem, type SectionDraft } from "./chapter-draft.ts";
import styles from "./chapter-edit.module.css";

interface RowProps {
  section: SectionDraft;
  index: number;
  count: number;
  showProblems: boolean;
  onRename(name: string): void;
  onMove(to: number): void;
  onRemove(): void;
}

function SectionRow(props: RowProps) {
  const { section, index } = props;
  const sortable = useSortable({ id: section.key, data: { name: section.name || T.unsavedNew } });
  const problem = props.showProblems ? nameProblem(section.name) : null;
  return (
    <li
      ref={sortable.setNodeRef}
      className={`${styles.row} ${sortable.isDragging ? styles.dragging : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <DragHandle name={section.name || T.unsavedNew} sortable={sortable} movable />
      <span className={styles.index}>{index + 1}</span>
      <div className={styles.field}>
        <Input
          aria-label={`${T.sectionName} ${index + 1}`}
          placeholder={T.sectionName}
          value={section.name}
          maxLength={NODE_NAME_MAX_LENGTH}
          status={problem ? "error" : undefined}
          onChange={(event) => props.onRename(stripEmoji(event.target.value))}
        />
        {problem && <span className={styles.problem}>{problem}</span>}
      </div>
      <Button
        type="text"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={T.moveUp}
        disabled={index === 0}
        onClick={() => props.onMove(index - 1)}
      />
      <Button
        type="text"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={T.moveDown}
        disabled={index === props.count - 1}
        onClick={() => props.onMove(index + 1)}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={T.remove}
        onClick={props.onRemove}
      />
    </li>
  );
}

export function SectionRows(props: {
  sections: SectionDraft[];
  showProblems: boolean;
  onChange(sections: SectionDraft[]): void;
  onRemove(section: SectionDraft): void;
}) {
  const { sections } = props;
  const move = (from: number, to: number) => props.onChange(arrayMove(sections, from, to));

  function onDragEnd({ active, over }: DragEndEvent) {
    const from = sections.findIndex((section) => section.key === active.id);
    const to = sections.findIndex((section) => section.key === over?.id);
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  }

  if (sections.length === 0) return <p className={styles.empty}>{T.noSections}</p>;
  return (
    <SortableList items={sections.map((section) => section.key)} onDragEnd={onDragEnd}>
      <ol className={styles.rows} aria-label={T.sections}>
        {sections.map((section, index) => (
          <SectionRow
            key={section.key}
            section={section}
            index={index}
            count={sections.length}
            showProblems={props.showProblems}
            onRename={(name) =>
              props.onChange(sections.map((row) => (row.key === section.key ? { ...row, name } : row)))
            }
            onMove={(to) => move(index, to)}
            onRemove={() => props.onRemove(section)}
          />
        ))}
      </ol>
    </SortableList>
  );
}
