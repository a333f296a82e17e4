// The grip a tree row is dragged by: a real button, so the keyboard can pick the row up (Space or
// Enter), move it with the arrow keys and drop it; rows that cannot move keep the space empty.
import { HolderOutlined } from "@ant-design/icons";
import type { useSortable } from "@dnd-kit/sortable";
import { formatMessage, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import styles from "./book-detail.module.css";

export function DragHandle(props: {
  name: string;
  sortable: ReturnType<typeof useSortable>;
  movable: boolean;
}) {
  const { sortable } = props;
  if (!props.movable) return <span className={styles.handleSpace} />;
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={styles.handle}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-roledescription={T.sortable}
      aria-label={formatMessage(T.dragHandle, { name: props.name })}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}
