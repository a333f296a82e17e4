// What a screen reader hears while a tree row is dragged (dnd-kit's defaults are in English).
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { formatMessage, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";

const nameOf = (node: { data: { current?: Record<string, unknown> } } | null) =>
  String(node?.data.current?.name ?? "");

const announcements: Announcements = {
  onDragStart: ({ active }) => formatMessage(T.dragStart, { name: nameOf(active) }),
  onDragOver: ({ active, over }) =>
    over ? formatMessage(T.dragOver, { name: nameOf(active), over: nameOf(over) }) : undefined,
  onDragEnd: ({ active }) => formatMessage(T.dragEnd, { name: nameOf(active) }),
  onDragCancel: ({ active }) => formatMessage(T.dragCancel, { name: nameOf(active) }),
};

const screenReaderInstructions: ScreenReaderInstructions = { draggable: T.dragInstructions };

export const dragAnnouncements = { announcements, screenReaderInstructions };
