// The buttons at the end of a tree row: a create button for the level below, and a menu with rename,
// edit, copy, commit or revert, and delete, each only when the book's abilities allow it and never
// (except copy and revert) under a committed chapter.
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  LockOutlined,
  MoreOutlined,
  PlusOutlined,
  UnlockOutlined,
} from "@ant-design/icons";
import { BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { Button, Dropdown, type MenuProps } from "antd";
import { useNavigate } from "react-router";
import styles from "./book-detail.module.css";
import { canEditStructure, type TreeTarget, useTreeCommands } from "./tree-commands.tsx";

type MenuItem = NonNullable<MenuProps["items"]>[number];

export function NodeActions({ target }: { target: TreeTarget }) {
  const commands = useTreeCommands();
  const navigate = useNavigate();
  const { abilities } = commands;
  const editable = commands.editable(target);
  const committed = target.chapter.committed;

  const canCreateChild = !committed && target.kind !== "file" && canEditStructure(abilities);

  const items: MenuItem[] = [];
  if (editable) items.push({ key: "rename", label: T.rename, icon: <EditOutlined aria-hidden /> });
  if (editable && target.kind === "chapter") {
    items.push({ key: "edit", label: T.editChapter, icon: <FormOutlined aria-hidden /> });
  }
  // Copying reads this book only; the target book's abilities are checked in the copy dialog.
  items.push({ key: "copy", label: T.copyTo, icon: <CopyOutlined aria-hidden /> });
  if (target.kind === "chapter" && abilities.commit) {
    items.push(
      committed
        ? { key: "commit", label: T.revert, icon: <UnlockOutlined aria-hidden /> }
        : { key: "commit", label: T.commit, icon: <LockOutlined aria-hidden /> },
    );
  }
  if (editable) {
    items.push(
      { type: "divider" },
      { key: "delete", label: T.delete, icon: <DeleteOutlined aria-hidden />, danger: true },
    );
  }

  function choose(key: string) {
    if (key === "rename") commands.rename(target);
    if (key === "copy") commands.copy(target);
    if (key === "delete") commands.remove(target);
    if (key === "commit") commands.toggleCommit(target.chapter);
    if (key === "edit") {
      navigate(`/f/books/chapter/edit/${target.chapter.oid}?bookOid=${encodeURIComponent(commands.bookOid)}`);
    }
  }

  return (
    <span className={styles.rowActions}>
      {canCreateChild && (
        <Button
          size="small"
          type="text"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => commands.createChild(target)}
        >
          {target.kind === "chapter" ? T.createSection : T.createFile}
        </Button>
      )}
      {items.length > 0 && (
        <Dropdown trigger={["click"]} menu={{ items, onClick: ({ key }) => choose(key) }}>
          <Button size="small" type="text" icon={<MoreOutlined aria-hidden />} aria-label={T.more} />
        </Dropdown>
      )}
    </span>
  );
}
