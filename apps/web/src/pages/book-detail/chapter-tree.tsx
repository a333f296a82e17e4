// The book's tree: chapters > sections > files. Chapters are reordered among chapters, sections
// within and between chapters (one compose call with the whole order), files within their section.
// While a section crosses into another chapter the tree shows a preview; the drop sends the order.
import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  MeasuringStrategy,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ChapterNode } from "@textbook/shared";
import { useState } from "react";
import styles from "./book-detail.module.css";
import { ChapterItem, ChapterRow } from "./chapter-item.tsx";
import { dragAnnouncements } from "./drag-announcements.ts";
import { SectionRow } from "./section-item.tsx";
import { treeCollisions, treeKeyboardCoordinates } from "./tree-collision.ts";
import { useTreeCommands } from "./tree-commands.tsx";
import { dragId, findSection, moveChapter, moveSection, parseDragId, sameOrder } from "./tree-order.ts";
import { useDragSensors } from "./use-drag-sensors.ts";

/** Books with many chapters open folded, so the page stays short and chapters easy to reorder. */
const EXPANDED_UP_TO = 12;

/** Where a section dragged over `overId` would go: its chapter and index in the preview. */
function sectionDestination(tree: ChapterNode[], overId: string | number) {
  const over = parseDragId(overId);
  if (!over) return null;
  if (over.kind === "sectionList") {
    const chapter = tree.find((item) => item.oid === over.oid);
    return chapter ? { chapterOid: chapter.oid, index: chapter.sections.length } : null;
  }
  if (over.kind !== "section") return null;
  const found = findSection(tree, over.oid);
  return found ? { chapterOid: found.chapter.oid, index: found.index } : null;
}

export function ChapterTree({ chapters }: { chapters: ChapterNode[] }) {
  const { actions } = useTreeCommands();
  const [preview, setPreview] = useState<ChapterNode[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [folded, setFolded] = useState<ReadonlySet<string>>(
    () => new Set(chapters.length > EXPANDED_UP_TO ? chapters.map((chapter) => chapter.oid) : []),
  );
  const shown = preview ?? chapters;
  const sensors = useDragSensors(treeKeyboardCoordinates);

  const toggle = (oid: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (next.has(oid)) next.delete(oid);
      else next.add(oid);
      return next;
    });

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setPreview(chapters);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    const dragged = parseDragId(active.id);
    if (!over || dragged?.kind !== "section" || !preview) return;
    const from = findSection(preview, dragged.oid);
    const to = sectionDestination(preview, over.id);
    // Only a change of chapter moves the preview; within a chapter the sortable strategy shows it.
    if (!from || !to || from.chapter.oid === to.chapterOid) return;
    setPreview(moveSection(preview, dragged.oid, to.chapterOid, to.index));
  }

  function finish(next: ChapterNode[] | null) {
    setActiveId(null);
    setPreview(null);
    if (!next || sameOrder(next, chapters)) return;
    actions.compose(next).catch(() => {
      // rolled back; the global handler shows the refusal
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const dragged = parseDragId(active.id);
    const target = over ? parseDragId(over.id) : null;
    if (!dragged || !target) return finish(null);
    if (dragged.kind === "chapter") return finish(moveChapter(chapters, dragged.oid, target.oid));
    const tree = preview ?? chapters;
    const to = sectionDestination(tree, over?.id ?? "");
    if (dragged.kind !== "section" || !to) return finish(tree);
    return finish(moveSection(tree, dragged.oid, to.chapterOid, to.index));
  }

  const active = activeId ? parseDragId(activeId) : null;
  const activeChapter =
    active?.kind === "chapter" ? shown.find((chapter) => chapter.oid === active.oid) : null;
  const activeSection = active?.kind === "section" ? findSection(shown, active.oid) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={treeCollisions}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => finish(null)}
      accessibility={dragAnnouncements}
    >
      <SortableContext
        items={shown.map((chapter) => dragId("chapter", chapter.oid))}
        strategy={verticalListSortingStrategy}
      >
        <ol className={styles.tree}>
          {shown.map((chapter) => (
            <ChapterItem
              key={chapter.oid}
              chapter={chapter}
              expanded={!folded.has(chapter.oid)}
              onToggle={() => toggle(chapter.oid)}
            />
          ))}
        </ol>
      </SortableContext>
      {/* A row-sized card follows the pointer, whatever the height of the chapter or section. */}
      <DragOverlay style={{ height: "auto" }} dropAnimation={null}>
        {activeChapter && (
          <div className={styles.overlay}>
            <ChapterRow chapter={activeChapter} expanded={false} overlay />
          </div>
        )}
        {activeSection && (
          <div className={styles.overlay}>
            <SectionRow chapter={activeSection.chapter} section={activeSection.section} overlay />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
