// The toolbar above the document: block type (paragraph, headings), lists, undo and redo, find and
// replace, history, and the save button with its status. Editing controls are off while read-only.
import {
  EyeOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  OrderedListOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { HEADING_LEVELS } from "@textbook/schema";
import { formatMessage, EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Button, Select, Tooltip } from "antd";
import type { ReactNode } from "react";
import { type BlockKind, currentBlockKind, setBlockKind } from "../block-commands.ts";
import styles from "../editor.module.css";

const BLOCK_OPTIONS = [
  { value: "paragraph", label: T.paragraph },
  ...HEADING_LEVELS.map((level) => ({
    value: `heading-${level}`,
    label: formatMessage(T.heading, { level }),
  })),
];

function kindValue(kind: BlockKind): string {
  if (kind.type === "heading") return `heading-${kind.level}`;
  return kind.type === "paragraph" ? "paragraph" : "";
}

function valueKind(value: string): BlockKind {
  const level = /^heading-(\d)$/.exec(value)?.[1];
  return level ? { type: "heading", level: Number(level) } : { type: "paragraph" };
}

export function ToolButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  active?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        type={props.active ? "primary" : "text"}
        ghost={props.active}
        icon={props.icon}
        aria-label={props.label}
        aria-pressed={props.active}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

export function EditorToolbar(props: {
  editor: Editor;
  onFind: () => void;
  onHistory: () => void;
  onPreview: () => void;
  onSave: () => void;
  status: ReactNode;
  /** Whole-book actions the page adds after the file's own (note titles, references). */
  bookActions?: ReactNode;
}) {
  const { editor } = props;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      editable: current.isEditable,
      kind: kindValue(currentBlockKind(current)),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      canUndo: current.isEditable && current.can().undo(),
      canRedo: current.isEditable && current.can().redo(),
    }),
  });
  const locked = !state.editable;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={T.blockType}>
      <Select
        className={styles.blockSelect}
        aria-label={T.blockType}
        value={state.kind || undefined}
        placeholder={T.blockType}
        options={BLOCK_OPTIONS}
        disabled={locked}
        onChange={(value: string) => setBlockKind(editor, valueKind(value))}
      />
      <span className={styles.divider} />
      <ToolButton
        label={T.bulletList}
        icon={<UnorderedListOutlined aria-hidden />}
        active={state.bulletList}
        disabled={locked}
        onClick={() => setBlockKind(editor, { type: "bulletList" })}
      />
      <ToolButton
        label={T.orderedList}
        icon={<OrderedListOutlined aria-hidden />}
        active={state.orderedList}
        disabled={locked}
        onClick={() => setBlockKind(editor, { type: "orderedList" })}
      />
      <span className={styles.divider} />
      <ToolButton
        label={T.undo}
        icon={<UndoOutlined aria-hidden />}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      />
      <ToolButton
        label={T.redo}
        icon={<RedoOutlined aria-hidden />}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      />
      <span className={styles.divider} />
      <ToolButton label={T.findReplace} icon={<FileSearchOutlined aria-hidden />} onClick={props.onFind} />
      <ToolButton label={T.history} icon={<HistoryOutlined aria-hidden />} onClick={props.onHistory} />
      <ToolButton label={T.preview} icon={<EyeOutlined aria-hidden />} onClick={props.onPreview} />
      {props.bookActions}
      <span className={styles.toolbarEnd}>
        {props.status}
        <Button icon={<SaveOutlined aria-hidden />} disabled={locked} onClick={props.onSave}>
          {T.save}
        </Button>
      </span>
    </div>
  );
}
