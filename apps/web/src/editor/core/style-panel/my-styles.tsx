// 我的样式 (shell §7 custom libraries): a media block's style saved under a name for the book, and
// applied to another block of the same type (content §4: styles pass only between blocks of one
// type). Only the style attributes travel (style-clipboard.ts styleOf), never the block's content.
import { BookOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CUSTOM_LIBRARY_NAME_MAX,
  type CustomLibrary,
  formatMessage,
  STYLE_SCREEN_TEXTS,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Button, Popover } from "antd";
import { useState } from "react";
import {
  createCustomLibrary,
  deleteCustomLibrary,
  fetchCustomLibraries,
  styleKeys,
} from "../../../api/styles.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { StyleNameDialog } from "../../../styles/settings/library/style-name-dialog.tsx";
import { editorFile } from "../media-links/media-links.ts";
import type { SelectedBlock } from "./selected-block.ts";
import { styleOf } from "./style-clipboard.ts";
import styles from "./style-panel.module.css";

const T = STYLE_SCREEN_TEXTS.customLibrary;

interface Props {
  editor: Editor;
  block: SelectedBlock;
  /** Writes attributes onto the selected block, one undoable step. */
  onApply: (attributes: Record<string, unknown>) => void;
}

export function MyStyles({ editor, block, onApply }: Props) {
  const bookOid = editorFile(editor)?.bookOid ?? "";
  const client = useQueryClient();
  const queryKey = styleKeys.customLibraries(bookOid);
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const libraries = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCustomLibraries(bookOid, signal),
    enabled: bookOid !== "" && open,
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  const remove = useMutation({
    mutationFn: (oid: string) => deleteCustomLibrary(bookOid, oid),
    onSuccess: refresh,
  });
  const own = (libraries.data?.items ?? []).filter((library) => library.nodeType === block.type);
  const editable = editor.isEditable;

  const apply = (library: CustomLibrary) => {
    onApply(library.attrs);
    setOpen(false);
    toast.success(formatMessage(T.applied, { name: library.name }));
  };
  const forget = async (library: CustomLibrary) => {
    if (
      !(await dialog.confirm("delete", { content: formatMessage(T.deleteConfirm, { name: library.name }) }))
    ) {
      return;
    }
    await remove.mutateAsync(library.oid);
    toast.success(T.deleted);
  };
  const save = async (name: string) => {
    const node = editor.state.doc.nodeAt(block.pos);
    const style = node ? styleOf(node) : null;
    if (!style) return;
    await createCustomLibrary(bookOid, { name, nodeType: style.type, attrs: style.attributes });
    await refresh();
    toast.success(T.saved);
  };

  const content = (
    <div className={styles.myStyles}>
      {own.length === 0 && <p className={styles.hint}>{T.empty}</p>}
      <ul className={styles.myStyleList}>
        {own.map((library) => (
          <li key={library.oid} className={styles.myStyle}>
            <Button size="small" type="text" disabled={!editable} onClick={() => apply(library)}>
              {library.name}
            </Button>
            <Button
              size="small"
              type="text"
              danger
              aria-label={formatMessage(T.delete, { name: library.name })}
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => void forget(library).catch(() => {})}
            />
          </li>
        ))}
      </ul>
      <Button
        size="small"
        type="link"
        icon={<PlusOutlined aria-hidden />}
        disabled={!editable}
        onClick={() => {
          setOpen(false);
          setNaming(true);
        }}
      >
        {T.saveCurrent}
      </Button>
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}>
        <Button size="small" icon={<BookOutlined aria-hidden />} disabled={bookOid === ""}>
          {T.menu}
        </Button>
      </Popover>
      {naming && (
        <StyleNameDialog
          title={T.saveCurrent}
          label={T.name}
          placeholder={T.namePlaceholder}
          max={CUSTOM_LIBRARY_NAME_MAX}
          onSubmit={save}
          onClose={() => setNaming(false)}
        />
      )}
    </>
  );
}
