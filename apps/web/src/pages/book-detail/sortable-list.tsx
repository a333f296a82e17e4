// A flat list ordered by dragging (mouse or keyboard), with the book pages' sensors and spoken
// announcements: a section's files, and the chapter page's sections. (The chapter tree has its own
// context, since sections cross from one chapter to another.)
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import { dragAnnouncements } from "./drag-announcements.ts";
import { useDragSensors } from "./use-drag-sensors.ts";

export function SortableList(props: {
  /** The sortable ids of the rows, in order. */
  items: string[];
  onDragEnd(event: DragEndEvent): void;
  children: ReactNode;
}) {
  const sensors = useDragSensors();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={props.onDragEnd}
      accessibility={dragAnnouncements}
    >
      <SortableContext items={props.items} strategy={verticalListSortingStrategy}>
        {props.children}
      </SortableContext>
    </DndContext>
  );
}
