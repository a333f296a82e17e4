// 样式库: the organisation's saved looks with name, creator and date. 保存到样式库 keeps the look
// being edited under a name; 应用 puts a look into the form and the preview (saved with 保存);
// rename, delete (confirmed) and move up or down (the order is the organisation's).
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  SaveOutlined,
} from "@ant-design/icons";
import {
  formatMessage,
  STYLE_LIBRARY_NAME_MAX,
  STYLE_SCREEN_TEXTS,
  type StyleItemInput,
  type StyleLibrary,
} from "@textbook/shared";
import { Button, Drawer, Empty, Result, Skeleton, Tooltip } from "antd";
import { type ReactNode, useState } from "react";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import styles from "../settings.module.css";
import { StyleNameDialog } from "./style-name-dialog.tsx";
import { useStyleLibraries } from "./use-style-libraries.ts";

const T = STYLE_SCREEN_TEXTS.library;

/** A library row's small action: an icon named by its tooltip. */
function IconAction(props: {
  title: string;
  icon: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type="text"
        danger={props.danger}
        aria-label={props.title}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

interface Props {
  bookOid: string;
  open: boolean;
  /** Whether the screen may change anything (it holds the advanced-style lock). */
  editable: boolean;
  /** The look being edited, as 保存 would send it. */
  currentItems: () => StyleItemInput[];
  onApply: (library: StyleLibrary) => void;
  onClose: () => void;
}

type Naming = { kind: "create" } | { kind: "rename"; library: StyleLibrary } | null;

function moved(oids: string[], at: number, by: -1 | 1): string[] {
  const next = [...oids];
  const [oid] = next.splice(at, 1);
  if (oid !== undefined) next.splice(at + by, 0, oid);
  return next;
}

export function StyleLibraryDrawer({ bookOid, open, editable, currentItems, onApply, onClose }: Props) {
  const libraries = useStyleLibraries(bookOid, open);
  const [naming, setNaming] = useState<Naming>(null);
  const items = libraries.list.data?.items ?? [];
  const oids = items.map((item) => item.oid);

  const remove = async (library: StyleLibrary) => {
    if (
      !(await dialog.confirm("delete", { content: formatMessage(T.deleteConfirm, { name: library.name }) }))
    ) {
      return;
    }
    await libraries.remove.mutateAsync(library.oid);
    toast.success(T.deleted);
  };

  return (
    <Drawer
      open={open}
      title={T.title}
      size={420}
      onClose={onClose}
      extra={
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          onClick={() => setNaming({ kind: "create" })}
        >
          {T.saveTo}
        </Button>
      }
    >
      {libraries.list.isPending && <Skeleton active paragraph={{ rows: 5 }} />}
      {libraries.list.isError && (
        <Result
          status="warning"
          title={T.loadFailed}
          extra={<Button onClick={() => libraries.list.refetch()}>{STYLE_SCREEN_TEXTS.retry}</Button>}
        />
      )}
      {libraries.list.isSuccess && items.length === 0 && <Empty description={T.empty} />}
      <ul className={styles.libraries} aria-label={T.title}>
        {items.map((library, at) => (
          <li key={library.oid} className={styles.library} aria-label={library.name}>
            <div className={styles.libraryInfo}>
              <span className={styles.libraryName}>{library.name}</span>
              <span className={styles.muted}>
                {formatMessage(T.byline, {
                  creator: library.creator.fullName,
                  date: formatDateTime(library.createdAt),
                })}
              </span>
            </div>
            <div className={styles.libraryActions}>
              <Button size="small" type="primary" ghost disabled={!editable} onClick={() => onApply(library)}>
                {T.apply}
              </Button>
              <IconAction
                title={T.rename}
                icon={<EditOutlined aria-hidden />}
                onClick={() => setNaming({ kind: "rename", library })}
              />
              <IconAction
                title={T.moveUp}
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={at === 0}
                onClick={() => libraries.sort.mutate(moved(oids, at, -1))}
              />
              <IconAction
                title={T.moveDown}
                icon={<ArrowDownOutlined aria-hidden />}
                disabled={at === items.length - 1}
                onClick={() => libraries.sort.mutate(moved(oids, at, 1))}
              />
              <IconAction
                title={T.delete}
                icon={<DeleteOutlined aria-hidden />}
                danger
                onClick={() => void remove(library).catch(() => {})}
              />
            </div>
          </li>
        ))}
      </ul>
      {naming && (
        <StyleNameDialog
          title={naming.kind === "create" ? T.saveTo : T.rename}
          label={T.name}
          placeholder={T.namePlaceholder}
          max={STYLE_LIBRARY_NAME_MAX}
          initialName={naming.kind === "rename" ? naming.library.name : ""}
          onSubmit={async (name) => {
            if (naming.kind === "create") {
              await libraries.create.mutateAsync({ name, items: currentItems() });
              toast.success(T.saved);
            } else {
              await libraries.rename.mutateAsync({ oid: naming.library.oid, name });
              toast.success(T.renamed);
            }
          }}
          onClose={() => setNaming(null)}
        />
      )}
    </Drawer>
  );
}
