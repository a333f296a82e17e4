// Where a dragged chapter or section may land, for the pointer and for the keyboard. Chapters land
// among chapters; sections among the sections of chapters that are not committed, or in an empty
// chapter's section list. Chapters are tall and uneven, so a drop target is the node under the
// pointer (or, for the keyboard, under the centre of the dragged card), not the nearest centre.
import {
  type Active,
  type ClientRect,
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { parseDragId } from "./tree-order.ts";

/** What each droppable of the tree tells about itself (the `data` of useSortable / useDroppable). */
export interface TreeDropData {
  name: string;
  /** The chapter the node belongs to (a chapter: itself). */
  chapterOid: string;
  committed: boolean;
  /** Section lists only: whether the chapter has no sections yet. */
  empty?: boolean;
}

export function accepts(
  active: Pick<Active, "id"> | null,
  container: Pick<DroppableContainer, "id" | "data">,
) {
  const dragged = active ? parseDragId(active.id) : null;
  const target = parseDragId(container.id);
  const data = container.data.current as TreeDropData | undefined;
  if (!dragged || !target || !data) return false;
  if (dragged.kind === "chapter") return target.kind === "chapter";
  if (dragged.kind !== "section" || data.committed) return false;
  return target.kind === "section" || (target.kind === "sectionList" && data.empty === true);
}

function centreWithin(rect: ClientRect, container: ClientRect | undefined) {
  if (!container) return false;
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  return x >= container.left && x <= container.right && y >= container.top && y <= container.bottom;
}

export const treeCollisions: CollisionDetection = (args) => {
  const droppableContainers = args.droppableContainers.filter((container) => accepts(args.active, container));
  const scoped = { ...args, droppableContainers };
  if (args.pointerCoordinates) {
    const under = pointerWithin(scoped);
    if (under.length > 0) return under;
  } else {
    // Innermost first: a section before the section list that holds it.
    const under = droppableContainers
      .filter((container) => centreWithin(args.collisionRect, args.droppableRects.get(container.id)))
      .sort(
        (a, b) =>
          (parseDragId(a.id)?.kind === "sectionList" ? 1 : 0) -
          (parseDragId(b.id)?.kind === "sectionList" ? 1 : 0),
      );
    if (under.length > 0)
      return under.map((container) => ({
        id: container.id,
        data: { droppableContainer: container, value: 0 },
      }));
  }
  return closestCenter(scoped);
};

/** The arrow keys move to the next place the dragged node may land, skipping every other node. */
export const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  // sortableKeyboardCoordinates reads only getEnabled() and get() of the container map.
  const scoped = {
    getEnabled: () => droppableContainers.getEnabled().filter((container) => accepts(active, container)),
    get: (id: Parameters<typeof droppableContainers.get>[0]) => droppableContainers.get(id),
  } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: scoped },
  });
};
